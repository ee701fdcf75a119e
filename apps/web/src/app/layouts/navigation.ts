import type { Session } from '@/lib/session/session-types';
import { SSO_USER_PATTERN } from '@/lib/session/session-types';
import { LOGIN_PATH, SSO_LOGIN_PATH } from '@/lib/session/session-config';
import { isBuiltPath } from '../route-table';

/** Main navigation of spec section 2, shared by the desktop header and the side menu. */
export interface NavItem {
  label: string;
  to: string;
  badge?: string;
  children?: readonly NavItem[];
}

export const SOCIAL_SPACE_PATH = '/playground2?ctgrCode=1012001';

export const MAIN_NAV: readonly NavItem[] = [
  { label: '플랫폼 소개', to: '/service/onfan' },
  { label: '지원사업', to: '/support' },
  {
    label: '소셜 스페이스',
    to: SOCIAL_SPACE_PATH,
    children: [
      { label: '소셜 스페이스', to: SOCIAL_SPACE_PATH },
      { label: '라이브 스튜디오', to: '/studio' },
      { label: '소담상회', to: '/sodam' },
    ],
  },
  { label: '자가진단', to: '/self-diagnosis', badge: 'AI beta' },
  { label: '이러닝', to: '/education' },
];

/**
 * The rest of the portal's areas, listed after the main navigation in the full menu (전체 메뉴) so that every built
 * area is one step away; unbuilt ones are left out like any other.
 */
export const MORE_NAV: readonly NavItem[] = [
  {
    label: '지원사업 더 보기',
    to: '/supportbiz',
    children: [
      { label: '지원사업 소개', to: '/supportbiz' },
      { label: '소상공인 판로 지원', to: '/support/smb-sales' },
      { label: '공간 예약', to: '/space' },
    ],
  },
  {
    label: '소식과 콘텐츠',
    to: '/notice',
    children: [
      { label: '공지사항', to: '/notice' },
      { label: '소식', to: '/issue' },
      { label: '인터뷰', to: '/interview' },
      { label: '콘텐츠', to: '/sentcont/home' },
    ],
  },
  {
    label: '커뮤니티',
    to: '/community',
    children: [
      { label: '커뮤니티', to: '/community' },
      { label: '소상공인 커뮤니티', to: '/scommunity' },
      { label: '크리에이터 거점', to: '/foothold' },
      { label: '캠페인', to: '/campaign' },
    ],
  },
  { label: '방송', to: '/broadcast' },
  {
    label: '프로모션',
    to: '/promotion/subscription',
    children: [
      { label: '구독경제 프로모션', to: '/promotion/subscription' },
      { label: '지역경제 프로모션', to: '/promotion/localeconomic' },
    ],
  },
  {
    label: '이용 안내',
    to: '/guide',
    children: [
      { label: '이용안내', to: '/guide' },
      { label: '자주 묻는 질문', to: '/guide#faq' },
      { label: '서비스 개편 안내', to: '/renew' },
      { label: '자가진단 안내', to: '/self' },
    ],
  },
];

/** The full menu (전체 메뉴): the main navigation, then every other area. */
export const FULL_MENU: readonly NavItem[] = [...MAIN_NAV, ...MORE_NAV];

/**
 * The navigation a person sees: only areas whose page is built (an unbuilt area's link would lead to NotFound); a
 * group whose own page is not built still shows when one of its items is.
 */
export function visibleNav(items: readonly NavItem[] = MAIN_NAV): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    const children = item.children ? visibleNav(item.children) : undefined;
    if (!isBuiltPath(item.to) && !children?.length) continue;
    out.push(children ? { ...item, children } : item);
  }
  return out;
}

export const FESTIVAL_PATH = '/promotion/localeconomic';
export const SEARCH_PATH = '/search';
export const MY_PAGE_PATH = '/mypage2/myinfo';
export const MESSAGE_INBOX_PATH = '/mypage/connect';
export const TERMS_PATH = '/service/policy';
/** The side menu footer's FAQ: the guide's question section. */
export const FAQ_PATH = '/guide#faq';
export const PRIVACY_PATH = '/service/privacy-policy';
export { LOGIN_PATH };

export interface AgentLink {
  href: string;
  /** Opens in a new window (the agent site is another site). */
  external: boolean;
}

/**
 * The sibling agent site: visitors log in first, SSO members (400) use SSO login, others go to the agent home — the
 * address the server is configured with (`agentHomeUrl`, from GET auth/sso/loginInfoCheck). Null (no link) while a
 * member's pattern or that address is not known, and when no agent site is configured.
 */
export function agentLink(
  isAuthenticated: boolean,
  session: Session | null,
  agentHomeUrl: string | null | undefined,
): AgentLink | null {
  if (!isAuthenticated) return { href: LOGIN_PATH, external: false };
  if (!session) return null;
  if (session.userPattnCd === SSO_USER_PATTERN) return { href: SSO_LOGIN_PATH, external: false };
  return agentHomeUrl ? { href: agentHomeUrl, external: true } : null;
}

/** Whether the agent link of this member needs the agent site's address from the server (not visitors, not 400). */
export function agentLinkNeedsAddress(isAuthenticated: boolean, session: Session | null): boolean {
  return isAuthenticated && session !== null && session.userPattnCd !== SSO_USER_PATTERN;
}
