import { COMMUNITY_CATEGORY } from '@onfan/contracts/code';
import { COMMUNITY_VIEW_TYPE } from '@onfan/contracts/community';
import type { Database } from '../../db/database.js';
import { CommunityRepository } from './community.repository.js';
import { prepareBody } from './community.service.js';
import { demoUserId } from '../auth/auth.seed.js';
import { seedViewCounts } from '../content-view/content-view.seed.js';

type Writer = 'demo-member' | 'demo-creator' | 'demo-admin' | 'demo-sso';

interface SeedComment {
  by: Writer;
  /** Minutes after the post. */
  after: number;
  cn: string;
}

interface SeedPost {
  ctgr: string;
  by: Writer;
  /** Minutes before the seed ran. */
  ago: number;
  tit: string;
  cn: string;
  comments: SeedComment[];
}

const HOUR = 60;
const DAY = 24 * HOUR;
/** A picture in a post's body with its drawing's own size, as the editor stores one: its space is kept on the page. */
const img = (name: string, alt: string) =>
  `<p><img src="/img/community/${name}.svg" alt="${alt}" width="800" height="520"></p>`;

/**
 * Demo posts written for ONFAN: small-business owners and creators talking shop in every category, with comments by
 * the post's writer, other members and the operator; times relative to the seed (new and older posts). Images are SVG
 * files in apps/web/public/img/community.
 */
export const COMMUNITY_SEED: SeedPost[] = [
  {
    ctgr: COMMUNITY_CATEGORY.free,
    by: 'demo-member',
    ago: 40,
    tit: '골목 빵집 3년 차, 요즘 아침 손님이 늘었어요',
    cn:
      '<p>출근길 손님을 잡아 보려고 7시 반에 문을 열기 시작했는데, 한 달 만에 아침 매출이 두 배가 되었습니다.</p>' +
      img('bakery', '아침에 진열한 식빵과 소금빵') +
      '<p>소금빵과 우유식빵을 8시 전에 다 굽는 게 관건이더라고요. 비슷하게 해 보신 사장님들 계신가요?</p>',
    comments: [
      { by: 'demo-creator', after: 12, cn: '소금빵 맛집이라니 다음 라이브 때 소개하고 싶네요! 위치가 어디쯤인가요?' },
      { by: 'demo-member', after: 25, cn: '감사합니다 :) 망원동 시장 입구 쪽이에요. 언제든 놀러 오세요.' },
      { by: 'demo-sso', after: 31, cn: '저도 오픈 시간 당겨 볼까 고민 중이었는데 좋은 참고가 됐어요.' },
    ],
  },
  {
    ctgr: COMMUNITY_CATEGORY.free,
    by: 'demo-admin',
    ago: 3 * HOUR,
    tit: '커뮤니티 이용 안내: 서로 존중하는 게시판을 만들어 주세요',
    cn:
      '<p>온판 커뮤니티는 소상공인과 크리에이터가 경험을 나누는 공간입니다.</p>' +
      '<ul><li>비방이나 욕설, 광고성 글은 신고를 통해 숨겨질 수 있습니다.</li>' +
      '<li>서로 다른 회원 세 분이 신고하면 운영자가 확인할 때까지 글이 가려집니다.</li>' +
      '<li>개인정보(전화번호, 주소)는 글에 적지 말아 주세요.</li></ul>',
    comments: [{ by: 'demo-member', after: 60, cn: '안내 감사합니다. 깨끗한 게시판 함께 만들어요.' }],
  },
  {
    ctgr: COMMUNITY_CATEGORY.free,
    by: 'demo-sso',
    ago: 2 * DAY,
    tit: '전통시장 상인회 공동 배달, 해 보신 분?',
    cn:
      '<p>저희 시장 상인회에서 공동 배달을 시작하려고 합니다. 배달 대행 수수료를 상인회가 나눠 내는 방식인데요.</p>' +
      img('market', '저녁 무렵의 전통시장 골목') +
      '<p>정산은 어떻게 하셨는지, 분쟁은 없었는지 경험을 듣고 싶습니다.</p>',
    comments: [
      {
        by: 'demo-member',
        after: 90,
        cn: '저희 동네는 주문 건수 비율로 나눠요. 처음 석 달은 엑셀로 직접 정산했습니다.',
      },
    ],
  },
  {
    ctgr: COMMUNITY_CATEGORY.free,
    by: 'demo-creator',
    ago: 9 * DAY,
    tit: '비 오는 날 매장 분위기 바꾸는 작은 방법',
    cn: '<p>입구에 우산 꽂이와 수건을 두고, 따뜻한 조명으로 바꿨더니 머무는 시간이 길어졌어요. 작은 변화가 생각보다 커요.</p>',
    comments: [],
  },
  {
    ctgr: COMMUNITY_CATEGORY.knowhow,
    by: 'demo-creator',
    ago: 5 * HOUR,
    tit: '스마트폰 한 대로 라이브 커머스 준비하기',
    cn:
      '<p>장비 욕심보다 중요한 건 조명과 소리예요. 제가 쓰는 기본 구성을 공유합니다.</p>' +
      img('live', '스마트폰 거치대와 조명을 설치한 촬영 자리') +
      '<ol><li>창문을 정면으로 보고 서기(자연광이 가장 좋아요)</li><li>핀 마이크 하나</li>' +
      '<li>방송 30분 전 상품 순서표 만들기</li></ol><p>궁금한 점은 댓글로 남겨 주세요!</p>',
    comments: [
      { by: 'demo-member', after: 30, cn: '핀 마이크는 유선이 나은가요, 무선이 나은가요?' },
      { by: 'demo-creator', after: 45, cn: '처음엔 유선을 추천해요. 끊길 걱정이 없고 저렴합니다.' },
      {
        by: 'demo-admin',
        after: 80,
        cn: '온판 라이브 스튜디오도 무료로 예약하실 수 있어요. 스튜디오 메뉴를 확인해 주세요.',
      },
    ],
  },
  {
    ctgr: COMMUNITY_CATEGORY.knowhow,
    by: 'demo-member',
    ago: 4 * DAY,
    tit: '택배 포장 비용 줄인 경험 공유합니다',
    cn:
      '<p>완충재를 종이 완충재로 바꾸고 상자 크기를 세 가지로 줄였더니 포장비가 월 20% 정도 줄었어요.</p>' +
      img('package', '크기별로 정리한 택배 상자와 종이 완충재') +
      '<p>친환경 포장이라고 적어 두니 후기에서도 좋아하시더라고요.</p>',
    comments: [{ by: 'demo-sso', after: 200, cn: '종이 완충재는 어디서 구매하시나요? 단가가 궁금해요.' }],
  },
  {
    ctgr: COMMUNITY_CATEGORY.knowhow,
    by: 'demo-sso',
    ago: 15 * DAY,
    tit: '온라인 판로 지원사업 신청서, 이렇게 썼어요',
    cn: '<p>사업계획서에는 숫자를 꼭 넣으세요. 월 매출, 재구매율, 목표 판매량처럼 심사위원이 바로 비교할 수 있는 값이 도움이 됐습니다.</p>',
    comments: [{ by: 'demo-member', after: 300, cn: '올해 신청 준비 중인데 큰 도움이 됩니다. 감사합니다!' }],
  },
  {
    ctgr: COMMUNITY_CATEGORY.qna,
    by: 'demo-member',
    ago: 26 * HOUR,
    tit: '소상공인 확인서는 매년 다시 받아야 하나요?',
    cn: '<p>스튜디오 예약하려고 보니 확인서가 필요하다고 해서요. 작년에 받은 확인서로도 되는지 궁금합니다.</p>',
    comments: [
      {
        by: 'demo-admin',
        after: 120,
        cn: '확인서에는 유효기간이 있어서 기간이 지났다면 새로 발급받아 마이페이지에서 다시 올려 주셔야 합니다.',
      },
      { by: 'demo-member', after: 150, cn: '답변 감사합니다. 새로 발급받아 올렸어요!' },
    ],
  },
  {
    ctgr: COMMUNITY_CATEGORY.qna,
    by: 'demo-creator',
    ago: 6 * DAY,
    tit: '크리에이터 전환 후 채널 주소를 바꿀 수 있나요?',
    cn: '<p>유튜브 채널 이름을 바꿨는데, 크리에이터 정보의 채널 주소도 수정이 가능한지 궁금합니다.</p>',
    comments: [
      { by: 'demo-admin', after: 60, cn: '마이페이지의 크리에이터 정보 수정에서 채널 주소를 바꾸실 수 있습니다.' },
    ],
  },
  {
    ctgr: COMMUNITY_CATEGORY.collaboration,
    by: 'demo-creator',
    ago: 20 * HOUR,
    tit: '지역 먹거리 소개 영상 함께 만드실 사장님 찾습니다',
    cn: '<p>구독자 2만 명의 동네 탐방 채널을 운영하고 있어요. 이번 달에 시장 먹거리 편을 찍으려고 하는데, 촬영을 허락해 주실 가게를 찾습니다. 비용은 받지 않아요.</p>',
    comments: [
      { by: 'demo-member', after: 40, cn: '저희 빵집도 괜찮을까요? 오전 시간이면 촬영 가능합니다.' },
      { by: 'demo-creator', after: 55, cn: '좋아요! 메시지로 일정 여쭤볼게요.' },
    ],
  },
  {
    ctgr: COMMUNITY_CATEGORY.collaboration,
    by: 'demo-sso',
    ago: 12 * DAY,
    tit: '공예 공방 연합 플리마켓 참여 공방 모집',
    cn: '<p>다음 달 둘째 주 주말에 공방 다섯 곳이 모여 플리마켓을 엽니다. 도자기, 가죽, 향초 공방을 환영해요.</p>',
    comments: [],
  },
];

/** Demo community posts and comments; reference data (the categories) come from the code seed. */
export async function seedCommunity(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const repo = new CommunityRepository(database.db);
  const users = new Map<Writer, number>();
  for (const lgnId of ['demo-member', 'demo-creator', 'demo-admin', 'demo-sso'] as const) {
    const id = await demoUserId(database, lgnId);
    if (id !== undefined) users.set(lgnId, id);
  }
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  for (const post of COMMUNITY_SEED) {
    const userId = users.get(post.by);
    if (userId === undefined || (await repo.postIdByTitle(post.tit)) !== undefined) continue;
    const { cn, text, thumbnail } = prepareBody(post.cn);
    const regDt = at(post.ago);
    const id = await repo.insertPost({
      comunCtgrDcd: post.ctgr,
      comunBltartclTit: post.tit,
      comunBltartclCn: cn,
      cnText: text,
      thmbnlImgPtUrl: thumbnail,
      userId,
      regDt,
      mdfcnDt: regDt,
    });
    for (const c of post.comments) {
      const writer = users.get(c.by);
      if (writer === undefined) continue;
      const cDt = at(Math.max(0, post.ago - c.after));
      await repo.insertComment({ comunBltartclId: id, cmntCn: c.cn, userId: writer, regDt: cDt, mdfcnDt: cDt });
    }
    await seedViewCounts(database.db, COMMUNITY_VIEW_TYPE, [{ id, age: Math.round(post.ago / DAY) }]);
  }
}
