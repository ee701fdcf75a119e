import type { SessionUser } from '../../http/access.js';
import { isOwner } from '../../http/policy.js';

/** What a caller may do with a broadcast's row that is someone's (a VOD comment or reply). */
export type BroadcastAction = 'own';

/**
 * Broadcast rules: a VOD comment or reply is its writer's own (the answers' `mine` flag, which marks it and keeps the
 * report button off it; the community's policy refuses reporting one's own). Alarms and follows are the member's
 * own rows, read and changed through the repository's filter on the caller (the recipe's "list mine" form);
 * operators' calls (reports, channels) are declared `operator` on their endpoints.
 */
export function can(user: SessionUser | null, action: BroadcastAction, row: { userId: number }): boolean {
  switch (action) {
    case 'own':
      return isOwner(user, row.userId);
  }
}
