import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { ynFlag } from '../columns.js';

/**
 * The survey builder of the console (issue 39): a survey is a draft until it is published (`pblcn_yn`; the surveys
 * already there stay published), names the copy a change was made on (`mdfcn_dt`), and counts its answer sheets
 * (`ans_cnt`): answering raises it with an UPDATE of the survey row, and a change of the questions is a conditional
 * UPDATE of the same row `where ans_cnt = 0`, so the two meet on the row's lock and a survey with an answer never has
 * its questions changed (on SQLite and PostgreSQL alike). A question may be optional (`esntl_yn`).
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('survey').addColumn('pblcn_yn', 'text', ynFlag('pblcn_yn', 'Y')).execute();
  await db.schema
    .alterTable('survey')
    .addColumn('mdfcn_dt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('survey')
    .addColumn('ans_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update survey set mdfcn_dt = reg_dt,
    ans_cnt = (select count(*) from survey_ans a where a.survey_id = survey.survey_id)`.execute(db);
  await db.schema.alterTable('survey_quest').addColumn('esntl_yn', 'text', ynFlag('esntl_yn', 'Y')).execute();
}
