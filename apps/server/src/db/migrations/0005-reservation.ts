import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Studio and space reservations (decision 005): studios and spaces with their rooms and images, reservations, one
 * `rsvt_slot` row per reserved hour (primary key room + day + hour: the database itself refuses an overlap, freed by
 * deleting the rows on cancel/reject), reviews (one per reservation), favourites, inquiries, notices, and the social
 * space (set 2) items shown on the studio pages.
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  const hhmm = (name: string) => sql`${sql.ref(name)} ~ '^[0-2][0-9]00$'`;
  // SQLite has no regex operator: GLOB says the same for HH00.
  const hhmmCheck = (name: string) => (dialect === 'postgres' ? hhmm(name) : sql`${sql.ref(name)} glob '[0-2][0-9]00'`);

  await idColumn(db.schema.createTable('studio'), dialect, 'studo_id')
    .addColumn('studo_nm', 'text', (c) => c.notNull())
    .addColumn('studo_intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('studo_addr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  await idColumn(db.schema.createTable('space_grp'), dialect, 'grp_id')
    .addColumn('grp_nm', 'text', (c) => c.notNull())
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await idColumn(db.schema.createTable('space'), dialect, 'space_id')
    .addColumn('grp_id', 'integer', (c) => c.notNull().references('space_grp.grp_id'))
    .addColumn('space_nm', 'text', (c) => c.notNull())
    .addColumn('space_intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('space_dtl_intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('space_addr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tel_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('use_guide', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  await idColumn(db.schema.createTable('space_glry'), dialect, 'glry_id')
    .addColumn('space_id', 'integer', (c) => c.notNull().references('space.space_id'))
    .addColumn('img_pt_url', 'text', (c) => c.notNull())
    .addColumn('img_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await idColumn(db.schema.createTable('rsvt_room'), dialect, 'room_id')
    .addColumn('studo_id', 'integer', (c) => c.references('studio.studo_id'))
    .addColumn('space_id', 'integer', (c) => c.references('space.space_id'))
    .addColumn('room_nm', 'text', (c) => c.notNull())
    .addColumn('room_oneline_intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('room_dtl_intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('room_esntl_ntc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('oper_bgng_hhmm', 'text', (c) => c.notNull().check(hhmmCheck('oper_bgng_hhmm')))
    .addColumn('oper_end_hhmm', 'text', (c) => c.notNull().check(hhmmCheck('oper_end_hhmm')))
    .addColumn('wekend_oper_yn', 'text', ynFlag('wekend_oper_yn', 'N'))
    .addColumn('holdy_oper_yn', 'text', ynFlag('holdy_oper_yn', 'N'))
    .addColumn('max_rsvt_usr_cnt', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`max_rsvt_usr_cnt >= 0`),
    )
    .addColumn('rsvt_impss_bgng_hhmm', 'text', (c) => c.check(hhmmCheck('rsvt_impss_bgng_hhmm')))
    .addColumn('rsvt_impss_end_hhmm', 'text', (c) => c.check(hhmmCheck('rsvt_impss_end_hhmm')))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .addCheckConstraint('rsvt_room_owner_ck', sql`(studo_id is null) <> (space_id is null)`)
    .addCheckConstraint('rsvt_room_hours_ck', sql`oper_bgng_hhmm < oper_end_hhmm`)
    .execute();
  await db.schema.createIndex('rsvt_room_studio_idx').on('rsvt_room').column('studo_id').execute();
  await db.schema.createIndex('rsvt_room_space_idx').on('rsvt_room').column('space_id').execute();

  await idColumn(db.schema.createTable('room_img'), dialect, 'room_img_id')
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rsvt_room.room_id'))
    .addColumn('img_pt_url', 'text', (c) => c.notNull())
    .addColumn('img_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('room_img_room_idx').on('room_img').column('room_id').execute();

  await idColumn(db.schema.createTable('rsvt'), dialect, 'rsvt_id')
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rsvt_room.room_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
    .addColumn('rsvt_ymd', 'text', (c) => c.notNull())
    .addColumn('rsvt_bgng_hhmm', 'text', (c) => c.notNull())
    .addColumn('rsvt_end_hhmm', 'text', (c) => c.notNull())
    .addColumn('rsvt_usrcnt', 'integer', (c) => c.notNull().check(sql`rsvt_usrcnt >= 1`))
    .addColumn('rsvt_user_cnctel', 'text', (c) => c.notNull())
    .addColumn('rsvt_dmnd_cn', 'text')
    .addColumn('str_nm', 'text', (c) => c.notNull())
    .addColumn('brno', 'text', (c) => c.notNull())
    .addColumn('use_ctgr_dcd', 'text', (c) => c.notNull())
    .addColumn('shoot_ctgr_dcd', 'text', (c) => c.notNull())
    .addColumn('str_pattn_dcd', 'text', (c) => c.notNull())
    .addColumn('rprs_gds_nm', 'text', (c) => c.notNull())
    .addColumn('brnd_nm', 'text', (c) => c.notNull())
    .addColumn('letoff_chnl', 'text')
    .addColumn('loan_pss_equ', 'text', (c) => c.notNull())
    .addColumn('osd_add_expct_equ', 'text')
    .addColumn('rsvt_stts', 'text', (c) =>
      c
        .notNull()
        .defaultTo('REQUESTED')
        .check(sql`rsvt_stts in ('REQUESTED','CONFIRMED','REJECTED','CANCELED')`),
    )
    .addColumn('stts_rsn', 'text')
    .addColumn('stts_chg_by', 'integer')
    .addColumn('stts_chg_dt', 'text')
    .addColumn('reg_dt', 'text', timestamp)
    .addCheckConstraint('rsvt_hours_ck', sql`rsvt_bgng_hhmm < rsvt_end_hhmm`)
    .execute();
  await db.schema.createIndex('rsvt_user_idx').on('rsvt').columns(['user_id', 'rsvt_ymd']).execute();
  await db.schema.createIndex('rsvt_room_day_idx').on('rsvt').columns(['room_id', 'rsvt_ymd']).execute();

  // One row per reserved hour [rsvt_hour, rsvt_hour + 1): the primary key is the overlap guard.
  await db.schema
    .createTable('rsvt_slot')
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rsvt_room.room_id'))
    .addColumn('rsvt_ymd', 'text', (c) => c.notNull())
    .addColumn('rsvt_hour', 'integer', (c) => c.notNull().check(sql`rsvt_hour between 0 and 23`))
    .addColumn('rsvt_id', 'integer', (c) => c.notNull().references('rsvt.rsvt_id'))
    .addPrimaryKeyConstraint('rsvt_slot_pk', ['room_id', 'rsvt_ymd', 'rsvt_hour'])
    .execute();
  await db.schema.createIndex('rsvt_slot_rsvt_idx').on('rsvt_slot').column('rsvt_id').execute();

  await idColumn(db.schema.createTable('room_revw'), dialect, 'revw_id')
    .addColumn('rsvt_id', 'integer', (c) => c.notNull().unique().references('rsvt.rsvt_id'))
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rsvt_room.room_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
    .addColumn('revw_cmnt', 'text', (c) => c.notNull())
    .addColumn('starrt_score', 'integer', (c) => c.notNull().check(sql`starrt_score between 1 and 5`))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('room_revw_room_idx').on('room_revw').columns(['room_id', 'reg_dt']).execute();

  await db.schema
    .createTable('space_favr')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
    .addColumn('space_id', 'integer', (c) => c.notNull().references('space.space_id'))
    .addColumn('reg_dt', 'text', timestamp)
    .addPrimaryKeyConstraint('space_favr_pk', ['user_id', 'space_id'])
    .execute();

  await idColumn(db.schema.createTable('space_inq'), dialect, 'inq_id')
    .addColumn('space_id', 'integer', (c) => c.notNull().references('space.space_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id'))
    .addColumn('inq_tit', 'text', (c) => c.notNull())
    .addColumn('inq_cn', 'text', (c) => c.notNull())
    .addColumn('ans_cn', 'text')
    .addColumn('ans_dt', 'text')
    .addColumn('del_yn', 'text', ynFlag('del_yn', 'N'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('space_inq_user_idx').on('space_inq').columns(['user_id', 'del_yn']).execute();

  await idColumn(db.schema.createTable('rsvt_ntc'), dialect, 'ntc_id')
    .addColumn('ntc_tit', 'text', (c) => c.notNull())
    .addColumn('ntc_cn', 'text', (c) => c.notNull())
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  // No studio copy of social-space items: studio/plygrnds2 is the content engine's plygrnd2 (0006 content_item).
}
