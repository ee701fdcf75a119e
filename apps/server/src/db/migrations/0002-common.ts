import type { AnyKysely } from '../columns.js';
import type { Dialect } from '../database.js';

/** Common calls (codes, uploads, view counts, holidays, privacy policy): additions to the 0001 tables. */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  // Which slot of the menu the file was uploaded for (rprs, img, editor); menu_type says which menu.
  await db.schema.alterTable('uploaded_file').addColumn('contents_type', 'text').execute();
  await db.schema.createIndex('uploaded_file_user_idx').on('uploaded_file').column('user_id').execute();
}
