import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The e-learning desk (issue 39): a course's copy (`updt_dt`, moved by every change of the course or its lessons);
 * a lesson's kind (text, recorded broadcast, study materials, quiz) and a quiz's pass mark, its single-choice
 * questions and each member's attempts; an enrolment's copy and its certificate's revocation, and the numbers a
 * re-issue replaced (the verification page says which number replaced them).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('edu_course').addColumn('updt_dt', 'text', timestamp).execute();
  await sql`update edu_course set updt_dt = reg_dt`.execute(db);

  await db.schema
    .alterTable('edu_lesson')
    .addColumn('lsn_kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('TEXT')
        .check(sql`lsn_kind in ('TEXT', 'VIDEO', 'FILES', 'QUIZ')`),
    )
    .execute();
  await db.schema
    .alterTable('edu_lesson')
    .addColumn('pass_pct', 'integer', (c) => c.check(sql`pass_pct between 1 and 100`))
    .execute();
  await sql`update edu_lesson set lsn_kind = 'VIDEO' where brc_info_no is not null`.execute(db);

  await db.schema.alterTable('edu_enrol').addColumn('updt_dt', 'text', timestamp).execute();
  await sql`update edu_enrol set updt_dt = reg_dt`.execute(db);
  await db.schema.alterTable('edu_enrol').addColumn('cert_rvk_ymd', 'text').execute();
  await db.schema.alterTable('edu_enrol').addColumn('cert_rvk_rsn', 'text').execute();

  await db.schema
    .createTable('edu_quiz_qstn')
    .addColumn('edu_lsn_id', 'integer', (c) => c.notNull().references('edu_lesson.edu_lsn_id').onDelete('cascade'))
    .addColumn('qstn_no', 'integer', (c) => c.notNull())
    .addColumn('qstn_cn', 'text', (c) => c.notNull())
    /** The choices as a JSON array of strings. */
    .addColumn('choices', 'text', (c) => c.notNull())
    .addColumn('answer_no', 'integer', (c) => c.notNull().check(sql`answer_no >= 1`))
    .addPrimaryKeyConstraint('edu_quiz_qstn_pk', ['edu_lsn_id', 'qstn_no'])
    .execute();

  await idColumn(db.schema.createTable('edu_quiz_atmpt'), dialect, 'edu_atmpt_id')
    .addColumn('edu_enrol_id', 'integer', (c) => c.notNull().references('edu_enrol.edu_enrol_id').onDelete('cascade'))
    .addColumn('edu_lsn_id', 'integer', (c) => c.notNull().references('edu_lesson.edu_lsn_id').onDelete('cascade'))
    .addColumn('score_pct', 'integer', (c) => c.notNull())
    .addColumn('crct_cnt', 'integer', (c) => c.notNull())
    .addColumn('qstn_cnt', 'integer', (c) => c.notNull())
    .addColumn('pass_yn', 'text', ynFlag('pass_yn', 'N'))
    /** The answers given, a JSON array of choice numbers. */
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema
    .createIndex('edu_quiz_atmpt_enrol_idx')
    .on('edu_quiz_atmpt')
    .columns(['edu_enrol_id', 'edu_lsn_id'])
    .execute();

  await db.schema
    .createTable('edu_cert_old')
    .addColumn('cert_no', 'text', (c) => c.primaryKey())
    .addColumn('edu_enrol_id', 'integer', (c) => c.notNull().references('edu_enrol.edu_enrol_id').onDelete('cascade'))
    .addColumn('new_cert_no', 'text', (c) => c.notNull())
    .addColumn('rplc_ymd', 'text', (c) => c.notNull())
    .addColumn('rplc_rsn', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
}
