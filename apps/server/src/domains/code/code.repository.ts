import type { CodeItem } from '@onfan/contracts/code';
import type { Executor } from '../../db/executor.js';

export interface CodeSeedRow {
  cmmnCd: string;
  cmmnCdVal: string;
  cmmnCdValNm: string;
  sortSeq: number;
}

export class CodeRepository {
  constructor(private readonly db: Executor) {}

  /** In-use values of one group, by sortSeq then value. */
  async listGroup(cmmnCd: string): Promise<CodeItem[]> {
    return this.db
      .selectFrom('cmmnCd')
      .select(['cmmnCd', 'cmmnCdVal', 'cmmnCdValNm', 'sortSeq'])
      .where('cmmnCd', '=', cmmnCd)
      .where('useYn', '=', 'Y')
      .orderBy('sortSeq')
      .orderBy('cmmnCdVal')
      .execute();
  }

  /**
   * Inserts or renames/reorders the given values; never touches use_yn, values not listed, or values an operator
   * changed at the code desk (they are the operator's from then on).
   */
  async upsert(rows: readonly CodeSeedRow[], now: string = new Date().toISOString()): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('cmmnCd')
      .values(rows.map((r) => ({ ...r, updtDt: now })))
      .onConflict((oc) =>
        oc
          .columns(['cmmnCd', 'cmmnCdVal'])
          .doUpdateSet((eb) => ({
            cmmnCdValNm: eb.ref('excluded.cmmnCdValNm'),
            sortSeq: eb.ref('excluded.sortSeq'),
          }))
          .where('cmmnCd.updtBy', 'is', null),
      )
      .execute();
  }
}
