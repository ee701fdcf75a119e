/**
 * The login page's form as plain HTML (issue 33, item 2). The login page is drawn by the server, so a person can press
 * 로그인 before the page's scripts take over: the form then posts (never a GET with the password in the address) to
 * `POST /login`, which logs the member in and hands the session token to the app the way the app's own login keeps
 * it (local storage, `TOKEN_STORAGE_KEY`), or draws the form again with the refusal's message. No zod here: the web's
 * main chunk imports it.
 */

export const LOGIN_PATH = '/login';

/** The session token lives in local storage under `auth_token` (spec section 3). */
export const TOKEN_STORAGE_KEY = 'auth_token';

/** The login form's fields, as the login call names them (the form posts them under these names). */
export const LOGIN_FIELDS = { lgnId: 'lgnId', userPasswd: 'userPasswd' } as const;

/**
 * A local path to return to after login, or '/'. Refused: another origin ('//host', '/\host', which browsers read
 * as '//host'), a scheme, and control or space characters.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return /[\u0000-\u0020\u007f\\]/.test(value) ? '/' : value;
}

/** The form's action: the login page itself, keeping where to return to. */
export function loginFormAction(returnUrl: string): string {
  const back = safeReturnPath(returnUrl);
  return back === '/' ? LOGIN_PATH : `${LOGIN_PATH}?returnUrl=${encodeURIComponent(back)}`;
}

/**
 * What the server tells the form it draws again after a refused post: the login id as typed (never the password),
 * the refusal's message and its reason (LGN_FAIL_TMS, DORMANT ...). The app reads it from its query cache under
 * this key (the server puts it there as it draws the page), so the page hydrates with the same words.
 */
export const LOGIN_FORM_STATE_KEY = ['login-form', 'refusal'] as const;
export interface LoginFormRefusal {
  lgnId: string;
  message: string;
  reason: string | null;
}
