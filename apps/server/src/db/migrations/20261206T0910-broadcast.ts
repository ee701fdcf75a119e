import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Live chat during a broadcast (issue 40, decision 046). brc_chat: one message of a member, with its offset in seconds
 * from the broadcast's start (the replay plays it in time) and the fixed rate window it was counted in: the unique
 * (broadcast, member, window, seq) index is the per-member rate limit, so two posts at once cannot both take the last
 * place. hide_yn marks a message an operator hid (updt_dt is the copy the console changes). brc_chat_mute: a member
 * muted for one broadcast (once: the primary key).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('brc_chat'), dialect, 'chat_id')
    .addColumn('brc_info_no', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('chat_cn', 'text', (c) => c.notNull())
    .addColumn('ofst_sec', 'integer', (c) => c.notNull().check(sql`ofst_sec >= 0`))
    .addColumn('rate_wndw', 'integer', (c) => c.notNull())
    .addColumn('rate_seq', 'integer', (c) => c.notNull())
    .addColumn('hide_yn', 'text', ynFlag('hide_yn', 'N'))
    .addColumn('hide_rsn', 'text')
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('updt_dt', 'text', timestamp)
    .addUniqueConstraint('brc_chat_rate_uq', ['brc_info_no', 'user_id', 'rate_wndw', 'rate_seq'])
    .execute();
  await db.schema.createIndex('brc_chat_brc_idx').on('brc_chat').columns(['brc_info_no', 'chat_id']).execute();
  await db.schema
    .createTable('brc_chat_mute')
    .addColumn('brc_info_no', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('mute_rsn', 'text', (c) => c.notNull())
    .addColumn('opr_user_id', 'integer', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .addPrimaryKeyConstraint('brc_chat_mute_pk', ['brc_info_no', 'user_id'])
    .execute();
}
