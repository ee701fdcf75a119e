import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types in camelCase; the CamelCasePlugin maps them to snake_case columns. Domains add their tables here. */

export interface UserTable {
  userId: Generated<number>;
  lgnId: string;
  userPasswd: string;
  userNm: string;
  nickNm: string | null;
  userEmail: string | null;
  telNo: string | null;
  mblNo: string | null;
  userPattnCd: string;
  profileImg: string | null;
  prtlBrno: string | null;
  openDay: string | null;
  ceoNm: string | null;
  compNm: string | null;
  compCnfmYn: Generated<string>;
  felrgEduTknlcrsAplyYn: Generated<string>;
  prtlMngrSiteCntnPssYn: Generated<string>;
  mktAgreYn: Generated<string>;
  reTermsViewYn: Generated<string>;
  reTermsAgreYn: Generated<string>;
  lgnFailCnt: Generated<number>;
  userStts: Generated<string>;
  lastLoginAt: string | null;
  regDt: string;
  mdfcnDt: string;
  /** 0003-auth: 'general' | 'integrated' | 'sso'. */
  joinType: Generated<string>;
  marketEntryYn: Generated<string>;
  mktAgreDt: string | null;
  mktRmndDt: string | null;
  brdt: string | null;
  idntyVrfcDt: string | null;
  rstrcTypeCd: string | null;
  rstrcRsn: string | null;
  rstrcEndDt: string | null;
  dormantDt: string | null;
  whdwlDt: string | null;
}

export interface UserSessionTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** 0003-auth: my-info edits allowed until (password confirmed). */
  passwdCnfmUntil: string | null;
}

export interface CmmnCdTable {
  cmmnCd: string;
  cmmnCdVal: string;
  cmmnCdValNm: string;
  sortSeq: number;
  useYn: Generated<string>;
}

export interface ProhibitedWordTable {
  id: Generated<number>;
  word: string;
  useYn: Generated<string>;
  regDt: string;
}

export interface UploadedFileTable {
  fileId: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  menuType: string;
  /** 0002: rprs, img or editor. */
  contentsType: string | null;
  userId: number | null;
  regDt: string;
}

export interface ContentViewTable {
  contentsType: string;
  contentsId: string;
  viewerKey: string;
  viewedAt: string;
}

export interface ContentViewCountTable {
  contentsType: string;
  contentsId: string;
  viewCnt: number;
}

export interface ClickLogTable {
  id: Generated<number>;
  clickTrgtTyp: string;
  clickTrgtVal: string;
  userId: number | null;
  clickedAt: string;
}

export interface ClosureDayTable {
  ymd: string;
  name: string;
  regDt: string;
}

export interface PrivacyPolicyTable {
  id: Generated<number>;
  version: string;
  effectiveYmd: string;
  title: string;
  content: string;
  regDt: string;
}

/* 0003-auth tables */
export interface UserConsentTable {
  id: Generated<number>;
  userId: number;
  consentKind: string;
  consentVersion: string;
  agreYn: string;
  channel: string;
  regDt: string;
}

export interface BusinessRegistryTable {
  brno: string;
  openDay: string;
  ceoNm: string;
  compNm: string;
  regDt: string;
}

export interface IdentityTxTable {
  txId: string;
  purpose: string;
  provider: string;
  status: Generated<string>;
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

export interface IdentityTicketTable {
  ticketHash: string;
  kind: string;
  userNm: string;
  mblNo: string;
  birth: string | null;
  userId: number | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  lmsSentAt: string | null;
}

export interface NotificationOutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  userId: number | null;
  kind: string;
  subject: string | null;
  body: string;
  status: Generated<string>;
  attemptCnt: Generated<number>;
  lastError: string | null;
  claimedUntil: string | null;
  createdAt: string;
  sentAt: string | null;
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

export interface SmbCertificateTable {
  id: Generated<number>;
  userId: number;
  fileId: string | null;
  fileNm: string | null;
  status: Generated<string>;
  rjctRsn: string | null;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: number | null;
}

export interface SsoAccountTable {
  ssoId: string;
  ssoPasswd: string;
  userNm: string;
  brno: string | null;
  compNm: string | null;
  mblNo: string | null;
  userEmail: string | null;
  userId: number | null;
  ssoStts: Generated<string>;
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

export interface JobLockTable {
  jobName: string;
  owner: string | null;
  lockedUntil: string | null;
  lastRunAt: string | null;
}

export interface DB {
  appUser: UserTable;
  userSession: UserSessionTable;
  cmmnCd: CmmnCdTable;
  prohibitedWord: ProhibitedWordTable;
  uploadedFile: UploadedFileTable;
  contentView: ContentViewTable;
  contentViewCount: ContentViewCountTable;
  clickLog: ClickLogTable;
  closureDay: ClosureDayTable;
  privacyPolicy: PrivacyPolicyTable;
  userConsent: UserConsentTable;
  businessRegistry: BusinessRegistryTable;
  identityTx: IdentityTxTable;
  identityTicket: IdentityTicketTable;
  notificationOutbox: NotificationOutboxTable;
  creatorInfo: CreatorInfoTable;
  smbCertificate: SmbCertificateTable;
  ssoAccount: SsoAccountTable;
  ssoAssertion: SsoAssertionTable;
  jobLock: JobLockTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
