import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredTables, UNTYPED_TABLES } from '../test/declared-tables.js';
import { createEmptyDatabase } from '../test/test-db.js';
import type { Database, Dialect } from './database.js';
import { createMigrator } from './migrate.js';

/**
 * A migration changes only its own domain's tables (docs/adding-a-domain.md, step 2): a migration is named
 * `<time>-<domain>`, and a table belongs to the domain whose `<domain>.tables.ts` declares it. That is what lets
 * branches merge their migrations in any order: no migration rebuilds a table another domain's migration also changes.
 *
 * The test runs the migrations one at a time on an empty database of the engine the suite runs on and records, after
 * each, every table whose definition (columns, constraints, indexes, triggers) or rows changed; each must belong to
 * the migration's domain. Released migrations are never edited, so what the ones written before the rule did to other
 * domains' tables is listed below, once, with the reason; a migration written since has no exception.
 */
interface Exception {
  migration: string;
  tables: readonly string[];
  why: string;
  /** Where only one engine has these tables. */
  only?: Dialect;
}

const HISTORICAL_EXCEPTIONS: readonly Exception[] = [
  {
    migration: '0001-foundation',
    tables: ['click_log', 'closure_day', 'cmmn_cd', 'content_view', 'content_view_count', 'privacy_policy'],
    why: 'the first migration built the tables every domain started from, before domains had migrations of their own',
  },
  {
    migration: '0001-foundation',
    tables: ['prohibited_word', 'uploaded_file', 'app_user', 'user_session'],
    why: 'the same: the foundation',
  },
  {
    migration: '0002-common',
    tables: ['uploaded_file'],
    why: "named after the common code, it changed upload's table",
  },
  {
    migration: '0003-auth',
    tables: ['job_lock'],
    why: "the auth jobs' lease table, dropped by 20261126T0900-jobs when the job queue replaced it",
  },
  {
    migration: '0005-reservation',
    tables: ['room_img', 'room_revw', 'rsvt', 'rsvt_room', 'rsvt_slot', 'studio'],
    why: 'named after the slot engine, it built the studio domain',
  },
  {
    migration: '0005-reservation',
    tables: ['rsvt_ntc', 'space', 'space_favr', 'space_glry', 'space_grp', 'space_inq'],
    why: 'and the space domain beside it',
  },
  {
    migration: '0006-content',
    tables: ['main_bannr', 'main_edu_bannr', 'main_sect_grp', 'main_sect_item', 'short_url', 'main_course'],
    why: "it built the main page's tables with the content (main_course was dropped by 20261125T0301-education)",
  },
  {
    migration: '0006-content',
    tables: ['mss_cmpny_sprt_hist', 'mss_sprt_biz', 'sprt_biz', 'sprt_biz_aply'],
    why: "and support's",
  },
  { migration: '0006-content', tables: ['search_doc'], why: "and search's index" },
  {
    migration: '0006-content',
    tables: ['search_fts', 'search_fts_config', 'search_fts_data', 'search_fts_docsize', 'search_fts_idx'],
    why: "and search's FTS5 table (SQLite only)",
    only: 'sqlite',
  },
  {
    migration: '20261125T0301-education',
    tables: ['main_course'],
    why: "it dropped the main page's featured-course table when the catalogue's courses replaced it",
  },
  {
    migration: '20261125T0330-education-lesson-media',
    tables: ['edu_lesson', 'edu_lesson_atch'],
    why: "education's, under a name that says more than the domain",
  },
  {
    migration: '20261125T0500-scommunity',
    tables: ['comun_rpt'],
    why: "it rebuilt the community's report queue with a longer list of target kinds (20261128T1600-community made kinds data)",
  },
  {
    migration: '20261125T0800-broadcast',
    tables: ['comun_rpt'],
    why: 'the same, for VOD comments',
  },
  { migration: '20261126T0900-jobs', tables: ['job_lock'], why: "it dropped auth's lease table (see 0003-auth)" },
];

const excepted = (migration: string, table: string) =>
  HISTORICAL_EXCEPTIONS.some((e) => e.migration === migration && e.tables.includes(table));

type Snapshot = Map<string, string>;

/** Each table's definition and rows, as one comparable text per table. */
async function snapshot(database: Database): Promise<Snapshot> {
  const db = database.db.withoutPlugins();
  const out = new Map<string, string[]>();
  const add = (table: string, line: string) => {
    const lines = out.get(table) ?? [];
    lines.push(line);
    out.set(table, lines);
  };
  if (database.dialect === 'sqlite') {
    const objects = await sql<{ type: string; name: string; tblName: string; sql: string | null }>`
      select type, name, tbl_name as "tblName", sql from sqlite_master
      where substr(name, 1, 7) <> 'sqlite_'`.execute(db);
    for (const o of objects.rows) add(o.tblName, `${o.type} ${o.name}: ${o.sql ?? ''}`);
  } else {
    const columns = await sql<{ t: string; line: string }>`
      select table_name as t, concat_ws(' ', column_name, data_type, is_nullable, column_default) as line
      from information_schema.columns where table_schema = current_schema()`.execute(db);
    const constraints = await sql<{ t: string; line: string }>`
      select c.conrelid::regclass::text as t, c.conname || ' ' || pg_get_constraintdef(c.oid) as line
      from pg_constraint c where c.connamespace = current_schema()::regnamespace and c.conrelid <> 0`.execute(db);
    const indexes = await sql<{ t: string; line: string }>`
      select tablename as t, indexdef as line from pg_indexes where schemaname = current_schema()`.execute(db);
    const triggers = await sql<{ t: string; line: string }>`
      select event_object_table as t, trigger_name || ' ' || event_manipulation || ' ' || action_statement as line
      from information_schema.triggers where trigger_schema = current_schema()`.execute(db);
    for (const r of [...columns.rows, ...constraints.rows, ...indexes.rows, ...triggers.rows]) add(r.t, r.line);
  }
  const snap: Snapshot = new Map();
  for (const [table, lines] of out) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const data = rows.rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
    snap.set(table, [...lines.sort(), ...data.sort()].join('\n'));
  }
  return snap;
}

function changed(before: Snapshot, after: Snapshot): string[] {
  const tables = new Set([...before.keys(), ...after.keys()]);
  return [...tables].filter((t) => before.get(t) !== after.get(t)).sort();
}

/**
 * A domain's slug before it was renamed, as the released migrations' names still say it (a released migration keeps
 * its name: the database records it). Each renamed slug is listed once; a new migration is named after today's slug.
 */
const FORMER_SLUGS: Readonly<Record<string, string>> = {
  // 2026-11-30: the small-business community's slug says what it is (issue 35).
  scommunity: 'business-community',
};

/** The domain a migration's name says: `20261124T1100-community` → `community`. */
const domainOfMigration = (name: string) => {
  const slug = name.slice(name.indexOf('-') + 1);
  return FORMER_SLUGS[slug] ?? slug;
};

/** Tables a later migration dropped (so no type declares them now), with the domain that owned them. */
const DROPPED_TABLES: Record<string, { domain: string; why: string }> = {
  brc_dclr: {
    domain: 'broadcast',
    why: 'copied into comun_rpt (20261204T1101-community), dropped by 20261205T1000-broadcast',
  },
};

function ownerOf(table: string): string | undefined {
  return declaredTables().get(table)?.domain ?? UNTYPED_TABLES[table]?.domain ?? DROPPED_TABLES[table]?.domain;
}

/** The tables a migration changed that are not its domain's, less the historical exceptions. */
function violations(migration: string, tables: readonly string[]): string[] {
  const domain = domainOfMigration(migration);
  return tables
    .filter((t) => ownerOf(t) !== domain && !excepted(migration, t))
    .map((t) => `${migration} changed ${t}, which is ${ownerOf(t) ?? 'no domain'}'s`);
}

/** The domains a migration may be named after: a folder under domains/, or the job queue's jobs/. */
async function knownDomains(): Promise<Set<string>> {
  const dirs = await fs.readdir(path.resolve(import.meta.dirname, '../domains'), { withFileTypes: true });
  return new Set([...dirs.filter((d) => d.isDirectory()).map((d) => d.name), 'jobs']);
}

describe('each migration changes only its own domain tables', async () => {
  const database = await createEmptyDatabase();
  const migrator = createMigrator(database);
  const touched = new Map<string, string[]>();
  let before = await snapshot(database);
  for (;;) {
    const { error, results } = await migrator.migrateUp();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    const ran = results?.find((r) => r.status === 'Success');
    if (!ran) break;
    const after = await snapshot(database);
    // The migrator's own bookkeeping changes with every step.
    touched.set(
      ran.migrationName,
      changed(before, after).filter((t) => t !== 'kysely_migration' && t !== 'kysely_migration_lock'),
    );
    before = after;
  }
  // The table owners come from the TypeScript compiler reading db/schema.ts (cached after once): seconds alone, more
  // on a loaded machine, so outside the tests' own time limit.
  beforeAll(() => void declaredTables(), 180_000);

  it('ran every migration, one at a time', async () => {
    const all = await migrator.getMigrations();
    expect([...touched.keys()].sort()).toEqual(all.map((m) => m.name).sort());
  });

  it("changes no other domain's table", () => {
    expect([...touched].flatMap(([migration, tables]) => violations(migration, tables))).toEqual([]);
  });

  it('is named after a domain (the released exceptions aside)', async () => {
    const domains = await knownDomains();
    const historical = new Set(HISTORICAL_EXCEPTIONS.map((e) => e.migration));
    const misnamed = [...touched.keys()].filter((m) => !historical.has(m) && !domains.has(domainOfMigration(m)));
    expect(misnamed).toEqual([]);
  });

  it('lists only exceptions that happened (the list cannot grow stale)', () => {
    const unused = HISTORICAL_EXCEPTIONS.filter((e) => !e.only || e.only === database.dialect).flatMap((e) =>
      e.tables.filter((t) => !touched.get(e.migration)?.includes(t)).map((t) => `${e.migration}: ${t}`),
    );
    expect(unused).toEqual([]);
  });

  it("fails a migration that changes another domain's table, its rows included", async () => {
    const db = database.db.withoutPlugins();
    const start = await snapshot(database);
    await sql`create index sodam_reads_users_idx on app_user (reg_dt)`.execute(db);
    const indexed = await snapshot(database);
    expect(violations('29991231T0000-sodam', changed(start, indexed))).toEqual([
      "29991231T0000-sodam changed app_user, which is auth's",
    ]);
    await sql`drop index sodam_reads_users_idx`.execute(db);
    await sql`insert into cmmn_cd (cmmn_cd, cmmn_cd_val, cmmn_cd_val_nm, sort_seq) values ('SODAM', '1', '가', 1)`.execute(
      db,
    );
    expect(violations('29991231T0000-sodam', changed(start, await snapshot(database)))).toEqual([
      "29991231T0000-sodam changed cmmn_cd, which is code's",
    ]);
    // Its own tables, and reading or referencing others', are its business.
    await sql`create index sodam_inq_reg_idx on sodam_inq (reg_dt)`.execute(db);
    expect(violations('29991231T0000-sodam', ['sodam_inq'])).toEqual([]);
  });
});
