import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Surveys: surveys, their questions and choices, members' answer sheets with one row per answer, and drafts. A sheet
 * is unique per survey and member (survey_ans_once_uq), a draft too (survey_draft_uq): the database, not a read
 * before the write, refuses a second one.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('survey'), dialect, 'survey_id')
    .addColumn('survey_nm', 'text', (c) => c.notNull().unique())
    .addColumn('survey_expln', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('survey_bgng_ymd', 'text', (c) => c.notNull())
    .addColumn('survey_end_ymd', 'text', (c) => c.notNull())
    .addColumn('rslt_open_yn', 'text', ynFlag('rslt_open_yn', 'N'))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  await idColumn(db.schema.createTable('survey_quest'), dialect, 'quest_id')
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.survey_id').onDelete('cascade'))
    .addColumn('quest_nm', 'text', (c) => c.notNull())
    .addColumn('quest_pattn_dcd', 'text', (c) => c.notNull())
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('survey_quest_survey_idx')
    .on('survey_quest')
    .columns(['survey_id', 'sort_seq'])
    .execute();

  await idColumn(db.schema.createTable('survey_quest_item'), dialect, 'quesitm_id')
    .addColumn('quest_id', 'integer', (c) => c.notNull().references('survey_quest.quest_id').onDelete('cascade'))
    .addColumn('quesitm_nm', 'text', (c) => c.notNull())
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('survey_quest_item_quest_idx')
    .on('survey_quest_item')
    .columns(['quest_id', 'sort_seq'])
    .execute();

  await idColumn(db.schema.createTable('survey_ans'), dialect, 'survey_ans_id')
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.survey_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('quest_ans_json', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .addUniqueConstraint('survey_ans_once_uq', ['survey_id', 'user_id'])
    .execute();
  await db.schema.createIndex('survey_ans_user_idx').on('survey_ans').columns(['user_id']).execute();

  await idColumn(db.schema.createTable('survey_ans_dtl'), dialect, 'survey_ans_dtl_id')
    .addColumn('survey_ans_id', 'integer', (c) =>
      c.notNull().references('survey_ans.survey_ans_id').onDelete('cascade'),
    )
    .addColumn('quest_id', 'integer', (c) => c.notNull().references('survey_quest.quest_id').onDelete('cascade'))
    .addColumn('quesitm_id', 'integer', (c) => c.references('survey_quest_item.quesitm_id').onDelete('cascade'))
    .addColumn('chc_ans', 'integer', (c) => c.check(sql`chc_ans between 1 and 5`))
    .addColumn('inpt_ans', 'text')
    .execute();
  await db.schema.createIndex('survey_ans_dtl_quest_idx').on('survey_ans_dtl').columns(['quest_id']).execute();
  await db.schema.createIndex('survey_ans_dtl_ans_idx').on('survey_ans_dtl').columns(['survey_ans_id']).execute();

  await idColumn(db.schema.createTable('survey_draft'), dialect, 'survey_draft_id')
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.survey_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('quest_ans_json', 'text', (c) => c.notNull())
    .addColumn('mdfcn_dt', 'text', timestamp)
    .addUniqueConstraint('survey_draft_uq', ['survey_id', 'user_id'])
    .execute();
}
