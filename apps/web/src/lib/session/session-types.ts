import type { UserPattern } from '@onfan/contracts/envelope';

/** The session fields of spec section 3, as `GET /v1/app/auth` answers them (type-only: no zod in the bundle). */
export type { Session } from '@onfan/contracts/auth';
import type { Session } from '@onfan/contracts/auth';

/**
 * `pending`: a token is stored but has not been validated yet; `authenticated`: the server accepted it;
 * `anonymous`: no token, a refused token, or no answer from the auth API.
 */
export type SessionStatus = 'pending' | 'authenticated' | 'anonymous';

export interface SessionState {
  token: string | null;
  status: SessionStatus;
  session: Session | null;
}

/** Pattern 400: integrated single-sign-on agent user. */
export const SSO_USER_PATTERN: UserPattern = '400';
