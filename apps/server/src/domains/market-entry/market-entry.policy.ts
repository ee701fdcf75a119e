import type { SessionUser } from '../../http/access.js';
import { isOperator, isOwner } from '../../http/policy.js';

/** What a caller may do with a market-entry application that is someone's. */
export type MarketEntryAction = 'readDocument';

/**
 * Market-entry rules: an application's documents (a bank-book copy, a business registration) are read by the member
 * who applied and by operators, nobody else.
 */
export function can(user: SessionUser, action: MarketEntryAction, row: { userId: number }): boolean {
  switch (action) {
    case 'readDocument':
      return isOwner(user, row.userId) || isOperator(user);
  }
}
