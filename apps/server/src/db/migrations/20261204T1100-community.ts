import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Posting suspensions (issue 38): one row per suspension, kept after it ends or is lifted (the member's history).
 * `clsd_dt` is set when an operator lifts it or a newer suspension replaces it; at most one row per member is open
 * (a partial unique index), so two operators suspending one member at once cannot both succeed.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('pstg_sspnsn'), dialect, 'sspnsn_id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('bgng_dt', 'text', timestamp)
    .addColumn('end_dt', 'text')
    .addColumn('rsn', 'text', (c) => c.notNull())
    .addColumn('opr_id', 'integer', (c) => c.references('app_user.user_id').onDelete('set null'))
    .addColumn('clsd_dt', 'text')
    .addColumn('lift_rsn', 'text')
    .addColumn('lift_opr_id', 'integer', (c) => c.references('app_user.user_id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('pstg_sspnsn_user_idx').on('pstg_sspnsn').columns(['user_id', 'sspnsn_id']).execute();
  await db.schema
    .createIndex('pstg_sspnsn_open_uq')
    .on('pstg_sspnsn')
    .column('user_id')
    .unique()
    .where(sql.ref('clsd_dt'), 'is', null)
    .execute();
}
