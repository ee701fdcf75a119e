import type { Generated } from '../../db/table-types.js';

/** 0001-foundation: common code values by group (numeric master groups 1003 … and named groups GNDR_CD …). */
export interface CmmnCdTable {
  cmmnCd: string;
  cmmnCdVal: string;
  cmmnCdValNm: string;
  sortSeq: number;
  useYn: Generated<'Y' | 'N'>;
  /** 20261203T1101-code: the copy a console change names, and the operator who last changed the value (the seed leaves those alone). */
  updtDt: Generated<string>;
  updtBy: number | null;
}
