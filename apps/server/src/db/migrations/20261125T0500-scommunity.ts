import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The small-business community (issue 15): communities by trade or region, their members (one row per community and
 * member: the primary key refuses a second join), boards (members' posts, operators' notices and data), posts with
 * likes (one per member and post, by the primary key), replies two levels deep (up_rply_id names a top-level reply),
 * notice and data entries with their attachments (uploaded_file), and each community's own prohibited words.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('cmnt'), dialect, 'cmnt_id')
    .addColumn('cmnt_nm', 'text', (c) => c.notNull().unique())
    .addColumn('cmnt_intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cmnt_se_cd', 'text', (c) => c.notNull().check(sql`cmnt_se_cd in ('TRADE','REGION')`))
    .addColumn('ctgr_nm', 'text', (c) => c.notNull())
    .addColumn('cover_img_url', 'text')
    .addColumn('join_mthd_cd', 'text', (c) => c.notNull().check(sql`join_mthd_cd in ('OPEN','APPROVAL')`))
    .addColumn('bz_vrfc_rqr_yn', 'text', ynFlag('bz_vrfc_rqr_yn', 'N'))
    .addColumn('tpbiz_rqr_yn', 'text', ynFlag('tpbiz_rqr_yn', 'N'))
    .addColumn('rgn_rqr_yn', 'text', ynFlag('rgn_rqr_yn', 'N'))
    .addColumn('first_post_aprv_yn', 'text', ynFlag('first_post_aprv_yn', 'N'))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  await db.schema
    .createTable('cmnt_mbr')
    .addColumn('cmnt_id', 'integer', (c) => c.notNull().references('cmnt.cmnt_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('mbr_role_cd', 'text', (c) =>
      c
        .notNull()
        .defaultTo('MEMBER')
        .check(sql`mbr_role_cd in ('OWNER','MANAGER','MEMBER')`),
    )
    .addColumn('mbr_stts_cd', 'text', (c) => c.notNull().check(sql`mbr_stts_cd in ('WAIT','ACTIVE')`))
    .addColumn('tpbiz_nm', 'text')
    .addColumn('rgn_nm', 'text')
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('aprv_dt', 'text')
    .addPrimaryKeyConstraint('cmnt_mbr_pk', ['cmnt_id', 'user_id'])
    .execute();
  await db.schema.createIndex('cmnt_mbr_user_idx').on('cmnt_mbr').columns(['user_id']).execute();

  await idColumn(db.schema.createTable('cmnt_brd_mnt'), dialect, 'cmnt_brd_mnt_id')
    .addColumn('cmnt_id', 'integer', (c) => c.notNull().references('cmnt.cmnt_id').onDelete('cascade'))
    .addColumn('brd_nm', 'text', (c) => c.notNull())
    .addColumn('brd_se_cd', 'text', (c) => c.notNull().check(sql`brd_se_cd in ('POST','NOTICE','DATA')`))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addUniqueConstraint('cmnt_brd_mnt_nm_uq', ['cmnt_id', 'brd_nm'])
    .execute();

  await idColumn(db.schema.createTable('cmnt_post'), dialect, 'cmnt_post_id')
    .addColumn('cmnt_id', 'integer', (c) => c.notNull().references('cmnt.cmnt_id').onDelete('cascade'))
    .addColumn('cmnt_brd_mnt_id', 'integer', (c) =>
      c.notNull().references('cmnt_brd_mnt.cmnt_brd_mnt_id').onDelete('cascade'),
    )
    .addColumn('post_tit', 'text', (c) => c.notNull())
    .addColumn('post_cn', 'text', (c) => c.notNull())
    .addColumn('cn_text', 'text', (c) => c.notNull())
    .addColumn('thmbnl_img_pt_url', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('fix_yn', 'text', ynFlag('fix_yn', 'N'))
    .addColumn('aprv_stts_cd', 'text', (c) =>
      c
        .notNull()
        .defaultTo('APPROVED')
        .check(sql`aprv_stts_cd in ('APPROVED','WAIT')`),
    )
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y'))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .execute();
  await db.schema
    .createIndex('cmnt_post_list_idx')
    .on('cmnt_post')
    .columns(['cmnt_id', 'reg_dt', 'cmnt_post_id'])
    .execute();
  await db.schema.createIndex('cmnt_post_user_idx').on('cmnt_post').columns(['user_id']).execute();

  await db.schema
    .createTable('cmnt_post_lik')
    .addColumn('cmnt_post_id', 'integer', (c) => c.notNull().references('cmnt_post.cmnt_post_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('reg_dt', 'text', timestamp)
    .addPrimaryKeyConstraint('cmnt_post_lik_pk', ['cmnt_post_id', 'user_id'])
    .execute();

  await idColumn(db.schema.createTable('cmnt_post_rply'), dialect, 'cmnt_post_rply_id')
    .addColumn('cmnt_post_id', 'integer', (c) => c.notNull().references('cmnt_post.cmnt_post_id').onDelete('cascade'))
    .addColumn('up_rply_id', 'integer', (c) => c.references('cmnt_post_rply.cmnt_post_rply_id').onDelete('cascade'))
    .addColumn('rply_cn', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y'))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .execute();
  await db.schema
    .createIndex('cmnt_post_rply_post_idx')
    .on('cmnt_post_rply')
    .columns(['cmnt_post_id', 'reg_dt'])
    .execute();
  await db.schema.createIndex('cmnt_post_rply_user_idx').on('cmnt_post_rply').columns(['user_id', 'reg_dt']).execute();

  await idColumn(db.schema.createTable('cmnt_brd'), dialect, 'cmnt_brd_id')
    .addColumn('cmnt_brd_mnt_id', 'integer', (c) =>
      c.notNull().references('cmnt_brd_mnt.cmnt_brd_mnt_id').onDelete('cascade'),
    )
    .addColumn('brd_tit', 'text', (c) => c.notNull())
    .addColumn('brd_cn', 'text', (c) => c.notNull())
    .addColumn('fix_yn', 'text', ynFlag('fix_yn', 'N'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('cmnt_brd_list_idx').on('cmnt_brd').columns(['cmnt_brd_mnt_id', 'reg_dt']).execute();

  await db.schema
    .createTable('cmnt_atch')
    .addColumn('cmnt_brd_id', 'integer', (c) => c.notNull().references('cmnt_brd.cmnt_brd_id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('uploaded_file.file_id').onDelete('cascade'))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('cmnt_atch_pk', ['cmnt_brd_id', 'file_id'])
    .execute();

  await db.schema
    .createTable('cmnt_post_atch')
    .addColumn('cmnt_post_id', 'integer', (c) => c.notNull().references('cmnt_post.cmnt_post_id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('uploaded_file.file_id').onDelete('cascade'))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('cmnt_post_atch_pk', ['cmnt_post_id', 'file_id'])
    .execute();

  await db.schema
    .createTable('cmnt_prhb_wrd')
    .addColumn('cmnt_id', 'integer', (c) => c.notNull().references('cmnt.cmnt_id').onDelete('cascade'))
    .addColumn('prhb_wrd', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cmnt_prhb_wrd_pk', ['cmnt_id', 'prhb_wrd'])
    .execute();

  await widenReportTargets(db, dialect);
}

const REPORT_TARGETS = sql`trgt_type in ('post','comment','cmntPost','cmntReply')`;

/**
 * Members report the community's posts and replies into the community board's one queue (comun_rpt): its target
 * check takes the two new kinds. PostgreSQL swaps the check; SQLite, which cannot alter a check, rebuilds the table
 * with the same columns, constraint and index and copies the rows.
 */
async function widenReportTargets(db: AnyKysely, dialect: Dialect): Promise<void> {
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
