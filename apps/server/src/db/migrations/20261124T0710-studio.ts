import type { AnyKysely } from '../columns.js';

/** Studio: a room's fee in won per hour (0 = free), stated on the room page beside its rules. */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('rsvt_room')
    .addColumn('use_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
