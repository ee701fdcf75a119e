import type { AnyKysely } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The notices desk (issue 37): a notice's posting window (instants, ISO UTC; null = from registration / without end),
 * decided at read time so a scheduled notice appears by itself, and how long a popup's 'N일간 보지 않기' hides it
 * (1 or 30 days; null = the popup kind's default). The popup window stays bgng_ymd–end_ymd.
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('content_item').addColumn('pstg_bgng_dt', 'text').execute();
  await db.schema.alterTable('content_item').addColumn('pstg_end_dt', 'text').execute();
  await db.schema.alterTable('content_item').addColumn('popup_hide_days', 'integer').execute();
}
