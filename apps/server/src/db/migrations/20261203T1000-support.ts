import type { AnyKysely } from '../columns.js';

/**
 * The support programmes desk (issue 37): a programme closed early keeps its reason and time (the period's end moves
 * to the day before, so every public rule that reads the period sees it closed); an application keeps when it last
 * changed (the copy a console change names) and the reason of its state (a 미선정 names one).
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('sprt_biz').addColumn('clos_rsn', 'text').execute();
  await db.schema.alterTable('sprt_biz').addColumn('clos_dt', 'text').execute();
  await db.schema.alterTable('sprt_biz_aply').addColumn('mdfcn_dt', 'text').execute();
  await db.schema.alterTable('sprt_biz_aply').addColumn('stts_rsn', 'text').execute();
}
