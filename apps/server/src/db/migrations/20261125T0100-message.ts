import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Messages between members (쪽지), the senders a member blocks, and the anti-bot answers already used. The receiver's
 * inbox and unread count read (rcvr_user_id, rcvr_del_yn, readg_yn); a block is unique per pair (msg_block_uq); an
 * ALTCHA answer is accepted once because captcha_used's primary key refuses its second insert.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('msg'), dialect, 'msg_id')
    .addColumn('rel_msg_id', 'integer', (c) => c.references('msg.msg_id').onDelete('set null'))
    .addColumn('msg_tit', 'text')
    .addColumn('msg_cn', 'text', (c) => c.notNull())
    .addColumn('sndr_user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('rcvr_user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('rltd_tbl_no', 'integer', (c) => c.notNull())
    .addColumn('rltd_tbl_key', 'text')
    .addColumn('readg_yn', 'text', ynFlag('readg_yn', 'N'))
    .addColumn('readg_dt', 'text')
    .addColumn('rcvr_del_yn', 'text', ynFlag('rcvr_del_yn', 'N'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('msg_rcvr_idx').on('msg').columns(['rcvr_user_id', 'rcvr_del_yn', 'readg_yn']).execute();
  await db.schema.createIndex('msg_sndr_idx').on('msg').columns(['sndr_user_id']).execute();

  await db.schema
    .createTable('msg_block')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('blocked_user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('reg_dt', 'text', timestamp)
    .addUniqueConstraint('msg_block_uq', ['user_id', 'blocked_user_id'])
    .execute();

  await db.schema
    .createTable('captcha_used')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_used_expires_idx').on('captcha_used').columns(['expires_at']).execute();
}
