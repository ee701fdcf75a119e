import type { CodeAdminQuery, CodeGroupQuery } from '@onfan/contracts/code.admin';
import type { Insertable, Updateable } from 'kysely';
import { consoleOrder } from '../../db/console-sort.js';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';
import type { CmmnCdTable } from './code.tables.js';

/** The group list's sortable columns (the contract's keys); the counts are the selected aggregates. */
const GROUP_SORT = { cmmnCd: 'cmmnCd', codeCount: 'codeCount', inUseCount: 'inUseCount' } as const;

/** A group's code list's sortable columns (the contract's keys). */
const CODE_SORT = { sortSeq: 'sortSeq', cmmnCdVal: 'cmmnCdVal', cmmnCdValNm: 'cmmnCdValNm' } as const;

/** The code desk's reads and changes of code values (each change on the copy read). */
export class CodeDeskRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The groups (each value's `cmmnCd`) with their counts, by group unless the operator sorts by a column; only `only`
   * when given.
   */
  async groups(q: CodeGroupQuery, only?: readonly string[]) {
    let base = this.db.selectFrom('cmmnCd');
    if (only) base = base.where('cmmnCd', 'in', [...only, '']);
    const grouped = base
      .select('cmmnCd')
      .select((eb) => eb.fn.countAll<number>().as('codeCount'))
      .select((eb) => eb.fn.sum<number>(eb.case().when('useYn', '=', 'Y').then(1).else(0).end()).as('inUseCount'))
      .groupBy('cmmnCd');
    const { column, direction } = consoleOrder(q, GROUP_SORT, { sort: 'cmmnCd', order: 'asc' });
    const [items, total] = await Promise.all([
      grouped.orderBy(column, direction).orderBy('cmmnCd', direction).limit(q.pageSize).offset(pageOffset(q)).execute(),
      this.db
        .selectFrom(grouped.as('g'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  }

  async hasGroup(cmmnCd: string): Promise<boolean> {
    return (
      (await this.db.selectFrom('cmmnCd').select('cmmnCd').where('cmmnCd', '=', cmmnCd).executeTakeFirst()) !==
      undefined
    );
  }

  async codes(cmmnCd: string, q: CodeAdminQuery) {
    let base = this.db.selectFrom('cmmnCd').where('cmmnCd', '=', cmmnCd);
    if (q.useYn) base = base.where('useYn', '=', q.useYn);
    // The code order (`sortSeq`, what the desk edits) is the default sort key: without a sort the values read in the
    // order the portal shows them, as before.
    const { column, direction } = consoleOrder(q, CODE_SORT, { sort: 'sortSeq', order: 'asc' });
    const [items, total] = await Promise.all([
      base
        .select(['cmmnCd', 'cmmnCdVal', 'cmmnCdValNm', 'sortSeq', 'useYn', 'updtDt'])
        .orderBy(column, direction)
        .orderBy('cmmnCdVal', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  }

  code(cmmnCd: string, cmmnCdVal: string) {
    return this.db
      .selectFrom('cmmnCd')
      .select(['cmmnCd', 'cmmnCdVal', 'cmmnCdValNm', 'sortSeq', 'useYn', 'updtDt'])
      .where('cmmnCd', '=', cmmnCd)
      .where('cmmnCdVal', '=', cmmnCdVal)
      .executeTakeFirst();
  }

  /** Adds a value; false when the group has it already. */
  async insert(row: Insertable<CmmnCdTable>): Promise<boolean> {
    const r = await this.db
      .insertInto('cmmnCd')
      .values(row)
      .onConflict((oc) => oc.columns(['cmmnCd', 'cmmnCdVal']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** Changes a value on the copy read; false when it changed since. */
  async update(cmmnCd: string, cmmnCdVal: string, readCopy: string, changes: Updateable<CmmnCdTable>) {
    const r = await this.db
      .updateTable('cmmnCd')
      .set(changes)
      .where('cmmnCd', '=', cmmnCd)
      .where('cmmnCdVal', '=', cmmnCdVal)
      .where('updtDt', '=', readCopy)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }
}
