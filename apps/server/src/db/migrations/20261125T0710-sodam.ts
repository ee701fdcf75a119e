import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/** The 소담상회 shop: stores, their products and members' product inquiries (answered by operators). */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('sodam_store'), dialect, 'store_id')
    .addColumn('store_nm', 'text', (c) => c.notNull().unique())
    .addColumn('rgn_nm', 'text', (c) => c.notNull())
    .addColumn('addr', 'text', (c) => c.notNull())
    .addColumn('opr_hr', 'text', (c) => c.notNull())
    .addColumn('telno', 'text', (c) => c.notNull())
    .addColumn('store_intro', 'text', (c) => c.notNull())
    .addColumn('mall_url', 'text')
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await idColumn(db.schema.createTable('sodam_product'), dialect, 'pd_id')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('sodam_store.store_id').onDelete('cascade'))
    .addColumn('ctgr_cd', 'text', (c) => c.notNull())
    .addColumn('pd_nm', 'text', (c) => c.notNull())
    .addColumn('pd_smry', 'text', (c) => c.notNull())
    .addColumn('pd_desc', 'text', (c) => c.notNull())
    .addColumn('prc', 'integer', (c) => c.notNull())
    .addColumn('orgn_nm', 'text', (c) => c.notNull())
    .addColumn('seller_nm', 'text', (c) => c.notNull())
    .addColumn('sold_out_yn', 'text', ynFlag('sold_out_yn', 'N'))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sodam_product_store_idx')
    .on('sodam_product')
    .columns(['store_id', 'sort_seq'])
    .execute();

  await idColumn(db.schema.createTable('sodam_inq'), dialect, 'inq_id')
    .addColumn('pd_id', 'integer', (c) => c.notNull().references('sodam_product.pd_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('inq_cn', 'text', (c) => c.notNull())
    .addColumn('ans_cn', 'text')
    .addColumn('ans_dt', 'text')
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('sodam_inq_user_idx').on('sodam_inq').columns(['pd_id', 'user_id']).execute();
}
