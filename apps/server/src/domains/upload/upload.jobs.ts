import { randomBytes } from 'node:crypto';
import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { AnyKysely } from '../../db/columns.js';
import type { Config } from '../../config.js';
import type { Database, Dialect } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd } from '../../lib/seoul-time.js';
import { claimJob, releaseJob } from '../auth/auth.jobs.js';
import type { FileStorage } from './storage.js';
import { createDiskStorage } from './storage.js';

/**
 * Scheduled work of the upload domain: removing uploads nothing refers to.
 *
 * A member uploads first and refers to the file later (a profile image, an editor image inside an HTML body, a
 * certificate, a content attachment, a space or room picture …), and many uploads are never used. Once a file is
 * older than `uploadOrphanHours`, the job removes its uploaded_file row and the stored file, unless anything in the
 * database still mentions it. "Mentions" is decided without a list of known columns, so a table added later is
 * covered without anyone remembering this job: every text column of every table (bar the few below that cannot hold
 * a reference) is searched for the file's storage key (which every URL /files/<key> contains) and for its file id
 * (which smb_certificate.file_id and content_atch.file_id hold). When in doubt the file stays.
 *
 * Like the accounts jobs it runs only on the server that claims its job_lock row, so two servers never run it at once.
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

/** uploaded_file rows read per page. */
const PAGE = 500;
/** Names searched for in one statement. */
const SEARCH_CHUNK = 50;
/** At most this many files removed per run; the next run goes on. */
const MAX_REMOVALS_PER_RUN = 5000;
/** Days of upload_quota rows kept (only today's row is ever read). */
const QUOTA_DAYS_KEPT = 7;

export const UPLOAD_JOB_NAME = 'upload.orphan-cleanup';
/** How often a server looks whether the clean-up is due; it runs at most once per UPLOAD_CLEANUP_MIN_INTERVAL_MS. */
export const UPLOAD_CLEANUP_TICK_MS = 15 * 60_000;
export const UPLOAD_CLEANUP_MIN_INTERVAL_MS = 60 * 60_000;
const LEASE_MS = 30 * 60_000;

export interface UploadCleanupContext {
  database: Database;
  storage: FileStorage;
  clock: Clock;
  /** Files younger than this stay whatever refers to them (the member may still be writing the post). */
  orphanHours: number;
}

export interface UploadCleanupResult {
  /** uploaded_file rows removed with their stored files. */
  removed: number;
  /** Stored files without any uploaded_file row (left by a crash between storing and recording) removed. */
  strays: number;
  /** Files past the age that stay because something mentions them. */
  kept: number;
}

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

/** Finds which file keys and ids the database mentions. */
class ReferenceFinder {
  private tables: ScannedTable[] | null = null;

  constructor(
    private readonly db: AnyKysely,
    private readonly dialect: Dialect,
  ) {}

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

/** One run of the clean-up (tests call it directly; the timer below calls it under the job lock). */
export async function runUploadCleanup(ctx: UploadCleanupContext): Promise<UploadCleanupResult> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - ctx.orphanHours * 3_600_000).toISOString();
  const finder = new ReferenceFinder(db.withoutPlugins() as AnyKysely, ctx.database.dialect);
  const result: UploadCleanupResult = { removed: 0, strays: 0, kept: 0 };
  let mentioned: Set<string> | null = null;

  /** Of `files` past the age, those nothing mentions (cheap pass first, thorough pass for the rest). */
  const unreferenced = async <T extends { key: string; fileId?: string }>(files: readonly T[]): Promise<T[]> => {
    if (files.length === 0) return [];
    mentioned ??= await finder.mentioned();
    const seen = mentioned;
    const open = files.filter((f) => !seen.has(f.key) && !(f.fileId && seen.has(f.fileId)));
    const names = open.flatMap((f) => (f.fileId ? [f.key, f.fileId] : [f.key]));
    const occurring = names.length > 0 ? await finder.occurring(names) : new Set<string>();
    const orphans = open.filter((f) => !occurring.has(f.key) && !(f.fileId && occurring.has(f.fileId)));
    result.kept += files.length - orphans.length;
    return orphans;
  };

  // 1. Recorded uploads past the age, page by page in (reg_dt, file_id) order.
  let after: { regDt: string; fileId: string } | null = null;
  while (result.removed < MAX_REMOVALS_PER_RUN) {
    const cursor: { regDt: string; fileId: string } | null = after;
    let q = db
      .selectFrom('uploadedFile')
      .select(['fileId', 'storageKey', 'regDt'])
      .where('regDt', '<', cutoff)
      .orderBy('regDt')
      .orderBy('fileId')
      .limit(PAGE);
    if (cursor) {
      q = q.where((eb) =>
        eb.or([
          eb('regDt', '>', cursor.regDt),
          eb.and([eb('regDt', '=', cursor.regDt), eb('fileId', '>', cursor.fileId)]),
        ]),
      );
    }
    const page = await q.execute();
    if (page.length === 0) break;
    after = page[page.length - 1]!;
    const orphans = await unreferenced(page.map((r) => ({ key: r.storageKey, fileId: r.fileId })));
    for (const f of orphans) {
      if (result.removed >= MAX_REMOVALS_PER_RUN) break;
      let gone = false;
      try {
        const r = await db
          .deleteFrom('uploadedFile')
          .where('fileId', '=', f.fileId)
          .where('regDt', '<', cutoff)
          .executeTakeFirst();
        gone = r.numDeletedRows > 0n;
      } catch {
        // A foreign key still points at it (a reference written meanwhile): it stays.
        result.kept += 1;
      }
      if (!gone) continue;
      await ctx.storage.delete(f.key);
      result.removed += 1;
    }
    if (page.length < PAGE) break;
  }

  // 2. Stored files past the age that no row records at all.
  if (ctx.storage.list) {
    const cutoffTime = new Date(cutoff).getTime();
    let batch: string[] = [];
    const sweep = async (keys: string[]) => {
      const recorded = new Set(
        (await db.selectFrom('uploadedFile').select('storageKey').where('storageKey', 'in', keys).execute()).map(
          (r) => r.storageKey,
        ),
      );
      const orphans = await unreferenced(keys.filter((k) => !recorded.has(k)).map((key) => ({ key })));
      for (const f of orphans) {
        await ctx.storage.delete(f.key);
        result.strays += 1;
      }
    };
    for await (const f of ctx.storage.list()) {
      if (f.modifiedAt.getTime() >= cutoffTime) continue;
      batch.push(f.key);
      if (batch.length >= PAGE) {
        await sweep(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await sweep(batch);
  }

  // 3. Quota counters of past days.
  await db
    .deleteFrom('uploadQuota')
    .where('quotaYmd', '<', addDays(todaySeoulYmd(ctx.clock), -QUOTA_DAYS_KEPT))
    .execute();
  return result;
}

/** Runs the clean-up if this server (`owner`) claims it: nobody else holds the lock and it did not run within the hour. */
export async function runUploadCleanupIfDue(
  ctx: UploadCleanupContext,
  owner: string,
): Promise<UploadCleanupResult | null> {
  const db = ctx.database.db;
  if (!(await claimJob(db, UPLOAD_JOB_NAME, owner, ctx.clock.now(), UPLOAD_CLEANUP_MIN_INTERVAL_MS, LEASE_MS))) {
    return null;
  }
  try {
    return await runUploadCleanup(ctx);
  } finally {
    await releaseJob(db, UPLOAD_JOB_NAME, owner, ctx.clock.now());
  }
}

interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Starts the timer on this server (from server.ts); `stop` clears it on shutdown. */
export function startUploadJobs(options: {
  database: Database;
  config: Config;
  log: JobLog;
  clock?: Clock;
  storage?: FileStorage;
  everyMs?: number;
}): { stop(): void } {
  const ctx: UploadCleanupContext = {
    database: options.database,
    storage: options.storage ?? createDiskStorage(options.config.dataDir),
    clock: options.clock ?? systemClock,
    orphanHours: options.config.uploadOrphanHours,
  };
  const owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runUploadCleanupIfDue(ctx, owner)
      .then((r) => {
        if (r && r.removed + r.strays > 0) options.log.info({ job: UPLOAD_JOB_NAME, ...r }, 'upload job done');
      })
      .catch((err: unknown) => options.log.error({ err, job: UPLOAD_JOB_NAME }, 'upload job failed'))
      .finally(() => {
        running = false;
      });
  }, options.everyMs ?? UPLOAD_CLEANUP_TICK_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
