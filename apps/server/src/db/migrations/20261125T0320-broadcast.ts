import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Broadcasts (issue 13): channels, broadcasts with their products, members' alert subscriptions and channel follows,
 * the alert notices already written (brc_ntcn: one per broadcast and member, so the scheduled job never writes one
 * twice), reports, and VOD comments with one level of replies and one like or dislike per member and comment.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('brc_chnl'), dialect, 'brc_chnl_id')
    .addColumn('chnl_nm', 'text', (c) => c.notNull().unique())
    .addColumn('chnl_expln', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  await idColumn(db.schema.createTable('brc_info'), dialect, 'brc_info_no')
    .addColumn('brc_chnl_id', 'integer', (c) => c.notNull().references('brc_chnl.brc_chnl_id').onDelete('cascade'))
    .addColumn('brc_type_dcd', 'text', (c) => c.notNull())
    .addColumn('brc_tit', 'text', (c) => c.notNull().unique())
    .addColumn('brc_expln', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brc_bgng_dt', 'text', (c) => c.notNull())
    .addColumn('brc_end_dt', 'text', (c) => c.notNull())
    .addColumn('media_key', 'text')
    .addColumn('prvw_tm', 'integer', (c) => c.notNull().defaultTo(180))
    .addColumn('inq_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('brc_info_type_idx').on('brc_info').columns(['brc_type_dcd', 'brc_bgng_dt']).execute();
  await db.schema.createIndex('brc_info_bgng_idx').on('brc_info').columns(['brc_bgng_dt']).execute();

  await idColumn(db.schema.createTable('brc_prdct'), dialect, 'brc_prdct_id')
    .addColumn('brc_info_no', 'integer', (c) => c.notNull().references('brc_info.brc_info_no').onDelete('cascade'))
    .addColumn('prdct_nm', 'text', (c) => c.notNull())
    .addColumn('prc', 'integer', (c) => c.notNull())
    .addColumn('seller_nm', 'text', (c) => c.notNull())
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('brc_prdct_info_idx').on('brc_prdct').columns(['brc_info_no', 'sort_seq']).execute();

  await idColumn(db.schema.createTable('brc_alarm'), dialect, 'brc_alarm_id')
    .addColumn('brc_info_no', 'integer', (c) => c.notNull().references('brc_info.brc_info_no').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('reg_dt', 'text', timestamp)
    .addUniqueConstraint('brc_alarm_once_uq', ['user_id', 'brc_info_no'])
    .execute();
  await db.schema.createIndex('brc_alarm_info_idx').on('brc_alarm').columns(['brc_info_no']).execute();

  await idColumn(db.schema.createTable('brc_sbptn'), dialect, 'brc_sbptn_id')
    .addColumn('brc_chnl_id', 'integer', (c) => c.notNull().references('brc_chnl.brc_chnl_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('reg_dt', 'text', timestamp)
    .addUniqueConstraint('brc_sbptn_once_uq', ['user_id', 'brc_chnl_id'])
    .execute();
  await db.schema.createIndex('brc_sbptn_chnl_idx').on('brc_sbptn').columns(['brc_chnl_id']).execute();

  await idColumn(db.schema.createTable('brc_ntcn'), dialect, 'brc_ntcn_id')
    .addColumn('brc_info_no', 'integer', (c) => c.notNull().references('brc_info.brc_info_no').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('reg_dt', 'text', timestamp)
    .addUniqueConstraint('brc_ntcn_once_uq', ['brc_info_no', 'user_id'])
    .execute();

  await idColumn(db.schema.createTable('brc_dclr'), dialect, 'brc_dclr_id')
    .addColumn('brc_info_no', 'integer', (c) => c.notNull().references('brc_info.brc_info_no').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('rsn_cd', 'text', (c) => c.notNull())
    .addColumn('rsn_cn', 'text')
    .addColumn('prcs_stts', 'text', (c) => c.notNull().defaultTo('WAIT'))
    .addColumn('reg_dt', 'text', timestamp)
    .addUniqueConstraint('brc_dclr_once_uq', ['brc_info_no', 'user_id'])
    .execute();

  await idColumn(db.schema.createTable('vod_cmnt'), dialect, 'vod_cmnt_id')
    .addColumn('brc_info_no', 'integer', (c) => c.notNull().references('brc_info.brc_info_no').onDelete('cascade'))
    .addColumn('up_cmnt_id', 'integer', (c) => c.references('vod_cmnt.vod_cmnt_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('cmnt_cn', 'text', (c) => c.notNull())
    .addColumn('lk_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dsk_cnt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('vod_cmnt_info_idx').on('vod_cmnt').columns(['brc_info_no', 'up_cmnt_id']).execute();

  await idColumn(db.schema.createTable('vod_cmnt_lk'), dialect, 'vod_cmnt_lk_id')
    .addColumn('vod_cmnt_id', 'integer', (c) => c.notNull().references('vod_cmnt.vod_cmnt_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('lk_dsk_cd', 'text', (c) => c.notNull())
    .addUniqueConstraint('vod_cmnt_lk_once_uq', ['vod_cmnt_id', 'user_id'])
    .execute();
}
