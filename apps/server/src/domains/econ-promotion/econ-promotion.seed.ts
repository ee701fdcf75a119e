import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd } from '../../lib/seoul-time.js';
import { EconPromotionRepository } from './econ-promotion.repository.js';
import { demoUserId } from '../auth/auth.seed.js';

/** Programmes of both promotions, dated around today (open, upcoming and one closed), and a demo inquiry answered. */
export async function seedEconPromotion(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const repo = new EconPromotionRepository(database.db);
  if ((await repo.countProgrammes()) > 0) return;
  const today = todaySeoulYmd(systemClock);
  const d = (n: number) => addDays(today, n);
  await repo.insertProgrammes([
    {
      kind: 'subs',
      prgmNm: '소상공인 구독 상품 기획 컨설팅',
      trgt: '정기배송·구독 상품을 준비하는 소상공인 30곳',
      bnft: '전문가 1:1 컨설팅 3회, 구독 상품 구성과 가격 설계',
      prgmDesc: '정기배송 주기, 구독 해지율을 낮추는 구성, 첫 달 혜택 설계를 함께 만듭니다.',
      bgngYmd: d(-10),
      endYmd: d(20),
      sortSeq: 10,
    },
    {
      kind: 'subs',
      prgmNm: '구독 플랫폼 입점 기획전',
      trgt: '구독 상품을 판매 중인 소상공인',
      bnft: '제휴 구독 플랫폼 기획전 노출, 입점 수수료 3개월 감면',
      prgmDesc: '제휴 구독 플랫폼의 연말 기획전에 참여할 상품을 모집합니다.',
      bgngYmd: d(15),
      endYmd: d(45),
      sortSeq: 20,
    },
    {
      kind: 'subs',
      prgmNm: '정기배송 포장재 지원',
      trgt: '구독 상품 판매 소상공인 100곳',
      bnft: '친환경 정기배송 포장재 500개',
      prgmDesc: '지난 상반기에 진행한 포장재 지원 사업입니다.',
      bgngYmd: d(-120),
      endYmd: d(-60),
      sortSeq: 30,
    },
    {
      kind: 'local',
      prgmNm: '동행축제 지역 판매관 참여',
      trgt: '지역 축제에 상품을 내놓을 소상공인',
      bnft: '축제 판매 부스 무료 제공, 현장 홍보물 제작',
      prgmDesc: '봄(5월)·가을(9월)·겨울(12월) 동행축제 지역 판매관에 참여할 소상공인을 모집합니다.',
      bgngYmd: d(-5),
      endYmd: d(25),
      sortSeq: 10,
    },
    {
      kind: 'local',
      prgmNm: '전통시장 공동 판촉 행사',
      trgt: '전통시장·골목상권 상인회',
      bnft: '공동 할인 행사비와 온라인 홍보 지원',
      prgmDesc: '상인회 단위로 공동 판촉 행사를 기획하면 행사비와 온라인 홍보를 지원합니다.',
      bgngYmd: d(-30),
      endYmd: d(30),
      sortSeq: 20,
    },
    {
      kind: 'local',
      prgmNm: '지역 특산품 라이브커머스 주간',
      trgt: '지역 특산품을 판매하는 소상공인',
      bnft: '온판 라이브 스튜디오 우선 예약, 쇼호스트 연결',
      prgmDesc: '지역 특산품을 라이브 방송으로 소개하는 주간 행사입니다.',
      bgngYmd: d(10),
      endYmd: d(40),
      sortSeq: 30,
    },
  ]);
  const memberId = await demoUserId(database, 'demo-member');
  if (memberId === undefined) return;
  const [first] = await repo.programmes('local');
  await repo.insertInquiry({
    kind: 'local',
    prgmId: first?.prgmId ?? null,
    userId: memberId,
    cmpnyNm: '온판 반찬가게',
    telno: '02-987-6543',
    inqTtl: '축제 판매관 부스 크기 문의',
    inqCn: '냉장 진열대를 둘 수 있는 크기인지 궁금합니다.',
    ansCn: '부스는 가로 3m, 세로 3m이며 전기 콘센트 2구를 쓸 수 있어 냉장 진열대를 둘 수 있습니다.',
    ansDt: new Date(Date.now() - 86_400_000).toISOString(),
    regDt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  });
}
