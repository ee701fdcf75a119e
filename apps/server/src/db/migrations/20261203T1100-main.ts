import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The main page's console desk (issue 37): a banner and a section group carry the time of their last change, the copy
 * a console change names (a stale one is refused); a banner gets its display period (Seoul days, both ends shown;
 * null = open). Existing rows start from their registration time (groups, which have none, from now).
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('main_bannr').addColumn('updt_dt', 'text', timestamp).execute();
  await db.schema.alterTable('main_bannr').addColumn('pstg_bgng_ymd', 'text').execute();
  await db.schema.alterTable('main_bannr').addColumn('pstg_end_ymd', 'text').execute();
  await sql`update main_bannr set updt_dt = reg_dt`.execute(db);
  await db.schema.alterTable('main_sect_grp').addColumn('updt_dt', 'text', timestamp).execute();
  await sql`update main_sect_grp set updt_dt = ${new Date().toISOString()}`.execute(db);
}
