import type { AnyKysely } from '../columns.js';

/** Search: a hit shows its application period's status and deadline (support programmes) from the index itself. */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('search_doc').addColumn('bgng_ymd', 'text').execute();
  await db.schema.alterTable('search_doc').addColumn('end_ymd', 'text').execute();
}
