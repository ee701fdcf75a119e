import { sql } from 'kysely';
import { VERSION_ONE, VERSION_ONE_PUBLISHED_AT } from '../../domains/diagnosis/diagnosis.version-one.js';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Versions of the self-diagnosis questions and weights (decision 054). `diagn_ver` keeps each version's questions as
 * JSON; at most one draft exists (`draft_slot` 'Y' is unique, published versions hold null — NULLs never collide on
 * either engine). The model decision 014 wrote in code becomes 제1판, and every kept result records the version it was
 * scored with (`diagn_his.diagn_ver_no`, the ones before: 1).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('diagn_ver'), dialect, 'diagn_ver_id')
    .addColumn('ver_no', 'integer', (c) => c.notNull().unique())
    .addColumn('stts_cd', 'text', (c) => c.notNull().check(sql`stts_cd in ('DRAFT','PUBLISHED')`))
    .addColumn('draft_slot', 'text', (c) => c.unique().check(sql`draft_slot = 'Y'`))
    .addColumn('model_json', 'text', (c) => c.notNull())
    .addColumn('crtr_id', 'integer', (c) => c.references('app_user.user_id').onDelete('set null'))
    .addColumn('crt_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .addColumn('pblsr_id', 'integer', (c) => c.references('app_user.user_id').onDelete('set null'))
    .addColumn('pbls_dt', 'text')
    .addCheckConstraint(
      'diagn_ver_state_ck',
      sql`(stts_cd = 'DRAFT' and draft_slot = 'Y' and pbls_dt is null) or (stts_cd = 'PUBLISHED' and draft_slot is null and pbls_dt is not null)`,
    )
    .execute();
  await db
    .insertInto('diagn_ver')
    .values({
      ver_no: 1,
      stts_cd: 'PUBLISHED',
      draft_slot: null,
      model_json: JSON.stringify(VERSION_ONE),
      crt_dt: VERSION_ONE_PUBLISHED_AT,
      mdfcn_dt: VERSION_ONE_PUBLISHED_AT,
      pbls_dt: VERSION_ONE_PUBLISHED_AT,
    })
    .execute();
  await db.schema
    .alterTable('diagn_his')
    .addColumn('diagn_ver_no', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
