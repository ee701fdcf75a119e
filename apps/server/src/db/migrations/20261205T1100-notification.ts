import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The notification centre (issue 40): a member's in-app notifications. One per outbox message at most (the unique
 * outbox id), listed newest first per member and counted while unread (the partial index keeps the count cheap).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('ntf'), dialect, 'ntf_id')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('outbox_id', 'integer', (c) => c.notNull())
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
}
