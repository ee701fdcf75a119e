import type { AnyKysely } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The dashboard's page views (issue 37): one row per public page's path and Seoul day, incremented as the server
 * answers the page (an upsert on the key), so the chart sums a few rows per day however many visits there were.
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('page_view_day')
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('view_ymd', 'text', (c) => c.notNull())
    .addColumn('view_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_view_day_pk', ['view_ymd', 'page_path'])
    .execute();
}
