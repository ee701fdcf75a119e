import type { Generated } from '../../db/table-types.js';

/** 20261125T0710-sodam: a 소담상회 store. */
export interface SodamStoreTable {
  storeId: Generated<number>;
  storeNm: string;
  rgnNm: string;
  addr: string;
  oprHr: string;
  telno: string;
  storeIntro: string;
  mallUrl: string | null;
  sortSeq: Generated<number>;
  /** 20261208T0940-sodam: shown to visitors; a picture and its text; the console's copy. */
  expsrYn: Generated<'Y' | 'N'>;
  imgPtUrl: string | null;
  imgAlt: Generated<string>;
  updtDt: Generated<string>;
}

/** 20261125T0710-sodam: a product of a store (ctgrCd a key of SODAM_CATEGORIES). */
export interface SodamProductTable {
  pdId: Generated<number>;
  storeId: number;
  ctgrCd: string;
  pdNm: string;
  pdSmry: string;
  pdDesc: string;
  prc: number;
  orgnNm: string;
  sellerNm: string;
  soldOutYn: Generated<'Y' | 'N'>;
  sortSeq: Generated<number>;
  /** 20261208T0940-sodam: shown to visitors; a picture and its text; where it is sold; the console's copy. */
  expsrYn: Generated<'Y' | 'N'>;
  imgPtUrl: string | null;
  imgAlt: Generated<string>;
  linkUrl: string | null;
  updtDt: Generated<string>;
}

/** 20261125T0710-sodam: a member's question about a product, and an operator's answer. */
export interface SodamInqTable {
  inqId: Generated<number>;
  pdId: number;
  userId: number;
  inqCn: string;
  ansCn: string | null;
  ansDt: string | null;
  regDt: Generated<string>;
}
