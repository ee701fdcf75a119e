/** Where pattern-400 members log in (the portal's login page in SSO mode). */
export const SSO_LOGIN_PATH = '/login?sso=1';
export const LOGIN_PATH = '/login';

/** My-page routes: logging out there leads to the login page (spec section 4). */
export function isMyPagePath(pathname: string): boolean {
  return /^\/mypage2?(\/|$)/.test(pathname);
}
