/** What the main page says about the portal. Links are shown only for pages that are open (see MainPage). */
/** The services introduced on the main page; each has its pictogram in MainPage. */
export type ServiceId = 'support' | 'studio' | 'education' | 'community';

export interface ServiceIntro {
  id: ServiceId;
  title: string;
  description: string;
  /** Where the service lives; linked once that page is built. */
  to: string;
  linkLabel: string;
  /** A guide page about the service that is open already, shown while `to` is not. */
  guide?: { to: string; label: string };
}

export const SERVICE_INTROS: readonly ServiceIntro[] = [
  {
    id: 'support',
    title: '지원사업 정보',
    description:
      '중앙부처와 지방자치단체가 운영하는 소상공인 지원사업을 한곳에서 찾아보고, 신청 기간과 지원 내용을 확인할 수 있습니다.',
    to: '/support',
    linkLabel: '지원사업 보기',
  },
  {
    id: 'studio',
    title: '라이브 스튜디오',
    description:
      '라이브커머스 방송과 상품 촬영에 필요한 스튜디오와 장비를 온라인으로 예약할 수 있습니다. 예약은 소상공인 확인서를 등록한 회원이 이용할 수 있습니다.',
    to: '/studio',
    linkLabel: '스튜디오 보기',
  },
  {
    id: 'education',
    title: '이러닝',
    description:
      '온라인 판매, 마케팅, 라이브커머스 등 판로 확대에 필요한 교육 과정을 온라인으로 수강할 수 있습니다. 이러닝 정보 수신에 동의하면 5일 이내에 무료 수강 권한이 부여됩니다.',
    to: '/education',
    linkLabel: '이러닝 보기',
    guide: { to: '/service/freeedudetail', label: '무료 교육 안내' },
  },
  {
    id: 'community',
    title: '커뮤니티',
    description:
      '소상공인과 크리에이터가 경험과 정보를 나누는 공간입니다. 크리에이터 거점에서 협업할 크리에이터를 찾고 연락할 수 있습니다.',
    to: '/community',
    linkLabel: '커뮤니티 보기',
  },
];

export interface QuickLink {
  label: string;
  to: string;
}

/** Candidates for the quick links under the hero: the main navigation areas and the service guides. */
export const QUICK_LINK_CANDIDATES: readonly QuickLink[] = [
  { label: '플랫폼 소개', to: '/service/onfan' },
  { label: '소셜 스페이스', to: '/playground2?ctgrCode=1012001' },
  { label: '라이브 스튜디오', to: '/studio' },
  { label: '소담상회', to: '/sodam' },
  { label: '자가진단', to: '/self-diagnosis' },
  { label: '이러닝', to: '/education' },
  { label: '지원사업', to: '/support' },
  { label: '통합검색', to: '/search' },
  { label: '무료 교육 안내', to: '/service/freeedudetail' },
];
