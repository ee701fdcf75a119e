import type { AnyKysely } from '../columns.js';
import { timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Login guard: failed logins of ids that name no account, so an unknown id locks after the same 5 failures as a known
 * one and the login answer never tells which ids exist (accounts keep their own count in app_user.lgn_fail_cnt).
 * - login_guard: keyed by the SHA-256 (base64url) of the login id as typed (trimmed), never the id itself; counted by
 *   one upsert (INSERT ... ON CONFLICT DO UPDATE SET fail_cnt = fail_cnt + 1), so concurrent failures each get their
 *   own count; first and last failure times for housekeeping.
 */
export async function up(db: AnyKysely, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('login_guard')
    .addColumn('lgn_id_hash', 'text', (c) => c.primaryKey())
    .addColumn('fail_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_fail_at', 'text', timestamp)
    .addColumn('updated_at', 'text', timestamp)
    .execute();
  await db.schema.createIndex('login_guard_updated_idx').on('login_guard').column('updated_at').execute();
}
