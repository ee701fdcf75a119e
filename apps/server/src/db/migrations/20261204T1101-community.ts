import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Broadcast reports join the one report queue (issue 38, decision 041): a report of a broadcast is a comun_rpt row of
 * kind `brc`, with the broadcast's own reasons (copyright, fraud …). A kind's reasons are its contract's, as its target
 * kinds already are (20261128T1600-community), so the reason check goes: PostgreSQL drops it; SQLite, which cannot
 * drop a check, rebuilds the table with the same columns, the other check, the constraint and the index. Then the
 * reports members made in broadcast's own table (brc_dclr, read here, not changed) are copied in: waiting ones stay
 * pending, accepted ones count as removed and rejected ones as restored (the broadcast's visibility is left as it is).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table comun_rpt drop constraint if exists comun_rpt_rsn_cd_check`.execute(db);
  } else {
    await idColumn(db.schema.createTable('comun_rpt_new'), dialect, 'rpt_id')
      .addColumn('trgt_type', 'text', (c) => c.notNull())
      .addColumn('trgt_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
      .addColumn('rsn_cd', 'text', (c) => c.notNull())
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
  await sql`insert into comun_rpt (trgt_type, trgt_id, user_id, rsn_cd, rsn_cn, prcs_stts, reg_dt)
    select 'brc', brc_info_no, user_id, rsn_cd, rsn_cn,
      case prcs_stts when 'ACCEPTED' then 'REMOVED' when 'REJECTED' then 'RESTORED' else 'PENDING' end, reg_dt
    from brc_dclr order by brc_dclr_id`.execute(db);
}
