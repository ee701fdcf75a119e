import type { SessionUser } from '../../../http/access.js';
import { isOperator, isOwner } from '../../../http/policy.js';

/** What a caller may do with a member's small-business certificate. */
export type CertificateAction = 'readFile';

/** Certificate rules: the file a member submitted is read by that member and by operators (who decide on it). */
export function can(user: SessionUser, action: CertificateAction, row: { userId: number }): boolean {
  switch (action) {
    case 'readFile':
      return isOwner(user, row.userId) || isOperator(user);
  }
}
