import type { AnyKysely } from '../columns.js';

/**
 * Keyset-friendly lists (issue 42, decision 042): the content boards' order (pinned first, newest first, the id last)
 * as an index that also holds every column the visibility filter reads, so a page's ids — however deep — are read
 * from the index alone, in order, and only the page's own rows are read from the table.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createIndex('content_item_order_idx')
    .on('content_item')
    .columns([
      'contents_type',
      'use_yn',
      'expsr_yn',
      'fix_yn',
      'reg_dt',
      'contents_id',
      'ctgr_code',
      'pstg_bgng_dt',
      'pstg_end_dt',
    ])
    .execute();
}
