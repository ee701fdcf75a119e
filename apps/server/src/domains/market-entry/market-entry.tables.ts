import type { Generated } from '../../db/table-types.js';
import type { DocStatus, EntryStatus } from '@onfan/contracts/market-entry';

/** 20261125T0700-market-entry: a member's market-entry application (one per member). */
export interface CmstrAplyTable {
  aplyId: Generated<number>;
  userId: number;
  sts: Generated<EntryStatus>;
  mrktCd: string | null;
  cmpnyNm: string | null;
  rprsvNm: string | null;
  /** 10 digits, unique across applications. */
  bzmnRegNo: string | null;
  /** The shop-mall supplier-manager id, unique across applications. */
  scmMngrId: string | null;
  picNm: string | null;
  picTelno: string | null;
  picEml: string | null;
  pdNm: string | null;
  pdCtgr: string | null;
  pdPrc: number | null;
  mnthSplyQty: number | null;
  pdIntro: string | null;
  salesChnl: string | null;
  /** 20261128T1400-market-entry: fields kept as typed until well formed, JSON `[{field, input, message}]`. */
  draftInput: string | null;
  rjctRsn: string | null;
  submitDt: string | null;
  regDt: Generated<string>;
  updtDt: Generated<string>;
}

/** 20261125T0700-market-entry: one document of an application per kind, with its check state. */
export interface CmstrDocTable {
  aplyId: number;
  docCd: string;
  fileId: string;
  docSts: Generated<Exclude<DocStatus, 'missing'>>;
  rjctRsn: string | null;
  updtDt: Generated<string>;
}

/** 20261125T0700-market-entry: each state an application took, with who moved it and why. */
export interface CmstrHistTable {
  histId: Generated<number>;
  aplyId: number;
  sts: EntryStatus;
  /** 20261208T0930-market-entry: the state it left (null on the first row and on rows from before). */
  fromSts: EntryStatus | null;
  memo: string | null;
  byUserId: number | null;
  regDt: Generated<string>;
}
