import { COMMON_MESSAGES } from '@onfan/contracts/common-messages';
import { navigateTo } from '@/lib/api/navigation';
import { modal } from '@/lib/modal/modal-service';

export const LOGIN_PATH = '/login';

/** Where the page is now (path, query, hash): where the login page sends the member back to. */
export function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The login page, with the place to come back to. */
export function loginHref(returnTo: string = currentLocation()): string {
  return returnTo && returnTo !== '/' && !returnTo.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnTo)}`
    : LOGIN_PATH;
}

/**
 * The one login-required step (spec section 5): confirm '회원가입 및 로그인이 필요합니다.'; OK goes to the login page,
 * which brings the member back to `returnTo` (this page by default). Answers true when already logged in.
 */
export async function requireLogin(isAuthenticated: boolean, returnTo: string = currentLocation()): Promise<boolean> {
  if (isAuthenticated) return true;
  if (await modal.confirm(COMMON_MESSAGES.loginRequired)) navigateTo(loginHref(returnTo));
  return false;
}
