import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The studios desk (issue 38): a studio's copy (`updt_dt`), the stale-copy check of every console change to it. A
 * studio seeded before has its registration time as its copy.
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('studio')
    .addColumn('updt_dt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update studio set updt_dt = reg_dt`.execute(db);
}
