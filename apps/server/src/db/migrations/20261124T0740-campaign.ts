import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Campaigns: product categories, matching campaigns and creators' applications. An application is unique per
 * campaign and member (campn_aply_once_uq): the database, not a read before the write, refuses a second one.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('gds_cls'), dialect, 'gds_cls_id')
    .addColumn('cls_nm', 'text', (c) => c.notNull())
    .addColumn('cls_lv', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addUniqueConstraint('gds_cls_nm_uq', ['cls_lv', 'cls_nm'])
    .execute();

  await idColumn(db.schema.createTable('match_campn'), dialect, 'match_campn_id')
    .addColumn('match_campn_nm', 'text', (c) => c.notNull().unique())
    .addColumn('match_campn_cn', 'text', (c) => c.notNull())
    .addColumn('entry_bgng_ymd', 'text', (c) => c.notNull())
    .addColumn('entry_end_ymd', 'text', (c) => c.notNull())
    .addColumn('entry_end_dt', 'text', (c) => c.notNull())
    .addColumn('match_campn_bgng_ymd', 'text', (c) => c.notNull())
    .addColumn('match_campn_end_ymd', 'text', (c) => c.notNull())
    .addColumn('gds_cls_id', 'integer', (c) => c.notNull().references('gds_cls.gds_cls_id'))
    .addColumn('rprs_img_pt', 'text')
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema
    .createIndex('match_campn_entry_idx')
    .on('match_campn')
    .columns(['entry_end_ymd', 'match_campn_id'])
    .execute();

  await idColumn(db.schema.createTable('campn_aply'), dialect, 'campn_aply_id')
    .addColumn('match_campn_id', 'integer', (c) =>
      c.notNull().references('match_campn.match_campn_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('aply_stts', 'text', (c) =>
      c
        .notNull()
        .defaultTo('APPLIED')
        .check(sql`aply_stts in ('APPLIED','SELECTED','NOT_SELECTED')`),
    )
    .addColumn('aply_dt', 'text', timestamp)
    .addUniqueConstraint('campn_aply_once_uq', ['match_campn_id', 'user_id'])
    .execute();
  await db.schema.createIndex('campn_aply_user_idx').on('campn_aply').columns(['user_id', 'aply_dt']).execute();
}
