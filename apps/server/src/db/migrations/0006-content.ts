import { sql } from 'kysely';
import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * Public information: the one content engine (news, interviews, social space, sentcont, sales support, notices),
 * support programmes and applications, the MSS feed tables, main page banners and sections, short links, and the
 * Korean search index (bigram and 초성 token columns; FTS5 on SQLite, GIN tsvector indexes on PostgreSQL).
 */
export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('content_item'), dialect, 'contents_id')
    .addColumn('contents_type', 'text', (c) => c.notNull())
    .addColumn('ctgr_code', 'text')
    .addColumn('tit', 'text', (c) => c.notNull())
    .addColumn('smry', 'text')
    .addColumn('cn', 'text', (c) => c.notNull())
    .addColumn('thmbnl_img_pt_url', 'text')
    .addColumn('bgng_ymd', 'text')
    .addColumn('end_ymd', 'text')
    .addColumn('link_url', 'text')
    .addColumn('popup_kind', 'text', (c) => c.check(sql`popup_kind in ('common','support','edu')`))
    .addColumn('fix_yn', 'text', ynFlag('fix_yn', 'N'))
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y'))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('rgtr_id', 'integer')
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .execute();
  await db.schema
    .createIndex('content_item_list_idx')
    .on('content_item')
    .columns(['contents_type', 'use_yn', 'expsr_yn', 'reg_dt'])
    .execute();

  await idColumn(db.schema.createTable('content_atch'), dialect, 'atch_id')
    .addColumn('contents_id', 'integer', (c) => c.notNull().references('content_item.contents_id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().unique().references('uploaded_file.file_id'))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('content_atch_item_idx').on('content_atch').column('contents_id').execute();

  await idColumn(db.schema.createTable('sprt_biz'), dialect, 'sprt_biz_id')
    .addColumn('sprt_biz_nm', 'text', (c) => c.notNull())
    .addColumn('sprt_biz_yr', 'integer', (c) => c.notNull())
    .addColumn('aply_bgng_ymd', 'text', (c) => c.notNull())
    .addColumn('aply_end_ymd', 'text', (c) => c.notNull())
    .addColumn('aply_url', 'text')
    .addColumn('sprt_biz_cn', 'text', (c) => c.notNull())
    .addColumn('sprt_pattn_dcd', 'text', (c) => c.notNull().check(sql`sprt_pattn_dcd in ('1','2')`))
    .addColumn('biz_desc', 'text', (c) => c.notNull())
    .addColumn('inst_nm', 'text', (c) => c.notNull())
    .addColumn('fld_cd', 'text', (c) => c.notNull())
    .addColumn('rgn_cd', 'text', (c) => c.notNull())
    .addColumn('trgt_cd', 'text', (c) => c.notNull().defaultTo('ALL'))
    .addColumn('prtl_aply_yn', 'text', ynFlag('prtl_aply_yn', 'N'))
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y'))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('mdfcn_dt', 'text', timestamp)
    .addCheckConstraint('sprt_biz_period_ck', sql`aply_bgng_ymd <= aply_end_ymd`)
    .execute();
  await db.schema.createIndex('sprt_biz_end_idx').on('sprt_biz').columns(['aply_end_ymd', 'aply_bgng_ymd']).execute();
  await db.schema
    .createIndex('sprt_biz_nm_uq')
    .on('sprt_biz')
    .columns(['sprt_biz_yr', 'sprt_biz_nm'])
    .unique()
    .execute();

  // One application per member per programme: the database refuses the second, whatever the application code does.
  await idColumn(db.schema.createTable('sprt_biz_aply'), dialect, 'aply_id')
    .addColumn('sprt_biz_id', 'integer', (c) => c.notNull().references('sprt_biz.sprt_biz_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.user_id').onDelete('cascade'))
    .addColumn('aply_stts', 'text', (c) => c.notNull().defaultTo('RECEIVED'))
    .addColumn('aply_dt', 'text', timestamp)
    .addUniqueConstraint('sprt_biz_aply_once_uq', ['sprt_biz_id', 'user_id'])
    .execute();
  await db.schema.createIndex('sprt_biz_aply_user_idx').on('sprt_biz_aply').columns(['user_id', 'aply_dt']).execute();

  await db.schema
    .createTable('mss_sprt_biz')
    .addColumn('pblanc_id', 'text', (c) => c.primaryKey())
    .addColumn('pblanc_nm', 'text', (c) => c.notNull())
    .addColumn('jrsd_instt_nm', 'text', (c) => c.notNull())
    .addColumn('exc_instt_nm', 'text')
    .addColumn('reqst_bgng_ymd', 'text', (c) => c.notNull())
    .addColumn('reqst_end_ymd', 'text', (c) => c.notNull())
    .addColumn('pblanc_url', 'text')
    .addColumn('bsns_sumry_cn', 'text')
    .addColumn('sprt_fld_nm', 'text')
    .addColumn('trget_nm', 'text')
    .addColumn('imported_at', 'text', timestamp)
    .execute();
  await idColumn(db.schema.createTable('mss_cmpny_sprt_hist'), dialect, 'hist_id')
    .addColumn('brno', 'text', (c) => c.notNull())
    .addColumn('pblanc_id', 'text')
    .addColumn('biz_nm', 'text', (c) => c.notNull())
    .addColumn('sprt_ymd', 'text', (c) => c.notNull())
    .addColumn('sprt_amt', 'integer')
    .addColumn('stts_nm', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', timestamp)
    .addUniqueConstraint('mss_hist_uq', ['brno', 'biz_nm', 'sprt_ymd'])
    .execute();

  await idColumn(db.schema.createTable('main_bannr'), dialect, 'bannr_id')
    .addColumn('bannr_tit', 'text', (c) => c.notNull())
    .addColumn('bannr_sub_tit', 'text')
    .addColumn('bannr_img_pt_url', 'text')
    .addColumn('bannr_img_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_url', 'text')
    .addColumn('new_win_yn', 'text', ynFlag('new_win_yn', 'N'))
    .addColumn('bg_color', 'text', (c) => c.notNull().defaultTo('#0b50d0'))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y'))
    .addColumn('reg_dt', 'text', timestamp)
    .execute();
  await idColumn(db.schema.createTable('main_sect_grp'), dialect, 'sect_grp_id')
    .addColumn('sect_grp_nm', 'text', (c) => c.notNull())
    .addColumn('sect_grp_desc', 'text')
    .addColumn('more_url', 'text')
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y'))
    .execute();
  await idColumn(db.schema.createTable('main_sect_item'), dialect, 'sect_item_id')
    .addColumn('sect_grp_id', 'integer', (c) => c.notNull().references('main_sect_grp.sect_grp_id').onDelete('cascade'))
    .addColumn('item_tit', 'text', (c) => c.notNull())
    .addColumn('item_desc', 'text')
    .addColumn('link_url', 'text', (c) => c.notNull())
    .addColumn('badge_nm', 'text')
    .addColumn('icon', 'text')
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await idColumn(db.schema.createTable('main_edu_bannr'), dialect, 'edu_bannr_id')
    .addColumn('edu_bannr_tit', 'text', (c) => c.notNull())
    .addColumn('edu_bannr_sub_tit', 'text')
    .addColumn('link_url', 'text')
    .addColumn('bg_color', 'text', (c) => c.notNull().defaultTo('#003675'))
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .execute();
  await idColumn(db.schema.createTable('main_course'), dialect, 'course_id')
    .addColumn('course_nm', 'text', (c) => c.notNull())
    .addColumn('course_desc', 'text')
    .addColumn('lrn_hr', 'integer', (c) => c.notNull())
    .addColumn('lvl_nm', 'text', (c) => c.notNull())
    .addColumn('instr_nm', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text', (c) => c.notNull())
    .addColumn('sort_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_yn', 'text', ynFlag('use_yn', 'Y'))
    .execute();

  await db.schema
    .createTable('short_url')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('reg_dt', 'text', timestamp)
    .execute();

  // The search index: one row per searchable document (content items and support programmes). Token columns hold
  // the bigrams in order, each prefixed with a one-letter type code (decision 007); the short columns come first so
  // reading a result row never walks the overflow pages of the long ones.
  await idColumn(db.schema.createTable('search_doc'), dialect)
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('doc_id', 'text', (c) => c.notNull())
    .addColumn('reg_dt', 'text', (c) => c.notNull())
    .addColumn('tit', 'text', (c) => c.notNull())
    .addColumn('smry', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('tit_tokens', 'text', (c) => c.notNull())
    .addColumn('body_tokens', 'text', (c) => c.notNull())
    .addColumn('cho_tokens', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_doc_uq', ['doc_type', 'doc_id'])
    .execute();

  if (dialect === 'sqlite') {
    // Contentless FTS5 whose rowid is the newest-first key (reg_dt seconds << 31 | id): FTS5 walks doclists in rowid
    // order, so `order by rowid desc limit n` stops after n hits instead of ranking all of them; search_doc.id is
    // recovered as key & (2^31 - 1). The type-coded tokens make one type's hits one doclist.
    await sql`create virtual table search_fts using fts5(
      tit_tokens, body_tokens, cho_tokens,
      content='', contentless_delete=1, prefix='2', tokenize='unicode61 remove_diacritics 0')`.execute(db);
    const key = (row: 'new' | 'old') => sql.raw(`((coalesce(unixepoch(${row}.reg_dt), 0) << 31) | ${row}.id)`);
    await sql`create trigger search_doc_ai after insert on search_doc begin
      insert into search_fts(rowid, tit_tokens, body_tokens, cho_tokens)
        values (${key('new')}, new.tit_tokens, new.body_tokens, new.cho_tokens);
    end`.execute(db);
    await sql`create trigger search_doc_ad after delete on search_doc begin
      delete from search_fts where rowid = ${key('old')};
    end`.execute(db);
    await sql`create trigger search_doc_au after update on search_doc begin
      delete from search_fts where rowid = ${key('old')};
      insert into search_fts(rowid, tit_tokens, body_tokens, cho_tokens)
        values (${key('new')}, new.tit_tokens, new.body_tokens, new.cho_tokens);
    end`.execute(db);
  } else {
    // Stored tsvectors (computed once on write, not per query) with GIN indexes: capped counts and rare terms read
    // one type-coded posting list. A btree in result order answers common terms' newest rows by walking one type's
    // newest rows until n of them match; the planner picks between the two by the tsvector statistics.
    await sql`alter table search_doc
      add column tit_tsv tsvector generated always as (to_tsvector('simple'::regconfig, tit_tokens)) stored,
      add column all_tsv tsvector generated always as
        (to_tsvector('simple'::regconfig, tit_tokens || ' ' || body_tokens)) stored,
      add column cho_tsv tsvector generated always as (to_tsvector('simple'::regconfig, cho_tokens)) stored`.execute(
      db,
    );
    // Keep heap rows narrow (token texts and tsvectors out of line, the short display columns inline): counting reads
    // one heap row per hit for visibility, and narrow rows mean those reads hit few, cached pages.
    await sql`alter table search_doc set (toast_tuple_target = 128),
      alter column doc_type set storage main, alter column doc_id set storage main,
      alter column reg_dt set storage main, alter column tit set storage main,
      alter column smry set storage main, alter column url set storage main`.execute(db);
    await sql`create index search_doc_type_reg_idx on search_doc (doc_type, reg_dt desc, id desc)`.execute(db);
    await sql`create index search_doc_tit_gin on search_doc using gin (tit_tsv)`.execute(db);
    await sql`create index search_doc_all_gin on search_doc using gin (all_tsv)`.execute(db);
    await sql`create index search_doc_cho_gin on search_doc using gin (cho_tsv)`.execute(db);
  }
}
