import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd, ymdToDate } from '../../lib/seoul-time.js';
import { CampaignRepository } from './campaign.repository.js';

/** Product categories (level 1) every installation has. */
export const CAMPAIGN_CATEGORIES = ['식품', '뷰티', '생활용품', '패션', '지역 관광', '공예·문화'] as const;

/** The instant a Seoul calendar day ends (entry closes at 23:59:59 KST of the last day), as ISO 8601 UTC. */
export function endOfSeoulDay(ymd: string): string {
  return new Date(ymdToDate(addDays(ymd, 1)).getTime() - 1000).toISOString();
}

type C = [nm: string, cls: (typeof CAMPAIGN_CATEGORIES)[number], start: number, end: number, img: string, cn: string];

/**
 * Demo campaigns written for ONFAN, relative to the seed day (Asia/Seoul) so every state exists on any day: open,
 * closing soon (today and in 2 days), closed and not yet open. Images are SVG files in apps/web/public/img/campaign.
 */
const CAMPAIGNS: C[] = [
  [
    '전통시장 제철 먹거리 리뷰 캠페인',
    '식품',
    -10,
    20,
    'food',
    '전통시장 상인의 제철 먹거리를 직접 맛보고 영상이나 글로 소개해 주실 크리에이터를 모집합니다.\n선정된 크리에이터에게는 체험 상품과 활동비를 드립니다.',
  ],
  [
    '동네 공방 천연 화장품 체험단',
    '뷰티',
    -5,
    12,
    'beauty',
    '소상공인 공방에서 만든 천연 화장품을 2주간 사용해 보고 솔직한 후기를 남겨 주세요.',
  ],
  [
    '우리 동네 생활용품 소개 캠페인',
    '생활용품',
    -14,
    2,
    'living',
    '동네 가게의 생활용품을 일상 속에서 사용하는 모습을 소개해 주실 크리에이터를 찾습니다.',
  ],
  [
    '지역 의류 브랜드 코디 챌린지',
    '패션',
    -20,
    0,
    'fashion',
    '지역 소상공인 의류 브랜드의 옷으로 나만의 코디를 제안해 주세요. 오늘 마감됩니다.',
  ],
  [
    '골목 여행 숨은 명소 알리기',
    '지역 관광',
    -30,
    -3,
    'travel',
    '골목 상권의 숨은 명소를 찾아 소개하는 캠페인입니다. 모집이 마감되었습니다.',
  ],
  [
    '전통 공예 클래스 체험 캠페인',
    '공예·문화',
    5,
    25,
    'craft',
    '전통 공예 공방의 원데이 클래스를 체험하고 소개해 주실 크리에이터를 모집할 예정입니다.',
  ],
  [
    '제로웨이스트 가게 응원 캠페인',
    '생활용품',
    -7,
    30,
    'living',
    '포장 없는 가게의 제로웨이스트 제품을 소개하고 응원 메시지를 전해 주세요.',
  ],
  [
    '로컬 베이커리 신메뉴 소개',
    '식품',
    3,
    17,
    'food',
    '동네 빵집의 신메뉴를 먼저 맛보고 소개할 크리에이터를 모집할 예정입니다.',
  ],
];

export async function seedCampaigns(database: Database, options: { demo: boolean }): Promise<void> {
  const repo = new CampaignRepository(database.db);
  for (const [i, clsNm] of CAMPAIGN_CATEGORIES.entries()) await repo.insertCategory({ clsNm, clsLv: 1, sortSn: i + 1 });
  if (!options.demo) return;
  const today = todaySeoulYmd(systemClock);
  for (const [nm, cls, start, end, img, cn] of CAMPAIGNS) {
    if ((await repo.campaignIdByName(nm)) !== undefined) continue;
    const gdsClsId = await repo.categoryId(cls);
    if (gdsClsId === undefined) continue;
    const entryEndYmd = addDays(today, end);
    await repo.insertCampaign({
      matchCampnNm: nm,
      matchCampnCn: cn,
      entryBgngYmd: addDays(today, start),
      entryEndYmd,
      entryEndDt: endOfSeoulDay(entryEndYmd),
      matchCampnBgngYmd: addDays(today, end + 7),
      matchCampnEndYmd: addDays(today, end + 37),
      gdsClsId,
      rprsImgPt: `/img/campaign/${img}.svg`,
      regDt: new Date().toISOString(),
    });
  }
}
