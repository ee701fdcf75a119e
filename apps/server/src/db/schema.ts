import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SearchDocTable } from '../domains/search/search.tables.js';
import type {
  MainBannrTable,
  MainCourseTable,
  MainEduBannrTable,
  MainSectGrpTable,
  MainSectItemTable,
  ShortUrlTable,
} from '../domains/main/main.tables.js';
import type { ContentAtchTable, ContentItemTable } from '../domains/content/content.tables.js';
import type { PrivacyPolicyTable } from '../domains/privacy/privacy.tables.js';
import type {
  ClickLogTable,
  ContentViewCountTable,
  ContentViewTable,
} from '../domains/content-view/content-view.tables.js';
import type { ProhibitedWordTable } from '../domains/prohibited-word/prohibited-word.tables.js';
import type { CmmnCdTable } from '../domains/code/code.tables.js';
import type {
  MssCmpnySprtHistTable,
  MssSprtBizTable,
  SprtBizAplyTable,
  SprtBizTable,
} from '../domains/support/support.tables.js';
import type { UploadedFileTable, UploadQuotaTable } from '../domains/upload/upload.tables.js';

/**
 * Table types in camelCase; the CamelCasePlugin maps them to snake_case columns. A domain's tables live beside it in
 * `domains/<domain>/<domain>.tables.ts`; `DB` composes them (tables not moved yet are still declared here).
 */

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

export interface ClosureDayTable {
  ymd: string;
  name: string;
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

/** 0007-login-guard: failed logins of ids that name no account (keyed by the id's SHA-256, never the id). */
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

/* 0005-reservation tables (studio and space reservations) */
export interface StudioTable {
  studoId: Generated<number>;
  studoNm: string;
  studoIntro: Generated<string>;
  studoAddr: Generated<string>;
  sortSeq: Generated<number>;
  useYn: Generated<string>;
  regDt: string;
}

export interface SpaceGrpTable {
  grpId: Generated<number>;
  grpNm: string;
  sortSeq: Generated<number>;
}

export interface SpaceTable {
  spaceId: Generated<number>;
  grpId: number;
  spaceNm: string;
  spaceIntro: Generated<string>;
  spaceDtlIntro: Generated<string>;
  spaceAddr: Generated<string>;
  telNo: Generated<string>;
  useGuide: Generated<string>;
  sortSeq: Generated<number>;
  useYn: Generated<string>;
  regDt: string;
}

export interface SpaceGlryTable {
  glryId: Generated<number>;
  spaceId: number;
  imgPtUrl: string;
  imgAlt: Generated<string>;
  sortSeq: Generated<number>;
}

export interface RsvtRoomTable {
  roomId: Generated<number>;
  studoId: number | null;
  spaceId: number | null;
  roomNm: string;
  roomOnelineIntro: Generated<string>;
  roomDtlIntro: Generated<string>;
  roomEsntlNtc: Generated<string>;
  operBgngHhmm: string;
  operEndHhmm: string;
  wekendOperYn: string;
  holdyOperYn: string;
  maxRsvtUsrCnt: number;
  rsvtImpssBgngHhmm: string | null;
  rsvtImpssEndHhmm: string | null;
  sortSeq: Generated<number>;
  useYn: Generated<string>;
  regDt: string;
}

export interface RoomImgTable {
  roomImgId: Generated<number>;
  roomId: number;
  imgPtUrl: string;
  imgAlt: Generated<string>;
  sortSeq: Generated<number>;
}

export interface RsvtTable {
  rsvtId: Generated<number>;
  roomId: number;
  userId: number;
  rsvtYmd: string;
  rsvtBgngHhmm: string;
  rsvtEndHhmm: string;
  rsvtUsrcnt: number;
  rsvtUserCnctel: string;
  rsvtDmndCn: string | null;
  strNm: string;
  brno: string;
  useCtgrDcd: string;
  shootCtgrDcd: string;
  strPattnDcd: string;
  rprsGdsNm: string;
  brndNm: string;
  letoffChnl: string | null;
  loanPssEqu: string;
  osdAddExpctEqu: string | null;
  /** REQUESTED, CONFIRMED, REJECTED, CANCELED; COMPLETED and EXPIRED are derived from the day. */
  rsvtStts: Generated<string>;
  sttsRsn: string | null;
  sttsChgBy: number | null;
  sttsChgDt: string | null;
  regDt: string;
}

export interface RsvtSlotTable {
  roomId: number;
  rsvtYmd: string;
  rsvtHour: number;
  rsvtId: number;
}

export interface RoomRevwTable {
  revwId: Generated<number>;
  rsvtId: number;
  roomId: number;
  userId: number;
  revwCmnt: string;
  starrtScore: number;
  regDt: string;
}

export interface SpaceFavrTable {
  userId: number;
  spaceId: number;
  regDt: string;
}

export interface SpaceInqTable {
  inqId: Generated<number>;
  spaceId: number;
  userId: number;
  inqTit: string;
  inqCn: string;
  ansCn: string | null;
  ansDt: string | null;
  delYn: Generated<string>;
  regDt: string;
}

export interface RsvtNtcTable {
  ntcId: Generated<number>;
  ntcTit: string;
  ntcCn: string;
  useYn: Generated<string>;
  regDt: string;
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
  loginGuard: LoginGuardTable;
  creatorInfo: CreatorInfoTable;
  smbCertificate: SmbCertificateTable;
  ssoAccount: SsoAccountTable;
  ssoAssertion: SsoAssertionTable;
  jobLock: JobLockTable;
  studio: StudioTable;
  spaceGrp: SpaceGrpTable;
  space: SpaceTable;
  spaceGlry: SpaceGlryTable;
  rsvtRoom: RsvtRoomTable;
  roomImg: RoomImgTable;
  rsvt: RsvtTable;
  rsvtSlot: RsvtSlotTable;
  roomRevw: RoomRevwTable;
  spaceFavr: SpaceFavrTable;
  spaceInq: SpaceInqTable;
  rsvtNtc: RsvtNtcTable;
  contentItem: ContentItemTable;
  contentAtch: ContentAtchTable;
  sprtBiz: SprtBizTable;
  sprtBizAply: SprtBizAplyTable;
  mssSprtBiz: MssSprtBizTable;
  mssCmpnySprtHist: MssCmpnySprtHistTable;
  mainBannr: MainBannrTable;
  mainSectGrp: MainSectGrpTable;
  mainSectItem: MainSectItemTable;
  mainEduBannr: MainEduBannrTable;
  mainCourse: MainCourseTable;
  shortUrl: ShortUrlTable;
  searchDoc: SearchDocTable;
  uploadQuota: UploadQuotaTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
