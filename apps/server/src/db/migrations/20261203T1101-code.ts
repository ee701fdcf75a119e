import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The code desk (issue 37): a code value carries the time of its last change, the copy a console change names, and
 * whether an operator changed it (`updt_by`): the reference seed, run at every start, renames and reorders only the
 * values no operator has touched.
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('cmmn_cd').addColumn('updt_dt', 'text', timestamp).execute();
  await db.schema.alterTable('cmmn_cd').addColumn('updt_by', 'integer').execute();
  await sql`update cmmn_cd set updt_dt = ${new Date().toISOString()}`.execute(db);
}
