import type { AnyKysely } from '../columns.js';

/**
 * Market entry (issue 39): each state move of an application names the state it left, so the console's history reads
 * who moved it, when, from what, to what and why. Rows from before have none (null: shown as '-').
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('cmstr_hist').addColumn('from_sts', 'text').execute();
}
