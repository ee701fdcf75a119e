import { TOKEN_STORAGE_KEY } from '@onfan/contracts/login-form';

/** The session token lives in local storage under `auth_token` (spec section 3); the server's login page hands it over there too. */
export { TOKEN_STORAGE_KEY };

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
