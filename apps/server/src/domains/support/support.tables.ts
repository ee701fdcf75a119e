import type {
  ApplyStatus,
  SprtPattnDcd,
  SupportFieldCode,
  SupportRegionCode,
  SupportTarget,
} from '@onfan/contracts/support';
import type { Generated } from '../../db/table-types.js';

/** 0006-content: a support programme (지원사업) of a central ministry (1) or a local government (2). */
export interface SprtBizTable {
  sprtBizId: Generated<number>;
  sprtBizNm: string;
  sprtBizYr: number;
  aplyBgngYmd: string;
  aplyEndYmd: string;
  aplyUrl: string | null;
  sprtBizCn: string;
  sprtPattnDcd: SprtPattnDcd;
  bizDesc: string;
  instNm: string;
  fldCd: SupportFieldCode;
  rgnCd: SupportRegionCode;
  trgtCd: SupportTarget;
  /** Y: apply inside the portal; N: at aplyUrl. */
  prtlAplyYn: Generated<'Y' | 'N'>;
  expsrYn: Generated<'Y' | 'N'>;
  useYn: Generated<'Y' | 'N'>;
  regDt: string;
  mdfcnDt: string;
  /** 20261203T1000-support: why and when the console closed the programme early (null while it runs its period). */
  closRsn: string | null;
  closDt: string | null;
}

/** 0006-content: a member's application to a programme (at most one per member and programme). */
export interface SprtBizAplyTable {
  aplyId: Generated<number>;
  sprtBizId: number;
  userId: number;
  aplyStts: Generated<ApplyStatus>;
  aplyDt: string;
  /** 20261203T1000-support: when the console last moved it (null until then: the copy is `aplyDt`). */
  mdfcnDt: string | null;
  /** 20261203T1000-support: the reason given with its state (required for 미선정). */
  sttsRsn: string | null;
}

/** 20261203T1000-support: a file attached to a programme (an uploaded file, read through the programme's call). */
export interface SprtBizAtchTable {
  atchId: Generated<number>;
  sprtBizId: number;
  fileId: string;
  regDt: Generated<string>;
}

/** 0006-content: an MSS (중소벤처기업부) programme announcement, filled by the import command. */
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

/** 0006-content: the MSS support a company (by business number) received, filled by the import command. */
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
