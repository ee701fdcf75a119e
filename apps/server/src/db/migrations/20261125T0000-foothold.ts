import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Creators' footholds (크리에이터 거점): one page per creator. The unique constraint on the owner (ctr_fthld_user_uq)
 * refuses a second foothold of the same creator, whatever arrives at once.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('ctr_fthld'), dialect, 'ctr_fthld_id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('fthld_nm', 'text', (c) => c.notNull())
    .addColumn('fthld_intro', 'text')
    .addColumn('fthld_cn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rprs_img_pt_url', 'text')
    .addColumn('rprs_img_file_nm', 'text')
    .addColumn('fthld_tag1', 'text')
    .addColumn('fthld_tag2', 'text')
    .addColumn('fthld_tag3', 'text')
    .addColumn('ytb_chnl_url', 'text')
    .addColumn('instgrm_url', 'text')
    .addColumn('fcbk_url', 'text')
    .addColumn('navr_url', 'text')
    .addColumn('prim_actvt_ctgr', 'text')
    .addColumn('cert_ctr_yn', 'text', ynFlag('cert_ctr_yn', 'N'))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .addUniqueConstraint('ctr_fthld_user_uq', ['user_id'])
    .execute();
  await db.schema
    .createIndex('ctr_fthld_list_idx')
    .on('ctr_fthld')
    .columns(['use_yn', 'cert_ctr_yn', 'reg_dt'])
    .execute();
}
