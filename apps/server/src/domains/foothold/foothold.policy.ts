import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { SessionUser } from '../../http/access.js';

/** What a caller may do with footholds. */
export type FootholdAction = 'create' | 'edit';

/**
 * Foothold rules: a creator (pattern 300) opens their foothold (one each: the database's unique constraint decides);
 * only its owner edits it.
 */
export function can(user: SessionUser | null, action: FootholdAction, row?: { userId: number }): boolean {
  if (user === null) return false;
  switch (action) {
    case 'create':
      return user.userPattnCd === USER_PATTERN.creator;
    case 'edit':
      return row !== undefined && row.userId === user.userId;
  }
}
