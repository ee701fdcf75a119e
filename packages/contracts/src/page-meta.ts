/**
 * What a search engine and a shared link see of the portal's public pages: the document title, the meta
 * description and the pages listed in `sitemap.xml`. The server writes them into the first HTML response; the web's
 * route table carries the same titles (a test keeps the two equal). No zod here: the web's main chunk may import it.
 */

export const SITE_NAME = '온판';
export const SITE_DESCRIPTION =
  '온판(ONFAN)은 소상공인과 크리에이터를 위한 공공 포털입니다. 지원사업 찾기와 신청, 라이브커머스 스튜디오와 공간 예약, 교육과 소식을 한곳에서 이용하세요.';

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
}

/** The public list and information pages that are built; a new domain adds its public pages here. */
export const PUBLIC_PAGES: readonly PublicPageMeta[] = [
  { path: '/', title: '홈', description: SITE_DESCRIPTION },
  {
    path: '/support',
    title: '지원사업',
    description: '중앙부처와 지방자치단체의 소상공인 지원사업을 한눈에 보고, 접수 중인 사업에 바로 신청하세요.',
  },
  {
    path: '/support1',
    title: '중앙부처 지원사업',
    description: '중소벤처기업부 등 중앙부처가 공고한 소상공인 지원사업 목록입니다.',
  },
  {
    path: '/support2',
    title: '지방자치단체 지원사업',
    description: '시·도와 시·군·구가 공고한 지역 소상공인 지원사업 목록입니다.',
  },
  {
    path: '/supportbiz',
    title: '지원사업 소개',
    description: '온판이 운영하는 소상공인 지원사업의 내용과 참여 사례를 소개합니다.',
  },
  {
    path: '/support/smb-sales',
    title: '소상공인 판로 지원',
    description: '온라인 판로 개척을 돕는 소상공인 판로 지원 프로그램을 안내합니다.',
  },
  {
    path: '/notice',
    title: '공지사항',
    description: '온판 포털의 공지사항과 지원사업 공고 안내입니다.',
  },
  {
    path: '/issue',
    title: '소식',
    description: '소상공인과 크리에이터에게 필요한 최신 소식과 정책 뉴스를 전합니다.',
  },
  {
    path: '/interview',
    title: '인터뷰',
    description: '온판과 함께 성장한 소상공인과 크리에이터의 이야기를 만나보세요.',
  },
  {
    path: '/playground',
    title: '소셜 스페이스',
    description: '소상공인과 크리에이터가 함께 만드는 소셜 스페이스 콘텐츠입니다.',
  },
  {
    path: '/sentcont/home',
    title: '콘텐츠',
    description: '판로 확대와 라이브커머스에 도움이 되는 가이드와 콘텐츠를 모았습니다.',
  },
  {
    path: '/studio',
    title: '라이브 스튜디오',
    description: '라이브커머스 방송과 상품 촬영을 위한 스튜디오를 무료로 예약하세요.',
  },
  {
    path: '/space',
    title: '공간 예약',
    description: '교육장과 회의실 등 소상공인을 위한 공간을 예약하세요.',
  },
  {
    path: '/campaign',
    title: '캠페인',
    description: '소상공인 브랜드와 크리에이터를 잇는 캠페인입니다. 모집 중인 캠페인에 크리에이터로 신청하세요.',
  },
  {
    path: '/community',
    title: '커뮤니티',
    description: '소상공인과 크리에이터가 판로 개척 경험과 노하우, 질문과 협업 제안을 나누는 커뮤니티입니다.',
  },
  {
    path: '/foothold',
    title: '크리에이터 거점',
    description: '온판 크리에이터들의 거점입니다. 활동 분야와 태그로 크리에이터를 찾고 채널을 둘러보세요.',
  },
  {
    path: '/self-diagnosis',
    title: '자가진단',
    description:
      '몇 가지 질문에 답하고 우리 가게의 온라인 판로·마케팅·운영 수준을 점검한 뒤 맞춤 지원사업을 추천받으세요.',
  },
  {
    path: '/scommunity',
    title: '소상공인 커뮤니티',
    description:
      '업종과 지역별 소상공인 커뮤니티에 가입해 경험을 나누고, 공지사항과 자료실의 양식과 자료를 내려받으세요.',
  },
  {
    path: '/education',
    title: '이러닝',
    description:
      '온라인 판로, 마케팅, 세무, 매장 운영까지 소상공인에게 필요한 이러닝 과정을 무료로 배우고 수료증을 받으세요.',
  },
  {
    path: '/educationpre',
    title: '이러닝 안내',
    description: '온판 이러닝의 수신 동의, 수강 신청, 차시 학습과 수료증 발급 방법을 안내합니다.',
  },
  {
    path: '/service/onfan',
    title: '플랫폼 소개',
    description: '소상공인과 크리에이터를 잇는 공공 포털 온판을 소개합니다.',
  },
  {
    path: '/sodam',
    title: '소담상회',
    description: '온판 운영기관의 상생 매장 소담상회의 매장 안내와 전국 소상공인 상품을 만나보세요.',
  },
  {
    path: '/promotion/subscription',
    title: '구독경제 프로모션',
    description: '정기배송·구독 상품으로 단골을 만드는 소상공인을 위한 판로·홍보 프로그램과 문의 안내입니다.',
  },
  {
    path: '/promotion/localeconomic',
    title: '지역경제 프로모션',
    description:
      '지역 축제와 전통시장, 골목상권에서 소상공인의 판로를 넓히는 프로그램과 5월·9월·12월 동행축제 상품, 문의 안내입니다.',
  },
  {
    path: '/guide',
    title: '이용안내',
    description: '온판의 회원가입, 지원사업 신청, 스튜디오 예약, 이러닝 이용 방법과 자주 묻는 질문을 안내합니다.',
  },
  {
    path: '/renew',
    title: '서비스 개편 안내',
    description: '새로워진 온판의 서비스와 기존 회원이 알아 둘 내용을 안내합니다.',
  },
  {
    path: '/self',
    title: '자가진단 안내',
    description: '자가진단의 순서와 결과를 계산하는 방법을 안내합니다. 회원가입 없이도 진단할 수 있습니다.',
  },
  {
    path: '/broadcast',
    title: '방송',
    description: '소상공인의 좋은 상품을 라이브와 다시보기, 커머스 방송과 숏폼으로 만나보세요.',
  },
  {
    path: '/live/list',
    title: '라이브',
    description: '지금 방송 중인 소상공인 라이브와 곧 시작할 방송을 한눈에 보고 알림을 신청하세요.',
  },
  {
    path: '/live/schedule',
    title: '라이브 편성표',
    description: '이달의 라이브·커머스 방송 일정을 달력으로 확인하고 보고 싶은 방송의 알림을 신청하세요.',
  },
];

/**
 * Paths search engines are asked not to crawl: a member's own pages, the membership conversion, the portal's own
 * search results (search engines advise against indexing them) and the API. Sign-in and sign-up pages stay findable.
 */
export const NOT_CRAWLED_PATHS: readonly string[] = ['/mypage', '/mypage2', '/trans', '/search', '/search2', '/v1/'];
