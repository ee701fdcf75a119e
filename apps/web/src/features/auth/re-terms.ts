import type { Session } from '@onfan/contracts/auth';

/** The re-consent popup hides for 3 days after 닫기 or 3일간 보지 않기 (spec section 9). */
export const RE_TERMS_HIDE_DAYS = 3;
const KEY = 'onfan_re_terms_hidden_until';

export function hideReTerms(now: Date = new Date()): void {
  try {
    localStorage.setItem(KEY, String(now.getTime() + RE_TERMS_HIDE_DAYS * 24 * 60 * 60 * 1000));
  } catch {
    // storage blocked: the popup shows again next time
  }
}

export function isReTermsHidden(now: Date = new Date()): boolean {
  try {
    const until = Number(localStorage.getItem(KEY));
    return Number.isFinite(until) && until > now.getTime();
  } catch {
    return false;
  }
}

/**
 * Spec section 4: reTermsViewYn Y with reTermsAgreYn N or empty opens the modal; Y and Y goes straight to
 * ConvertMembership; otherwise nothing.
 */
export function reTermsAction(
  session: Pick<Session, 'reTermsViewYn' | 'reTermsAgreYn'> | null,
): 'modal' | 'convert' | 'none' {
  if (!session || session.reTermsViewYn !== 'Y') return 'none';
  return session.reTermsAgreYn === 'Y' ? 'convert' : 'modal';
}

/** The pure checkbox logic: both boxes → all-agree; unchecking one clears it; all-agree checks or clears both. */
export interface ReTermsChecks {
  terms: boolean;
  privacy: boolean;
  all: boolean;
}
export function toggleReTerms(state: ReTermsChecks, box: keyof ReTermsChecks, value: boolean): ReTermsChecks {
  if (box === 'all') return { terms: value, privacy: value, all: value };
  const next = { ...state, [box]: value };
  return { ...next, all: next.terms && next.privacy };
}
