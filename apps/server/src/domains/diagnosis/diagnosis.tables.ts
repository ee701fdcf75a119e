import type { SupportRegionCode } from '@onfan/contracts/support';
import type { Generated } from '../../db/table-types.js';

/** 20261125T0210-diagnosis: the region tree of the wizard — 시/도 (no parent), then their 시/군/구. */
export interface DiagnAreaTable {
  areaId: Generated<number>;
  parentId: number | null;
  /** Stable key for the seed: the 시/도 code (`SEOUL`) or `{시/도 code}:{시/군/구 name}`. */
  areaCd: string;
  areaNm: string;
  /** A 시/도's region in the support programmes' list (sprt_biz.rgn_cd); null where the list has none. */
  sprtRgnCd: SupportRegionCode | null;
  sortSn: number;
}

/** 20261125T0210-diagnosis: a member's scored self-diagnosis, kept with its answers and per-dimension scores. */
export interface DiagnHisTable {
  diagnHisId: Generated<number>;
  userId: number;
  /** The three steps' answers (the body of `diagn/self/check`) as JSON text. */
  ansJson: string;
  modelVer: string;
  totalScore: number;
  onlineScore: number;
  marketingScore: number;
  operationScore: number;
  digitalScore: number;
  growthScore: number;
  bizCtgrCd: string;
  regDt: string;
  /** 20261209T0900-diagnosis: the version of the questions it was scored with (results kept before: 1). */
  diagnVerNo: Generated<number>;
}

/**
 * 20261209T0900-diagnosis: the versions of the self-diagnosis questions and weights (decision 054). At most one draft
 * (`draftSlot` 'Y' is unique; published versions hold null); a published version never changes.
 */
export interface DiagnVerTable {
  diagnVerId: Generated<number>;
  verNo: number;
  sttsCd: 'DRAFT' | 'PUBLISHED';
  draftSlot: 'Y' | null;
  /** The questions (`DiagnosisQuestion[]`) as JSON text. */
  modelJson: string;
  crtrId: number | null;
  crtDt: string;
  /** The copy a change names. */
  mdfcnDt: string;
  pblsrId: number | null;
  pblsDt: string | null;
}
