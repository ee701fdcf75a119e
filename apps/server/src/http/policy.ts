import { COMMON_MESSAGES, USER_PATTERN } from '@onfan/contracts/envelope';
import type { SessionUser } from './access.js';
import { AppError } from './app-error.js';

/**
 * Helpers for the domains' policies (`<domain>.policy.ts`): each policy is one function
 * `can(user, action, row): boolean` that services ask before they read or change a row that is someone's.
 */

export const isOperator = (user: SessionUser | null): boolean => user?.userPattnCd === USER_PATTERN.operator;
export const isCreator = (user: SessionUser | null): boolean => user?.userPattnCd === USER_PATTERN.creator;
export const isOwner = (user: SessionUser | null, ownerUserId: number | null | undefined): boolean =>
  user !== null && ownerUserId !== null && ownerUserId !== undefined && user.userId === ownerUserId;

/** Throws the 403 envelope unless the policy allowed it. */
export function authorize(allowed: boolean, message: string = COMMON_MESSAGES.forbidden): asserts allowed {
  if (!allowed) throw AppError.forbidden(message);
}
