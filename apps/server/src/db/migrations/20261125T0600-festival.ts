import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * 동행축제 (festival) products: the festivals (one per season: May, September, December), their participants (a member
 * and their store, once per festival), the products participants register with their approval state and exposure,
 * and every change of a product as a history row.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('festa_campn'), dialect, 'campn_id')
    .addColumn('campn_nm', 'text', (c) => c.notNull())
    .addColumn('season', 'text', (c) => c.notNull().check(sql`season in ('may','sep','dec')`))
    .addColumn('yr', 'integer', (c) => c.notNull())
    .addColumn('campn_desc', 'text', (c) => c.notNull())
    .addColumn('bgng_ymd', 'text', (c) => c.notNull())
    .addColumn('end_ymd', 'text', (c) => c.notNull())
    .addUniqueConstraint('festa_campn_season_uq', ['yr', 'season'])
    .execute();

  await db.schema
    .createTable('festa_prtcpt')
    .addColumn('campn_id', 'integer', (c) => c.notNull().references('festa_campn.campn_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('str_nm', 'text', (c) => c.notNull())
    .addColumn('telno', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', timestamp)
    .addPrimaryKeyConstraint('festa_prtcpt_pk', ['campn_id', 'user_id'])
    .execute();

  await idColumn(db.schema.createTable('festa_manprd'), dialect, 'manprd_id')
    .addColumn('campn_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('manprd_nm', 'text', (c) => c.notNull())
    .addColumn('ctgr_cd', 'text', (c) => c.notNull())
    .addColumn('prc', 'integer', (c) => c.notNull())
    .addColumn('manprd_desc', 'text', (c) => c.notNull())
    .addColumn('buy_url', 'text')
    .addColumn('aprv_sts', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`aprv_sts in ('pending','approved','rejected')`),
    )
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'N'))
    .addColumn('rjct_rsn', 'text')
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('updt_dt', 'text', timestamp)
    .addForeignKeyConstraint(
      'festa_manprd_prtcpt_fk',
      ['campn_id', 'user_id'],
      'festa_prtcpt',
      ['campn_id', 'user_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint('festa_manprd_nm_uq', ['campn_id', 'user_id', 'manprd_nm'])
    // Only an approved product is ever shown.
    .addCheckConstraint('festa_manprd_expsr_ck', sql`expsr_yn = 'N' or aprv_sts = 'approved'`)
    .execute();
  await db.schema.createIndex('festa_manprd_user_idx').on('festa_manprd').columns(['user_id', 'manprd_id']).execute();
  await db.schema
    .createIndex('festa_manprd_sts_idx')
    .on('festa_manprd')
    .columns(['aprv_sts', 'expsr_yn', 'campn_id'])
    .execute();

  await idColumn(db.schema.createTable('festa_aprv_hst'), dialect, 'hst_id')
    .addColumn('manprd_id', 'integer', (c) => c.notNull().references('festa_manprd.manprd_id').onDelete('cascade'))
    .addColumn('hst_cd', 'text', (c) => c.notNull())
    .addColumn('aprv_sts', 'text', (c) => c.notNull())
    .addColumn('expsr_yn', 'text', (c) => c.notNull())
    .addColumn('memo', 'text')
    .addColumn('by_user_id', 'integer', (c) => c.references('app_user.user_id').onDelete('set null'))
    .addColumn('by_oper_yn', 'text', ynFlag('by_oper_yn', 'N'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('festa_aprv_hst_prd_idx').on('festa_aprv_hst').columns(['manprd_id', 'hst_id']).execute();
}
