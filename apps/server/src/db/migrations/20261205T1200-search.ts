import type { AnyKysely } from '../columns.js';

/**
 * Every public page's first HTML lists the newest indexed pages under its address (`documentsUnder`: url like
 * 'prefix%' newest first) and the sitemap the newest of all: an index in that order lets both stop after their few
 * rows instead of sorting the whole index (issue 42, decision 042).
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.createIndex('search_doc_reg_idx').on('search_doc').columns(['reg_dt', 'id']).execute();
}
