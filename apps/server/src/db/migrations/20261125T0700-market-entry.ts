import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Market entry (cmstr): one application per member (cmstr_aply_user_uq); a business number and a supplier-manager id
 * belong to one application (unique, so two members racing for one get one success); its documents, one row per kind
 * (primary key), each with its check state; and the history of its states (one row per change).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('cmstr_aply'), dialect, 'aply_id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('sts', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('mrkt_cd', 'text')
    .addColumn('cmpny_nm', 'text')
    .addColumn('rprsv_nm', 'text')
    .addColumn('bzmn_reg_no', 'text', (c) => c.unique())
    .addColumn('scm_mngr_id', 'text', (c) => c.unique())
    .addColumn('pic_nm', 'text')
    .addColumn('pic_telno', 'text')
    .addColumn('pic_eml', 'text')
    .addColumn('pd_nm', 'text')
    .addColumn('pd_ctgr', 'text')
    .addColumn('pd_prc', 'integer')
    .addColumn('mnth_sply_qty', 'integer')
    .addColumn('pd_intro', 'text')
    .addColumn('sales_chnl', 'text')
    .addColumn('rjct_rsn', 'text')
    .addColumn('submit_dt', 'text')
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('updt_dt', 'text', timestamp)
    .addUniqueConstraint('cmstr_aply_user_uq', ['user_id'])
    .execute();
  await db.schema.createIndex('cmstr_aply_sts_idx').on('cmstr_aply').columns(['sts', 'aply_id']).execute();

  await db.schema
    .createTable('cmstr_doc')
    .addColumn('aply_id', 'integer', (c) => c.notNull().references('cmstr_aply.aply_id').onDelete('cascade'))
    .addColumn('doc_cd', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('uploaded_file.file_id'))
    .addColumn('doc_sts', 'text', (c) => c.notNull().defaultTo('submitted'))
    .addColumn('rjct_rsn', 'text')
    .addColumn('updt_dt', 'text', timestamp)
    .addPrimaryKeyConstraint('cmstr_doc_pk', ['aply_id', 'doc_cd'])
    .execute();

  await idColumn(db.schema.createTable('cmstr_hist'), dialect, 'hist_id')
    .addColumn('aply_id', 'integer', (c) => c.notNull().references('cmstr_aply.aply_id').onDelete('cascade'))
    .addColumn('sts', 'text', (c) => c.notNull())
    .addColumn('memo', 'text')
    .addColumn('by_user_id', 'integer')
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('cmstr_hist_aply_idx').on('cmstr_hist').columns(['aply_id', 'hist_id']).execute();
}
