import type { AnyKysely } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Broadcast's old report table goes (issue 38, decision 041): its rows were copied into the one report queue's
 * comun_rpt as kind `brc` by 20261204T1101-community (migration-broadcast-reports.test.ts), and nothing has written or
 * read it since. Nothing references it, so a plain drop is the same on both engines.
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema.dropTable('brc_dclr').ifExists().execute();
}
