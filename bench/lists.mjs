// Lists at a million rows (issue 42, decision 042): seeds 1,000,000 notices and 1,000,000 community posts (one
// INSERT … SELECT over a generated series each, with 100,000 comments), then prints the p95 of the public lists
// through the API (app.inject: routing, validation, the services, serialization) for page 1 and for a page 10,000
// rows deep, against the lists' queries before the change on the same rows (the baseline: every filtered row counted,
// all columns read past OFFSET, a comment count per row), and against plain OFFSET on the new indexes (the other way
// the change could have gone). On SQLite and, when its binaries exist, on PostgreSQL.
// `node bench/lists.mjs` after `npm run build`; BENCH_LIST_ROWS (1,000,000), BENCH_LISTS_DB=sqlite|postgres for one.
// Budget (docs/architecture.md): p95 under 30 ms at 1,000,000 rows, page 1 and 10,000 rows deep, through the API and
// for the server-rendered list pages (`/notice`, `/community`, `/`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { startCluster } from '../scripts/with-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = (p) => path.join(root, 'apps/server/dist', p);
const { buildApp } = await import(dist('app.js'));
const { loadConfig } = await import(dist('config.js'));
const { openDatabase } = await import(dist('db/database.js'));
const { migrateToLatest } = await import(dist('db/migrate.js'));
const { seedDatabase } = await import(dist('db/seed.js'));
const { ContentRepository } = await import(dist('domains/content/content.repository.js'));
const { CommunityRepository } = await import(dist('domains/community/community.repository.js'));

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const ROUNDS = 30;
const BASELINE_ROUNDS = 3;
const PAGE_SIZE = 10;
const DEEP = 10_000 / PAGE_SIZE + 1; // the page whose first row is 10,000 rows deep
const BUDGET_MS = 30;

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];

async function p95(fn, rounds) {
  await fn(); // warm
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return { p95: percentile(times, 0.95), p50: percentile(times, 0.5) };
}

/** 1,000,000 notices (every 50,000th pinned, three to a second so reg_dt ties) and as many posts in four categories. */
export async function seed(database) {
  const raw = database.db.withoutPlugins();
  const pg = database.dialect === 'postgres';
  const { userId } = await database.db
    .selectFrom('appUser')
    .select('userId')
    .where('lgnId', '=', 'demo-member')
    .executeTakeFirstOrThrow();
  const series = pg
    ? sql`generate_series(1, ${ROWS}) as s(i)`
    : sql`(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${ROWS}) select i from s) s`;
  const at = (expr) =>
    pg
      ? sql`to_char(timestamp '2021-01-01' + (${expr}) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 1609459200 + ${expr}, 'unixepoch')`;
  const third = sql`s.i / 3`;
  // A bulk load: the tables' secondary indexes are dropped and built again after the rows are in (much faster than
  // keeping them up to date row by row), as a restore would.
  const tables = sql`('content_item', 'comun_bltartcl', 'comun_cmnt')`;
  const indexes = pg
    ? (
        await sql`select indexname as name, indexdef as def from pg_indexes where schemaname = current_schema()
          and tablename in ${tables} and indexname not in (select conname from pg_constraint)`.execute(raw)
      ).rows
    : (
        await sql`select name, sql as def from sqlite_master where type = 'index' and tbl_name in ${tables}
          and sql is not null`.execute(raw)
      ).rows;
  for (const { name } of indexes) await sql`drop index ${sql.id(name)}`.execute(raw);
  await sql`insert into content_item (contents_type, tit, cn, fix_yn, expsr_yn, use_yn, reg_dt, mdfcn_dt)
    select 'notice', 'bench notice ' || s.i, '<p>bench</p>',
           case when s.i % 50000 = 0 then 'Y' else 'N' end, 'Y', 'Y', ${at(third)}, ${at(third)}
    from ${series}`.execute(raw);
  await sql`insert into comun_bltartcl (comun_ctgr_dcd, comun_bltartcl_tit, comun_bltartcl_cn, cn_text, user_id,
      expsr_yn, use_yn, reg_dt, mdfcn_dt)
    select cast(1007001 + s.i % 4 as text), 'bench post ' || s.i, '<p>bench</p>', 'bench', ${userId},
           case when s.i % 97 = 0 then 'N' else 'Y' end, 'Y', ${at(third)}, ${at(third)}
    from ${series}`.execute(raw);
  const { maxId } = (await sql`select max(comun_bltartcl_id) as "maxId" from comun_bltartcl`.execute(raw)).rows[0];
  await sql`insert into comun_cmnt (comun_bltartcl_id, cmnt_cn, user_id, expsr_yn, use_yn, reg_dt, mdfcn_dt)
    select ${Number(maxId)} - (s.i * 7) % ${Math.min(ROWS, 200_000)}, 'bench', ${userId}, 'Y', 'Y', ${at(third)},
           ${at(third)}
    from ${series} where s.i <= ${ROWS / 10}`.execute(raw);
  for (const { def } of indexes) await sql.raw(def).execute(raw);
  // What autovacuum and ANALYZE do on a live database: statistics for the planner, and (PostgreSQL) the visibility
  // map an index-only scan needs.
  if (pg) await sql`vacuum analyze content_item, comun_bltartcl, comun_cmnt`.execute(raw);
  else await sql`analyze`.execute(raw);
}

/** The lists' queries before the change (the baseline), on the same rows. */
function before(database, now) {
  const raw = database.db.withoutPlugins();
  const visible = sql`c.contents_type in ('notice') and c.use_yn = 'Y' and c.expsr_yn = 'Y'
    and (c.pstg_bgng_dt is null or c.pstg_bgng_dt <= ${now}) and (c.pstg_end_dt is null or c.pstg_end_dt > ${now})`;
  const notices = async (pageNo) => {
    await sql`select count(*) as n from content_item c where ${visible}`.execute(raw);
    await sql`select c.contents_id, c.contents_type, c.ctgr_code, cd.cmmn_cd_val_nm, c.tit, c.smry, c.thmbnl_img_pt_url,
        c.bgng_ymd, c.end_ymd, c.fix_yn, c.reg_dt,
        (select count(*) from content_atch a where a.contents_id = c.contents_id) as atch_cnt
      from content_item c left join cmmn_cd cd on cd.cmmn_cd_val = c.ctgr_code where ${visible}
      order by c.fix_yn desc, c.reg_dt desc, c.contents_id desc limit ${PAGE_SIZE} offset ${(pageNo - 1) * PAGE_SIZE}`.execute(
      raw,
    );
  };
  const posts = async (ctgr, pageNo) => {
    const from = sql`from comun_bltartcl p inner join app_user u on u.user_id = p.user_id
      left join cmmn_cd cd on cd.cmmn_cd_val = p.comun_ctgr_dcd and cd.cmmn_cd = '1007'
      where p.use_yn = 'Y' and p.expsr_yn = 'Y'${ctgr ? sql` and p.comun_ctgr_dcd = ${ctgr}` : sql``}`;
    await sql`select count(*) as n ${from}`.execute(raw);
    await sql`select p.*, u.user_nm, u.nick_nm, u.profile_img, u.user_pattn_cd, cd.cmmn_cd_val_nm,
        (select count(*) from comun_cmnt c where c.comun_bltartcl_id = p.comun_bltartcl_id and c.use_yn = 'Y'
          and c.expsr_yn = 'Y') as cmnt_cnt
      ${from} order by p.reg_dt desc, p.comun_bltartcl_id desc
      limit ${PAGE_SIZE} offset ${(pageNo - 1) * PAGE_SIZE}`.execute(raw);
  };
  return { notices, posts };
}

/** Plain OFFSET on the new indexes, the count capped as now: the alternative to reading the page's ids first. */
function offsetOnly(database, now) {
  const raw = database.db.withoutPlugins();
  const cap = (pageNo) => Math.max(10_000, (pageNo + 10) * PAGE_SIZE) + 1;
  const visible = sql`c.contents_type = 'notice' and c.use_yn = 'Y' and c.expsr_yn = 'Y'
    and (c.pstg_bgng_dt is null or c.pstg_bgng_dt <= ${now}) and (c.pstg_end_dt is null or c.pstg_end_dt > ${now})`;
  const notices = async (pageNo) => {
    await sql`select count(*) from (select 1 from content_item c where ${visible} limit ${cap(pageNo)}) t`.execute(raw);
    await sql`select c.contents_id, c.contents_type, c.ctgr_code, cd.cmmn_cd_val_nm, c.tit, c.smry, c.thmbnl_img_pt_url,
        c.bgng_ymd, c.end_ymd, c.fix_yn, c.reg_dt,
        (select count(*) from content_atch a where a.contents_id = c.contents_id) as atch_cnt
      from content_item c left join cmmn_cd cd on cd.cmmn_cd_val = c.ctgr_code where ${visible}
      order by c.fix_yn desc, c.reg_dt desc, c.contents_id desc limit ${PAGE_SIZE} offset ${(pageNo - 1) * PAGE_SIZE}`.execute(
      raw,
    );
  };
  const posts = async (ctgr, pageNo) => {
    const where = sql`p.use_yn = 'Y' and p.expsr_yn = 'Y'${ctgr ? sql` and p.comun_ctgr_dcd = ${ctgr}` : sql``}`;
    await sql`select count(*) from (select 1 from comun_bltartcl p where ${where} limit ${cap(pageNo)}) t`.execute(raw);
    await sql`select p.*, u.user_nm, u.nick_nm, u.profile_img, u.user_pattn_cd, cd.cmmn_cd_val_nm,
        (select count(*) from comun_cmnt c where c.comun_bltartcl_id = p.comun_bltartcl_id and c.use_yn = 'Y'
          and c.expsr_yn = 'Y') as cmnt_cnt
      from comun_bltartcl p inner join app_user u on u.user_id = p.user_id
      left join cmmn_cd cd on cd.cmmn_cd_val = p.comun_ctgr_dcd and cd.cmmn_cd = '1007'
      where ${where} order by p.reg_dt desc, p.comun_bltartcl_id desc
      limit ${PAGE_SIZE} offset ${(pageNo - 1) * PAGE_SIZE}`.execute(raw);
  };
  return { notices, posts };
}

/**
 * The plans of the lists' queries as the repositories build them (page 10,000 rows deep): each statement is caught
 * on its way to the database and explained — `explain query plan` on SQLite, `explain (analyze, buffers)` on
 * PostgreSQL. BENCH_LISTS_PLANS=no leaves them out.
 */
async function plans(database) {
  const caught = [];
  const spy = database.db.withPlugin({
    transformQuery: (a) => (caught.push(a.node), a.node),
    transformResult: async (a) => a.result,
  });
  const raw = database.db.withoutPlugins();
  const filter = { searchTerm: undefined, limit: PAGE_SIZE, offset: (DEEP - 1) * PAGE_SIZE, countCap: 10_001 };
  const out = [];
  for (const [name, run] of [
    ['notices', () => new ContentRepository(spy).list({ ...filter, types: ['notice'], searchIn: 'all' })],
    [
      'community 전체',
      () => new CommunityRepository(spy).list({ ...filter, ctgrCode: undefined, searchOption: 'all' }),
    ],
    [
      'community 노하우',
      () => new CommunityRepository(spy).list({ ...filter, ctgrCode: '1007002', searchOption: 'all' }),
    ],
  ]) {
    caught.length = 0;
    await run();
    for (const node of caught) {
      const q = raw.getExecutor().compileQuery(node, { queryId: 'plan' });
      const explain = database.dialect === 'sqlite' ? 'explain query plan ' : 'explain (analyze, buffers, costs off) ';
      const { rows } = await raw.executeQuery({ ...q, sql: explain + q.sql });
      const text = rows.map((r) => (database.dialect === 'sqlite' ? `${r.detail}` : r['QUERY PLAN'])).join('\n    ');
      out.push(`  ${name}: ${q.sql.replace(/\s+/g, ' ')}\n    ${text}`);
    }
  }
  return out.join('\n');
}

async function measure(label, database, dir) {
  await migrateToLatest(database);
  const config = {
    ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dir }),
    rateLimitPerMinute: 100_000_000,
  };
  await seedDatabase(database, { demo: true, secondFactorKey: config.secondFactor.key });
  const t0 = performance.now();
  await seed(database);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (process.env.BENCH_LISTS_PLANS !== 'no')
    console.info(`plans at ${ROWS.toLocaleString('en')} rows (${label}):\n${await plans(database)}`);
  const app = await buildApp({ config, database });
  await app.ready();
  const get = (url) => async () => {
    const res = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  };
  const now = new Date().toISOString();
  const old = before(database, now);
  const offset = offsetOnly(database, now);
  const ssr = fs.existsSync(path.join(config.webDistDir, 'index.html'));
  const lists = [
    ['notices', (n) => `/v1/app/notice/notice2/ntcs?pageNo=${n}`, (n) => old.notices(n), (n) => offset.notices(n)],
    [
      'community 전체',
      (n) => `/v1/app/community/sbs?ctgrCode=1007000&pageNo=${n}`,
      (n) => old.posts(undefined, n),
      (n) => offset.posts(undefined, n),
    ],
    [
      'community 노하우',
      (n) => `/v1/app/community/sbs?ctgrCode=1007002&pageNo=${n}`,
      (n) => old.posts('1007002', n),
      (n) => offset.posts('1007002', n),
    ],
    // The public list pages drawn by the server (decision 024): the list's call and everything else the page loads
    // and draws; the main page has no pages of its own (its lists are the newest few), so page 1 only.
    ...(ssr
      ? [
          ['/notice (server-rendered)', (n) => `/notice?pageNo=${n}`, null, null],
          ['/community 전체 (server-rendered)', (n) => `/community?ctgrCode=1007000&pageNo=${n}`, null, null],
          ['/ (server-rendered)', (n) => (n === 1 ? '/' : null), null, null],
        ]
      : []),
  ];
  const results = [];
  const ms = (x) => `${x.toFixed(1)} ms`;
  for (const [name, url, baseline, plain] of lists) {
    for (const [page, pageNo] of [
      ['page 1', 1],
      ['10,000 rows deep', DEEP],
    ]) {
      if (url(pageNo) === null) continue;
      const { p95: now95, p50: now50 } = await p95(get(url(pageNo)), ROUNDS);
      const was = baseline ? (await p95(() => baseline(pageNo), BASELINE_ROUNDS)).p95 : null;
      const alt = plain ? (await p95(() => plain(pageNo), ROUNDS)).p95 : null;
      results.push({
        name: `${name}, ${page}, ${ROWS.toLocaleString('en')} rows (${label})`,
        value:
          `p95 ${ms(now95)} (p50 ${ms(now50)}) through the API` +
          (was === null ? '' : `; queries before the change ${ms(was)}; plain OFFSET on the new indexes ${ms(alt)}`),
        budget: `< ${BUDGET_MS} ms`,
        ok: now95 < BUDGET_MS,
      });
    }
  }
  // What any request costs through inject on this machine now (a cached code list): the floor under every figure.
  const floor = (await p95(get('/v1/app/common/dcd?cmmnCd=1003'), ROUNDS)).p95;
  results.push({
    name: `lists bench seeding and request floor (${label})`,
    value:
      `${(2 * ROWS + ROWS / 10).toLocaleString('en')} rows in ${seconds} s; a cached code list p95 ${ms(floor)}` +
      (ssr ? '' : '; /notice not measured: no web build'),
    budget: 'information',
    ok: true,
  });
  await app.close();
  return results;
}

/** Answers `{ name, value, budget, ok }` rows, SQLite first, then PostgreSQL when its binaries exist. */
export async function benchLists() {
  const results = [];
  const only = process.env.BENCH_LISTS_DB;
  if (only !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-bench-lists-'));
    const sqlite = openDatabase({ kind: 'sqlite', file: path.join(dir, 'lists.sqlite') });
    try {
      results.push(...(await measure('SQLite', sqlite, dir)));
    } finally {
      await sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (only === 'sqlite') return results;
  const cluster = await startCluster();
  if (!cluster) {
    results.push({ name: 'lists (PostgreSQL)', value: 'skipped: no PostgreSQL server binaries', budget: '', ok: true });
    return results;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-bench-lists-'));
  const pg = openDatabase({ kind: 'postgres', url: cluster.url });
  try {
    results.push(...(await measure('PostgreSQL', pg, dir)));
  } finally {
    await pg.close();
    cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  for (const r of await benchLists())
    console.info(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.value}  (budget: ${r.budget})`);
  console.info(`lists bench: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  process.exit(0);
}
