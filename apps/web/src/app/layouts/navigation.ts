import type { Session } from '@/lib/session/session-types';
import { SSO_USER_PATTERN } from '@/lib/session/session-types';
import { LOGIN_PATH, SSO_LOGIN_PATH } from '@/lib/session/session-config';
import { isBuiltPath } from '../route-table';
import { AGENT_HOME_URL } from '../site-config';

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
export const PRIVACY_PATH = '/service/privacy-policy';
export { LOGIN_PATH };

export interface AgentLink {
  href: string;
  /** Opens in a new window (the agent site is another site). */
  external: boolean;
}

/** The sibling agent site: visitors log in first, SSO members (400) use SSO login, others go to the agent home. */
export function agentLink(isAuthenticated: boolean, session: Session | null): AgentLink {
  if (!isAuthenticated) return { href: LOGIN_PATH, external: false };
  if (session?.userPattnCd === SSO_USER_PATTERN) return { href: SSO_LOGIN_PATH, external: false };
  return { href: AGENT_HOME_URL, external: true };
}
