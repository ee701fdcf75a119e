import type { Generated } from '../../db/table-types.js';

/** 20261125T0720-econ-promotion: a programme of a promotion (kind subs or local). */
export interface EconPrgmTable {
  prgmId: Generated<number>;
  kind: string;
  prgmNm: string;
  trgt: string;
  bnft: string;
  prgmDesc: string;
  bgngYmd: string;
  endYmd: string;
  sortSeq: Generated<number>;
  /** 20261208T0945-econ-promotion: shown to visitors; the running period; a picture and its text; the copy. */
  expsrYn: Generated<'Y' | 'N'>;
  oprBgngYmd: string | null;
  oprEndYmd: string | null;
  imgPtUrl: string | null;
  imgAlt: Generated<string>;
  updtDt: Generated<string>;
}

/** 20261125T0720-econ-promotion: a member's inquiry to a promotion, and an operator's answer. */
export interface EconInqTable {
  inqId: Generated<number>;
  kind: string;
  prgmId: number | null;
  userId: number;
  cmpnyNm: string;
  telno: string;
  inqTtl: string;
  inqCn: string;
  ansCn: string | null;
  ansDt: string | null;
  regDt: Generated<string>;
}
