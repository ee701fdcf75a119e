import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Operators' roles (decision 034), each grant and removal kept with who, when and why; and their second factor: the TOTP secret (RFC 6238) kept encrypted, the last time step used (a code
 * is good once), and ten one-time recovery codes kept hashed; a session records when it passed the second factor.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('opr_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('role_cd', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'integer')
    .addColumn('reg_dt', 'text', timestamp)
    .addPrimaryKeyConstraint('opr_role_pk', ['user_id', 'role_cd'])
    .execute();

  await idColumn(db.schema.createTable('opr_role_hist'), dialect, 'hist_id')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('role_cd', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('GRANT','REVOKE')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('opr_role_hist_user_idx').on('opr_role_hist').columns(['user_id', 'hist_id']).execute();

  await db.schema
    .createTable('opr_mfa')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.user_id').onDelete('cascade'))
    .addColumn('secret_enc', 'text')
    .addColumn('pending_secret_enc', 'text')
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enrolled_at', 'text')
    .addColumn('updt_dt', 'text', timestamp)
    .execute();
  await db.schema
    .createTable('opr_mfa_recovery')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('opr_mfa_recovery_pk', ['user_id', 'code_hash'])
    .execute();
  await db.schema.alterTable('user_session').addColumn('second_factor_at', 'text').execute();
}
