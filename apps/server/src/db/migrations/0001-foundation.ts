import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('app_user'), dialect, 'user_id')
    .addColumn('lgn_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_passwd', 'text', (c) => c.notNull())
    .addColumn('user_nm', 'text', (c) => c.notNull())
    .addColumn('nick_nm', 'text')
    .addColumn('user_email', 'text')
    .addColumn('tel_no', 'text')
    .addColumn('mbl_no', 'text')
    .addColumn('user_pattn_cd', 'text', (c) => c.notNull().check(sql`user_pattn_cd in ('100','200','300','400')`))
    .addColumn('profile_img', 'text')
    .addColumn('prtl_brno', 'text')
    .addColumn('open_day', 'text')
    .addColumn('ceo_nm', 'text')
    .addColumn('comp_nm', 'text')
    .addColumn('comp_cnfm_yn', 'text', ynFlag('comp_cnfm_yn', 'N'))
    .addColumn('felrg_edu_tknlcrs_aply_yn', 'text', ynFlag('felrg_edu_tknlcrs_aply_yn', 'N'))
    .addColumn('prtl_mngr_site_cntn_pss_yn', 'text', ynFlag('prtl_mngr_site_cntn_pss_yn', 'N'))
    .addColumn('mkt_agre_yn', 'text', ynFlag('mkt_agre_yn', 'N'))
    .addColumn('re_terms_view_yn', 'text', ynFlag('re_terms_view_yn', 'N'))
    .addColumn('re_terms_agre_yn', 'text', ynFlag('re_terms_agre_yn', 'N'))
    .addColumn('lgn_fail_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_stts', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('last_login_at', 'text')
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .execute();

  await db.schema
    .createTable('user_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', timestamp)
    .addColumn('last_seen_at', 'text', timestamp)
    .addColumn('expires_at', 'text', timestamp)
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('user_session_user_idx').on('user_session').column('user_id').execute();

  await db.schema
    .createTable('cmmn_cd')
    .addColumn('cmmn_cd', 'text', (c) => c.notNull())
    .addColumn('cmmn_cd_val', 'text', (c) => c.notNull())
    .addColumn('cmmn_cd_val_nm', 'text', (c) => c.notNull())
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addPrimaryKeyConstraint('cmmn_cd_pk', ['cmmn_cd', 'cmmn_cd_val'])
    .execute();

  await idColumn(db.schema.createTable('prohibited_word'), dialect)
    .addColumn('word', 'text', (c) => c.notNull().unique())
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  await db.schema
    .createTable('uploaded_file')
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('menu_type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('app_user.user_id').onDelete('set null'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  await db.schema
    .createTable('content_view')
    .addColumn('contents_type', 'text', (c) => c.notNull())
    .addColumn('contents_id', 'text', (c) => c.notNull())
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'text', timestamp)
    .addPrimaryKeyConstraint('content_view_pk', ['contents_type', 'contents_id', 'viewer_key'])
    .execute();

  await db.schema
    .createTable('content_view_count')
    .addColumn('contents_type', 'text', (c) => c.notNull())
    .addColumn('contents_id', 'text', (c) => c.notNull())
    .addColumn('view_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('content_view_count_pk', ['contents_type', 'contents_id'])
    .execute();

  await idColumn(db.schema.createTable('click_log'), dialect)
    .addColumn('click_trgt_typ', 'text', (c) => c.notNull())
    .addColumn('click_trgt_val', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('clicked_at', 'text', timestamp)
    .execute();

  await db.schema
    .createTable('closure_day')
    .addColumn('ymd', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  await idColumn(db.schema.createTable('privacy_policy'), dialect)
    .addColumn('version', 'text', (c) => c.notNull().unique())
    .addColumn('effective_ymd', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
}
