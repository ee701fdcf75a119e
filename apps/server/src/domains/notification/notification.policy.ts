import type { SessionUser } from '../../http/access.js';

/** What a caller may do with an in-app notification. */
export type NotificationAction = 'read';

/** A notification is its member's alone: only they read it (mark it read). */
export function can(user: SessionUser | null, action: NotificationAction, row: { userId: number }): boolean {
  if (user === null) return false;
  switch (action) {
    case 'read':
      return user.userId === row.userId;
  }
}
