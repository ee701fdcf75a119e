import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The small-business communities desk of the operator console (issue 38): a community names the copy an operator
 * changes (`updt_dt`, its creation time for the communities there already), its cover's alt text, and why it was
 * closed; a notice or data entry names its copy too (`cmnt_brd.updt_dt`).
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('cmnt')
    .addColumn('updt_dt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('cmnt').addColumn('cover_img_alt', 'text').execute();
  await db.schema.alterTable('cmnt').addColumn('clos_rsn', 'text').execute();
  await sql`update cmnt set updt_dt = reg_dt`.execute(db);
  await db.schema
    .alterTable('cmnt_brd')
    .addColumn('updt_dt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update cmnt_brd set updt_dt = reg_dt`.execute(db);
}
