import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Uploads (issue 33): a stored file is served at the public /files/<key> only when it is meant for everyone
 * (public_yn 'Y': the images pages show — profile, foothold, editor and post images). Everything else — market-entry
 * documents, certificates, course materials, attachments — is read only through the call that checks the reader.
 * Rows stored before are public when they were such an image upload (kinds rprs, img, editor, by content an image).
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('uploaded_file').addColumn('public_yn', 'text', ynFlag('public_yn', 'N')).execute();
  await sql`update uploaded_file set public_yn = 'Y'
            where contents_type in ('rprs', 'img', 'editor') and mime_type like 'image/%'`.execute(db);
}
