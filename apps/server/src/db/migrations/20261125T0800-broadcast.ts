import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Broadcasts (issue 13): members' reports of VOD comments, once per member and comment (a unique constraint), kept
 * beside the broadcast reports (brc_dclr) with the same reasons and statuses for the operator's queue.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('vod_cmnt_dclr'), dialect, 'vod_cmnt_dclr_id')
    .addColumn('vod_cmnt_id', 'integer', (c) => c.notNull().references('vod_cmnt.vod_cmnt_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('rsn_cd', 'text', (c) => c.notNull())
    .addColumn('rsn_cn', 'text')
    .addColumn('prcs_stts', 'text', (c) => c.notNull().defaultTo('WAIT'))
    .addColumn('reg_dt', 'text', timestamp)
    .addUniqueConstraint('vod_cmnt_dclr_once_uq', ['vod_cmnt_id', 'user_id'])
    .execute();
}
