import type { SessionUser } from '../../http/access.js';
import { isOperator, isOwner } from '../../http/policy.js';

/** What a caller may do with a reservation (a studio room's or a space room's: one slot engine, one policy). */
export type ReservationAction = 'read' | 'cancel' | 'cancelLate' | 'review';

/**
 * The reservations' ownership rules. The member who made a reservation, and operators, read its calendar file and
 * cancel it; only an operator cancels once the member's deadline (the day before) has passed; only the member who
 * made it reviews it.
 */
export function can(user: SessionUser, action: ReservationAction, row: { userId: number }): boolean {
  switch (action) {
    case 'read':
    case 'cancel':
      return isOwner(user, row.userId) || isOperator(user);
    case 'cancelLate':
      return isOperator(user);
    case 'review':
      return isOwner(user, row.userId);
  }
}
