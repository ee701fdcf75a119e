import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The rooms desk (issue 38): a room's copy (`updt_dt`, the stale-copy check of every console change), its equipment
 * and its limit of consecutive hours (1–4), and the days an operator closed one room, with the reason members read.
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('rsvt_room')
    .addColumn('updt_dt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('rsvt_room')
    .addColumn('room_equ_cn', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('rsvt_room')
    .addColumn('max_rsvt_hr', 'integer', (c) => c.notNull().defaultTo(4))
    .execute();
  await sql`update rsvt_room set updt_dt = reg_dt`.execute(db);
  await db.schema
    .createTable('room_closure')
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('ymd', 'text', (c) => c.notNull())
    .addColumn('rsn', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('room_closure_pk', ['room_id', 'ymd'])
    .execute();
}
