import type { AnyKysely } from '../columns.js';

/**
 * The console's transcoding of an uploaded recording or short (issue 39, decision 051). brc_media_job: one row per
 * broadcast, its latest transcode — the uploaded file (tus id), the queue job's token, the state (WAIT 대기, RUN 변환
 * 중, DONE 완료, FAIL 실패), the percent, the Korean error, the media key published, by whom and when. `updt_dt` is the
 * copy a new start must name: the first start is an insert under the primary key, the next a conditional UPDATE on
 * `updt_dt` (and a state that is not waiting or running), so two starts on one copy cannot both win. `media_seq`
 * counts the transcodes: each publishes under a new media key `brc-<n>-<seq>`, so no browser keeps an old segment.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('brc_media_job')
    .addColumn('brc_info_no', 'integer', (c) => c.primaryKey())
    .addColumn('job_tkn', 'text', (c) => c.notNull())
    .addColumn('upld_id', 'text', (c) => c.notNull())
    .addColumn('file_nm', 'text', (c) => c.notNull())
    .addColumn('sts_cd', 'text', (c) => c.notNull())
    .addColumn('prgrs_pct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('err_msg', 'text')
    .addColumn('media_seq', 'integer', (c) => c.notNull())
    .addColumn('media_key', 'text')
    .addColumn('opr_user_id', 'integer', (c) => c.notNull())
    .addColumn('reg_dt', 'text', (c) => c.notNull())
    .addColumn('bgng_dt', 'text')
    .addColumn('end_dt', 'text')
    .addColumn('updt_dt', 'text', (c) => c.notNull())
    .execute();
}
