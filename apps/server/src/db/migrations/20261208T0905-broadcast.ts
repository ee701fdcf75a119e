import type { AnyKysely } from '../columns.js';

/**
 * The console's captions of a broadcast (issue 39, decision 051). brc_caption: the cues last published at the
 * console as WebVTT (the file `ko.vtt` beside the media is written from it), by whom and when; `updt_dt` is the copy
 * the next publication must name. One row per broadcast (the primary key): the first publication is an insert, so
 * two operators publishing a broadcast's first captions at once cannot both succeed.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('brc_caption')
    .addColumn('brc_info_no', 'integer', (c) => c.primaryKey())
    .addColumn('vtt_cn', 'text', (c) => c.notNull())
    .addColumn('cue_cnt', 'integer', (c) => c.notNull())
    .addColumn('opr_user_id', 'integer', (c) => c.notNull())
    .addColumn('updt_dt', 'text', (c) => c.notNull())
    .execute();
}
