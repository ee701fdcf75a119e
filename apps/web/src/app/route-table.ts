import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { documentTitle, NOT_FOUND_TITLE } from '@onfan/contracts/page-meta';
import { RENDER_FAILURE } from './failure-text';

/**
 * The route table of spec section 2, route for route. Each entry is data: a feature plugs its page in by giving
 * the entry a `page` loader (one lazy chunk per page). An entry without a page is not built yet and renders the
 * NotFound page, in its own layout, with the NotFound title. An entry keeps the spec's route name ('Support1'); its
 * page is named after what it shows (CentralSupportPage), never after the spec's URL.
 */
export type LayoutKind = 'main' | 'auth' | 'live' | 'popup' | 'admin';

export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;

export interface RouteEntry {
  /** The spec's route name. */
  name: string;
  /** React Router path, relative to the root ('' is the main page). */
  path: string;
  /** Korean title; the document title is `${title} | 온판`. */
  title: string;
  layout: LayoutKind;
  /** The page's lazy chunk; absent while the feature is not built. */
  page?: PageLoader;
  /** Sends the visitor elsewhere when the URL's parameters are not acceptable. */
  redirect?: (params: Record<string, string | undefined>) => string | null;
}

/** findInfo, findChoice and dhfindInfo accept only id or password; anything else goes to Main (spec section 2). */
const divisionGuard: RouteEntry['redirect'] = (params) =>
  params.division === 'id' || params.division === 'password' ? null : '/';

const main = (name: string, path: string, title: string, page?: PageLoader): RouteEntry => ({
  name,
  path,
  title,
  layout: 'main',
  ...(page ? { page } : {}),
});
const auth = (name: string, path: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  name,
  path,
  title,
  layout: 'auth',
  ...extra,
});
const live = (name: string, path: string, title: string, page?: PageLoader): RouteEntry => ({
  name,
  path,
  title,
  layout: 'live',
  ...(page ? { page } : {}),
});
const popup = (name: string, path: string, title: string, page?: PageLoader): RouteEntry => ({
  name,
  path,
  title,
  layout: 'popup',
  ...(page ? { page } : {}),
});

/** The operator console (decision 034): its own layout, loaded with its first page, never in a public page's scripts. */
const admin = (name: string, path: string, title: string, page: PageLoader): RouteEntry => ({
  name,
  path,
  title,
  layout: 'admin',
  page,
});

export const ROUTES: readonly RouteEntry[] = [
  main('Main', '', '홈', () => import('@/pages/main/MainPage')),

  // My page
  main('MyPage', 'mypage/:path', '마이페이지', () => import('@/pages/mypage/MyPageFrame')),
  main('MyPageConnect', 'mypage/connect', '메시지함', () => import('@/pages/mypage/MyPageFrame')),
  main('MyPage2', 'mypage2/:path', '마이페이지', () => import('@/pages/mypage/MyPageFrame')),
  main('MyPage2Selfdx', 'mypage2/selfdx', '소상공인 확인서 등록', () => import('@/pages/mypage/MyPageFrame')),

  // Community
  main('Community', 'community', '커뮤니티', () => import('@/pages/community/CommunityPage')),
  main(
    'CommunityView',
    'community/:comunBltartclId/view',
    '커뮤니티 게시글',
    () => import('@/pages/community/CommunityViewPage'),
  ),
  main(
    'CommunityEdit',
    'community/:comunBltartclId/edit',
    '커뮤니티 글쓰기',
    () => import('@/pages/community/CommunityEditPage'),
  ),

  // Creator footholds
  main('Foothold', 'foothold', '크리에이터 거점', () => import('@/pages/foothold/FootholdPage')),
  main(
    'FootholdView',
    'foothold/:ctrFthldId/view',
    '크리에이터 거점 상세',
    () => import('@/pages/foothold/FootholdViewPage'),
  ),

  // Notices
  main('Notice', 'notice', '공지사항', () => import('@/pages/content/NoticePage')),
  main('NoticeView', 'notice/:ntcId/view', '공지사항 상세', () => import('@/pages/content/NoticeViewPage')),

  // Social space (playground sets 1-3)
  main('Playground', 'playground', '소셜 스페이스', () => import('@/pages/content/PlaygroundPage')),
  main(
    'PlaygroundView',
    'playground/:plygrndId/view',
    '소셜 스페이스 상세',
    () => import('@/pages/content/PlaygroundViewPage'),
  ),
  main('Playground2', 'playground2', '소셜 스페이스', () => import('@/pages/content/SpaceNewsPage')),
  main(
    'Playground2View',
    'playground2/:plygrndId/view',
    '소셜 스페이스 상세',
    () => import('@/pages/content/SpaceNewsViewPage'),
  ),
  main('Playground3', 'playground3', '소셜 스페이스', () => import('@/pages/content/SpaceLibraryPage')),
  main(
    'Playground3View',
    'playground3/:plygrndId/view',
    '소셜 스페이스 상세',
    () => import('@/pages/content/SpaceLibraryViewPage'),
  ),

  // News (issues)
  main('Issue', 'issue', '소식', () => import('@/pages/content/IssuePage')),
  main('IssueView', 'issue/:issueId/view', '소식 상세', () => import('@/pages/content/IssueViewPage')),
  main('Issue2', 'issue2', '소식', () => import('@/pages/content/PolicyNewsPage')),

  // Broadcasts
  main('BroadCast', 'broadcast', '방송', () => import('@/pages/broadcast/BroadcastPage')),
  main('VodView', 'broadcast/:brcInfoNo/view', '다시보기', () => import('@/pages/broadcast/VodViewPage')),
  main(
    'ShortFormView',
    'broadcast/shorts/:brcInfoNo/view',
    '숏폼',
    () => import('@/pages/broadcast/ShortFormViewPage'),
  ),

  // Interviews
  main('Interview', 'interview', '인터뷰', () => import('@/pages/content/InterviewPage')),
  main(
    'InterviewView',
    'interview/:interviewId/view',
    '인터뷰 상세',
    () => import('@/pages/content/InterviewViewPage'),
  ),

  // Campaigns
  main('Campaign', 'campaign', '캠페인', () => import('@/pages/campaign/CampaignPage')),
  main('CampaignView', 'campaign/:matchCampnId/view', '캠페인 상세', () => import('@/pages/campaign/CampaignViewPage')),

  // Live studio
  main('Studio', 'studio', '라이브 스튜디오', () => import('@/pages/studio/StudioPage')),
  main('RoomView', 'studio/room/:roomId/:studoId', '스튜디오 예약', () => import('@/pages/studio/RoomViewPage')),

  // Shop
  main('Sodam', 'sodam', '소담상회', () => import('@/pages/sodam/SodamPage')),
  // A product of the shop (not in the spec's route list, which names only `sodam`).
  main('SodamProduct', 'sodam/product/:pdId', '소담상회 상품', () => import('@/pages/sodam/SodamProductPage')),

  // E-learning
  main('Education', 'education', '이러닝', () => import('@/pages/education/EducationPage')),
  main('EducationView', 'education/:eduCrsId/view', '이러닝 과정', () => import('@/pages/education/EducationViewPage')),
  main(
    'EducationLesson',
    'education/:eduCrsId/lesson/:eduLsnId',
    '이러닝 학습',
    () => import('@/pages/education/EducationLessonPage'),
  ),
  main(
    'EducationCertificate',
    'education/certificate',
    '수료증 진위 확인',
    () => import('@/pages/education/EducationCertificatePage'),
  ),
  main('EducationPre', 'educationpre', '이러닝 안내', () => import('@/pages/education/EducationPrePage')),
  main('EducationApply', 'educationapply', '이러닝 신청', () => import('@/pages/education/EducationApplyPage')),

  // Support programmes
  main('Support', 'support', '지원사업', () => import('@/pages/support/SupportPage')),
  main('Support1', 'support1', '중앙부처 지원사업', () => import('@/pages/support/CentralSupportPage')),
  main('Support2', 'support2', '지방자치단체 지원사업', () => import('@/pages/support/LocalSupportPage')),
  main('SupportView', 'support/:sprtBizId/view', '지원사업 상세', () => import('@/pages/support/SupportViewPage')),

  // Search
  main('Search', 'search', '통합검색', () => import('@/pages/search/SearchPage')),
  main('Search2', 'search2', '통합검색', () => import('@/pages/search/SearchGroupPage')),

  // Service pages
  main('Policy', 'service/policy', '이용약관', () => import('@/pages/service/PolicyPage')),
  main(
    'PrivacyPolicy',
    'service/privacy-policy',
    '개인정보처리방침',
    () => import('@/pages/service/PrivacyPolicyPage'),
  ),
  main('FreeEduDetail', 'service/freeedudetail', '무료 교육 안내', () => import('@/pages/service/FreeEduDetailPage')),
  main(
    'MarketingDetail',
    'service/marketingdetail',
    '마케팅 정보 수신 동의 안내',
    () => import('@/pages/service/MarketingDetailPage'),
  ),
  main('Onfan', 'service/onfan', '플랫폼 소개', () => import('@/pages/service/OnfanPage')),

  // Other
  main('Self', 'self', '자가진단 안내', () => import('@/pages/service/SelfGuidePage')),
  main('Guide', 'guide', '이용안내', () => import('@/pages/service/GuideUsePage')),
  main('Renew', 'renew', '서비스 개편 안내', () => import('@/pages/service/RenewPage')),
  popup('Chatbot', 'chatbot', 'AI 챗봇', () => import('@/pages/chatbot/ChatbotPage')),
  // The AI chat is the same conversation under its own name (spec section 2 lists both popups).
  popup('AiChat', 'aichat', 'AI 상담', () => import('@/pages/chatbot/AiChatPage')),
  // The built-in identity provider's popup window (the provider's popupUrl); not a spec route.
  {
    name: 'IdentityLocal',
    path: 'identity/local',
    title: '본인인증',
    layout: 'popup',
    page: () => import('@/pages/auth/IdentityLocalPage'),
  },
  main('Error', 'error', '일시적인 오류', () => import('@/pages/error/ErrorPage')),

  // Small-business community
  main(
    'SCommunity',
    'scommunity',
    '소상공인 커뮤니티',
    () => import('@/pages/business-community/BusinessCommunityPage'),
  ),
  main(
    'SCommunityHome',
    'scommunity/:cmntId',
    '소상공인 커뮤니티',
    () => import('@/pages/business-community/BusinessCommunityHomePage'),
  ),
  main(
    'SCommunityHomeSearch',
    'scommunity/:cmntId/search',
    '소상공인 커뮤니티 검색',
    () => import('@/pages/business-community/BusinessCommunityHomeSearchPage'),
  ),
  main(
    'SCommunitySearch',
    'scommunity/search',
    '소상공인 커뮤니티 검색',
    () => import('@/pages/business-community/BusinessCommunitySearchPage'),
  ),
  main(
    'SCommunityDetail',
    'scommunity/detail',
    '소상공인 커뮤니티 게시글',
    () => import('@/pages/business-community/BusinessCommunityDetailPage'),
  ),
  main(
    'SCommunityDetailSearch',
    'scommunity/detail/search',
    '소상공인 커뮤니티 게시글 검색',
    () => import('@/pages/business-community/BusinessCommunityDetailPage'),
  ),
  main(
    'SCommunityNotice',
    'scommunity/bbs/notice',
    '소상공인 커뮤니티 공지사항',
    () => import('@/pages/business-community/BusinessCommunityNoticePage'),
  ),
  main(
    'SCommunityNoticeDetail',
    'scommunity/bbs/notice/detail',
    '소상공인 커뮤니티 공지사항 상세',
    () => import('@/pages/business-community/BusinessCommunityNoticeDetailPage'),
  ),
  main(
    'SCommunityData',
    'scommunity/bbs/data',
    '소상공인 커뮤니티 자료실',
    () => import('@/pages/business-community/BusinessCommunityDataPage'),
  ),
  main(
    'SCommunityDataDetail',
    'scommunity/bbs/data/detail',
    '소상공인 커뮤니티 자료실 상세',
    () => import('@/pages/business-community/BusinessCommunityDataDetailPage'),
  ),

  // Support business introductions
  main('SupportBiz', 'supportbiz', '지원사업 소개', () => import('@/pages/supportbiz/SupportBizPage')),
  main(
    'SupportBizIntro',
    'supportbiz/intrd/:intrdId?',
    '지원사업 소개',
    () => import('@/pages/supportbiz/SupportBizIntroPage'),
  ),
  main(
    'SupportBizExamples',
    'supportbiz/intrd/:intrdId/exms',
    '지원사업 사례',
    () => import('@/pages/supportbiz/SupportBizExamplesPage'),
  ),
  main(
    'SupportBizExample',
    'supportbiz/intrd/:intrdId/exm/:exmId',
    '지원사업 사례 상세',
    () => import('@/pages/supportbiz/SupportBizExamplePage'),
  ),

  // Live (live layout)
  live('LiveList', 'live/list', '라이브', () => import('@/pages/broadcast/LiveListPage')),
  live('LiveSchedule', 'live/schedule', '라이브 편성표', () => import('@/pages/broadcast/LiveSchedulePage')),
  live('LiveComing', 'live/coming/:brcInfoNo', '라이브 예고', () => import('@/pages/broadcast/LiveComingPage')),
  live('LiveVod', 'live/vod/:brcInfoNo', '라이브 다시보기', () => import('@/pages/broadcast/LiveVodPage')),
  live('LiveView', 'live/:brcInfoNo/view', '라이브 시청', () => import('@/pages/broadcast/LiveViewPage')),

  // Promotions
  main(
    'PromotionSubscription',
    'promotion/subscription',
    '구독경제 프로모션',
    () => import('@/pages/promotion/SubscriptionPage'),
  ),
  main(
    'PromotionLocalEconomic',
    'promotion/localeconomic',
    '지역경제 프로모션',
    () => import('@/pages/promotion/LocalEconomicPage'),
  ),

  // Spaces
  main('Space', 'space', '공간 예약', () => import('@/pages/space/SpacePage')),
  main('SpaceMyReservation', 'space/myRsvt', '나의 공간 예약', () => import('@/pages/space/SpaceMyReservationPage')),
  main('SpaceView', 'space/:spaceId', '공간 상세', () => import('@/pages/space/SpaceViewPage')),
  main(
    'SpaceReservation',
    'space/:spaceId/rsvt/:roomId',
    '공간 예약',
    () => import('@/pages/space/SpaceReservationPage'),
  ),
  main(
    'SpaceReservationInput',
    'space/:spaceId/rsvt/:roomId/Input',
    '공간 예약 정보 입력',
    () => import('@/pages/space/SpaceReservationInputPage'),
  ),
  main(
    'SpaceInquiryInput',
    'space/:spaceId/inquiry/Input',
    '공간 문의하기',
    () => import('@/pages/space/SpaceInquiryInputPage'),
  ),
  main('SpaceInquiryList', 'space/inquiry/List', '공간 문의 내역', () => import('@/pages/space/SpaceInquiryListPage')),

  // Join
  auth('Join', 'join', '회원가입', { page: () => import('@/pages/auth/JoinChoicePage') }),
  auth('JoinIntegrated', 'join/integrated', '통합회원 가입', { page: () => import('@/pages/auth/JoinIntegratedPage') }),
  auth('JoinIntegratedCertificate', 'join/integrated/certificate', '통합회원 가입 본인인증', {
    page: () => import('@/pages/auth/JoinIntegratedCertificatePage'),
  }),
  auth('JoinIntegratedForm', 'join/integrated/form', '통합회원 가입 정보 입력', {
    page: () => import('@/pages/auth/JoinIntegratedFormPage'),
  }),
  auth('JoinIntegratedComplete', 'join/integrated/complete', '통합회원 가입 완료', {
    page: () => import('@/pages/auth/JoinIntegratedCompletePage'),
  }),
  auth('JoinGeneral', 'join/general', '일반회원 가입', { page: () => import('@/pages/auth/JoinGeneralPage') }),
  auth('JoinGeneralForm', 'join/general/form', '일반회원 가입 정보 입력', {
    page: () => import('@/pages/auth/JoinGeneralFormPage'),
  }),
  auth('JoinGeneralComplete', 'join/general/complete', '일반회원 가입 완료', {
    page: () => import('@/pages/auth/JoinGeneralCompletePage'),
  }),
  auth('JoinLoading', 'join/loading', '회원가입 처리 중', { page: () => import('@/pages/auth/JoinLoadingPage') }),
  auth('JoinDhfesta', 'join/dhfesta', '축제 참여 회원가입', { page: () => import('@/pages/auth/JoinDhfestaPage') }),
  auth('JoinDhfestaForm', 'join/dhfesta/form', '축제 참여 회원가입 정보 입력', {
    page: () => import('@/pages/auth/JoinDhfestaFormPage'),
  }),
  auth('JoinDhfestaComplete', 'join/dhfesta/complete', '축제 참여 회원가입 완료', {
    page: () => import('@/pages/auth/JoinDhfestaCompletePage'),
  }),
  // The sign-up check page has no content of its own in the spec: it resolves to the sign-up choice.
  auth('JoinTestMain', 'join/test/main', '회원가입', {
    page: () => import('@/pages/auth/JoinChoicePage'),
    redirect: () => '/join',
  }),
  auth('Login', 'login', '로그인', { page: () => import('@/pages/auth/LoginPage') }),
  auth('Trans', 'trans', '통합회원 전환', { page: () => import('@/pages/auth/TransPage') }),
  auth('ConvertMembership', 'convert-membership', '통합회원 전환', {
    page: () => import('@/pages/auth/ConvertMembershipPage'),
  }),
  auth('ConvertMembershipForm', 'convert-membership/form', '통합회원 전환 정보 입력', {
    page: () => import('@/pages/auth/ConvertMembershipFormPage'),
  }),
  auth('ConvertMembershipComplete', 'convert-membership/complete', '통합회원 전환 완료', {
    page: () => import('@/pages/auth/ConvertMembershipCompletePage'),
  }),

  // Sales and content
  main('SmbSales', 'support/smb-sales', '소상공인 판로 지원', () => import('@/pages/content/SmbSalesPage')),
  main(
    'SmbSalesList',
    'support/smb-sales/list',
    '소상공인 판로 지원 목록',
    () => import('@/pages/content/SmbSalesListPage'),
  ),
  main(
    'SmbSalesDetail',
    'support/smb-sales/detail',
    '소상공인 판로 지원 상세',
    () => import('@/pages/content/SmbSalesDetailPage'),
  ),
  main('SentContHome', 'sentcont/home', '콘텐츠', () => import('@/pages/content/SentContHomePage')),
  main(
    'SentContList',
    'sentcont/:sentContCtgrDcd/list',
    '콘텐츠 목록',
    () => import('@/pages/content/SentContListPage'),
  ),
  main(
    'SentContView',
    'sentcont/:sentContCtgrDcd/view/:sentContId',
    '콘텐츠 상세',
    () => import('@/pages/content/SentContViewPage'),
  ),

  // Self-diagnosis
  main('SelfDiagnosis', 'self-diagnosis', '자가진단', () => import('@/pages/diagnosis/SelfDiagnosisPage')),
  main(
    'SelfDiagnosisInput',
    'self-diagnosis/input',
    '자가진단 입력',
    () => import('@/pages/diagnosis/SelfDiagnosisInputPage'),
  ),
  main(
    'SelfDiagnosisResult',
    'self-diagnosis/result',
    '자가진단 결과',
    () => import('@/pages/diagnosis/SelfDiagnosisResultPage'),
  ),

  // Account
  auth('SignUp', 'signup', '회원가입', { page: () => import('@/pages/auth/SignupPage') }),
  auth('SignUpComplete', 'signup/complete', '회원가입 완료', { page: () => import('@/pages/auth/SignupCompletePage') }),
  auth('FindInfo', 'findInfo/:division', '아이디·비밀번호 찾기', {
    redirect: divisionGuard,
    page: () => import('@/pages/auth/FindInfoPage'),
  }),
  auth('FindChoice', 'findChoice/:division', '아이디·비밀번호 찾기 방법 선택', {
    redirect: divisionGuard,
    page: () => import('@/pages/auth/FindChoicePage'),
  }),
  auth('DhFindInfo', 'dhfindInfo/:division', '축제 회원 아이디·비밀번호 찾기', {
    redirect: divisionGuard,
    page: () => import('@/pages/auth/DhFindInfoPage'),
  }),
  main(
    'MarketingUnsubscribe',
    'marketing/:userData',
    '마케팅 정보 수신 거부',
    () => import('@/pages/auth/MarketingUnsubscribePage'),
  ),

  // The operator console (not in the spec's route list: the agency's own screens)
  auth('AdminSecondFactor', 'admin/second-factor', '관리자 2단계 인증', {
    page: () => import('@/pages/admin/SecondFactorPage'),
  }),
  admin('Admin', 'admin', '관리자 대시보드', () => import('@/pages/admin/DashboardPage')),
  admin('AdminOperators', 'admin/operators', '운영자와 역할', () => import('@/pages/admin/OperatorsPage')),
  admin('AdminAccessLog', 'admin/access-log', '개인정보 접근기록', () => import('@/pages/admin/AccessLogPage')),
  admin('AdminAudit', 'admin/audit', '변경 이력', () => import('@/pages/admin/AuditPage')),
  admin('AdminMembers', 'admin/members', '회원 관리', () => import('@/pages/admin/MembersPage')),
  admin('AdminReservations', 'admin/reservations', '예약 확정', () => import('@/pages/admin/ReservationsPage')),
  admin(
    'AdminReservationNew',
    'admin/reservations/new',
    '대리 예약',
    () => import('@/pages/admin/ReservationProxyPage'),
  ),
  admin('AdminInquiries', 'admin/inquiries', '문의 답변', () => import('@/pages/admin/InquiriesPage')),
  admin(
    'AdminInquiryTemplates',
    'admin/inquiries/templates',
    '답변 템플릿',
    () => import('@/pages/admin/InquiryTemplatesPage'),
  ),
  admin('AdminMember', 'admin/members/:userId', '회원 상세', () => import('@/pages/admin/MemberPage')),
  admin(
    'AdminCertificates',
    'admin/members/certificates',
    '소상공인 확인서 검토',
    () => import('@/pages/admin/CertificatesPage'),
  ),
  admin('AdminContents', 'admin/contents', '콘텐츠 게시판', () => import('@/pages/admin/contents/ContentsPage')),
  admin(
    'AdminContentNew',
    'admin/contents/:board/new',
    '콘텐츠 글쓰기',
    () => import('@/pages/admin/contents/ContentEditPage'),
  ),
  admin(
    'AdminContentEdit',
    'admin/contents/:board/:contentsId',
    '콘텐츠 수정',
    () => import('@/pages/admin/contents/ContentEditPage'),
  ),
  admin('AdminFaq', 'admin/faq', '자주 묻는 질문', () => import('@/pages/admin/contents/FaqPage')),
  admin('AdminNotices', 'admin/notices', '공지사항 관리', () => import('@/pages/admin/notices/NoticesPage')),
  admin('AdminNoticeNew', 'admin/notices/new', '공지사항 쓰기', () => import('@/pages/admin/notices/NoticeWritePage')),
  admin('AdminNotice', 'admin/notices/:ntcId', '공지사항 수정', () => import('@/pages/admin/notices/NoticeWritePage')),
  admin('AdminMain', 'admin/main', '메인 화면', () => import('@/pages/admin/publishing/MainScreenPage')),
  admin(
    'AdminAnnouncements',
    'admin/announcements',
    '알림 발송',
    () => import('@/pages/admin/announcements/AnnouncementsPage'),
  ),
  admin(
    'AdminAnnouncementNew',
    'admin/announcements/new',
    '알림 쓰기',
    () => import('@/pages/admin/announcements/AnnouncementPage'),
  ),
  admin(
    'AdminAnnouncement',
    'admin/announcements/:ancmtId',
    '알림 상세',
    () => import('@/pages/admin/announcements/AnnouncementPage'),
  ),
  admin(
    'AdminProhibitedWords',
    'admin/prohibited-words',
    '금칙어',
    () => import('@/pages/admin/publishing/ProhibitedWordsPage'),
  ),
  admin('AdminCodes', 'admin/codes', '코드 관리', () => import('@/pages/admin/publishing/CodesPage')),
  admin('AdminProgrammes', 'admin/programmes', '지원사업 관리', () => import('@/pages/admin/ProgrammesPage')),
  admin('AdminProgrammeNew', 'admin/programmes/new', '지원사업 등록', () => import('@/pages/admin/ProgrammePage')),
  admin('AdminProgramme', 'admin/programmes/:sprtBizId', '지원사업 상세', () => import('@/pages/admin/ProgrammePage')),
  admin('AdminMarketEntries', 'admin/market-entry', '입점 신청 검토', () => import('@/pages/admin/MarketEntriesPage')),
  admin('AdminReports', 'admin/reports', '신고 처리', () => import('@/pages/admin/ReportsPage')),
  admin('AdminFestival', 'admin/festival', '동행축제 상품 승인', () => import('@/pages/admin/FestivalProductsPage')),
  admin('AdminRooms', 'admin/rooms', '룸 관리', () => import('@/pages/admin/rooms/RoomsPage')),
  admin('AdminRoomNew', 'admin/rooms/new', '룸 등록', () => import('@/pages/admin/rooms/RoomPage')),
  admin('AdminRoom', 'admin/rooms/:roomId', '룸 수정', () => import('@/pages/admin/rooms/RoomPage')),
  admin('AdminStudios', 'admin/studios', '스튜디오 관리', () => import('@/pages/admin/venues/StudiosPage')),
  admin('AdminStudioNew', 'admin/studios/new', '스튜디오 등록', () => import('@/pages/admin/venues/StudioPage')),
  admin('AdminStudio', 'admin/studios/:studoId', '스튜디오 수정', () => import('@/pages/admin/venues/StudioPage')),
  admin('AdminSpaces', 'admin/spaces', '공간 관리', () => import('@/pages/admin/venues/SpacesPage')),
  admin('AdminSpaceNew', 'admin/spaces/new', '공간 등록', () => import('@/pages/admin/venues/SpacePage')),
  admin('AdminSpace', 'admin/spaces/:spaceId', '공간 수정', () => import('@/pages/admin/venues/SpacePage')),
  admin(
    'AdminCommunities',
    'admin/communities',
    '커뮤니티 관리',
    () => import('@/pages/admin/communities/CommunitiesPage'),
  ),
  admin(
    'AdminCommunityNew',
    'admin/communities/new',
    '커뮤니티 만들기',
    () => import('@/pages/admin/communities/CommunityPage'),
  ),
  admin(
    'AdminCommunity',
    'admin/communities/:cmntId',
    '커뮤니티 상세',
    () => import('@/pages/admin/communities/CommunityPage'),
  ),
  admin(
    'AdminCommunityEntryNew',
    'admin/communities/:cmntId/entries/new',
    '커뮤니티 게시물 쓰기',
    () => import('@/pages/admin/communities/CommunityEntryPage'),
  ),
  admin(
    'AdminCommunityEntry',
    'admin/communities/:cmntId/entries/:cmntBrdId',
    '커뮤니티 게시물 수정',
    () => import('@/pages/admin/communities/CommunityEntryPage'),
  ),
  admin('AdminCampaigns', 'admin/campaigns', '캠페인 관리', () => import('@/pages/admin/campaigns/CampaignsPage')),
  admin('AdminCampaignNew', 'admin/campaigns/new', '캠페인 등록', () => import('@/pages/admin/campaigns/CampaignPage')),
  admin(
    'AdminCampaign',
    'admin/campaigns/:matchCampnId',
    '캠페인 상세',
    () => import('@/pages/admin/campaigns/CampaignPage'),
  ),
  admin('AdminFootholds', 'admin/footholds', '크리에이터 거점', () => import('@/pages/admin/footholds/FootholdsPage')),
  admin(
    'AdminCreatorConversions',
    'admin/footholds/creators',
    '크리에이터 전환 내역',
    () => import('@/pages/admin/footholds/CreatorConversionsPage'),
  ),
  admin('AdminReviews', 'admin/reviews', '후기 관리', () => import('@/pages/admin/ReviewsPage')),
  // The broadcast media desk (decision 051): reached from a broadcast of the broadcasts desk, not from the menu.
  admin(
    'AdminBroadcastCaptions',
    'admin/broadcasts/:brcInfoNo/captions',
    '자막 편집',
    () => import('@/pages/admin/broadcasts/BroadcastCaptionsPage'),
  ),
  admin('AdminSurveys', 'admin/surveys', '설문 관리', () => import('@/pages/admin/surveys/SurveysPage')),
  admin('AdminSurveyNew', 'admin/surveys/new', '설문 만들기', () => import('@/pages/admin/surveys/SurveyPage')),
  admin('AdminSurvey', 'admin/surveys/:surveyId', '설문 수정', () => import('@/pages/admin/surveys/SurveyPage')),
  admin(
    'AdminSurveyResults',
    'admin/surveys/:surveyId/results',
    '설문 결과',
    () => import('@/pages/admin/surveys/SurveyResultsPage'),
  ),
  // The 소담상회 desk and the promotions desk (판로 담당, issue 39).
  admin('AdminSodamStores', 'admin/sodam/stores', '소담상회 매장', () => import('@/pages/admin/sodam/StoresPage')),
  admin(
    'AdminSodamStoreNew',
    'admin/sodam/stores/new',
    '소담상회 매장 등록',
    () => import('@/pages/admin/sodam/StorePage'),
  ),
  admin(
    'AdminSodamStore',
    'admin/sodam/stores/:storeId',
    '소담상회 매장 수정',
    () => import('@/pages/admin/sodam/StorePage'),
  ),
  admin(
    'AdminSodamProducts',
    'admin/sodam/products',
    '소담상회 상품',
    () => import('@/pages/admin/sodam/ProductsPage'),
  ),
  admin(
    'AdminSodamProductNew',
    'admin/sodam/products/new',
    '소담상회 상품 등록',
    () => import('@/pages/admin/sodam/ProductPage'),
  ),
  admin(
    'AdminSodamProduct',
    'admin/sodam/products/:pdId',
    '소담상회 상품 수정',
    () => import('@/pages/admin/sodam/ProductPage'),
  ),
  admin(
    'AdminPromotions',
    'admin/promotions',
    '판로 홍보 프로그램',
    () => import('@/pages/admin/promotions/PromotionsPage'),
  ),
  admin(
    'AdminPromotionNew',
    'admin/promotions/new',
    '판로 홍보 프로그램 등록',
    () => import('@/pages/admin/promotions/PromotionPage'),
  ),
  admin(
    'AdminPromotion',
    'admin/promotions/:prgmId',
    '판로 홍보 프로그램 수정',
    () => import('@/pages/admin/promotions/PromotionPage'),
  ),
  // The broadcast desk (issue 39): the schedule, a broadcast, channels. The media desk adds the media and captions pages.
  admin('AdminBroadcasts', 'admin/broadcasts', '편성표', () => import('@/pages/admin/broadcasts/BroadcastsPage')),
  admin(
    'AdminBroadcastNew',
    'admin/broadcasts/new',
    '방송 편성',
    () => import('@/pages/admin/broadcasts/BroadcastPage'),
  ),
  admin(
    'AdminBroadcast',
    'admin/broadcasts/:brcInfoNo',
    '방송 수정',
    () => import('@/pages/admin/broadcasts/BroadcastPage'),
  ),
  admin(
    'AdminBroadcastChannels',
    'admin/broadcasts/channels',
    '채널 관리',
    () => import('@/pages/admin/broadcasts/ChannelsPage'),
  ),
  admin(
    'AdminBroadcastChannelNew',
    'admin/broadcasts/channels/new',
    '채널 등록',
    () => import('@/pages/admin/broadcasts/ChannelPage'),
  ),
  admin(
    'AdminBroadcastChannel',
    'admin/broadcasts/channels/:brcChnlId',
    '채널 수정',
    () => import('@/pages/admin/broadcasts/ChannelPage'),
  ),
  // The market desks (판로 담당, issue 39): an application, the festival seasons.
  admin(
    'AdminMarketEntry',
    'admin/market-entry/:aplyId',
    '입점 신청 상세',
    () => import('@/pages/admin/market/MarketEntryPage'),
  ),
  admin(
    'AdminFestivalSeasons',
    'admin/festival/seasons',
    '동행축제 회차',
    () => import('@/pages/admin/market/FestivalSeasonsPage'),
  ),
  admin(
    'AdminFestivalSeasonNew',
    'admin/festival/seasons/new',
    '동행축제 회차 등록',
    () => import('@/pages/admin/market/FestivalSeasonPage'),
  ),
  admin(
    'AdminFestivalSeason',
    'admin/festival/seasons/:campnId',
    '동행축제 회차 수정',
    () => import('@/pages/admin/market/FestivalSeasonPage'),
  ),
  admin('AdminCourses', 'admin/education', '이러닝 과정 관리', () => import('@/pages/admin/education/CoursesPage')),
  admin('AdminCourseNew', 'admin/education/new', '과정 등록', () => import('@/pages/admin/education/CoursePage')),
  admin('AdminCourse', 'admin/education/:eduCrsId', '과정 수정', () => import('@/pages/admin/education/CoursePage')),
  admin(
    'AdminCourseEnrolments',
    'admin/education/:eduCrsId/enrolments',
    '수강 현황',
    () => import('@/pages/admin/education/EnrolmentsPage'),
  ),
  admin(
    'AdminBroadcastMedia',
    'admin/broadcasts/:brcInfoNo/media',
    '영상 올리기',
    () => import('@/pages/admin/broadcasts/BroadcastMediaPage'),
  ),
  // The self-diagnosis questions as versions (설문·진단, issue 39; decision 054).
  admin(
    'AdminDiagnosisVersions',
    'admin/diagnosis',
    '자가진단 문항 관리',
    () => import('@/pages/admin/diagnosis/DiagnosisVersionsPage'),
  ),
  admin(
    'AdminDiagnosisVersion',
    'admin/diagnosis/:verNo',
    '자가진단 문항 판',
    () => import('@/pages/admin/diagnosis/DiagnosisVersionPage'),
  ),
];

/** The error screen's title (its words: failure-text.ts). */
export const ERROR_TITLE = RENDER_FAILURE.title;

/** Page title = route title + ' | 온판' (the one rule the server's first HTML follows too). */
export function composeTitle(title: string | null | undefined): string {
  return documentTitle(title);
}

export function isBuilt(entry: RouteEntry): boolean {
  return entry.page !== undefined;
}

/** The title a route shows: its own when built, the NotFound title otherwise. */
export function effectiveTitle(entry: RouteEntry): string {
  return isBuilt(entry) ? entry.title : NOT_FOUND_TITLE;
}

export function findRoute(name: string): RouteEntry | undefined {
  return ROUTES.find((entry) => entry.name === name);
}

/**
 * The table's routes by their first path segment, in lower case (React Router matches without case). A pathname can
 * only match a route whose first segment is its own or a parameter, so `matchEntry` lets React Router rank those few
 * instead of all of them: React Router flattens and ranks the routes it is given on every match, about a millisecond
 * for the whole table, and the header, menus and main page match a few dozen links as a page starts.
 */
const byFirstSegment = new Map<string, RouteObject[]>();
/** Routes whose first segment is a parameter, optional or a splat: candidates for every pathname. */
const anyFirstSegment: RouteObject[] = [];
for (const entry of ROUTES) {
  const first = (entry.path.split('/')[0] ?? '').toLowerCase();
  const route: RouteObject = { id: entry.name, path: entry.path };
  if (/[:*?]/.test(first)) anyFirstSegment.push(route);
  else byFirstSegment.set(first, [...(byFirstSegment.get(first) ?? []), route]);
}
/** The table's order, React Router's tie-break between routes of equal rank. */
const tableOrder = new Map(ROUTES.map((entry, index) => [entry.name, index]));

function firstSegment(pathname: string): string {
  const raw = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The entry React Router would pick for a pathname (static segments rank above parameters), if any. */
export function matchEntry(pathname: string): RouteEntry | undefined {
  const own = byFirstSegment.get(firstSegment(pathname)) ?? [];
  const candidates = anyFirstSegment.length
    ? [...own, ...anyFirstSegment].sort((a, b) => (tableOrder.get(a.id!) ?? 0) - (tableOrder.get(b.id!) ?? 0))
    : own;
  const matches = matchRoutes(candidates, pathname);
  const id = matches?.at(-1)?.route.id;
  return id === undefined ? undefined : findRoute(id);
}

/** The answers of `isBuiltPath` so far: the table is fixed, and the same links are asked for on every render. */
const builtPaths = new Map<string, boolean>();

/**
 * Is the page at this link built? Lets pages link only to pages that exist (query and hash are ignored). The header,
 * menus and main page ask for the same few dozen links on every render, so each pathname is matched once.
 */
export function isBuiltPath(href: string): boolean {
  const raw = href.split(/[?#]/)[0] ?? '/';
  const pathname = raw.startsWith('/') ? raw : `/${raw}`;
  let built = builtPaths.get(pathname);
  if (built === undefined) {
    const entry = matchEntry(pathname);
    built = entry !== undefined && isBuilt(entry);
    builtPaths.set(pathname, built);
  }
  return built;
}
