import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The community board: posts by category (code group 1007), comments, and members' reports. A report is unique per
 * member and target (comun_rpt_once_uq): the database, not a read before the write, refuses a second one, so three
 * reports always come from three different members.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('comun_bltartcl'), dialect, 'comun_bltartcl_id')
    .addColumn('comun_ctgr_dcd', 'text', (c) => c.notNull())
    .addColumn('comun_bltartcl_tit', 'text', (c) => c.notNull())
    .addColumn('comun_bltartcl_cn', 'text', (c) => c.notNull())
    .addColumn('cn_text', 'text', (c) => c.notNull())
    .addColumn('thmbnl_img_pt_url', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y'))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .execute();
  await db.schema
    .createIndex('comun_bltartcl_list_idx')
    .on('comun_bltartcl')
    .columns(['comun_ctgr_dcd', 'reg_dt', 'comun_bltartcl_id'])
    .execute();
  await db.schema.createIndex('comun_bltartcl_user_idx').on('comun_bltartcl').columns(['user_id']).execute();

  await idColumn(db.schema.createTable('comun_cmnt'), dialect, 'cmnt_id')
    .addColumn('comun_bltartcl_id', 'integer', (c) =>
      c.notNull().references('comun_bltartcl.comun_bltartcl_id').onDelete('cascade'),
    )
    .addColumn('cmnt_cn', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y'))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .execute();
  await db.schema
    .createIndex('comun_cmnt_post_idx')
    .on('comun_cmnt')
    .columns(['comun_bltartcl_id', 'reg_dt'])
    .execute();

  await idColumn(db.schema.createTable('comun_rpt'), dialect, 'rpt_id')
    .addColumn('trgt_type', 'text', (c) => c.notNull().check(sql`trgt_type in ('post','comment')`))
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
  await db.schema.createIndex('comun_rpt_queue_idx').on('comun_rpt').columns(['prcs_stts', 'reg_dt']).execute();
}
