import type { OperatorRole } from '@onfan/contracts/operator-roles';

/**
 * The console's left menu, by desk (decision 034): each entry names the roles that see it, the same roles its calls
 * declare. A desk adds its pages here when they are built; the menu never links to a page that does not exist.
 */
export interface ConsoleMenuEntry {
  label: string;
  to: string;
  roles: readonly OperatorRole[] | 'all';
}

export interface ConsoleMenuGroup {
  desk: string;
  entries: readonly ConsoleMenuEntry[];
}

export const CONSOLE_MENU: readonly ConsoleMenuGroup[] = [
  { desk: '업무', entries: [{ label: '대시보드', to: '/admin', roles: 'all' }] },
  {
    desk: '회원',
    entries: [
      { label: '회원 관리', to: '/admin/members', roles: ['SYSTEM'] },
      { label: '소상공인 확인서 검토', to: '/admin/members/certificates', roles: ['SYSTEM', 'RESERVATION'] },
    ],
  },
  {
    desk: '예약',
    entries: [
      { label: '예약 확정', to: '/admin/reservations', roles: ['SYSTEM', 'RESERVATION'] },
      { label: '스튜디오', to: '/admin/studios', roles: ['SYSTEM', 'RESERVATION'] },
      { label: '공간', to: '/admin/spaces', roles: ['SYSTEM', 'RESERVATION'] },
      { label: '룸', to: '/admin/rooms', roles: ['SYSTEM', 'RESERVATION'] },
      { label: '후기 관리', to: '/admin/reviews', roles: ['SYSTEM', 'RESERVATION'] },
    ],
  },
  {
    desk: '커뮤니티',
    entries: [
      { label: '신고 처리', to: '/admin/reports', roles: ['SYSTEM', 'COMMUNITY'] },
      { label: '소상공인 커뮤니티', to: '/admin/communities', roles: ['SYSTEM', 'COMMUNITY'] },
      // The moderation desk edits the prohibited words where it handles reports (the same page as 게시 › 금칙어).
      { label: '금칙어', to: '/admin/prohibited-words', roles: ['COMMUNITY'] },
    ],
  },
  {
    desk: '고객 문의',
    entries: [
      { label: '문의 답변', to: '/admin/inquiries', roles: ['MARKET', 'RESERVATION', 'SYSTEM'] },
      { label: '답변 템플릿', to: '/admin/inquiries/templates', roles: ['MARKET', 'RESERVATION', 'SYSTEM'] },
    ],
  },
  {
    desk: '게시',
    entries: [
      { label: '공지사항', to: '/admin/notices', roles: ['SYSTEM', 'CONTENT'] },
      { label: '지원사업', to: '/admin/programmes', roles: ['SYSTEM', 'CONTENT'] },
      { label: '콘텐츠 게시판', to: '/admin/contents', roles: ['SYSTEM', 'CONTENT'] },
      { label: '자주 묻는 질문', to: '/admin/faq', roles: ['SYSTEM', 'CONTENT'] },
      { label: '메인 화면', to: '/admin/main', roles: ['SYSTEM', 'CONTENT'] },
      { label: '금칙어', to: '/admin/prohibited-words', roles: ['SYSTEM', 'CONTENT'] },
      { label: '코드 관리', to: '/admin/codes', roles: ['SYSTEM', 'CONTENT'] },
      { label: '알림 발송', to: '/admin/announcements', roles: ['SYSTEM', 'CONTENT'] },
    ],
  },
  {
    desk: '판로',
    entries: [
      { label: '입점 신청 검토', to: '/admin/market-entry', roles: ['SYSTEM', 'MARKET'] },
      { label: '동행축제 상품 승인', to: '/admin/festival', roles: ['SYSTEM', 'MARKET'] },
      { label: '동행축제 회차', to: '/admin/festival/seasons', roles: ['SYSTEM', 'MARKET'] },
      { label: '캠페인', to: '/admin/campaigns', roles: ['SYSTEM', 'MARKET'] },
      { label: '크리에이터 거점', to: '/admin/footholds', roles: ['SYSTEM', 'MARKET'] },
      { label: '소담상회 매장', to: '/admin/sodam/stores', roles: ['SYSTEM', 'MARKET'] },
      { label: '소담상회 상품', to: '/admin/sodam/products', roles: ['SYSTEM', 'MARKET'] },
      { label: '판로 홍보 프로그램', to: '/admin/promotions', roles: ['SYSTEM', 'MARKET'] },
    ],
  },
  {
    desk: '방송',
    entries: [
      { label: '편성표', to: '/admin/broadcasts', roles: ['SYSTEM', 'BROADCAST'] },
      { label: '채널', to: '/admin/broadcasts/channels', roles: ['SYSTEM', 'BROADCAST'] },
    ],
  },
  {
    desk: '교육',
    entries: [{ label: '이러닝 과정', to: '/admin/education', roles: ['SYSTEM', 'EDUCATION'] }],
  },
  {
    desk: '시스템 관리',
    entries: [
      { label: '운영자와 역할', to: '/admin/operators', roles: ['SYSTEM'] },
      { label: '개인정보 접근기록', to: '/admin/access-log', roles: ['SYSTEM'] },
      { label: '변경 이력', to: '/admin/audit', roles: ['SYSTEM'] },
    ],
  },
  {
    desk: '설문·진단',
    entries: [
      { label: '설문 관리', to: '/admin/surveys', roles: ['SYSTEM', 'CONTENT'] },
      { label: '자가진단 문항', to: '/admin/diagnosis', roles: ['SYSTEM', 'CONTENT'] },
    ],
  },
];

/** The menu an operator with `roles` sees: groups with no entry for them are left out. */
export function menuFor(roles: readonly OperatorRole[]): ConsoleMenuGroup[] {
  // A page listed under two desks (금칙어) is shown once, under the first desk the operator sees it in.
  const shown = new Set<string>();
  return CONSOLE_MENU.map((g) => ({
    ...g,
    entries: g.entries.filter((e) => {
      if (e.roles !== 'all' && !e.roles.some((r) => roles.includes(r))) return false;
      if (shown.has(e.to)) return false;
      shown.add(e.to);
      return true;
    }),
  })).filter((g) => g.entries.length > 0);
}

/**
 * The entry a console address belongs to: the longest entry address that is the address or a folder of it, so a
 * desk's own pages (`/admin/broadcasts/12`) mark their list and a nested entry (`/admin/festival/seasons`) marks
 * itself, not its parent as well. The dashboard (`/admin`) only marks itself.
 */
export function currentEntry(menu: readonly ConsoleMenuGroup[], pathname: string): string | null {
  let best: string | null = null;
  for (const e of menu.flatMap((g) => g.entries)) {
    const inside = pathname === e.to || (e.to !== '/admin' && pathname.startsWith(`${e.to}/`));
    if (inside && (best === null || e.to.length > best.length)) best = e.to;
  }
  return best;
}
