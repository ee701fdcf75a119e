import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The notification centre (issue 40): a member's in-app notifications. One per outbox message at most (the unique
 * outbox id; none when the member turned that message's channel off), listed newest first per member and counted
 * while unread (the partial index keeps the count cheap). And each member's choice of channels per kind of
 * notification (ntf_pref, one row per member and kind; no row is the default: every channel on).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('ntf'), dialect, 'ntf_id')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('outbox_id', 'integer')
    .addColumn('ntf_kind', 'text', (c) => c.notNull())
    .addColumn('ntf_tit', 'text', (c) => c.notNull())
    .addColumn('ntf_cn', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().check(sql`link like '/%'`))
    .addColumn('tgt_type', 'text', (c) => c.check(sql`tgt_type in ('community-post','scommunity')`))
    .addColumn('tgt_id', 'integer')
    .addColumn('read_dt', 'text')
    .addColumn('reg_dt', 'text', timestamp)
    .addUniqueConstraint('ntf_outbox_uq', ['outbox_id'])
    .execute();
  await db.schema.createIndex('ntf_user_idx').on('ntf').columns(['user_id', 'ntf_id']).execute();
  await db.schema
    .createIndex('ntf_user_unread_idx')
    .on('ntf')
    .columns(['user_id'])
    .where(sql.ref('read_dt'), 'is', null)
    .execute();
  await db.schema
    .createTable('ntf_pref')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('grp', 'text', (c) => c.notNull().check(sql`grp in ('RESERVATION','APPLICATION','INQUIRY','COMMUNITY')`))
    .addColumn('sms_yn', 'text', ynFlag('sms_yn', 'Y'))
    .addColumn('email_yn', 'text', ynFlag('email_yn', 'Y'))
    .addColumn('updt_dt', 'text', timestamp)
    .addPrimaryKeyConstraint('ntf_pref_pk', ['user_id', 'grp'])
    .execute();
}
