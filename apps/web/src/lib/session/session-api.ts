import type { SsoLoginInfo } from '@onfan/contracts/auth-sso';
import { ApiError, get, post } from '@/lib/api/api-client';
import { sessionExpiry } from './session-expiry';
import { sessionStore } from './session-store';
import type { Session } from './session-types';

/** Session check before each route: up to 10 tries, 300 ms apart, when the network fails (spec section 9). */
export const SESSION_CHECK_TRIES = 10;
export const SESSION_CHECK_INTERVAL_MS = 300;

/**
 * `valid`: the server accepted the token. `invalid`: it refused it (the token is forgotten). `anonymous`: there
 * was no token. `unavailable`: no usable answer (auth API missing, server error, network down after all tries);
 * the visitor is treated as anonymous for now and the token is kept for the next check.
 */
export type ValidationResult = 'valid' | 'invalid' | 'anonymous' | 'unavailable';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRefusal(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return record.valid === false || record.isValid === false || record.result === false;
}

export async function validateSession(options: { signal?: AbortSignal } = {}): Promise<ValidationResult> {
  sessionStore.syncFromStorage();
  const { token } = sessionStore.getState();
  if (!token) return 'anonymous';
  for (let attempt = 1; attempt <= SESSION_CHECK_TRIES; attempt += 1) {
    // A token written or removed meanwhile (login, logout in another tab) makes this check moot.
    const now = sessionStore.getState();
    if (now.token !== token) return now.status === 'authenticated' ? 'valid' : 'anonymous';
    try {
      const body = await get<unknown>('auth/validate', undefined, {
        authPrompt: false,
        redirectOnServerError: false,
        signal: options.signal,
      });
      if (isRefusal(body)) {
        sessionStore.clear();
        return 'invalid';
      }
      sessionStore.markAuthenticated();
      sessionExpiry.set((body as { expiresAt?: unknown } | null)?.expiresAt);
      return 'valid';
    } catch (error) {
      if (!(error instanceof ApiError)) throw error; // an abort from the router: the navigation was dropped
      if (error.isNetworkError) {
        if (attempt < SESSION_CHECK_TRIES) {
          await sleep(SESSION_CHECK_INTERVAL_MS);
          continue;
        }
        sessionStore.markAnonymous();
        return 'unavailable';
      }
      if (error.status === 401) {
        sessionStore.clear();
        return 'invalid';
      }
      // 404 (auth API not deployed) or any other answer: treat the visitor as anonymous.
      sessionStore.markAnonymous();
      return 'unavailable';
    }
  }
  sessionStore.markAnonymous();
  return 'unavailable';
}

/** GET /v1/app/auth: the session fields of the logged-in member (also the "session reload"). */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const body = await get<Session & { sessionExpiresAt?: string }>('auth', undefined, {
    authPrompt: false,
    redirectOnServerError: false,
    signal,
  });
  sessionExpiry.set(body.sessionExpiresAt);
  return body;
}

/** POST /v1/app/auth/session/extend: a full idle window from now (the expiry warning's 연장 button). */
export async function extendSession(): Promise<{ message: string; expiresAt: string }> {
  const result = await post<{ number: 200; message: string; expiresAt: string }>('auth/session/extend', undefined, {
    authPrompt: false,
    redirectOnServerError: false,
  });
  sessionExpiry.set(result.expiresAt);
  return result;
}

/** GET /v1/app/auth/sso: where the single-sign-on provider's pages are (its logout page for pattern 400). */
export function fetchSsoInfo(): Promise<{ loginUrl: string; logoutUrl: string; agentHomeUrl: string | null }> {
  return get('auth/sso', undefined, { authPrompt: false, redirectOnServerError: false });
}

/**
 * GET /v1/app/auth/sso/loginInfoCheck: where the header's agent-site link sends the caller. Its `url` is the agent
 * site's address from the server's configuration (AGENT_SITE_URL), null when there is none.
 */
export function fetchAgentSiteLink(signal?: AbortSignal): Promise<SsoLoginInfo> {
  return get('auth/sso/loginInfoCheck', undefined, {
    authPrompt: false,
    redirectOnServerError: false,
    ...(signal ? { signal } : {}),
  });
}

/** POST /v1/app/auth/logout; the token is forgotten whatever the server answers. */
export async function logoutRequest(): Promise<void> {
  if (!sessionStore.getState().token) return;
  try {
    await post('auth/logout', undefined, { authPrompt: false, redirectOnServerError: false });
  } catch {
    // Logging out must always work locally, even when the server is unreachable.
  }
}
