import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * 내 정보 내려받기 (issue 43): a member's requests for their data (the ZIP made by a job, kept in the file store under
 * `file_key` for 24 hours) and the log of its downloads. At most one request per member is being made at a time
 * (my_data_export_open_uq over the rows still REQUESTED).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('my_data_export'), dialect, 'export_id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('REQUESTED'))
    .addColumn('req_dt', 'text', timestamp)
    .addColumn('claimed_until', 'text')
    .addColumn('ready_dt', 'text')
    .addColumn('expires_dt', 'text')
    .addColumn('file_key', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('err_cn', 'text')
    .execute();
  await db.schema
    .createIndex('my_data_export_user_idx')
    .on('my_data_export')
    .columns(['user_id', 'export_id'])
    .execute();
  await db.schema
    .createIndex('my_data_export_open_uq')
    .on('my_data_export')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'REQUESTED')
    .execute();

  await idColumn(db.schema.createTable('my_data_download'), dialect, 'download_id')
    .addColumn('export_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('dl_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('my_data_download_dt_idx').on('my_data_download').column('dl_dt').execute();
}
