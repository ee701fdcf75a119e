/** The session token lives in local storage under `auth_token` (spec section 3). */
export const TOKEN_STORAGE_KEY = 'auth_token';

export function readToken(): string | null {
  try {
    const value = window.localStorage.getItem(TOKEN_STORAGE_KEY);
    return value ? value : null;
  } catch {
    // Storage can be blocked (private mode, policies): then nobody is logged in.
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts for this page only; the store still holds the token in memory.
  }
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
