import type { Session } from '@onfan/contracts/auth';
import type { YN } from '@onfan/contracts/envelope';
import type { UserRow } from './auth.tables.js';
import { addYears } from './auth-time.js';

const yn = (v: string | null | undefined): YN => (v === 'Y' ? 'Y' : 'N');

/** Marketing consent is confirmed again every two years (the reminder job); until then the prompt is not due. */
export function marketingConfirmationDue(u: UserRow, now: Date): boolean {
  if (u.mktAgreYn !== 'Y') return false;
  const cutoff = addYears(now, -2).toISOString();
  return [u.regDt, u.mktAgreDt, u.mktRmndDt].every((t) => t === null || t <= cutoff);
}

/** The Session of spec section 3, from the account row. */
export function toSession(u: UserRow, now: Date): Session {
  return {
    userId: u.userId,
    lgnId: u.lgnId,
    userNm: u.userNm,
    nickName: u.nickNm,
    nickNm: u.nickNm,
    userEmail: u.userEmail,
    telNo: u.telNo,
    mblNo: u.mblNo,
    userPattnCd: u.userPattnCd,
    supp: yn(u.marketEntryYn),
    profileImg: u.profileImg,
    felrgEduTknlcrsAplyYn: yn(u.felrgEduTknlcrsAplyYn),
    prtlBrno: u.prtlBrno,
    openDay: u.openDay,
    ceoNm: u.ceoNm,
    compNm: u.compNm,
    prtlMngrSiteCntnPssYn: yn(u.prtlMngrSiteCntnPssYn),
    mktAgreViewYn: marketingConfirmationDue(u, now) ? 'Y' : 'N',
    reTermsViewYn: yn(u.reTermsViewYn),
    reTermsAgreYn: yn(u.reTermsAgreYn),
  };
}
