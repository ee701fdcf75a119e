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
}

export interface UserSessionTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
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
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
