import type { AnyKysely } from '../columns.js';

/**
 * Keyset-friendly lists (issue 42, decision 042): the community list's order (newest first, the id last) behind its
 * filter, across every category (전체) and within one, so a page's ids are read from the index alone and in order.
 * The category index replaces comun_bltartcl_list_idx (its columns without the shown/in-use flags).
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createIndex('comun_bltartcl_all_idx')
    .on('comun_bltartcl')
    .columns(['use_yn', 'expsr_yn', 'reg_dt', 'comun_bltartcl_id'])
    .execute();
  await db.schema
    .createIndex('comun_bltartcl_ctgr_idx')
    .on('comun_bltartcl')
    .columns(['comun_ctgr_dcd', 'use_yn', 'expsr_yn', 'reg_dt', 'comun_bltartcl_id'])
    .execute();
  await db.schema.dropIndex('comun_bltartcl_list_idx').execute();
}
