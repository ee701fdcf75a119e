import type { AnyKysely } from '../columns.js';

/**
 * The main page's course cards come from the e-learning catalogue (its featured courses): the main page's own
 * course table, a stand-in from before e-learning existed, is dropped so courses have one source.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('main_course').ifExists().execute();
}
