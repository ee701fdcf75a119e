import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { SessionUser } from '../../http/access.js';

/** What a caller may do in the community. */
export type CommunityAction = 'own' | 'edit' | 'delete' | 'report' | 'seeHidden';

/**
 * Community rules: a post or comment is its writer's own (the answers' `mine` flag); the writer alone edits a post or comment; the writer or an operator (pattern 100) deletes it; a
 * member reports others' posts and comments, never their own; only an operator reads what reports have hidden.
 */
export function can(user: SessionUser | null, action: CommunityAction, row: { userId: number }): boolean {
  if (user === null) return false;
  const operator = user.userPattnCd === USER_PATTERN.operator;
  const writer = user.userId === row.userId;
  switch (action) {
    case 'own':
    case 'edit':
      return writer;
    case 'delete':
      return writer || operator;
    case 'report':
      return !writer;
    case 'seeHidden':
      return operator;
  }
}

/** Who a posting suspension can hold: a member; an operator publishes for the agency and is never suspended. */
export function canBeSuspended(user: Pick<SessionUser, 'userPattnCd'>): boolean {
  return user.userPattnCd !== USER_PATTERN.operator;
}
