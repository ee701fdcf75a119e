import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/** The subscription- and local-economy promotions: their programmes and members' inquiries (answered by operators). */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('econ_prgm'), dialect, 'prgm_id')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('prgm_nm', 'text', (c) => c.notNull())
    .addColumn('trgt', 'text', (c) => c.notNull())
    .addColumn('bnft', 'text', (c) => c.notNull())
    .addColumn('prgm_desc', 'text', (c) => c.notNull())
    .addColumn('bgng_ymd', 'text', (c) => c.notNull())
    .addColumn('end_ymd', 'text', (c) => c.notNull())
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('econ_prgm_nm_uq', ['kind', 'prgm_nm'])
    .execute();

  await idColumn(db.schema.createTable('econ_inq'), dialect, 'inq_id')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('prgm_id', 'integer', (c) => c.references('econ_prgm.prgm_id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('cmpny_nm', 'text', (c) => c.notNull())
    .addColumn('telno', 'text', (c) => c.notNull())
    .addColumn('inq_ttl', 'text', (c) => c.notNull())
    .addColumn('inq_cn', 'text', (c) => c.notNull())
    .addColumn('ans_cn', 'text')
    .addColumn('ans_dt', 'text')
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('econ_inq_user_idx').on('econ_inq').columns(['user_id', 'inq_id']).execute();
}
