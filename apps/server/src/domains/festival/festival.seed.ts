import type { AprvHistoryCd, AprvStatus, FestivalCategory, FestivalSeason } from '@onfan/contracts/festival';
import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { todaySeoulYmd } from '../../lib/seoul-time.js';
import { FestivalRepository } from './festival.repository.js';
import { demoUserId } from '../auth/auth.seed.js';

const FESTIVALS: { season: FestivalSeason; name: string; from: string; to: string; desc: string }[] = [
  {
    season: 'may',
    name: '5월 동행축제',
    from: '0501',
    to: '0531',
    desc: '가정의 달을 맞아 전국 소상공인과 전통시장이 함께 여는 상반기 소비 촉진 축제입니다. 온라인 기획전과 지역 판매전에서 소상공인 상품을 할인된 가격으로 만날 수 있습니다.',
  },
  {
    season: 'sep',
    name: '9월 동행축제',
    from: '0901',
    to: '0930',
    desc: '추석 명절을 앞두고 열리는 하반기 동행축제입니다. 명절 선물세트와 제철 농수산물, 소상공인 공예품을 온·오프라인에서 함께 선보입니다.',
  },
  {
    season: 'dec',
    name: '12월 눈꽃 동행축제',
    from: '1201',
    to: '1231',
    desc: '한 해를 마무리하는 연말 동행축제입니다. 연말 선물과 겨울 먹거리를 중심으로 소상공인 상품 기획전과 지역 상권 판촉 행사가 열립니다.',
  },
];

type SeedProduct = {
  season: FestivalSeason;
  manprdNm: string;
  ctgrCd: FestivalCategory;
  prc: number;
  manprdDesc: string;
  buyUrl: string | null;
  /** The product's state: pending, rejected (with a reason), approved and shown, or approved and hidden. */
  end: 'pending' | 'rejected' | 'shown' | 'hidden';
  rjctRsn?: string;
};

const PARTICIPANTS: { lgnId: string; strNm: string; telno: string; products: SeedProduct[] }[] = [
  {
    lgnId: 'demo-member',
    strNm: '골목빵집',
    telno: '02-345-6789',
    products: [
      {
        season: 'may',
        manprdNm: '우리밀 단팥빵 선물세트(10개입)',
        ctgrCd: 'food',
        prc: 18000,
        manprdDesc: '국산 우리밀과 직접 졸인 팥앙금으로 매일 아침 굽는 단팥빵 10개를 선물 상자에 담았습니다.',
        buyUrl: 'https://golmok-bakery.example.kr/shop/redbean-set',
        end: 'shown',
      },
      {
        season: 'sep',
        manprdNm: '햇밤 파운드케이크',
        ctgrCd: 'food',
        prc: 16000,
        manprdDesc: '공주 햇밤을 통째로 넣어 구운 파운드케이크입니다. 추석 선물용 보자기 포장을 함께 드립니다.',
        buyUrl: 'https://golmok-bakery.example.kr/shop/chestnut-pound',
        end: 'shown',
      },
      {
        season: 'dec',
        manprdNm: '수제 버터쿠키 틴케이스',
        ctgrCd: 'food',
        prc: 22000,
        manprdDesc:
          '발효버터로 구운 쿠키 5종을 연말 틴케이스에 담았습니다. 방부제 없이 만들어 2주 안에 드시길 권합니다.',
        buyUrl: 'https://golmok-bakery.example.kr/shop/cookie-tin',
        end: 'shown',
      },
      {
        season: 'dec',
        manprdNm: '크리스마스 슈톨렌',
        ctgrCd: 'food',
        prc: 28000,
        manprdDesc: '럼에 절인 건과일과 견과를 듬뿍 넣어 숙성한 독일식 슈톨렌입니다. 12월 한정으로 200개만 굽습니다.',
        buyUrl: null,
        end: 'pending',
      },
    ],
  },
  {
    lgnId: 'demo-creator',
    strNm: '하루공방',
    telno: '031-555-0147',
    products: [
      {
        season: 'may',
        manprdNm: '수제 가죽 카드지갑',
        ctgrCd: 'craft',
        prc: 38000,
        manprdDesc: '국내산 식물성 가죽을 손바느질로 만든 카드지갑입니다. 이니셜 각인을 무료로 해 드립니다.',
        buyUrl: 'https://harugongbang.example.kr/cardwallet',
        end: 'shown',
      },
      {
        season: 'sep',
        manprdNm: '식물성 가죽 키링',
        ctgrCd: 'craft',
        prc: 12000,
        manprdDesc: '카드지갑을 만들고 남은 가죽으로 만든 키링입니다. 색상 다섯 가지 중에서 고를 수 있습니다.',
        buyUrl: 'https://harugongbang.example.kr/keyring',
        end: 'shown',
      },
      {
        season: 'dec',
        manprdNm: '가죽 다이어리 커버',
        ctgrCd: 'craft',
        prc: 54000,
        manprdDesc: 'A5 다이어리에 맞는 가죽 커버입니다. 펜 꽂이와 카드 포켓이 있습니다.',
        buyUrl: 'https://harugongbang.example.kr/diary',
        end: 'rejected',
        rjctRsn: '등록한 판매가와 구매 링크의 판매가가 다릅니다. 축제 기간 판매가를 확인해 다시 신청해주세요.',
      },
    ],
  },
  {
    lgnId: 'demo-sso',
    strNm: '바다마을건어물',
    telno: '061-554-0230',
    products: [
      {
        season: 'may',
        manprdNm: '국산 볶음용 잔멸치 500g',
        ctgrCd: 'food',
        prc: 19900,
        manprdDesc: '남해에서 잡아 당일 삶아 말린 볶음용 잔멸치입니다. 짜지 않아 아이 반찬으로 좋습니다.',
        buyUrl: null,
        end: 'shown',
      },
      {
        season: 'sep',
        manprdNm: '한가위 건어물 선물세트',
        ctgrCd: 'food',
        prc: 59000,
        manprdDesc: '멸치, 황태채, 오징어채, 다시마를 한 상자에 담은 추석 선물세트입니다. 전국 무료배송입니다.',
        buyUrl: 'https://badamaeul.example.kr/chuseok-set',
        end: 'shown',
      },
      {
        season: 'sep',
        manprdNm: '반건조 오징어 5미',
        ctgrCd: 'food',
        prc: 32000,
        manprdDesc: '동해안 오징어를 해풍에 반건조했습니다. 준비한 물량이 모두 팔려 노출을 멈췄습니다.',
        buyUrl: null,
        end: 'hidden',
      },
      {
        season: 'dec',
        manprdNm: '완도 돌김 선물세트',
        ctgrCd: 'food',
        prc: 25000,
        manprdDesc: '완도 앞바다에서 겨울에 채취한 돌김을 두 번 구워 20봉에 나눠 담았습니다.',
        buyUrl: 'https://badamaeul.example.kr/gim-set',
        end: 'shown',
      },
    ],
  },
];

/**
 * The festivals of this year (May, September, December), three demo participants (demo-member's 골목빵집 first, so its
 * first product is row 1) and their products in every state, each with its history rows. Idempotent: once.
 */
export async function seedFestival(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const repo = new FestivalRepository(database.db);
  if ((await repo.countFestivals()) > 0) return;
  const yr = Number(todaySeoulYmd(systemClock).slice(0, 4));
  const adminId = await demoUserId(database, 'demo-admin');
  const ids = new Map<FestivalSeason, number>();
  for (const f of FESTIVALS) {
    const campnId = await repo.insertFestival({
      campnNm: `${yr} ${f.name}`,
      season: f.season,
      yr,
      campnDesc: f.desc,
      bgngYmd: `${yr}${f.from}`,
      endYmd: `${yr}${f.to}`,
      aplyBgngYmd: null,
      aplyEndYmd: null,
    });
    ids.set(f.season, campnId);
  }
  const monthBefore: Record<FestivalSeason, string> = { may: '04', sep: '08', dec: '11' };
  const at = (season: FestivalSeason, day: number) =>
    `${yr}-${monthBefore[season]}-${String(day).padStart(2, '0')}T01:00:00.000Z`;
  for (const p of PARTICIPANTS) {
    const userId = await demoUserId(database, p.lgnId);
    if (userId === undefined) continue;
    const joined = new Set<FestivalSeason>();
    for (const prd of p.products) {
      const campnId = ids.get(prd.season)!;
      if (!joined.has(prd.season)) {
        await repo.insertParticipant({
          campnId,
          userId: userId,
          strNm: p.strNm,
          telno: p.telno,
          regDt: at(prd.season, 2),
        });
        joined.add(prd.season);
      }
      const { season, end, rjctRsn, ...fields } = prd;
      const manprdId = await repo.insertProduct({ campnId, userId: userId, ...fields }, at(season, 5));
      const history = async (
        hstCd: AprvHistoryCd,
        aprvSts: AprvStatus,
        expsrYn: 'Y' | 'N',
        day: number,
        memo: string | null = null,
      ) =>
        repo.addHistory({
          manprdId,
          hstCd,
          aprvSts,
          expsrYn,
          memo,
          byUserId: hstCd === 'registered' ? userId : (adminId ?? null),
          byOperYn: hstCd === 'registered' ? 'N' : 'Y',
          regDt: at(season, day),
        });
      await history('registered', 'pending', 'N', 5);
      if (end === 'pending') continue;
      if (end === 'rejected') {
        await repo.decide(manprdId, 'rejected', rjctRsn ?? null, at(season, 9), at(season, 5));
        await history('rejected', 'rejected', 'N', 9, rjctRsn ?? null);
        continue;
      }
      await repo.decide(manprdId, 'approved', null, at(season, 9), at(season, 5));
      await history('approved', 'approved', 'N', 9);
      await repo.expose(manprdId, 'Y', at(season, 10), at(season, 9));
      await history('shown', 'approved', 'Y', 10);
      if (end === 'hidden') {
        await repo.expose(manprdId, 'N', at(season, 20), at(season, 10));
        await history('hidden', 'approved', 'N', 20);
      }
    }
  }
}
