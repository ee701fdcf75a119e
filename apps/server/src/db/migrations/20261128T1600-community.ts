import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The report queue's target kinds are data (issue 35): a kind of reportable writing is registered in code (the
 * community's ReportTargetKinds, given other domains' kinds in app.ts), and the queue stores whatever kind the
 * registry names, so a domain adding one needs no migration of the community's table. Until now each new kind
 * rebuilt comun_rpt with a longer check (20261125T0500-scommunity, 20261125T0800-broadcast), which made those
 * migrations depend on their order. The check goes: PostgreSQL drops it; SQLite, which cannot drop a check, rebuilds
 * the table with the same columns, the other checks, the constraint and the index, and copies the rows.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table comun_rpt drop constraint if exists comun_rpt_trgt_type_check`.execute(db);
    return;
  }
  await idColumn(db.schema.createTable('comun_rpt_new'), dialect, 'rpt_id')
    .addColumn('trgt_type', 'text', (c) => c.notNull())
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
