/**
 * What the sign-up steps hand to each other (consents, the identity ticket): kept in session storage so a reload
 * of the form step keeps them, and dropped when the sign-up ends or the tab closes.
 */
export type JoinKind = 'general' | 'integrated' | 'dhfesta';

export interface JoinDraft {
  kind: JoinKind;
  termsAgreYn: 'Y';
  prvcAgreYn: 'Y';
  mktAgreYn: 'Y' | 'N';
  /** Integrated membership: the identity-verification ticket and the person it names. */
  ticket?: string;
  userNm?: string;
  mblNo?: string;
  /** Set on the complete step. */
  lgnId?: string;
}

const KEY = 'onfan_join_draft';

export function readJoinDraft(kind: JoinKind): JoinDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as JoinDraft;
    return draft.kind === kind ? draft : null;
  } catch {
    return null;
  }
}

export function writeJoinDraft(draft: JoinDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Without storage the steps still work within this page visit.
  }
}

export function clearJoinDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
