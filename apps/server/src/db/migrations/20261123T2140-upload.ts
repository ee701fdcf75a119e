import type { AnyKysely } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Uploads: a member's daily quota and the orphan clean-up.
 * - upload_quota: bytes and files used per member and Seoul calendar day. The upload service reserves a request's
 *   share with one conditional upsert (the WHERE of ON CONFLICT DO UPDATE holds the limit), so two parallel uploads
 *   can never both take the last slot. Bytes are bigint on PostgreSQL (a day's quota may pass 2 GB).
 * - uploaded_file(reg_dt): the clean-up job pages through files older than the orphan age.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('upload_quota')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('quota_ymd', 'text', (c) => c.notNull())
    .addColumn('used_bytes', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('upload_quota_pk', ['user_id', 'quota_ymd'])
    .execute();
  await db.schema.createIndex('upload_quota_ymd_idx').on('upload_quota').column('quota_ymd').execute();
  await db.schema.createIndex('uploaded_file_reg_dt_idx').on('uploaded_file').columns(['reg_dt', 'file_id']).execute();
}
