import type { ColumnDefinitionBuilder } from 'kysely';
import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Self-diagnosis: the wizard's region tree (시/도 → 시/군/구, reference data) and members' scored diagnoses. Scores are
 * columns (0–100, checked) so history lists change over time without parsing the answers.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('diagn_area'), dialect, 'area_id')
    .addColumn('parent_id', 'integer', (c) => c.references('diagn_area.area_id'))
    .addColumn('area_cd', 'text', (c) => c.notNull().unique())
    .addColumn('area_nm', 'text', (c) => c.notNull())
    .addColumn('sprt_rgn_cd', 'text')
    .addColumn('sort_sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('diagn_area_parent_idx').on('diagn_area').columns(['parent_id', 'sort_sn']).execute();

  const score = (name: string) => (c: ColumnDefinitionBuilder) =>
    c.notNull().check(sql`${sql.ref(name)} between 0 and 100`);
  await idColumn(db.schema.createTable('diagn_his'), dialect, 'diagn_his_id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('ans_json', 'text', (c) => c.notNull())
    .addColumn('model_ver', 'text', (c) => c.notNull())
    .addColumn('total_score', 'integer', score('total_score'))
    .addColumn('online_score', 'integer', score('online_score'))
    .addColumn('marketing_score', 'integer', score('marketing_score'))
    .addColumn('operation_score', 'integer', score('operation_score'))
    .addColumn('digital_score', 'integer', score('digital_score'))
    .addColumn('growth_score', 'integer', score('growth_score'))
    .addColumn('biz_ctgr_cd', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('diagn_his_user_idx').on('diagn_his').columns(['user_id', 'reg_dt']).execute();
}
