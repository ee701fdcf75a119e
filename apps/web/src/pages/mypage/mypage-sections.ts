import { USER_PATTERN, type UserPattern } from '@onfan/contracts/envelope';
import type { ComponentType } from 'react';

/**
 * The my-page sections (`mypage/{path}`, `mypage2/{path}`), one entry per built feature. The my-page frame lists
 * them in its side navigation and loads the section's own lazy chunk; a path not listed here shows NotFound.
 * A feature that is not built yet has no entry: absent, never a placeholder.
 */
export interface MyPageSection {
  area: 'mypage' | 'mypage2';
  /** The `{path}` segment, e.g. `myinfo`, `reservations`. */
  path: string;
  /** Korean title: the navigation label and the page title. */
  title: string;
  /** The section's lazy chunk. */
  load: () => Promise<{ default: ComponentType }>;
  /** Only these user patterns see the section; all logged-in users when absent. */
  patterns?: readonly UserPattern[];
  /** Reached from elsewhere (e.g. the password-confirm screen) but not listed in the side navigation. */
  hidden?: boolean;
}

export const MYPAGE_SECTIONS: MyPageSection[] = [
  // accounts (issue 3)
  { area: 'mypage2', path: 'myinfo', title: '내 정보', load: () => import('./sections/MyInfoSection') },
  {
    area: 'mypage2',
    path: 'myinfo-password',
    title: '비밀번호 확인',
    load: () => import('./sections/MyInfoPasswordSection'),
    hidden: true,
  },
  // a member's own data as a ZIP (issue 43)
  {
    area: 'mypage2',
    path: 'my-data',
    title: '내 정보 내려받기',
    load: () => import('./sections/MyDataSection'),
  },
  { area: 'mypage2', path: 'selfdx', title: '소상공인 확인서', load: () => import('./sections/SelfdxSection') },
  { area: 'mypage2', path: 'withdrawal', title: '회원 탈퇴', load: () => import('./sections/WithdrawalSection') },
  {
    area: 'mypage2',
    path: 'outbox',
    title: '발송 알림함',
    load: () => import('./sections/OutboxSection'),
    patterns: [USER_PATTERN.operator],
  },
  // studio and space reservations (issue 4)
  {
    area: 'mypage',
    path: 'reservations',
    title: '나의 예약',
    load: () => import('@/pages/studio/MyReservationsSection'),
  },
  // support applications (issue 5)
  {
    area: 'mypage',
    path: 'support',
    title: '지원사업 신청 내역',
    load: () => import('@/features/support/components/MyApplications'),
  },
  // campaign applications (issue 12)
  {
    area: 'mypage',
    path: 'campaign',
    title: '캠페인 신청 내역',
    load: () => import('@/features/campaign/components/MyCampaignApplications'),
  },
  // the notification centre (issue 40)
  {
    area: 'mypage',
    path: 'notifications',
    title: '알림',
    load: () => import('@/features/notification/components/MyNotifications'),
  },
  // messages
  {
    area: 'mypage',
    path: 'connect',
    title: '메시지함',
    load: () => import('@/features/message/components/MessageInbox'),
  },
  // surveys (issue 14)
  { area: 'mypage', path: 'survey', title: '설문조사', load: () => import('@/features/survey/components/MySurveys') },
  // self-diagnosis history (issue 14)
  {
    area: 'mypage',
    path: 'diagnosis',
    title: '자가진단 이력',
    load: () => import('@/features/diagnosis/components/MyDiagnosisHistory'),
  },
  // e-learning (issue 14)
  {
    area: 'mypage',
    path: 'education',
    title: '나의 이러닝',
    load: () => import('@/features/education/components/MyCourses'),
  },
  // creator footholds
  {
    area: 'mypage',
    path: 'foothold',
    title: '나의 크리에이터 거점',
    load: () => import('@/features/foothold/components/MyFoothold'),
    patterns: [USER_PATTERN.creator],
  },
  // broadcast alerts (issue 13)
  {
    area: 'mypage',
    path: 'broadcast',
    title: '방송 알림',
    load: () => import('@/features/broadcast/components/MyBroadcastAlarms'),
  },
  // market entry (issue 16)
  {
    area: 'mypage',
    path: 'cmstr',
    title: '마켓 입점 신청',
    load: () => import('@/features/market-entry/components/MyMarketEntry'),
  },
  // promotion inquiries (issue 16)
  {
    area: 'mypage',
    path: 'promotion',
    title: '프로모션 문의 내역',
    load: () => import('@/features/econ-promotion/components/MyPromotionInquiries'),
  },
  // festival (동행축제) participation and products (issue 16)
  {
    area: 'mypage',
    path: 'festival',
    title: '동행축제 참여',
    load: () => import('@/features/festival/components/MyFestival'),
  },
  // small-business community comments (issue 15), with a posting suspension in force (issue 38)
  {
    area: 'mypage',
    path: 'scommunity',
    title: '커뮤니티 댓글',
    load: () => import('./sections/CommunityActivitySection'),
  },
];

export function findSection(area: MyPageSection['area'], path: string | undefined): MyPageSection | undefined {
  return MYPAGE_SECTIONS.find((s) => s.area === area && s.path === path);
}
