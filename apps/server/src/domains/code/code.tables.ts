import type { Generated } from '../../db/table-types.js';

/** 0001-foundation: common code values by group (numeric master groups 1003 … and named groups GNDR_CD …). */
export interface CmmnCdTable {
  cmmnCd: string;
  cmmnCdVal: string;
  cmmnCdValNm: string;
  sortSeq: number;
  useYn: Generated<'Y' | 'N'>;
}
