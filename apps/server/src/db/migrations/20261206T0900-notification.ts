import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Announcements from the console (issue 40, decision 045): `ntf_ancmt` is one announcement (a draft until sent; sent,
 * it is the fan-out job's durable record: `next_run_dt` is when the job runs it next, 08:00 Seoul for deliveries held
 * at night), `ntf_ancmt_dlvr` one row per announcement × member (its primary key: a retried fan-out writes no second
 * message), holding what each channel did, so the desk's counts are read from the rows. And a fifth kind of
 * preference, 공지·안내 (`NOTICE`), so a member's text and e-mail choices decide how announcements reach them:
 * the check of `ntf_pref.grp` is widened (SQLite rebuilds the small table, PostgreSQL swaps the constraint).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('ntf_ancmt'), dialect, 'ancmt_id')
    .addColumn('ancmt_tit', 'text', (c) => c.notNull())
    .addColumn('ancmt_cn', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.check(sql`link like '/%'`))
    .addColumn('ancmt_kind', 'text', (c) => c.notNull().check(sql`ancmt_kind in ('INFO','AD')`))
    .addColumn('user_pattn_cd', 'text')
    .addColumn('sms_yn', 'text', ynFlag('sms_yn', 'N'))
    .addColumn('email_yn', 'text', ynFlag('email_yn', 'N'))
    .addColumn('ancmt_stts', 'text', (c) =>
      c
        .notNull()
        .defaultTo('DRAFT')
        .check(sql`ancmt_stts in ('DRAFT','SENDING','DONE')`),
    )
    .addColumn('next_run_dt', 'text')
    .addColumn('rgtr_id', 'integer', (c) => c.notNull())
    .addColumn('sndr_id', 'integer')
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('updt_dt', 'text', timestamp)
    .addColumn('snd_dt', 'text')
    .addColumn('done_dt', 'text')
    .execute();
  await db.schema.createIndex('ntf_ancmt_due_idx').on('ntf_ancmt').columns(['ancmt_stts', 'next_run_dt']).execute();
  await db.schema
    .createTable('ntf_ancmt_dlvr')
    .addColumn('ancmt_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('dlvr_stts', 'text', (c) => c.notNull().check(sql`dlvr_stts in ('SHOWN','HELD','DROPPED')`))
    .addColumn('sms_st', 'text', (c) => c.check(sql`sms_st in ('SENT','OFF')`))
    .addColumn('email_st', 'text', (c) => c.check(sql`email_st in ('SENT','OFF')`))
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('dlvr_dt', 'text')
    .addPrimaryKeyConstraint('ntf_ancmt_dlvr_pk', ['ancmt_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('ntf_ancmt_dlvr_stts_idx')
    .on('ntf_ancmt_dlvr')
    .columns(['ancmt_id', 'dlvr_stts'])
    .execute();

  const groups = sql`grp in ('RESERVATION','APPLICATION','INQUIRY','COMMUNITY','NOTICE')`;
  if (dialect === 'postgres') {
    await sql`alter table ntf_pref drop constraint if exists ntf_pref_grp_check`.execute(db);
    await sql`alter table ntf_pref add constraint ntf_pref_grp_check check (${groups})`.execute(db);
    return;
  }
  await db.schema
    .createTable('ntf_pref_next')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('grp', 'text', (c) => c.notNull().check(groups))
    .addColumn('sms_yn', 'text', ynFlag('sms_yn', 'Y'))
    .addColumn('email_yn', 'text', ynFlag('email_yn', 'Y'))
    .addColumn('updt_dt', 'text', timestamp)
    .addPrimaryKeyConstraint('ntf_pref_pk', ['user_id', 'grp'])
    .execute();
  await sql`insert into ntf_pref_next (user_id, grp, sms_yn, email_yn, updt_dt) select user_id, grp, sms_yn, email_yn, updt_dt from ntf_pref`.execute(
    db,
  );
  await db.schema.dropTable('ntf_pref').execute();
  await sql`alter table ntf_pref_next rename to ntf_pref`.execute(db);
}
