import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The support programmes desk (issue 37): a programme closed early keeps its reason and time (the period's end moves
 * to the day before, so every public rule that reads the period sees it closed); an application keeps when it last
 * changed (the copy a console change names) and the reason of its state (a 미선정 names one). A programme's attachments
 * are uploaded files (private: read through the programme's own download call), in the order they were added.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('sprt_biz').addColumn('clos_rsn', 'text').execute();
  await db.schema.alterTable('sprt_biz').addColumn('clos_dt', 'text').execute();
  await db.schema.alterTable('sprt_biz_aply').addColumn('mdfcn_dt', 'text').execute();
  await db.schema.alterTable('sprt_biz_aply').addColumn('stts_rsn', 'text').execute();
  await idColumn(db.schema.createTable('sprt_biz_atch'), dialect, 'atch_id')
    .addColumn('sprt_biz_id', 'integer', (c) => c.notNull().references('sprt_biz.sprt_biz_id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .addUniqueConstraint('sprt_biz_atch_file_uq', ['sprt_biz_id', 'file_id'])
    .execute();
}
