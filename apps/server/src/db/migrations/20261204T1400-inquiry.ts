import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The inquiry inbox's answer templates (issue 38): reusable answers per inquiry kind (sodam, econ, space), named
 * uniquely within their kind so two operators creating the same name at once make one row.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('inq_ans_tmpl'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('sodam','econ','space')`))
    .addColumn('tmpl_nm', 'text', (c) => c.notNull())
    .addColumn('tmpl_cn', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('updt_dt', 'text', timestamp)
    .addUniqueConstraint('inq_ans_tmpl_kind_nm_uq', ['kind', 'tmpl_nm'])
    .execute();
}
