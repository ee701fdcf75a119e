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

/* 0006-content tables */
export interface ContentItemTable {
  contentsId: Generated<number>;
  contentsType: string;
  ctgrCode: string | null;
  tit: string;
  smry: string | null;
  cn: string;
  thmbnlImgPtUrl: string | null;
  bgngYmd: string | null;
  endYmd: string | null;
  linkUrl: string | null;
  popupKind: string | null;
  fixYn: Generated<string>;
  expsrYn: Generated<string>;
  useYn: Generated<string>;
  rgtrId: number | null;
  regDt: string;
  mdfcnDt: string;
}

export interface ContentAtchTable {
  atchId: Generated<number>;
  contentsId: number;
  fileId: string;
  sortSeq: number;
}

export interface SprtBizTable {
  sprtBizId: Generated<number>;
  sprtBizNm: string;
  sprtBizYr: number;
  aplyBgngYmd: string;
  aplyEndYmd: string;
  aplyUrl: string | null;
  sprtBizCn: string;
  sprtPattnDcd: string;
  bizDesc: string;
  instNm: string;
  fldCd: string;
  rgnCd: string;
  trgtCd: string;
  prtlAplyYn: Generated<string>;
  expsrYn: Generated<string>;
  useYn: Generated<string>;
  regDt: string;
  mdfcnDt: string;
}

export interface SprtBizAplyTable {
  aplyId: Generated<number>;
  sprtBizId: number;
  userId: number;
  aplyStts: Generated<string>;
  aplyDt: string;
}

export interface MssSprtBizTable {
  pblancId: string;
  pblancNm: string;
  jrsdInsttNm: string;
  excInsttNm: string | null;
  reqstBgngYmd: string;
  reqstEndYmd: string;
  pblancUrl: string | null;
  bsnsSumryCn: string | null;
  sprtFldNm: string | null;
  trgetNm: string | null;
  importedAt: string;
}

export interface MssCmpnySprtHistTable {
  histId: Generated<number>;
  brno: string;
  pblancId: string | null;
  bizNm: string;
  sprtYmd: string;
  sprtAmt: number | null;
  sttsNm: string;
  importedAt: string;
}

export interface MainBannrTable {
  bannrId: Generated<number>;
  bannrTit: string;
  bannrSubTit: string | null;
  bannrImgPtUrl: string | null;
  bannrImgAlt: string;
  linkUrl: string | null;
  newWinYn: Generated<string>;
  bgColor: string;
  sortSeq: number;
  expsrYn: Generated<string>;
  regDt: string;
}

export interface MainSectGrpTable {
  sectGrpId: Generated<number>;
  sectGrpNm: string;
  sectGrpDesc: string | null;
  moreUrl: string | null;
  sortSeq: number;
  expsrYn: Generated<string>;
}

export interface MainSectItemTable {
  sectItemId: Generated<number>;
  sectGrpId: number;
  itemTit: string;
  itemDesc: string | null;
  linkUrl: string;
  badgeNm: string | null;
  icon: string | null;
  sortSeq: number;
}

export interface MainEduBannrTable {
  eduBannrId: Generated<number>;
  eduBannrTit: string;
  eduBannrSubTit: string | null;
  linkUrl: string | null;
  bgColor: string;
  sortSeq: number;
  useYn: Generated<string>;
}

export interface MainCourseTable {
  courseId: Generated<number>;
  courseNm: string;
  courseDesc: string | null;
  lrnHr: number;
  lvlNm: string;
  instrNm: string;
  linkUrl: string;
  sortSeq: number;
  useYn: Generated<string>;
}

export interface ShortUrlTable {
  code: string;
  path: string;
  regDt: string;
}

export interface SearchDocTable {
  id: Generated<number>;
  docType: string;
  docId: string;
  tit: string;
  smry: string;
  url: string;
  titTokens: string;
  bodyTokens: string;
  choTokens: string;
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

/** 20261123T2140-upload: bytes and files a member uploaded on one Seoul calendar day (yyyyMMdd). */
export interface UploadQuotaTable {
  userId: number;
  quotaYmd: string;
  usedBytes: Generated<number>;
  usedCount: Generated<number>;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
