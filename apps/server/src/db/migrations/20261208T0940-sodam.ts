import type { AnyKysely } from '../columns.js';
import { timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The 소담상회 desk (issue 39): stores and products edited at the console. Each gets whether visitors see it
 * (`expsr_yn`), a picture with its alternative text, and its copy (`updt_dt`, the stale-copy check of every console
 * change); a product gets the link to where it is sold. Rows from before keep the epoch as their first copy.
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  for (const table of ['sodam_store', 'sodam_product']) {
    await db.schema.alterTable(table).addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y')).execute();
    await db.schema.alterTable(table).addColumn('img_pt_url', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('img_alt', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable(table).addColumn('updt_dt', 'text', timestamp).execute();
  }
  await db.schema.alterTable('sodam_product').addColumn('link_url', 'text').execute();
}
