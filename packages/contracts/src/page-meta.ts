/**
 * What a search engine and a shared link see of the portal's public pages: the document title, the meta
 * description and the pages listed in `sitemap.xml`. The server writes them into the first HTML response; the web's
 * route table carries the same titles (a test keeps the two equal) and each public page shows its description from
 * here (`publicPageDescription`). No zod here: the web's main chunk may import it.
 */

export const SITE_NAME = '온판';
export const SITE_DESCRIPTION =
  '온판(ONFAN)은 소상공인과 크리에이터를 위한 공공 포털입니다. 지원사업 찾기와 신청, 라이브커머스 스튜디오와 공간 예약, 교육과 소식을 한곳에서 이용하세요.';

/** The main page's headline (two lines) and lead: its hero in the app and its first HTML on the server. */
export const HOME_HEADLINE = ['판로를 넓히는 공공 서비스,', `${SITE_NAME}에서 한 번에 만나보세요`] as const;
export const HOME_LEAD =
  '지원사업 정보부터 라이브커머스 스튜디오 예약, 이러닝, 커뮤니티까지 소상공인과 크리에이터의 온라인 판로 확대에 필요한 서비스를 한곳에 모았습니다.';

/** The title of the page an address without a page shows (NotFound), in the app and in the server's 404 answer. */
export const NOT_FOUND_TITLE = '페이지를 찾을 수 없습니다';

/** '지원사업 | 온판'; the site name alone without a title. */
export function documentTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${SITE_NAME}` : SITE_NAME;
}

export interface PublicPageMeta {
  /** The browser path, as the route table writes it (no trailing slash; '/' is the main page). */
  path: string;
  title: string;
  description: string;
  /**
   * The same page asked for with one query parameter that changes what it is (its heading and lead): the first
   * paint and the page itself show the variant's words; the document title and canonical URL stay the page's own.
   */
  variants?: readonly { param: string; value: string; title: string; description: string }[];
  /**
   * False for a page the server cannot draw (it needs the browser's DOM): its first HTML carries its head only, and
   * the browser draws it.
   */
  serverDrawn?: false;
}

/** The public list and information pages that are built, and the sign-in page; a new domain adds its public pages here. */
export const PUBLIC_PAGES: readonly PublicPageMeta[] = [
  { path: '/', title: '홈', description: SITE_DESCRIPTION },
  {
    path: '/support',
    title: '지원사업',
    description: '중앙부처와 지방자치단체의 소상공인 지원사업을 한곳에서 찾아보세요.',
  },
  {
    path: '/support1',
    title: '중앙부처 지원사업',
    description: '중소벤처기업부 등 중앙부처가 추진하는 지원사업입니다.',
  },
  {
    path: '/support2',
    title: '지방자치단체 지원사업',
    description: '시·도와 시·군·구가 공고한 우리 지역 소상공인 지원사업입니다.',
  },
  {
    path: '/supportbiz',
    title: '지원사업 소개',
    description: '온판이 운영하는 소상공인 지원사업과 실제 지원 사례를 소개합니다.',
  },
  {
    path: '/support/smb-sales',
    title: '소상공인 판로 지원',
    description: '온라인 기획전, 홈쇼핑, 공공 구매 등 판로 지원 모집 공고입니다.',
  },
  {
    path: '/notice',
    title: '공지사항',
    description: '온판의 공지사항과 지원사업 공고를 안내합니다.',
  },
  {
    path: '/issue',
    title: '소식',
    description: '소상공인과 크리에이터에게 필요한 정책과 현장 소식을 전합니다.',
  },
  {
    path: '/interview',
    title: '인터뷰',
    description: '먼저 성장한 사장님과 크리에이터의 이야기입니다.',
  },
  {
    path: '/playground',
    title: '소셜 스페이스',
    description: '소셜 스페이스의 프로그램과 현장 소식입니다.',
  },
  {
    path: '/sentcont/home',
    title: '콘텐츠',
    description: '창업 가이드, 성장 이야기, 정책 해설을 주제별로 만나보세요.',
  },
  {
    path: '/studio',
    title: '라이브 스튜디오',
    description: '라이브커머스와 상품 촬영을 위한 스튜디오를 예약하세요. 예약은 내일부터, 최대 4시간까지 가능합니다.',
  },
  {
    path: '/space',
    title: '공간 예약',
    description: '소상공인을 위한 회의실, 교육장, 촬영 공간을 예약하세요.',
  },
  {
    path: '/campaign',
    title: '캠페인',
    description: '소상공인 브랜드와 크리에이터를 잇는 캠페인입니다. 모집 중인 캠페인에 크리에이터로 신청해 보세요.',
  },
  {
    path: '/community',
    title: '커뮤니티',
    description: '소상공인과 크리에이터가 판로 개척 경험과 노하우, 질문과 협업 제안을 나누는 공간입니다.',
  },
  {
    path: '/foothold',
    title: '크리에이터 거점',
    description: '온판 크리에이터들의 거점입니다. 활동 분야와 태그로 크리에이터를 찾고 채널을 둘러보세요.',
  },
  {
    path: '/self-diagnosis',
    title: '자가진단',
    description: '우리 가게의 온라인 판로, 마케팅, 운영, 디지털 전환, 성장 준비 정도를 5분 만에 점검해 보세요.',
  },
  {
    path: '/scommunity',
    title: '소상공인 커뮤니티',
    description: '업종과 지역별로 모인 사장님들의 커뮤니티입니다. 가입하고 경험과 자료를 나눠 보세요.',
  },
  {
    path: '/education',
    title: '이러닝',
    description: '소상공인에게 필요한 온라인 판로, 마케팅, 세무, 매장 운영 과정을 언제든 배울 수 있습니다.',
  },
  {
    path: '/educationpre',
    title: '이러닝 안내',
    description: '온판 이러닝은 소상공인이 필요한 때에 스스로 배우는 온라인 교육입니다.',
  },
  {
    path: '/service/onfan',
    title: '플랫폼 소개',
    description: '소상공인과 크리에이터의 온라인 판로 확대를 돕는 공공 포털, 온판을 소개합니다.',
  },
  {
    path: '/sodam',
    title: '소담상회',
    description: '온판 운영기관의 상생 매장 소담상회에서 전국 소상공인의 상품을 만나보세요.',
  },
  {
    path: '/promotion/subscription',
    title: '구독경제 프로모션',
    description:
      '정기배송·구독 상품으로 단골을 만드는 소상공인을 위한 판로·홍보 프로그램입니다. 구독 상품 기획부터 구독 플랫폼 입점, 홍보까지 함께합니다.',
  },
  {
    path: '/promotion/localeconomic',
    title: '지역경제 프로모션',
    description:
      '지역 상권과 축제, 전통시장에서 소상공인의 판로를 넓히는 지역경제 프로그램입니다. 지역 축제 참여와 상권 공동 판촉을 지원합니다.',
  },
  {
    path: '/guide',
    title: '이용안내',
    description: '온판의 회원가입, 지원사업 신청, 스튜디오 예약, 이러닝 이용 방법과 자주 묻는 질문을 안내합니다.',
  },
  {
    path: '/renew',
    title: '서비스 개편 안내',
    description: '온판이 새로워졌습니다. 달라진 서비스와 기존 회원이 알아 둘 내용을 안내합니다.',
  },
  {
    path: '/self',
    title: '자가진단 안내',
    description:
      '몇 가지 질문에 답하면 우리 가게의 판로 준비 상태와 필요한 지원을 알려 드립니다. 회원가입 없이도 진단할 수 있습니다.',
  },
  {
    path: '/broadcast',
    title: '방송',
    description: '소상공인의 좋은 상품을 라이브와 다시보기, 커머스 방송과 숏폼으로 만나보세요.',
  },
  {
    path: '/live/list',
    title: '라이브',
    description: '지금 방송 중인 라이브와 곧 시작할 방송을 확인하고 알림을 신청하세요.',
  },
  {
    path: '/live/schedule',
    title: '라이브 편성표',
    description: '달력에서 날짜를 고르면 그날의 방송을 볼 수 있습니다. 보고 싶은 방송은 알림을 신청하세요.',
  },
  {
    path: '/playground2',
    title: '소셜 스페이스',
    description: '소셜 스페이스의 새 소식과 행사, 입주 기업 이야기를 전합니다.',
  },
  {
    path: '/playground3',
    title: '소셜 스페이스',
    description: '소셜 스페이스 자료실에서 교육 자료와 안내서를 내려받으세요.',
  },
  {
    path: '/issue2',
    title: '소식',
    description: '소상공인 정책 소식입니다. 새로 바뀐 제도와 지원 정책을 알기 쉽게 전합니다.',
  },
  {
    path: '/service/policy',
    title: '이용약관',
    description: '온판 서비스 이용약관입니다. 회원과 운영기관의 권리와 의무, 서비스 이용 조건을 안내합니다.',
  },
  {
    path: '/service/privacy-policy',
    title: '개인정보처리방침',
    description: '온판이 처리하는 개인정보의 항목과 목적, 보유 기간, 정보주체의 권리와 행사 방법을 안내합니다.',
    // The policy's HTML is arranged with the browser's DOMParser (pages/service/privacy-policy.ts).
    serverDrawn: false,
  },
  {
    path: '/service/freeedudetail',
    title: '무료 교육 안내',
    description: '소상공인과 크리에이터를 위한 무료 교육 과정과 신청 방법을 안내합니다.',
  },
  {
    path: '/service/marketingdetail',
    title: '마케팅 정보 수신 동의 안내',
    description: '온판의 마케팅 정보 수신 동의 내용과 받는 정보, 동의를 철회하는 방법을 안내합니다.',
  },
  {
    path: '/chatbot',
    title: 'AI 챗봇',
    description: '온판 AI 챗봇에게 지원사업 신청, 스튜디오 예약, 이러닝 이용 방법을 물어보세요.',
  },
  {
    path: '/login',
    title: '로그인',
    description: '온판 회원 아이디와 비밀번호를 입력해주세요.',
    variants: [
      {
        param: 'sso',
        value: '1',
        title: '통합 로그인',
        description: '에이전트 사이트와 함께 쓰는 통합회원 아이디로 로그인합니다.',
      },
    ],
  },
];

/**
 * A public page's description: the one sentence its meta description, its first-paint lead and its own header show.
 * Throws for a path not in `PUBLIC_PAGES` (a page asks for its own path, so that is a programming mistake).
 */
export function publicPageDescription(path: string): string {
  return listedPage(path).description;
}

function listedPage(path: string): PublicPageMeta {
  const page = PUBLIC_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`Not a public page: ${path}`);
  return page;
}

/** The query of a request, as `URLSearchParams` (browser and server) reads it. */
export interface QueryParams {
  get(name: string): string | null;
}

/**
 * A public page's heading and lead as its request asks for it: a variant's when the query names one (`/login?sso=1`
 * is the integrated login), the page's own otherwise. Throws for a path not in `PUBLIC_PAGES`, like
 * `publicPageDescription`.
 */
export function publicPageText(path: string, query: QueryParams): { title: string; description: string } {
  const page = listedPage(path);
  const shown = page.variants?.find((v) => query.get(v.param) === v.value) ?? page;
  return { title: shown.title, description: shown.description };
}

/**
 * Paths search engines are asked not to crawl: a member's own pages, the membership conversion and the API. Sign-in
 * and sign-up pages stay findable.
 */
export const NOT_CRAWLED_PATHS: readonly string[] = ['/mypage', '/mypage2', '/trans', '/admin', '/v1/'];

/**
 * The integrated search's pages: public and the same for every visitor, so the server draws them like the public
 * pages (decision 024) and their results are in the first HTML. A search that finds something is indexed under its
 * canonical URL; an empty, invalid or fruitless one is `noindex` (decision 012).
 */
export const SEARCH_PAGE_PATHS: readonly string[] = ['/search', '/search2'];

/** The id of the JSON block a server-drawn page carries its data in (decision 024): the server writes it, the app reads and then removes it. */
export const SERVER_STATE_ID = 'ssr-data';
