import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';

/**
 * The popups the main page asks for on every view (issue 42, decision 042): a partial index of the few notices that
 * are popups, so finding them does not walk every notice (1 s at 1,000,000 notices, the main page's slowest call).
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createIndex('content_item_popup_idx')
    .on('content_item')
    .columns(['contents_type', 'end_ymd'])
    .where(sql.ref('popup_kind'), 'is not', null)
    .execute();
}
