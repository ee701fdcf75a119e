import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';

/**
 * The campaigns desk (issue 38): a campaign wants a number of creators (`rcrt_cnt`) and counts the ones selected
 * (`slct_cnt`); a selection claims a place with a conditional UPDATE (`slct_cnt < rcrt_cnt`), so two operators can
 * never select more than the campaign wants. Its picture has alt text; an early close keeps its reason and time; a
 * change stamps `mdfcn_dt` (the copy a console change names). An application keeps the reason of its decision and
 * when it last changed.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('match_campn')
    .addColumn('rcrt_cnt', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();
  await db.schema
    .alterTable('match_campn')
    .addColumn('slct_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('match_campn').addColumn('img_alt', 'text').execute();
  await db.schema.alterTable('match_campn').addColumn('clos_rsn', 'text').execute();
  await db.schema.alterTable('match_campn').addColumn('clos_dt', 'text').execute();
  await db.schema.alterTable('match_campn').addColumn('mdfcn_dt', 'text').execute();
  await sql`update match_campn set mdfcn_dt = reg_dt`.execute(db);
  await sql`update match_campn set slct_cnt = (select count(*) from campn_aply a where a.match_campn_id = match_campn.match_campn_id and a.aply_stts = 'SELECTED')`.execute(
    db,
  );
  await db.schema.alterTable('campn_aply').addColumn('stts_rsn', 'text').execute();
  await db.schema.alterTable('campn_aply').addColumn('mdfcn_dt', 'text').execute();
}
