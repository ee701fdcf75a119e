import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/** The prohibited-word desk (issue 37): a word carries the time of its last change, the copy a removal names. */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('prohibited_word').addColumn('updt_dt', 'text', timestamp).execute();
  await sql`update prohibited_word set updt_dt = reg_dt`.execute(db);
}
