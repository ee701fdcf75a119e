import type { SessionUser } from '../../http/access.js';
import { isOperator, isOwner } from '../../http/policy.js';

/** What a caller may do in the e-learning domain. */
export type EducationAction = 'downloadCertificate';

/** E-learning rules: a completion certificate is its holder's to download (an operator may issue a copy). */
export function can(user: SessionUser, action: EducationAction, row: { userId: number }): boolean {
  switch (action) {
    case 'downloadCertificate':
      return isOwner(user, row.userId) || isOperator(user);
  }
}
