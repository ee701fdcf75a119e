import type { RestrictionType } from '@onfan/contracts/auth';
import { AUTH_MESSAGES, LOGIN_REFUSAL, restrictionMessage } from '@onfan/contracts/auth';
import { AppError } from '../../http/app-error.js';
import { seoulDotted } from './auth-time.js';

export interface AccountState {
  userStts: string;
  rstrcTypeCd: string | null;
  rstrcRsn: string | null;
  rstrcEndDt: string | null;
}

/**
 * A restriction the agency put on the account (spec section 6: warning, temporary or permanent suspension) that is in
 * force at `nowIso`. Warnings and temporary suspensions last until their end time (none: until lifted by an operator);
 * a permanent suspension never ends.
 */
export function activeRestriction(s: AccountState, nowIso: string): RestrictionType | null {
  const kind = s.rstrcTypeCd as RestrictionType | null;
  if (!kind) return null;
  if (kind === 'PERM_SUSPENSION') return kind;
  return s.rstrcEndDt === null || s.rstrcEndDt > nowIso ? kind : null;
}

/** Why this account may not sign in now, as the refusal to answer; null when it may. */
export function signInRefusal(s: AccountState, nowIso: string): AppError | null {
  if (s.userStts === 'WITHDRAWN') return new AppError(401, AUTH_MESSAGES.wrongPassword);
  if (s.userStts === 'DORMANT') return new AppError(403, AUTH_MESSAGES.dormant, { reason: LOGIN_REFUSAL.dormant });
  const kind = activeRestriction(s, nowIso);
  if (kind) {
    const until = kind === 'PERM_SUSPENSION' || !s.rstrcEndDt ? null : seoulDotted(s.rstrcEndDt);
    return new AppError(403, restrictionMessage(kind, s.rstrcRsn, until), { reason: LOGIN_REFUSAL.restricted });
  }
  return null;
}
