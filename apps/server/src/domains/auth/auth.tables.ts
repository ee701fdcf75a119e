import type { ConsentChannel, ConsentKind, RegionCode, RestrictionType, UserStatus } from '@onfan/contracts/auth';
import type { UserPattern, YN } from '@onfan/contracts/envelope';
import type { Generated, Insertable, Selectable, Updateable } from '../../db/table-types.js';
import type { OperatorRole } from '@onfan/contracts/operator-roles';

/**
 * The accounts domain's tables (migrations 0001-foundation, 0003-auth, 20261123T2130-auth): accounts, sessions,
 * consents, the business registry, identity verification, the notification outbox, creators, certificates, the
 * built-in SSO, job locks and the login guard. db/schema.ts composes them into `DB`.
 */

export type JoinType = 'general' | 'integrated' | 'sso';

export interface UserTable {
  userId: Generated<number>;
  lgnId: string;
  userPasswd: string;
  userNm: string;
  nickNm: string | null;
  userEmail: string | null;
  telNo: string | null;
  mblNo: string | null;
  userPattnCd: UserPattern;
  profileImg: string | null;
  prtlBrno: string | null;
  openDay: string | null;
  ceoNm: string | null;
  compNm: string | null;
  compCnfmYn: Generated<YN>;
  felrgEduTknlcrsAplyYn: Generated<YN>;
  prtlMngrSiteCntnPssYn: Generated<YN>;
  mktAgreYn: Generated<YN>;
  reTermsViewYn: Generated<YN>;
  reTermsAgreYn: Generated<YN>;
  lgnFailCnt: Generated<number>;
  userStts: Generated<UserStatus>;
  lastLoginAt: string | null;
  regDt: string;
  mdfcnDt: string;
  joinType: Generated<JoinType>;
  marketEntryYn: Generated<YN>;
  mktAgreDt: string | null;
  /** 야간 광고 수신 동의 (21:00–08:00, decision 045): only with the marketing consent, withdrawn with it. */
  nightAdAgreYn: Generated<YN>;
  nightAdAgreDt: string | null;
  /** 활동 지역(시·도) code (20261207T0900-auth): null when the member recorded none. */
  rgnCd: RegionCode | null;
  mktRmndDt: string | null;
  brdt: string | null;
  idntyVrfcDt: string | null;
  rstrcTypeCd: RestrictionType | null;
  rstrcRsn: string | null;
  rstrcEndDt: string | null;
  dormantDt: string | null;
  whdwlDt: string | null;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;

export interface UserSessionTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** My-info edits allowed until (password confirmed). */
  passwdCnfmUntil: string | null;
  /** When an operator's session passed the second factor (null: not yet, or not an operator). */
  secondFactorAt: string | null;
}

/** An operator's roles (decision 034). */
export interface OprRoleTable {
  userId: number;
  roleCd: OperatorRole;
  grantedBy: number | null;
  regDt: Generated<string>;
}

/** Every grant and removal of a role: who (actor), when and why. */
export interface OprRoleHistTable {
  histId: Generated<number>;
  userId: number;
  roleCd: OperatorRole;
  action: 'GRANT' | 'REVOKE';
  reason: string;
  actorId: number;
  regDt: Generated<string>;
}

/** An operator's TOTP secret (encrypted), the enrolment being confirmed, and the last time step used. */
export interface OprMfaTable {
  userId: number;
  secretEnc: string | null;
  pendingSecretEnc: string | null;
  lastStep: Generated<number>;
  enrolledAt: string | null;
  updtDt: Generated<string>;
}

/** An operator's one-time recovery codes, hashed. */
export interface OprMfaRecoveryTable {
  userId: number;
  codeHash: string;
  usedAt: string | null;
}

export interface UserConsentTable {
  id: Generated<number>;
  userId: number;
  consentKind: ConsentKind;
  consentVersion: string;
  agreYn: YN;
  channel: ConsentChannel;
  regDt: string;
}

export interface BusinessRegistryTable {
  brno: string;
  openDay: string;
  ceoNm: string;
  compNm: string;
  regDt: string;
}

export type IdentityTxStatus = 'STARTED' | 'CODE_SENT' | 'VERIFIED' | 'FAILED';

export interface IdentityTxTable {
  txId: string;
  purpose: 'findinfo' | 'checkme';
  provider: string;
  status: Generated<IdentityTxStatus>;
  userNm: string | null;
  mblNo: string | null;
  birth: string | null;
  codeHash: string | null;
  attemptCnt: Generated<number>;
  sendCnt: Generated<number>;
  createdAt: string;
  codeExpiresAt: string | null;
  expiresAt: string;
}

export type TicketKind = 'IDENTITY' | 'RESET';

export interface IdentityTicketTable {
  ticketHash: string;
  kind: TicketKind;
  userNm: string;
  mblNo: string;
  birth: string | null;
  userId: number | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  lmsSentAt: string | null;
}

export type NotificationChannel = 'SMS' | 'EMAIL';
export type NotificationStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';

export interface NotificationOutboxTable {
  id: Generated<number>;
  channel: NotificationChannel;
  recipient: string;
  userId: number | null;
  /** LOGIN_LOCKED, DORMANT_NOTICE, MARKETING_CONSENT_REMINDER, IDENTITY_CODE, FIND_ID … (open: other domains add theirs). */
  kind: string;
  subject: string | null;
  body: string;
  status: Generated<NotificationStatus>;
  attemptCnt: Generated<number>;
  lastError: string | null;
  claimedUntil: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Failed logins of ids that name no account (keyed by the id's SHA-256, never the id). */
export interface LoginGuardTable {
  lgnIdHash: string;
  failCnt: Generated<number>;
  firstFailAt: Generated<string>;
  updatedAt: Generated<string>;
}

export interface CreatorInfoTable {
  userId: number;
  ctrNm: string;
  ctrActvtNm: string;
  ytbChnlUrl: string;
  ytbChnlNm: string;
  ytbChnlCtgrTypCd: string;
  telNo: string | null;
  mblNo: string;
  ctrEmail: string;
  zipNo: string | null;
  bscAddr: string | null;
  dtlAddr: string | null;
  ctrNote: string | null;
  gndrCd: string;
  regDt: string;
  mdfcnDt: string;
}

export type CertificateDecision = 'APPROVED' | 'REJECTED';

export interface SmbCertificateTable {
  id: Generated<number>;
  userId: number;
  fileId: string | null;
  fileNm: string | null;
  status: Generated<'PENDING' | CertificateDecision>;
  rjctRsn: string | null;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: number | null;
}

export type SsoStatus = 'ACTIVE' | 'DORMANT' | 'WITHDRAWN';

export interface SsoAccountTable {
  ssoId: string;
  ssoPasswd: string;
  userNm: string;
  brno: string | null;
  compNm: string | null;
  mblNo: string | null;
  userEmail: string | null;
  userId: number | null;
  ssoStts: Generated<SsoStatus>;
  lgnFailCnt: Generated<number>;
  regDt: string;
  mdfcnDt: string;
}

export interface SsoAssertionTable {
  tokenHash: string;
  ssoId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}
