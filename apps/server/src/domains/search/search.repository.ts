import type { SearchType } from '@onfan/contracts/search';
import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { SEARCH_TYPE_CODES } from './search-index.js';

/**
 * Types whose documents are dated by when they appear (a notice's posting start) and are not found before then: a
 * scheduled notice is indexed when it is written and found from its start on, decided at read time.
 */
const NOT_BEFORE_THEIR_TIME: readonly SearchType[] = ['notice'];

/**
 * What to match: the term's bigrams as a phrase (consecutive positions, which is exactly "the normalized text contains
 * the term"), or one letter as a prefix, in which columns.
 */
export interface SearchPlan {
  scope: 'all' | 'title' | 'choseong';
  tokens: string[];
  prefix: boolean;
}

export interface SearchRow {
  docType: SearchType;
  docId: string;
  tit: string;
  smry: string;
  url: string;
  regDt: string;
  /** The application period of a document that has one (support programmes). */
  bgngYmd: string | null;
  endYmd: string | null;
}

export interface TypeCount {
  count: number;
  /** More matches exist than `count` (counting stopped at the cap). */
  capped: boolean;
}

/**
 * From how many hits of a type walking its newest rows beats sorting its hits (PostgreSQL): the walk reads about
 * n × rows-of-type / hits rows, the sort reads every hit.
 */
const COMMON_HITS = 200;
/** Rows of a type a PostgreSQL walk reads at most (more for later pages) before falling back to the posting list. */
const WALK = 2000;
const isCommon = (c: TypeCount | undefined) => c !== undefined && (c.capped || c.count >= COMMON_HITS);

/** search_fts rowid = reg_dt seconds << 31 | search_doc.id (migration 0006); this recovers the id. */
const FTS_ID_MASK = 2147483647;

/**
 * Every statement here works per type and stops early: the newest n of a type, or a count that stops at the cap.
 * Nothing ranks or counts all hits, so a term found in half of the posts costs about what a rare one costs.
 */
export class SearchRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** SQLite: the FTS key's bound for a type found only up to now (reg_dt seconds << 31 | id), or none. */
  private ftsBound(type: SearchType): RawBuilder<unknown> {
    if (!NOT_BEFORE_THEIR_TIME.includes(type)) return sql``;
    const key = (BigInt(Math.floor(this.now().getTime() / 1000)) << 31n) | BigInt(FTS_ID_MASK);
    return sql` and rowid <= ${key}`;
  }

  /** PostgreSQL: the same as a condition on reg_dt (such documents carry Seoul ISO times). */
  private pgBound(type: SearchType, table?: string): RawBuilder<unknown> {
    if (!NOT_BEFORE_THEIR_TIME.includes(type)) return sql``;
    return sql` and ${sql.ref(table ? `${table}.reg_dt` : 'reg_dt')} <= ${toSeoulIso(this.now())}`;
  }

  /** Documents not yet due (a scheduled notice), for the page heads and the sitemap. */
  private due() {
    return sql<boolean>`not (doc_type in (${sql.join(NOT_BEFORE_THEIR_TIME)}) and reg_dt > ${toSeoulIso(this.now())})`;
  }

  /**
   * SQLite: the FTS5 query for one type (its type-coded tokens). Tokens hold letters and digits only; quoting keeps
   * operators in the term plain text.
   */
  private ftsMatch(plan: SearchPlan, type: SearchType): string {
    const code = SEARCH_TYPE_CODES[type];
    const cols =
      plan.scope === 'choseong' ? 'cho_tokens' : plan.scope === 'title' ? 'tit_tokens' : '{tit_tokens body_tokens}';
    const phrase = plan.prefix ? `"${code}${plan.tokens[0]}" *` : `"${plan.tokens.map((t) => code + t).join(' ')}"`;
    return `${cols} : ${phrase}`;
  }

  /** PostgreSQL: the term of one type on the stored tsvector column (type-coded lexemes). */
  private pgMatch(plan: SearchPlan, type: SearchType, table?: string): RawBuilder<unknown> {
    const code = SEARCH_TYPE_CODES[type];
    const name = plan.scope === 'choseong' ? 'cho_tsv' : plan.scope === 'title' ? 'tit_tsv' : 'all_tsv';
    const col = sql.ref(table ? `${table}.${name}` : name);
    const query = plan.prefix
      ? sql`to_tsquery('simple'::regconfig, ${`'${code}${plan.tokens[0]}':*`})`
      : sql`phraseto_tsquery('simple'::regconfig, ${plan.tokens.map((t) => code + t).join(' ')})`;
    return sql`${col} @@ ${query}`;
  }

  /**
   * One type's newest hits as a select (doc_type, doc_id, tit, smry, url, reg_dt, ord). On PostgreSQL `common` says how:
   * a type with many hits walks its newest `WALK` rows (index order) and checks each by primary key, stopping at
   * `limit` matches; a rarer one reads its type-coded posting list (GIN) and sorts those few rows' (id, reg_dt). The
   * caller knows which from the capped count, and falls back to the posting list when a walk finds too few.
   */
  private newest(
    plan: SearchPlan,
    type: SearchType,
    limit: number,
    offset: number,
    common: boolean,
  ): RawBuilder<unknown> {
    if (this.dialect === 'sqlite') {
      return sql`select d.doc_type, d.doc_id, d.tit, d.smry, d.url, d.reg_dt, d.bgng_ymd, d.end_ymd, f.k as ord
        from (select rowid as k from search_fts where search_fts match ${this.ftsMatch(plan, type)}${this.ftsBound(type)}
              order by rowid desc limit ${limit} offset ${offset}) f
        join search_doc d on d.id = (f.k & ${FTS_ID_MASK})`;
    }
    if (common) {
      // The walk's own LIMIT makes the planner read the btree in order rather than sort the whole type; the check is
      // a correlated subquery (`offset 0` keeps it one), so a phrase's underestimated selectivity cannot turn it into a
      // hash join over every row.
      const walk = Math.max(WALK, (offset + limit) * 50);
      return sql`select d.doc_type, d.doc_id, d.tit, d.smry, d.url, d.reg_dt, d.bgng_ymd, d.end_ymd, d.id as ord
        from (select id, reg_dt from search_doc where doc_type = ${type}${this.pgBound(type)}
              order by reg_dt desc, id desc limit ${walk}) w
        cross join lateral (select * from search_doc x where x.id = w.id and ${this.pgMatch(plan, type, 'x')}
              offset 0) d
        order by w.reg_dt desc, w.id desc limit ${limit} offset ${offset}`;
    }
    // Sort only (id, reg_dt) of the hits; the display columns are read for the few rows kept. The hits are found
    // first, on the posting list (`offset 0` keeps that subquery whole): left to itself the planner may walk the
    // (reg_dt, id) index newest first and check every row's tsvector until a rare term's few hits are found, 300 ms
    // at 100,000 rows for a term in 0.6 % of them.
    return sql`select d.doc_type, d.doc_id, d.tit, d.smry, d.url, d.reg_dt, d.bgng_ymd, d.end_ymd, d.id as ord
      from (select id from (select id, reg_dt from search_doc where ${this.pgMatch(plan, type)}${this.pgBound(type)}
              offset 0) h
            order by reg_dt desc, id desc limit ${limit} offset ${offset}) w
      join search_doc d on d.id = w.id`;
  }

  /** Newest first within each type (the FTS key on SQLite; reg_dt, id on PostgreSQL). */
  private get order(): RawBuilder<unknown> {
    return this.dialect === 'sqlite' ? sql`u.ord desc` : sql`u.reg_dt desc, u.ord desc`;
  }

  /**
   * The newest `perGroup` hits of each type, in one statement. `hits` (the capped counts, when known) picks the
   * PostgreSQL access path per type; types known to have none are skipped.
   */
  async groups(
    plan: SearchPlan,
    types: readonly SearchType[],
    perGroup: number,
    hits?: Map<SearchType, TypeCount>,
  ): Promise<SearchRow[]> {
    const wanted = types.filter((t) => !hits || (hits.get(t)?.count ?? 0) > 0);
    const rows = await this.union(
      plan,
      wanted.map((t) => ({ type: t, common: isCommon(hits?.get(t)) })),
      perGroup,
    );
    if (this.dialect === 'sqlite' || !hits) return rows;
    // A walk that found fewer rows than the type has (sparse among many newer rows): read its posting list instead.
    const short = wanted.filter((t) => {
      const c = hits.get(t)!;
      return isCommon(c) && rows.filter((r) => r.docType === t).length < Math.min(perGroup, c.count);
    });
    if (short.length === 0) return rows;
    const again = await this.union(
      plan,
      short.map((t) => ({ type: t, common: false })),
      perGroup,
    );
    return [...rows.filter((r) => !short.includes(r.docType)), ...again];
  }

  private async union(
    plan: SearchPlan,
    parts: { type: SearchType; common: boolean }[],
    perGroup: number,
  ): Promise<SearchRow[]> {
    if (parts.length === 0) return [];
    const selects = parts.map(
      (p, i) => sql`select * from (${this.newest(plan, p.type, perGroup, 0, p.common)}) ${sql.raw(`g${i}`)}`,
    );
    const { rows } =
      await sql<SearchRow>`select u.doc_type, u.doc_id, u.tit, u.smry, u.url, u.reg_dt, u.bgng_ymd, u.end_ymd
      from (${sql.join(selects, sql` union all `)}) u
      order by u.doc_type, ${this.order}`.execute(this.db);
    return rows;
  }

  /** One type's hits, newest first. */
  async page(
    plan: SearchPlan,
    type: SearchType,
    limit: number,
    offset: number,
    hits?: TypeCount,
  ): Promise<SearchRow[]> {
    const run = async (common: boolean) =>
      (
        await sql<SearchRow>`select u.doc_type, u.doc_id, u.tit, u.smry, u.url, u.reg_dt, u.bgng_ymd, u.end_ymd
          from (${this.newest(plan, type, limit, offset, common)}) u
          order by ${this.order}`.execute(this.db)
      ).rows;
    const common = isCommon(hits);
    const rows = await run(common);
    // A walk that came back short although the count says more exist falls back to the posting list.
    if (
      this.dialect === 'postgres' &&
      common &&
      rows.length < limit &&
      (hits!.capped || hits!.count > offset + rows.length)
    )
      return run(false);
    return rows;
  }

  /** The indexed page at a browser URL (path and query as `portalPath` wrote it), if any. */
  async documentAt(url: string): Promise<SearchRow | undefined> {
    return this.db
      .selectFrom('searchDoc')
      .select(['docType', 'docId', 'tit', 'smry', 'url', 'regDt', 'bgngYmd', 'endYmd'])
      .where('url', '=', url)
      .where(this.due())
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  /** Every indexed page, newest first, at most `limit` after the first `offset` (the sitemap and its files). */
  async documents(limit: number, offset = 0): Promise<Pick<SearchRow, 'url' | 'regDt'>[]> {
    return this.db
      .selectFrom('searchDoc')
      .select(['url', 'regDt'])
      .where(this.due())
      .orderBy('regDt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** The newest indexed pages whose URL starts with `prefix` ('' for all), at most `limit` (a page's first HTML). */
  async documentsUnder(prefix: string, limit: number): Promise<Pick<SearchRow, 'tit' | 'url' | 'regDt'>[]> {
    let q = this.db.selectFrom('searchDoc').select(['tit', 'url', 'regDt']).where(this.due());
    if (prefix) q = q.where(sql<boolean>`url like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`);
    return q.orderBy('regDt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /** Each type's number of hits, counted up to `cap` (reading at most cap + 1 of them), in one statement. */
  async counts(plan: SearchPlan, types: readonly SearchType[], cap: number): Promise<Map<SearchType, TypeCount>> {
    const out = new Map<SearchType, TypeCount>();
    if (types.length === 0) return out;
    const parts = types.map((t) => {
      const hits =
        this.dialect === 'sqlite'
          ? sql`select rowid from search_fts where search_fts match ${this.ftsMatch(plan, t)}${this.ftsBound(t)} limit ${cap + 1}`
          : sql`select from search_doc where ${this.pgMatch(plan, t)}${this.pgBound(t)} limit ${cap + 1}`;
      return sql`select cast(${t} as text) as doc_type, (select count(*) from (${hits}) h) as n`;
    });
    const query = sql<{ docType: SearchType; n: number | string }>`${sql.join(parts, sql` union all `)}`;
    // For a term in 40%+ of the rows the planner prefers a sequential scan that stops after cap + 1 hits, not knowing
    // that each row's check detoasts its tsvector (~25 µs): hundreds of ms instead of a few. The posting list is
    // always the right path here.
    const { rows } =
      this.dialect === 'sqlite'
        ? await query.execute(this.db)
        : await this.db.transaction().execute(async (trx) => {
            await sql`set local enable_seqscan = off`.execute(trx);
            return query.execute(trx);
          });
    for (const r of rows) {
      const n = Number(r.n);
      out.set(r.docType, { count: Math.min(n, cap), capped: n > cap });
    }
    return out;
  }
}
