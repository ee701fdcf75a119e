import type { AnyKysely } from '../columns.js';

/**
 * The day-before reminder of a confirmed reservation (issue 40): `rmnd_dt` is when the member was reminded (null until
 * then). The reminder job claims a reservation by a conditional UPDATE of this column (still null, still confirmed),
 * in the transaction that writes the message, so a rerun or two runs at once remind each reservation once.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('rsvt').addColumn('rmnd_dt', 'text').execute();
}
