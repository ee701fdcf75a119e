import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { SessionUser } from '../../http/access.js';

/** What a caller may do with a message. */
export type MessageAction = 'send' | 'block' | 'read' | 'delete' | 'reply';

/** The columns of a message (and, for a reply, the caller's site-access flag) the rules look at. */
export interface MessageFacts {
  sndrUserId: number;
  rcvrUserId: number;
  /** The caller's prtlMngrSiteCntnPssYn (only `reply` asks). */
  siteAccess?: 'Y' | 'N';
}

/**
 * Message rules: a member sends to someone else, never to themself, and blocks someone else's messages, never their
 * own (the service answers both refusals 400, a mistake in the form rather than a forbidden act); only the receiver reads (marks read) and deletes a message; a reply is for an operator (pattern 100)
 * with site access Y, to a message they received from someone else.
 */
export function can(user: SessionUser | null, action: MessageAction, row: MessageFacts): boolean {
  if (user === null) return false;
  const receiver = user.userId === row.rcvrUserId;
  switch (action) {
    case 'send':
      return row.rcvrUserId !== user.userId;
    case 'block':
      return row.sndrUserId !== user.userId;
    case 'read':
    case 'delete':
      return receiver;
    case 'reply':
      return (
        receiver &&
        row.sndrUserId !== user.userId &&
        user.userPattnCd === USER_PATTERN.operator &&
        row.siteAccess === 'Y'
      );
  }
}
