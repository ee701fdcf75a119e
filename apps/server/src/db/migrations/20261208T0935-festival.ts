import type { AnyKysely } from '../columns.js';
import { timestamp, ynFlag } from '../columns.js';

/**
 * The festival seasons desk (issue 39): a season's application period (members join only within it when it is set),
 * whether the public festival page shows the season, and the copy (`updt_dt`) an operator's edit names.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('festa_campn').addColumn('aply_bgng_ymd', 'text').execute();
  await db.schema.alterTable('festa_campn').addColumn('aply_end_ymd', 'text').execute();
  await db.schema.alterTable('festa_campn').addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y')).execute();
  await db.schema.alterTable('festa_campn').addColumn('updt_dt', 'text', timestamp).execute();
}
