/**
 * The "verified password" flag of spec section 2 (MyPage2): set by the password-confirm screen with the time the
 * server allows my-info changes until, kept for this tab only. The server checks the same window on every change.
 */
const KEY = 'onfan_myinfo_verified_until';

export function markMyInfoVerified(until: string): void {
  try {
    sessionStorage.setItem(KEY, until);
  } catch {
    // storage blocked: the member confirms the password again next time
  }
}

export function isMyInfoVerified(now: Date = new Date()): boolean {
  try {
    const until = sessionStorage.getItem(KEY);
    return until !== null && new Date(until).getTime() > now.getTime();
  } catch {
    return false;
  }
}

export function clearMyInfoVerified(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
