import type { SessionUser } from '../../http/access.js';
import { isOwner } from '../../http/policy.js';

/** What a caller may do with a row of the space domain. */
export type SpaceAction = 'deleteInquiry';

/**
 * The space domain's ownership rules: a member deletes only their own inquiry (and only while unanswered, which the
 * service and the conditional update decide). A space reservation is the slot engine's (studio.policy.ts).
 */
export function can(user: SessionUser, action: SpaceAction, row: { userId: number }): boolean {
  switch (action) {
    case 'deleteInquiry':
      return isOwner(user, row.userId);
  }
}
