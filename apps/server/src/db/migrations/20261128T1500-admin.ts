import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The operator console's frame (decision 034): the personal-data access log, append-only (no update ever; a row leaves only by the retention job once older than
 * two years, and each row carries the hash of the one before it, so a removed or altered row shows); the audit of
 * console changes with the row before and after.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('prvc_access_log'), dialect, 'log_id')
    .addColumn('opr_user_id', 'integer', (c) => c.notNull())
    .addColumn('reg_dt', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('subject_user_id', 'integer')
    .addColumn('access_kind', 'text', (c) =>
      c.notNull().check(sql`access_kind in ('VIEW','CHANGE','DOWNLOAD','PRINT')`),
    )
    .addColumn('screen', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('prvc_access_log_reg_idx').on('prvc_access_log').columns(['reg_dt', 'log_id']).execute();
  await db.schema
    .createIndex('prvc_access_log_opr_idx')
    .on('prvc_access_log')
    .columns(['opr_user_id', 'log_id'])
    .execute();
  await db.schema
    .createIndex('prvc_access_log_subject_idx')
    .on('prvc_access_log')
    .columns(['subject_user_id', 'log_id'])
    .execute();

  // The chain's head: writers take its row lock (an update) first, so rows are chained one after another even when
  // several processes write at once.
  await db.schema
    .createTable('prvc_access_chain')
    .addColumn('chain_id', 'integer', (c) => c.primaryKey())
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('prvc_access_chain').values({ chain_id: 1, last_hash: 'genesis' }).execute();

  // Append-only in the database itself, whatever code runs against it: no update, and a delete only of a row past
  // the two years the log is kept.
  const twoYearsAgo =
    dialect === 'sqlite'
      ? `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 years')`
      : `to_char((now() at time zone 'utc') - interval '2 years', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (dialect === 'sqlite') {
    await sql`create trigger prvc_access_log_no_update before update on prvc_access_log
      begin select raise(abort, 'prvc_access_log is append-only'); end`.execute(db);
    await sql
      .raw(
        `create trigger prvc_access_log_no_delete before delete on prvc_access_log
        when old.reg_dt >= ${twoYearsAgo}
        begin select raise(abort, 'prvc_access_log keeps rows for two years'); end`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create function prvc_access_log_guard() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' then raise exception 'prvc_access_log is append-only'; end if;
          if old.reg_dt >= ${twoYearsAgo} then raise exception 'prvc_access_log keeps rows for two years'; end if;
          return old;
        end $$`,
      )
      .execute(db);
    await sql`create trigger prvc_access_log_guard before update or delete on prvc_access_log
      for each row execute function prvc_access_log_guard()`.execute(db);
  }

  await idColumn(db.schema.createTable('opr_audit'), dialect, 'audit_id')
    .addColumn('opr_user_id', 'integer', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema
    .createIndex('opr_audit_target_idx')
    .on('opr_audit')
    .columns(['target_kind', 'target_id', 'audit_id'])
    .execute();
}
