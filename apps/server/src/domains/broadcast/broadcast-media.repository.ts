import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { BrcCaptionTable } from './broadcast.tables.js';

export type CaptionRow = Selectable<BrcCaptionTable>;

/** The broadcast media desk's queries (decision 051): the broadcast captioned and its published captions. */
export class BroadcastMediaRepository {
  constructor(private readonly db: Executor) {}

  broadcast(brcInfoNo: number) {
    return this.db
      .selectFrom('brcInfo')
      .select(['brcInfoNo', 'brcTit', 'brcTypeDcd', 'mediaKey'])
      .where('brcInfoNo', '=', brcInfoNo)
      .executeTakeFirst();
  }

  caption(brcInfoNo: number): Promise<CaptionRow | undefined> {
    return this.db.selectFrom('brcCaption').selectAll().where('brcInfoNo', '=', brcInfoNo).executeTakeFirst();
  }

  /** The first captions of a broadcast; false when another publication got there first (the primary key). */
  async insertCaption(row: Insertable<BrcCaptionTable>): Promise<boolean> {
    const r = await this.db
      .insertInto('brcCaption')
      .values(row)
      .onConflict((oc) => oc.column('brcInfoNo').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** New captions over the copy `updtDt` read; false when the copy has changed since. */
  async updateCaptionIfCopy(
    brcInfoNo: number,
    updtDt: string,
    values: Pick<BrcCaptionTable, 'vttCn' | 'cueCnt' | 'oprUserId' | 'updtDt'>,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('brcCaption')
      .set(values)
      .where('brcInfoNo', '=', brcInfoNo)
      .where('updtDt', '=', updtDt)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
