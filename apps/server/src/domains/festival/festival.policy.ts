import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { SessionUser } from '../../http/access.js';

/** What a caller may do with a festival product. */
export type FestivalAction = 'read' | 'edit';

/** Festival rules: a product is read by its participant and by operators; only its participant edits it. */
export function can(user: SessionUser, action: FestivalAction, product: { userId: number }): boolean {
  switch (action) {
    case 'read':
      return user.userId === product.userId || isOperator(user);
    case 'edit':
      return user.userId === product.userId;
  }
}

export function isOperator(user: SessionUser): boolean {
  return user.userPattnCd === USER_PATTERN.operator;
}
