import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * E-learning: courses and their lessons, members' e-learning consent (the day it was given: free courses open 5 days
 * later), enrolments (one per course and member: edu_enrol_uq) and finished lessons (one row per enrolment and
 * lesson: its primary key). A completed enrolment carries its certificate number (unique).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('edu_course'), dialect, 'edu_crs_id')
    .addColumn('crs_nm', 'text', (c) => c.notNull().unique())
    .addColumn('crs_smry', 'text', (c) => c.notNull())
    .addColumn('crs_desc', 'text', (c) => c.notNull())
    .addColumn('goals', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ctgr_cd', 'text', (c) => c.notNull())
    .addColumn('lvl_cd', 'text', (c) => c.notNull().check(sql`lvl_cd in ('1', '2', '3')`))
    .addColumn('instr_nm', 'text', (c) => c.notNull())
    .addColumn('free_yn', 'text', ynFlag('free_yn', 'Y'))
    .addColumn('price', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price >= 0`),
    )
    .addColumn('ext_url', 'text')
    .addColumn('thmb_url', 'text', (c) => c.notNull())
    .addColumn('featured_yn', 'text', ynFlag('featured_yn', 'N'))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('edu_course_sort_idx').on('edu_course').columns(['use_yn', 'sort_seq']).execute();

  await idColumn(db.schema.createTable('edu_lesson'), dialect, 'edu_lsn_id')
    .addColumn('edu_crs_id', 'integer', (c) => c.notNull().references('edu_course.edu_crs_id').onDelete('cascade'))
    .addColumn('lsn_no', 'integer', (c) => c.notNull())
    .addColumn('lsn_nm', 'text', (c) => c.notNull())
    .addColumn('lrn_min', 'integer', (c) => c.notNull().check(sql`lrn_min > 0`))
    .addColumn('lsn_cn', 'text', (c) => c.notNull())
    .addUniqueConstraint('edu_lesson_no_uq', ['edu_crs_id', 'lsn_no'])
    .execute();

  await db.schema
    .createTable('edu_consent')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.user_id').onDelete('cascade'))
    .addColumn('aply_ymd', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  await idColumn(db.schema.createTable('edu_enrol'), dialect, 'edu_enrol_id')
    .addColumn('edu_crs_id', 'integer', (c) => c.notNull().references('edu_course.edu_crs_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('enrol_ymd', 'text', (c) => c.notNull())
    .addColumn('cmpl_ymd', 'text')
    .addColumn('cert_no', 'text', (c) => c.unique())
    .addColumn('reg_dt', 'text', timestamp)
    .addUniqueConstraint('edu_enrol_uq', ['edu_crs_id', 'user_id'])
    .execute();
  await db.schema.createIndex('edu_enrol_user_idx').on('edu_enrol').columns(['user_id']).execute();

  await db.schema
    .createTable('edu_lesson_done')
    .addColumn('edu_enrol_id', 'integer', (c) => c.notNull().references('edu_enrol.edu_enrol_id').onDelete('cascade'))
    .addColumn('edu_lsn_id', 'integer', (c) => c.notNull().references('edu_lesson.edu_lsn_id').onDelete('cascade'))
    .addColumn('done_dt', 'text', timestamp)
    .addPrimaryKeyConstraint('edu_lesson_done_pk', ['edu_enrol_id', 'edu_lsn_id'])
    .execute();
}
