import type { RegionCode } from '@onfan/contracts/auth';
import type { Database } from '../../db/database.js';
import { hashPassword } from '../auth/password.js';
import { DEMO_PASSWORD } from '../auth/auth.seed.js';
import { FootholdRepository } from './foothold.repository.js';

/** Demo creators (pattern 300) who own footholds besides demo-creator; they log in with the demo password. */
export const DEMO_FOOTHOLD_CREATORS = [
  { lgnId: 'demo-ctr-food', userNm: '한맛나', nickNm: '시장맛객', userEmail: 'ctr-food@onfan.example.kr' },
  { lgnId: 'demo-ctr-beauty', userNm: '윤다온', nickNm: '다온뷰티', userEmail: 'ctr-beauty@onfan.example.kr' },
  { lgnId: 'demo-ctr-living', userNm: '정살림', nickNm: '살림하는정', userEmail: 'ctr-living@onfan.example.kr' },
  { lgnId: 'demo-ctr-fashion', userNm: '서지우', nickNm: '골목코디', userEmail: 'ctr-fashion@onfan.example.kr' },
  { lgnId: 'demo-ctr-travel', userNm: '강여름', nickNm: '여름골목여행', userEmail: 'ctr-travel@onfan.example.kr' },
  { lgnId: 'demo-ctr-craft', userNm: '문한결', nickNm: '한결공방', userEmail: 'ctr-craft@onfan.example.kr' },
  { lgnId: 'demo-ctr-bakery', userNm: '오보리', nickNm: '보리빵지순례', userEmail: 'ctr-bakery@onfan.example.kr' },
  { lgnId: 'demo-ctr-market', userNm: '임장터', nickNm: '장터라이브', userEmail: 'ctr-market@onfan.example.kr' },
] as const;

/**
 * The 활동 지역 most demo creators recorded (demo-ctr-craft recorded none), spread over several 시·도 so the
 * announcements desk's regional groups have members (decision 045).
 */
const DEMO_CREATOR_REGIONS: Partial<Record<string, RegionCode>> = {
  'demo-ctr-food': '11',
  'demo-ctr-beauty': '11',
  'demo-ctr-living': '41',
  'demo-ctr-fashion': '26',
  'demo-ctr-travel': '50',
  'demo-ctr-bakery': '30',
  'demo-ctr-market': '27',
};

interface DemoFoothold {
  lgnId: string;
  fthldNm: string;
  fthldIntro: string;
  fthldCn: string;
  /** An image of the web app (apps/web/public/img). */
  img: string;
  tags: [string, string, string] | [string, string];
  ytb?: string;
  instgrm?: string;
  fcbk?: string;
  navr?: string;
  ctgr: string;
  cert: 'Y' | 'N';
}

/** Demo footholds written for ONFAN; channel addresses are the channels' sites (no real accounts are implied). */
const FOOTHOLDS: DemoFoothold[] = [
  {
    lgnId: 'demo-creator',
    fthldNm: '온판 라이브룸',
    fthldIntro: '소상공인 상품을 라이브커머스로 소개하는 크리에이터입니다.',
    fthldCn:
      '매주 화요일과 목요일 저녁 8시에 동네 가게의 상품을 라이브로 소개합니다.\n\n사장님과 함께 상품 이야기를 나누고, 시청자 질문에 바로 답해 드려요. 협업 문의는 메시지로 남겨 주세요.',
    img: '/img/community/live.svg',
    tags: ['라이브커머스', '소상공인', '상품리뷰'],
    ytb: 'https://www.youtube.com/@onfan-live',
    instgrm: 'https://www.instagram.com/onfan.live',
    ctgr: '라이브커머스',
    cert: 'N',
  },
  {
    lgnId: 'demo-ctr-food',
    fthldNm: '시장맛객',
    fthldIntro: '전통시장 제철 먹거리를 찾아다니는 맛 탐험가',
    fthldCn:
      '전국 전통시장의 제철 먹거리와 상인분들의 이야기를 영상으로 담습니다.\n\n시장 먹거리 지도를 함께 만들어 가요.',
    img: '/img/campaign/food.svg',
    tags: ['먹방', '전통시장', '제철음식'],
    ytb: 'https://www.youtube.com/@market-taste',
    navr: 'https://blog.naver.com/market-taste',
    ctgr: '푸드',
    cert: 'Y',
  },
  {
    lgnId: 'demo-ctr-beauty',
    fthldNm: '다온뷰티',
    fthldIntro: '동네 공방의 천연 화장품을 솔직하게 리뷰합니다.',
    fthldCn: '피부 타입별로 직접 써 보고 성분과 사용감을 꼼꼼하게 전합니다.\n\n작은 공방 브랜드와의 협업을 환영합니다.',
    img: '/img/campaign/beauty.svg',
    tags: ['뷰티', '천연화장품', '상품리뷰'],
    instgrm: 'https://www.instagram.com/daon.beauty',
    ytb: 'https://youtu.be/daon-beauty',
    ctgr: '뷰티',
    cert: 'Y',
  },
  {
    lgnId: 'demo-ctr-living',
    fthldNm: '살림하는정',
    fthldIntro: '우리 동네 가게의 생활용품으로 꾸리는 살림 기록',
    fthldCn: '제로웨이스트 가게와 동네 생활용품점을 찾아 살림 팁과 함께 소개합니다.',
    img: '/img/campaign/living.svg',
    tags: ['살림', '제로웨이스트', '소상공인'],
    navr: 'https://blog.naver.com/living-jeong',
    instgrm: 'https://www.instagram.com/living.jeong',
    ctgr: '라이프스타일',
    cert: 'N',
  },
  {
    lgnId: 'demo-ctr-fashion',
    fthldNm: '골목코디',
    fthldIntro: '지역 의류 브랜드로 매일의 코디를 제안합니다.',
    fthldCn: '지역 소상공인 의류 브랜드의 옷으로 계절별 코디를 소개합니다.\n\n브랜드 룩북 촬영도 함께해요.',
    img: '/img/campaign/fashion.svg',
    tags: ['패션', '코디', '지역브랜드'],
    instgrm: 'https://www.instagram.com/golmok.codi',
    fcbk: 'https://www.facebook.com/golmok.codi',
    ctgr: '패션',
    cert: 'Y',
  },
  {
    lgnId: 'demo-ctr-travel',
    fthldNm: '여름골목여행',
    fthldIntro: '골목 상권의 숨은 명소를 찾아 떠나는 여행 크리에이터',
    fthldCn: '오래된 골목의 작은 가게와 명소를 여행 영상으로 기록합니다.\n\n지역 상권 활성화 캠페인에 참여하고 있어요.',
    img: '/img/campaign/travel.svg',
    tags: ['여행', '골목상권', '지역관광'],
    ytb: 'https://www.youtube.com/@summer-alley',
    navr: 'https://blog.naver.com/summer-alley',
    ctgr: '여행',
    cert: 'N',
  },
  {
    lgnId: 'demo-ctr-craft',
    fthldNm: '한결공방',
    fthldIntro: '전통 공예 클래스를 체험하고 소개합니다.',
    fthldCn: '도자기, 매듭, 목공 등 전통 공예 공방의 원데이 클래스를 직접 체험하고 후기를 남깁니다.',
    img: '/img/campaign/craft.svg',
    tags: ['공예', '원데이클래스'],
    ytb: 'https://www.youtube.com/@hangyeol-craft',
    ctgr: '공예·문화',
    cert: 'N',
  },
  {
    lgnId: 'demo-ctr-bakery',
    fthldNm: '보리빵지순례',
    fthldIntro: '동네 빵집 신메뉴를 가장 먼저 맛보는 빵지순례',
    fthldCn: '동네 빵집의 신메뉴와 스테디셀러를 소개합니다.\n\n빵집 사장님의 이야기도 함께 전해요.',
    img: '/img/community/bakery.svg',
    tags: ['빵지순례', '먹방', '동네빵집'],
    instgrm: 'https://www.instagram.com/bori.bread',
    navr: 'https://blog.naver.com/bori-bread',
    ctgr: '푸드',
    cert: 'Y',
  },
  {
    lgnId: 'demo-ctr-market',
    fthldNm: '장터라이브',
    fthldIntro: '전통시장 상인과 함께하는 장터 라이브',
    fthldCn: '전통시장 상인분들과 함께 라이브 방송으로 시장 상품을 판매합니다.',
    img: '/img/community/market.svg',
    tags: ['라이브커머스', '전통시장'],
    ytb: 'https://m.youtube.com/@jangteo-live',
    fcbk: 'https://www.facebook.com/jangteo.live',
    ctgr: '라이브커머스',
    cert: 'N',
  },
];

/** Demo creators and their footholds (demo only; idempotent: a creator who has a foothold keeps it as it is). */
export async function seedFootholds(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const { db } = database;
  const repo = new FootholdRepository(db);
  let passwordHash: string | null = null;
  for (const [i, c] of DEMO_FOOTHOLD_CREATORS.entries()) {
    if ((await repo.userIdByLogin(c.lgnId)) !== undefined) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const now = new Date().toISOString();
    await db
      .insertInto('appUser')
      .values({
        ...c,
        mblNo: `010-3100-${String(1001 + i)}`,
        userPattnCd: '300',
        rgnCd: DEMO_CREATOR_REGIONS[c.lgnId] ?? null,
        userPasswd: passwordHash,
        regDt: now,
        mdfcnDt: now,
      })
      .execute();
  }
  const start = Date.now();
  for (const [i, f] of FOOTHOLDS.entries()) {
    const userId = await repo.userIdByLogin(f.lgnId);
    if (userId === undefined || (await repo.findByUser(userId)) !== undefined) continue;
    // A day apart, the first newest, so the list has an order on any day.
    const at = new Date(start - i * 86_400_000).toISOString();
    await repo.insert({
      userId,
      fthldNm: f.fthldNm,
      fthldIntro: f.fthldIntro,
      fthldCn: f.fthldCn,
      rprsImgPtUrl: f.img,
      rprsImgFileNm: f.img.slice(f.img.lastIndexOf('/') + 1),
      fthldTag1: f.tags[0],
      fthldTag2: f.tags[1],
      fthldTag3: f.tags[2] ?? null,
      ytbChnlUrl: f.ytb ?? null,
      instgrmUrl: f.instgrm ?? null,
      fcbkUrl: f.fcbk ?? null,
      navrUrl: f.navr ?? null,
      primActvtCtgr: f.ctgr,
      certCtrYn: f.cert,
      regDt: at,
      mdfcnDt: at,
    });
  }
}
