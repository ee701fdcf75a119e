import { normalizePersonName } from '../company/business-registry.js';

/** Does an account belong to the person an identity ticket names (same name and mobile number)? */
export function samePerson(
  account: { userNm: string; mblNo: string | null },
  verified: { userNm: string; mblNo: string },
): boolean {
  const digits = (s: string) => s.replace(/\D/g, '');
  return (
    account.mblNo !== null &&
    normalizePersonName(account.userNm) === normalizePersonName(verified.userNm) &&
    digits(account.mblNo) === digits(verified.mblNo)
  );
}
