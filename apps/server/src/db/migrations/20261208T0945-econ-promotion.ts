import type { AnyKysely } from '../columns.js';
import { timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The promotions desk (issue 39): programmes created and edited at the console. A programme gets whether visitors
 * see it (`expsr_yn`), its running period (`opr_bgng_ymd`–`opr_end_ymd`, beside the application period it had), a
 * picture with its alternative text, and its copy (`updt_dt`). Rows from before keep the epoch as their first copy.
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('econ_prgm').addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y')).execute();
  await db.schema.alterTable('econ_prgm').addColumn('opr_bgng_ymd', 'text').execute();
  await db.schema.alterTable('econ_prgm').addColumn('opr_end_ymd', 'text').execute();
  await db.schema.alterTable('econ_prgm').addColumn('img_pt_url', 'text').execute();
  await db.schema
    .alterTable('econ_prgm')
    .addColumn('img_alt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('econ_prgm').addColumn('updt_dt', 'text', timestamp).execute();
}
