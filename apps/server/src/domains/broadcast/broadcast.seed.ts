import type { BrcType, LkDskCd } from '@onfan/contracts/broadcast';
import { BRC_TYPE, DEFAULT_PREVIEW_SECONDS } from '@onfan/contracts/broadcast';
import type { Database } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { indexBroadcast, indexBroadcasts } from './broadcast.search.js';
import { demoUserId } from '../auth/auth.seed.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Member = 'demo-member' | 'demo-creator' | 'demo-admin' | 'demo-sso';

interface SeedComment {
  by: Member;
  cn: string;
  likes?: [Member, LkDskCd][];
  replies?: { by: Member; cn: string; likes?: [Member, LkDskCd][] }[];
}

interface SeedBroadcast {
  chnl: string;
  type: BrcType;
  tit: string;
  expln: string;
  /** Start, relative to the seed time (ms). */
  start: number;
  /** Length (ms). */
  length: number;
  products: [nm: string, prc: number, seller: string][];
  comments?: SeedComment[];
  /**
   * A scheduled broadcast's poster (a drawing under apps/web/public/img/broadcast) and what it shows; broadcasts with
   * media show their frame instead.
   */
  poster?: [url: string, alt: string];
}

export const BROADCAST_CHANNELS: [nm: string, expln: string][] = [
  ['온판 라이브', '전국 소상공인의 좋은 상품을 매주 라이브로 소개하는 온판 공식 채널입니다.'],
  ['골목상점 TV', '골목 가게 사장님들이 직접 출연해 가게 이야기와 대표 상품을 들려드립니다.'],
  ['로컬푸드 한 상', '산지 농가와 전통시장 먹거리를 맛보고 고르는 요리 커머스 채널입니다.'],
];

/**
 * Demo broadcasts written for ONFAN, relative to the seed time so each state exists on any day: one live broadcast
 * and one commerce broadcast on air, a schedule over the coming month, recordings (VOD) with comments, replies and
 * likes, and shorts. Media are made by the media step (decision 017), not here.
 */
export const BROADCAST_SEED: SeedBroadcast[] = [
  {
    chnl: '온판 라이브',
    type: BRC_TYPE.live,
    tit: '제철 귤 산지 직송 라이브 — 제주 농가와 함께',
    expln: '제주 서귀포 농가에서 직접 귤을 따며 품종별 맛과 보관법을 알려드립니다.',
    start: -20 * MINUTE,
    length: 2 * HOUR,
    products: [
      ['제주 노지 감귤 5kg', 19_900, '서귀포 햇살농원'],
      ['한라봉 3kg 선물세트', 32_000, '서귀포 햇살농원'],
    ],
  },
  {
    chnl: '골목상점 TV',
    type: BRC_TYPE.live,
    tit: '수제 가죽 지갑 만드는 과정 공개',
    expln: '성수동 가죽 공방 사장님이 지갑 한 개가 완성되는 과정을 처음부터 보여드립니다.',
    start: 2 * DAY + 3 * HOUR,
    length: HOUR,
    products: [['소가죽 반지갑', 48_000, '성수 가죽공방 담']],
    poster: ['/img/broadcast/leather-workshop.svg', '가죽 공방 작업대에서 지갑을 재단하고 바느질하는 모습'],
  },
  {
    chnl: '온판 라이브',
    type: BRC_TYPE.live,
    tit: '전통시장 반찬가게 김장 특집',
    expln: '망원시장 반찬가게의 김장 김치와 겉절이를 소개합니다. 배송 일정도 함께 안내해요.',
    start: 6 * DAY + 2 * HOUR,
    length: 90 * MINUTE,
    products: [
      ['포기김치 3kg', 27_000, '망원 엄마손반찬'],
      ['파김치 1kg', 12_000, '망원 엄마손반찬'],
    ],
    poster: ['/img/broadcast/kimchi-market.svg', '시장 반찬가게 진열대에 김치통과 배추가 놓인 모습'],
  },
  {
    chnl: '로컬푸드 한 상',
    type: BRC_TYPE.live,
    tit: '강원 감자로 만드는 겨울 간식',
    expln: '평창 감자 농가와 함께 감자떡과 감자전을 만들어 봅니다.',
    start: 13 * DAY + 4 * HOUR,
    length: HOUR,
    products: [['평창 수미감자 10kg', 23_000, '평창 고랭지농장']],
    poster: ['/img/broadcast/cooking-show.svg', '요리 방송 조리대에서 감자전을 부치는 모습'],
  },
  {
    chnl: '골목상점 TV',
    type: BRC_TYPE.live,
    tit: '연말 선물 추천 — 동네 공방 모음전',
    expln: '도자기, 향초, 뜨개 공방의 연말 선물 세트를 한자리에서 소개합니다.',
    start: 24 * DAY + 3 * HOUR,
    length: 2 * HOUR,
    products: [
      ['핸드메이드 머그 2종', 36_000, '도예공방 흙'],
      ['소이 캔들 선물세트', 29_000, '향기로운 오후'],
    ],
    poster: ['/img/broadcast/studio-talk.svg', '방송 스튜디오에서 두 진행자가 머그와 향초를 소개하는 모습'],
  },
  {
    chnl: '로컬푸드 한 상',
    type: BRC_TYPE.commerce,
    tit: '산지 직송 한우 특가 커머스',
    expln: '횡성 한우 농가의 구이용 세트를 라이브 특가로 만나보세요.',
    start: -10 * MINUTE,
    length: HOUR,
    products: [['횡성 한우 구이세트 1kg', 89_000, '횡성 한우마을']],
  },
  {
    chnl: '온판 라이브',
    type: BRC_TYPE.commerce,
    tit: '지역 특산 전통주 기획전',
    expln: '지역 양조장의 막걸리와 약주를 소개하고 어울리는 안주를 추천합니다.',
    start: 4 * DAY + 5 * HOUR,
    length: HOUR,
    products: [
      ['생막걸리 6병 세트', 21_000, '문경 양조장'],
      ['약주 선물세트', 38_000, '문경 양조장'],
    ],
    poster: [
      '/img/broadcast/live-commerce.svg',
      '삼각대에 세운 스마트폰 앞에 막걸리 병과 잔이 놓인 라이브 커머스 모습',
    ],
  },
  {
    chnl: '골목상점 TV',
    type: BRC_TYPE.vod,
    tit: '동네 빵집 사장님의 천연발효종 이야기',
    expln: '15년째 천연발효종으로 빵을 굽는 사장님의 하루를 담았습니다.',
    start: -3 * DAY,
    length: HOUR,
    products: [['천연발효 캄파뉴', 7_500, '연희동 밀과 오븐']],
    comments: [
      {
        by: 'demo-member',
        cn: '발효종 관리하는 장면이 정말 인상 깊었어요. 주말에 가 보려고요!',
        likes: [
          ['demo-creator', '100'],
          ['demo-sso', '100'],
        ],
        replies: [
          {
            by: 'demo-creator',
            cn: '캄파뉴는 오전에 가야 살 수 있대요. 일찍 가세요!',
            likes: [['demo-member', '100']],
          },
        ],
      },
      { by: 'demo-sso', cn: '배송도 되는지 궁금합니다.', likes: [['demo-member', '200']] },
    ],
  },
  {
    chnl: '온판 라이브',
    type: BRC_TYPE.vod,
    tit: '소상공인 라이브 커머스 시작하기 — 장비와 조명',
    expln: '스마트폰 한 대로 시작하는 라이브 방송 장비와 조명 배치를 알려드립니다.',
    start: -8 * DAY,
    length: 45 * MINUTE,
    products: [],
    comments: [
      {
        by: 'demo-creator',
        cn: '조명 두 개만으로도 화면이 이렇게 달라지네요. 유익했습니다.',
        likes: [['demo-member', '100']],
        replies: [{ by: 'demo-admin', cn: '온판 라이브 스튜디오에서는 조명을 무료로 쓰실 수 있어요.' }],
      },
    ],
  },
  {
    chnl: '로컬푸드 한 상',
    type: BRC_TYPE.vod,
    tit: '남해 멸치 산지 방문기',
    expln: '남해 죽방렴 멸치가 식탁에 오르기까지를 따라가 봤습니다.',
    start: -15 * DAY,
    length: HOUR,
    products: [['죽방멸치 500g', 25_000, '남해 바다향']],
  },
  {
    chnl: '골목상점 TV',
    type: BRC_TYPE.shorts,
    tit: '30초 만에 보는 가죽 카드지갑 완성',
    expln: '재단부터 바느질까지 빠르게 보여드립니다.',
    start: -1 * DAY,
    length: MINUTE,
    products: [['소가죽 카드지갑', 25_000, '성수 가죽공방 담']],
  },
  {
    chnl: '로컬푸드 한 상',
    type: BRC_TYPE.shorts,
    tit: '귤 껍질 한 번에 까는 법',
    expln: '제주 농부가 알려주는 귤 까기 요령.',
    start: -2 * DAY,
    length: MINUTE,
    products: [],
    comments: [{ by: 'demo-member', cn: '따라 해 봤는데 정말 한 번에 까져요!' }],
  },
  {
    chnl: '온판 라이브',
    type: BRC_TYPE.shorts,
    tit: '오늘의 전통시장 한 컷 — 망원시장',
    expln: '망원시장의 오후 풍경을 짧게 담았습니다.',
    start: -4 * DAY,
    length: MINUTE,
    products: [],
  },
];

/** Demo channels, broadcasts with products, comments, replies and likes. Idempotent by title; no reference data. */
export async function seedBroadcasts(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  await database.db.transaction().execute(async (trx) => {
    const repo = new BroadcastRepository(trx);
    const channels = new Map<string, number>();
    for (const [nm, expln] of BROADCAST_CHANNELS) channels.set(nm, await repo.upsertChannel(nm, expln));
    const users = new Map<Member, number>();
    for (const lgnId of ['demo-member', 'demo-creator', 'demo-admin', 'demo-sso'] as const) {
      const id = await demoUserId({ db: trx }, lgnId);
      if (id !== undefined) users.set(lgnId, id);
    }
    const now = Date.now();
    for (const b of BROADCAST_SEED) {
      const brcChnlId = channels.get(b.chnl);
      if (brcChnlId === undefined || (await repo.findByTitle(b.tit))) continue;
      const bgng = now + b.start;
      const brcInfoNo = await repo.insertBroadcast(
        {
          brcChnlId,
          brcTypeDcd: b.type,
          brcTit: b.tit,
          brcExpln: b.expln,
          brcBgngDt: new Date(bgng).toISOString(),
          brcEndDt: new Date(bgng + b.length).toISOString(),
          mediaKey: null,
          prvwTm: DEFAULT_PREVIEW_SECONDS,
          regDt: new Date(Math.min(now, bgng)).toISOString(),
          pstrImgUrl: b.poster?.[0] ?? null,
          pstrImgAlt: b.poster?.[1] ?? null,
        },
        b.products.map(([prdctNm, prc, sellerNm], i) => ({ prdctNm, prc, sellerNm, sortSeq: i })),
      );
      let minutes = 30;
      const at = () => new Date(Math.max(bgng + b.length, now - DAY) + (minutes += 7) * MINUTE).toISOString();
      const like = async (vodCmntId: number, likes: [Member, LkDskCd][] = []) => {
        for (const [who, code] of likes) {
          const userId = users.get(who);
          if (userId !== undefined) await repo.setChoice(vodCmntId, userId, code);
        }
      };
      for (const c of b.comments ?? []) {
        const userId = users.get(c.by);
        if (userId === undefined) continue;
        const id = await repo.insertComment({ brcInfoNo, upCmntId: null, userId, cmntCn: c.cn, regDt: at() });
        await like(id, c.likes);
        for (const r of c.replies ?? []) {
          const replier = users.get(r.by);
          if (replier === undefined) continue;
          const rid = await repo.insertComment({ brcInfoNo, upCmntId: id, userId: replier, cmntCn: r.cn, regDt: at() });
          await like(rid, r.likes);
        }
      }
    }
    // Broadcasts are found by the integrated search (and named in their pages' heads and the sitemap).
    await indexBroadcasts(trx);
  });
}

/** How long each edition of the demo's standing live show runs. */
export const STANDING_SHOW_MS = 2 * HOUR;

/**
 * The demo's standing live show (decision 017): the seed's live broadcast is on air for two hours after the first
 * start only, so while the development live generator runs it keeps a live broadcast on air — when none is, it adds
 * the next edition of '온판 상설 라이브' on the portal's own channel, from this minute for STANDING_SHOW_MS, with the
 * seed's first products, and puts it in the search. Answers the new broadcast's number, or null when one was on air.
 */
export async function keepDemoLiveOnAir(db: Executor, now: Date): Promise<number | null> {
  const repo = new BroadcastRepository(db);
  const t = now.toISOString();
  if ((await repo.onAir(t)).some((b) => b.brcTypeDcd === BRC_TYPE.live)) return null;
  const [chnlNm, chnlExpln] = BROADCAST_CHANNELS[0]!;
  const template = BROADCAST_SEED[0]!;
  const start = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const seoul = toSeoulIso(new Date(start));
  const brcInfoNo = await repo.insertBroadcast(
    {
      brcChnlId: await repo.upsertChannel(chnlNm, chnlExpln),
      brcTypeDcd: BRC_TYPE.live,
      brcTit: `온판 상설 라이브 — ${Number(seoul.slice(5, 7))}월 ${Number(seoul.slice(8, 10))}일 ${seoul.slice(11, 16)} 방송`,
      brcExpln:
        '전국 소상공인의 제철 상품을 쉬지 않고 소개하는 온판 상설 라이브입니다. 산지 이야기와 보관법을 함께 들려드려요.',
      brcBgngDt: new Date(start).toISOString(),
      brcEndDt: new Date(start + STANDING_SHOW_MS).toISOString(),
      mediaKey: null,
      prvwTm: DEFAULT_PREVIEW_SECONDS,
      regDt: t,
    },
    template.products.map(([prdctNm, prc, sellerNm], i) => ({ prdctNm, prc, sellerNm, sortSeq: i })),
  );
  await indexBroadcast(db, brcInfoNo);
  return brcInfoNo;
}
