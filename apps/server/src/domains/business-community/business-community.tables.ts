import type { BrdSe, CmntSe, JoinMthd, MbrRole, MbrStts } from '@onfan/contracts/business-community';
import type { Generated } from '../../db/table-types.js';

type YN = 'Y' | 'N';

/** 20261125T0500-scommunity: a community of owners, by trade or region, with its join rules. */
export interface CmntTable {
  cmntId: Generated<number>;
  cmntNm: string;
  cmntIntro: Generated<string>;
  cmntSeCd: CmntSe;
  /** The trade or region it gathers. */
  ctgrNm: string;
  coverImgUrl: string | null;
  joinMthdCd: JoinMthd;
  bzVrfcRqrYn: Generated<YN>;
  tpbizRqrYn: Generated<YN>;
  rgnRqrYn: Generated<YN>;
  firstPostAprvYn: Generated<YN>;
  sortSeq: Generated<number>;
  useYn: Generated<YN>;
  regDt: string;
  /** 20261204T1300-scommunity: the copy a console change names (set on every change). */
  updtDt: Generated<string>;
  coverImgAlt: string | null;
  /** Why an operator closed it (while closed). */
  closRsn: string | null;
}

/** 20261125T0500-scommunity: one member of one community (primary key cmnt_id + user_id). Leaving deletes it. */
export interface CmntMbrTable {
  cmntId: number;
  userId: number;
  mbrRoleCd: Generated<MbrRole>;
  mbrSttsCd: MbrStts;
  tpbizNm: string | null;
  rgnNm: string | null;
  regDt: string;
  aprvDt: string | null;
}

/** 20261125T0500-scommunity: a board of a community (members' posts, notices, data). */
export interface CmntBrdMntTable {
  cmntBrdMntId: Generated<number>;
  cmntId: number;
  brdNm: string;
  brdSeCd: BrdSe;
  sortSeq: Generated<number>;
  useYn: Generated<YN>;
}

/** 20261125T0500-scommunity: a member's post. `aprvSttsCd` WAIT: a first post waiting for approval. */
export interface CmntPostTable {
  cmntPostId: Generated<number>;
  cmntId: number;
  cmntBrdMntId: number;
  postTit: string;
  /** Sanitized HTML (the community's one sanitizer). */
  postCn: string;
  cnText: string;
  thmbnlImgPtUrl: string | null;
  userId: number;
  fixYn: Generated<YN>;
  aprvSttsCd: Generated<'APPROVED' | 'WAIT'>;
  /** N: hidden by reports (the community board's queue) until an operator decides. */
  expsrYn: Generated<YN>;
  useYn: Generated<YN>;
  regDt: string;
  mdfcnDt: string;
}

/** 20261125T0500-scommunity: one like per member and post (primary key). */
export interface CmntPostLikTable {
  cmntPostId: number;
  userId: number;
  regDt: string;
}

/** 20261125T0500-scommunity: a reply; `upRplyId` names the top-level reply a nested reply answers. */
export interface CmntPostRplyTable {
  cmntPostRplyId: Generated<number>;
  cmntPostId: number;
  upRplyId: number | null;
  rplyCn: string;
  userId: number;
  /** N: hidden by reports until an operator decides. */
  expsrYn: Generated<YN>;
  useYn: Generated<YN>;
  regDt: string;
  mdfcnDt: string;
}

/** 20261125T0500-scommunity: an operator's notice or data entry. */
export interface CmntBrdTable {
  cmntBrdId: Generated<number>;
  cmntBrdMntId: number;
  brdTit: string;
  brdCn: string;
  fixYn: Generated<YN>;
  userId: number;
  useYn: Generated<YN>;
  regDt: string;
  /** 20261204T1300-scommunity: the copy a console change names (set on every change). */
  updtDt: Generated<string>;
}

/** 20261125T0500-scommunity: a file (uploaded_file) attached to an entry. */
export interface CmntAtchTable {
  cmntBrdId: number;
  fileId: string;
  sortSeq: Generated<number>;
}

/** 20261125T0500-scommunity: a file (uploaded_file) a member attached to their post. */
export interface CmntPostAtchTable {
  cmntPostId: number;
  fileId: string;
  sortSeq: Generated<number>;
}

/** 20261125T0500-scommunity: a community's own prohibited word, on top of the portal's. */
export interface CmntPrhbWrdTable {
  cmntId: number;
  prhbWrd: string;
}
