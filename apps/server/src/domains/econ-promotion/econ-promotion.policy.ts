import type { SessionUser } from '../../http/access.js';
import { isOperator } from '../../http/policy.js';

/** What a caller may do with a promotion inquiry. */
export type EconPromotionAction = 'answer';

/**
 * Econ-promotion rules: an inquiry is answered by an operator. A member reads only their own inquiries, which is the
 * repository's filter on the caller (`myInquiries`, the recipe's "list mine" form), not a row check.
 */
export function can(user: SessionUser, action: EconPromotionAction, _row: { inqId: number }): boolean {
  switch (action) {
    case 'answer':
      return isOperator(user);
  }
}
