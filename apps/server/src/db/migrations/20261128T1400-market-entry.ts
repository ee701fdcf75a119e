import type { AnyKysely } from '../columns.js';

/**
 * Market entry: what a draft kept as typed because it was not well formed yet (a business number whose check digit
 * is wrong, a price with letters), as JSON `[{field, input, message}]`; the stored columns keep only well-formed
 * values (issue 33, item 10: a draft never loses what was typed).
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('cmstr_aply').addColumn('draft_input', 'text').execute();
}
