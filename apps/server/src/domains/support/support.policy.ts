import type { SessionUser } from '../../http/access.js';
import { isOperator } from '../../http/policy.js';

/** What a caller may do with a row of the support domain. */
export type SupportAction = 'readCompanyHistory';

/** A company's MSS support history, as the caller's profile relates to it. */
export interface CompanyHistoryRow {
  /** The business number whose history is asked for. */
  brno: string;
  /** The caller's own business number in the profile (null when none). */
  ownBrno: string | null;
  /** Whether the caller's company check (사업자 확인) passed for `ownBrno`. */
  verified: boolean;
}

/**
 * The support domain's ownership rules. A company's support history is read by an operator (any company) or by a
 * member whose own business number it is and whose company check passed: a number typed into the profile without the
 * check is not proof of anything and must not open a company's records.
 */
export function can(user: SessionUser, action: SupportAction, row: CompanyHistoryRow): boolean {
  switch (action) {
    case 'readCompanyHistory':
      return isOperator(user) || (row.verified && row.ownBrno !== null && row.ownBrno === row.brno);
  }
}
