import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { AnyKysely } from '../../db/columns.js';
import type { Database, Dialect } from '../../db/database.js';

/**
 * Which uploaded files the database mentions, for the clean-up job (upload.jobs.ts). "Mentions" is decided without a
 * list of known columns, so a table added later is covered without anyone remembering the job: every text column of
 * every table (bar the few below that cannot hold a reference) is searched for the file's storage key (which every
 * URL /files/<key> contains) and for its file id (which smb_certificate.file_id and content_atch.file_id hold).
 */

/** Tables that cannot hold a reference to an uploaded file: the files' own rows, sessions, locks, counters, logs. */
const NOT_REFERENCES = new Set([
  'uploaded_file',
  'upload_quota',
  'user_session',
  'job_lock',
  'content_view',
  'content_view_count',
  'click_log',
  'identity_tx',
  'identity_ticket',
  'sso_assertion',
  // Derived from content_item, sprt_biz …: tokens and portal paths, never a file's address.
  'search_doc',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** A stored file is addressed as /files/<key> (FILE_KEY_PATTERN); the key part of any such address. */
const FILE_ADDRESS = /\/files\/([A-Za-z0-9_-]+\.[A-Za-z0-9]+)/g;
const FILE_ID_COLUMN = /(^|_)file_ids?$/;
const TEXT_TYPE = /text|char|clob|json|^$/i;

/** Names searched for in one statement. */
const SEARCH_CHUNK = 50;

type Values = Record<string, string | null>;
type Value = { v: string };

interface ScannedTable {
  table: RawBuilder<unknown>;
  textColumns: string[];
  idColumns: string[];
}

/** A column read as text whatever its declared type (a json column on PostgreSQL would refuse LIKE and ''). */
function asText(column: string): RawBuilder<string> {
  return sql<string>`cast(${sql.ref(column)} as text)`;
}

/** Finds which file keys and ids the database mentions (read-only, on the database without its plugins). */
export class UploadReferenceRepository {
  private tables: ScannedTable[] | null = null;

  constructor(
    private readonly db: AnyKysely,
    private readonly dialect: Dialect,
  ) {}

  /** Over the database's tables as they are, without the camelCase plugin (names are the real column names). */
  static of(database: Database): UploadReferenceRepository {
    return new UploadReferenceRepository(database.db.withoutPlugins() as AnyKysely, database.dialect);
  }

  private async scanned(): Promise<ScannedTable[]> {
    if (this.tables) return this.tables;
    const all = await this.db.introspection.getTables();
    this.tables = all
      .filter((t) => !t.isView && !NOT_REFERENCES.has(t.name))
      .map((t) => {
        const textColumns = t.columns.filter((c) => TEXT_TYPE.test(c.dataType)).map((c) => c.name);
        return {
          table: t.schema ? sql.id(t.schema, t.name) : sql.id(t.name),
          textColumns,
          idColumns: textColumns.filter((c) => FILE_ID_COLUMN.test(c)),
        };
      })
      .filter((t) => t.textColumns.length > 0);
    return this.tables;
  }

  /**
   * The cheap pass, once per run: every /files/<key> address in any text column, and every value of a file-id column.
   * Most files past the age are referenced and are settled here.
   */
  async mentioned(): Promise<Set<string>> {
    const found = new Set<string>();
    for (const t of await this.scanned()) {
      const cols = t.textColumns.map((c) => asText(c));
      const selected = sql.join(cols.map((c, i) => sql`${c} as ${sql.id(`c${i}`)}`));
      const anyAddress = sql.join(
        cols.map((c) => sql`${c} like '%/files/%'`),
        sql` or `,
      );
      const query = sql<Values>`select ${selected} from ${t.table} where ${anyAddress}`;
      const { rows } = await query.execute(this.db);
      for (const row of rows) {
        for (const v of Object.values(row)) {
          if (typeof v === 'string') for (const m of v.matchAll(FILE_ADDRESS)) found.add(m[1]!);
        }
      }
      for (const c of t.idColumns) {
        const col = sql.ref(c);
        const query = sql<Value>`select distinct ${col} as v from ${t.table} where ${col} is not null`;
        for (const r of (await query.execute(this.db)).rows) found.add(String(r.v));
      }
    }
    return found;
  }

  /** The thorough pass, for files the cheap one did not settle: which of `names` occur anywhere, in any form. */
  async occurring(names: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    const position = this.dialect === 'postgres' ? 'strpos' : 'instr';
    for (const t of await this.scanned()) {
      const joined = sql.join(
        t.textColumns.map((c) => sql`coalesce(${asText(c)}, '')`),
        sql` || ' ' || `,
      );
      for (let i = 0; i < names.length; i += SEARCH_CHUNK) {
        const chunk = names.slice(i, i + SEARCH_CHUNK).filter((n) => !found.has(n));
        if (chunk.length === 0) continue;
        const anyName = sql.join(
          chunk.map((n) => sql`${sql.raw(position)}(v, ${n}) > 0`),
          sql` or `,
        );
        const query = sql<Value>`select v from (select ${joined} as v from ${t.table}) s where ${anyName}`;
        const { rows } = await query.execute(this.db);
        for (const { v } of rows) for (const n of chunk) if (v.includes(n)) found.add(n);
      }
    }
    return found;
  }
}
