import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The broadcast desk of the operator console (issue 39): a channel and a broadcast name the copy an operator changes
 * (`updt_dt`, their registration time for the rows there already); a channel has a picture and a broadcast a poster
 * the operator uploads, each with its alternative text (null: none — a broadcast then shows its media's poster frame).
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('brc_chnl')
    .addColumn('updt_dt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('brc_chnl').addColumn('chnl_img_url', 'text').execute();
  await db.schema.alterTable('brc_chnl').addColumn('chnl_img_alt', 'text').execute();
  await sql`update brc_chnl set updt_dt = reg_dt`.execute(db);
  await db.schema
    .alterTable('brc_info')
    .addColumn('updt_dt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('brc_info').addColumn('pstr_img_url', 'text').execute();
  await db.schema.alterTable('brc_info').addColumn('pstr_img_alt', 'text').execute();
  await sql`update brc_info set updt_dt = reg_dt`.execute(db);
}
