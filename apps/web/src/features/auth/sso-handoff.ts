import type { SsoCheck } from './auth-api';

/** The SSO sign-in waiting for a mapping or a restore (trans page), kept for this tab only. */
export interface SsoPending {
  ssoToken: string;
  ssoId: string;
  userNm: string;
  result: 'MAPPING_REQUIRED' | 'RESTORE_REQUIRED';
}

const KEY = 'onfan_sso_pending';

export function keepSsoPending(ssoToken: string, check: SsoCheck): void {
  if (check.result === 'LOGIN') return;
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ ssoToken, ssoId: check.ssoId, userNm: check.userNm, result: check.result } satisfies SsoPending),
    );
  } catch {
    // storage blocked: the trans page asks to sign in again
  }
}

export function readSsoPending(): SsoPending | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SsoPending) : null;
  } catch {
    return null;
  }
}

export function clearSsoPending(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
