import { normalizePersonName } from '../company/business-registry.js';

/**
 * Does an account belong to the person an identity ticket names? Same name and mobile number and, where the account
 * stores a birth date (`brdt`, set by an earlier verification), the same birth date: an account verified as one person
 * is never handed to another who shares the name and the number (a reassigned or family phone).
 */
export function samePerson(
  account: { userNm: string; mblNo: string | null; brdt?: string | null },
  verified: { userNm: string; mblNo: string; birth?: string | null },
): boolean {
  const digits = (s: string) => s.replace(/\D/g, '');
  const storedBirth = account.brdt ? digits(account.brdt) : '';
  return (
    account.mblNo !== null &&
    normalizePersonName(account.userNm) === normalizePersonName(verified.userNm) &&
    digits(account.mblNo) === digits(verified.mblNo) &&
    (storedBirth === '' || storedBirth === digits(verified.birth ?? ''))
  );
}
