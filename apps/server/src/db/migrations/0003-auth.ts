import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';
import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Accounts and membership: account state columns (join type, restrictions, dormancy, marketing consent dates), the
 * consent record, identity verification, the business registry of the built-in company check, the notification
 * outbox, creator information, small-business certificates, the built-in SSO provider's account store and job locks.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  // SQLite adds one column per ALTER TABLE statement.
  const addColumn = (
    table: string,
    name: string,
    type: ColumnDataType,
    build: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder = (c) => c,
  ) => db.schema.alterTable(table).addColumn(name, type, build).execute();

  await addColumn('app_user', 'join_type', 'text', (c) =>
    c
      .notNull()
      .defaultTo('general')
      .check(sql`join_type in ('general','integrated','sso')`),
  );
  await addColumn('app_user', 'market_entry_yn', 'text', ynFlag('market_entry_yn', 'N'));
  await addColumn('app_user', 'mkt_agre_dt', 'text');
  await addColumn('app_user', 'mkt_rmnd_dt', 'text');
  await addColumn('app_user', 'brdt', 'text');
  await addColumn('app_user', 'idnty_vrfc_dt', 'text');
  await addColumn('app_user', 'rstrc_type_cd', 'text', (c) =>
    c.check(sql`rstrc_type_cd in ('WARNING','TEMP_SUSPENSION','PERM_SUSPENSION')`),
  );
  await addColumn('app_user', 'rstrc_rsn', 'text');
  await addColumn('app_user', 'rstrc_end_dt', 'text');
  await addColumn('app_user', 'dormant_dt', 'text');
  await addColumn('app_user', 'whdwl_dt', 'text');
  await db.schema.createIndex('app_user_identity_idx').on('app_user').columns(['user_nm', 'mbl_no']).execute();
  await db.schema.createIndex('app_user_stts_idx').on('app_user').columns(['user_stts', 'last_login_at']).execute();

  await addColumn('user_session', 'passwd_cnfm_until', 'text');

  await idColumn(db.schema.createTable('user_consent'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
    .addColumn('consent_kind', 'text', (c) =>
      c.notNull().check(sql`consent_kind in ('terms','privacy','marketing','cashfriends')`),
    )
    .addColumn('consent_version', 'text', (c) => c.notNull())
    .addColumn('agre_yn', 'text', ynFlag('agre_yn', 'N'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema
    .createIndex('user_consent_user_idx')
    .on('user_consent')
    .columns(['user_id', 'consent_kind'])
    .execute();

  await db.schema
    .createTable('business_registry')
    .addColumn('brno', 'text', (c) => c.primaryKey())
    .addColumn('open_day', 'text', (c) => c.notNull())
    .addColumn('ceo_nm', 'text', (c) => c.notNull())
    .addColumn('comp_nm', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  await db.schema
    .createTable('identity_tx')
    .addColumn('tx_id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('STARTED')
        .check(sql`status in ('STARTED','CODE_SENT','VERIFIED','FAILED')`),
    )
    .addColumn('user_nm', 'text')
    .addColumn('mbl_no', 'text')
    .addColumn('birth', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('attempt_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', timestamp)
    .addColumn('code_expires_at', 'text')
    .addColumn('expires_at', 'text', timestamp)
    .execute();

  await db.schema
    .createTable('identity_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('IDENTITY','RESET')`))
    .addColumn('user_nm', 'text', (c) => c.notNull())
    .addColumn('mbl_no', 'text', (c) => c.notNull())
    .addColumn('birth', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', timestamp)
    .addColumn('expires_at', 'text', timestamp)
    .addColumn('used_at', 'text')
    .addColumn('lms_sent_at', 'text')
    .execute();

  await idColumn(db.schema.createTable('notification_outbox'), dialect)
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('SMS','EMAIL')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING','SENDING','SENT','FAILED')`),
    )
    .addColumn('attempt_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', timestamp)
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('notification_outbox_status_idx')
    .on('notification_outbox')
    .columns(['status', 'id'])
    .execute();

  await db.schema
    .createTable('creator_info')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.user_id').onDelete('cascade'))
    .addColumn('ctr_nm', 'text', (c) => c.notNull())
    .addColumn('ctr_actvt_nm', 'text', (c) => c.notNull())
    .addColumn('ytb_chnl_url', 'text', (c) => c.notNull())
    .addColumn('ytb_chnl_nm', 'text', (c) => c.notNull())
    .addColumn('ytb_chnl_ctgr_typ_cd', 'text', (c) => c.notNull())
    .addColumn('tel_no', 'text')
    .addColumn('mbl_no', 'text', (c) => c.notNull())
    .addColumn('ctr_email', 'text', (c) => c.notNull())
    .addColumn('zip_no', 'text')
    .addColumn('bsc_addr', 'text')
    .addColumn('dtl_addr', 'text')
    .addColumn('ctr_note', 'text')
    .addColumn('gndr_cd', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .execute();

  await idColumn(db.schema.createTable('smb_certificate'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.references('uploaded_file.file_id').onDelete('set null'))
    .addColumn('file_nm', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING','APPROVED','REJECTED')`),
    )
    .addColumn('rjct_rsn', 'text')
    .addColumn('submitted_at', 'text', timestamp)
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer')
    .execute();
  await db.schema.createIndex('smb_certificate_user_idx').on('smb_certificate').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('sso_account')
    .addColumn('sso_id', 'text', (c) => c.primaryKey())
    .addColumn('sso_passwd', 'text', (c) => c.notNull())
    .addColumn('user_nm', 'text', (c) => c.notNull())
    .addColumn('brno', 'text')
    .addColumn('comp_nm', 'text')
    .addColumn('mbl_no', 'text')
    .addColumn('user_email', 'text')
    .addColumn('user_id', 'integer', (c) => c.unique().references('app_user.user_id').onDelete('set null'))
    .addColumn('sso_stts', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ACTIVE')
        .check(sql`sso_stts in ('ACTIVE','DORMANT','WITHDRAWN')`),
    )
    .addColumn('lgn_fail_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('sso_account_brno_idx').on('sso_account').column('brno').execute();

  await db.schema
    .createTable('sso_assertion')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('sso_id', 'text', (c) => c.notNull().references('sso_account.sso_id').onDelete('cascade'))
    .addColumn('created_at', 'text', timestamp)
    .addColumn('expires_at', 'text', timestamp)
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('job_lock')
    .addColumn('job_name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_run_at', 'text')
    .execute();
}
