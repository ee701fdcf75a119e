import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

const REPORT_TARGETS = sql`trgt_type in ('post','comment','cmntPost','cmntReply','vodCmnt')`;

/**
 * Broadcasts (issue 13): VOD comments are reported into the community board's one report queue (comun_rpt; hidden at
 * three reports, restored or removed by an operator), so a comment is shown (expsr_yn) and not removed (use_yn), and
 * the queue's target check takes the new kind: PostgreSQL swaps the check; SQLite, which cannot alter a check,
 * rebuilds the table with the same columns, constraint and index and copies the rows (as 20261125T0500-scommunity).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('vod_cmnt').addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y')).execute();
  await db.schema.alterTable('vod_cmnt').addColumn('use_yn', 'text', ynFlag('use_yn', 'Y')).execute();

  if (dialect === 'postgres') {
    await sql`alter table comun_rpt drop constraint comun_rpt_trgt_type_check`.execute(db);
    await sql`alter table comun_rpt add constraint comun_rpt_trgt_type_check check (${REPORT_TARGETS})`.execute(db);
    return;
  }
  await idColumn(db.schema.createTable('comun_rpt_new'), dialect, 'rpt_id')
    .addColumn('trgt_type', 'text', (c) => c.notNull().check(REPORT_TARGETS))
    .addColumn('trgt_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('rsn_cd', 'text', (c) => c.notNull().check(sql`rsn_cd in ('off_topic','inappropriate','spam','other')`))
    .addColumn('rsn_cn', 'text')
    .addColumn('prcs_stts', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`prcs_stts in ('PENDING','RESTORED','REMOVED')`),
    )
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('prcs_dt', 'text')
    .addColumn('prcs_user_id', 'integer', (c) => c.references('app_user.user_id').onDelete('set null'))
    .addUniqueConstraint('comun_rpt_once_uq', ['trgt_type', 'trgt_id', 'user_id'])
    .execute();
  await sql`insert into comun_rpt_new select rpt_id, trgt_type, trgt_id, user_id, rsn_cd, rsn_cn, prcs_stts, reg_dt, prcs_dt, prcs_user_id from comun_rpt`.execute(
    db,
  );
  await sql`drop table comun_rpt`.execute(db);
  await sql`alter table comun_rpt_new rename to comun_rpt`.execute(db);
  await db.schema.createIndex('comun_rpt_queue_idx').on('comun_rpt').columns(['prcs_stts', 'reg_dt']).execute();
}
