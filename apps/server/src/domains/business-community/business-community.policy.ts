import type { MbrRole } from '@onfan/contracts/business-community';
import type { SessionUser } from '../../http/access.js';
import { isOperator } from '../../http/policy.js';

/** What a caller may do in a small-business community. */
export type BusinessCommunityAction = 'own' | 'readWaiting' | 'manage' | 'write' | 'like' | 'edit' | 'delete' | 'leave';

/** The caller's standing in the community a row belongs to (null: not an active member), and the row's writer. */
export interface BusinessCommunityRow {
  role: MbrRole | null;
  writerId?: number;
}

/**
 * Community rules: a post or reply is its writer's own (the answers' `mine` flag; a member's own likes likewise, the
 * member named in a like's path being the writer); the community's owner and managers, and the portal's operators,
 * manage it (approve members and first posts, pin notices, delete any post or reply); a post waiting for approval is
 * read by its writer and the managers; active members write and like (posts, replies and likes alike); the writer
 * alone edits; the writer or a manager deletes; the owner cannot leave the community they opened.
 */
export function can(user: SessionUser | null, action: BusinessCommunityAction, row: BusinessCommunityRow): boolean {
  if (user === null) return false;
  const manager = isOperator(user) || row.role === 'OWNER' || row.role === 'MANAGER';
  const writer = row.writerId !== undefined && row.writerId === user.userId;
  switch (action) {
    case 'own':
      return writer;
    case 'readWaiting':
      return writer || manager;
    case 'manage':
      return manager;
    case 'write':
    case 'like':
      return row.role !== null || isOperator(user);
    case 'edit':
      return writer;
    case 'delete':
      return writer || manager;
    case 'leave':
      return row.role !== 'OWNER';
  }
}
