import type { AnyKysely } from '../columns.js';

/**
 * E-learning lessons with more than text: a video lesson plays a recorded broadcast of the portal (its HLS media and
 * Korean captions, through the broadcast player); study materials (학습 자료) are stored files attached to a lesson
 * (uploaded_file rows of menu 'education', kind 'atch'), downloaded by enrolled members.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('edu_lesson')
    .addColumn('brc_info_no', 'integer', (c) => c.references('brc_info.brc_info_no').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('edu_lesson_atch')
    .addColumn('edu_lsn_id', 'integer', (c) => c.notNull().references('edu_lesson.edu_lsn_id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().unique().references('uploaded_file.file_id'))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('edu_lesson_atch_pk', ['edu_lsn_id', 'file_id'])
    .execute();
}
