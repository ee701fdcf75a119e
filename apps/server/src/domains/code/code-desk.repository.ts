import type { CodeAdminQuery, CodeGroupQuery } from '@onfan/contracts/code.admin';
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { pageOffset } from '../../http/paging.js';
import type { CmmnCdTable } from './code.tables.js';

/** The code desk's reads and changes of code values (each change on the copy read). */
export class CodeDeskRepository {
  constructor(private readonly db: Executor) {}

  /** The groups (each value's `cmmnCd`) with their counts, by group; only `only` when given. */
  async groups(q: CodeGroupQuery, only?: readonly string[]) {
    let base = this.db.selectFrom('cmmnCd');
    if (only) base = base.where('cmmnCd', 'in', [...only, '']);
    const grouped = base
      .select('cmmnCd')
      .select((eb) => eb.fn.countAll<number>().as('codeCount'))
      .select((eb) => eb.fn.sum<number>(eb.case().when('useYn', '=', 'Y').then(1).else(0).end()).as('inUseCount'))
      .groupBy('cmmnCd');
    const [items, total] = await Promise.all([
      grouped.orderBy('cmmnCd').limit(q.pageSize).offset(pageOffset(q)).execute(),
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
    const [items, total] = await Promise.all([
      base
        .select(['cmmnCd', 'cmmnCdVal', 'cmmnCdValNm', 'sortSeq', 'useYn', 'updtDt'])
        .orderBy('sortSeq')
        .orderBy('cmmnCdVal')
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
