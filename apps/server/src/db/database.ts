import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { DB } from './schema.js';
import { withStatementCache } from './statement-cache.js';
import { withPreparedStatements } from './prepared-statements.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL only: the connection URL, for a dedicated connection outside the pool (LISTEN for message events). */
  url?: string;
  close(): Promise<void>;
  /** Connections of the pool (PostgreSQL; SQLite is one connection): open, idle, and queries waiting for one. */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  /** True when the database answers within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
}

// pg returns BIGINT/NUMERIC as strings by default; our counters fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Where the database reports what it survives (a lost connection); Fastify's logger fits. */
export interface DatabaseLog {
  warn(obj: object, msg: string): void;
}

export interface OpenOptions {
  /** Without one, warnings go to the console. */
  log?: DatabaseLog;
  /** SQLite in memory only: start from this serialized database (a migrated and seeded template) instead of empty. */
  sqliteImage?: Buffer;
  /** Told the text of every statement run (the query-count tests count what one request costs). */
  onQuery?: (sql: string) => void;
}

/** Kysely's log, given only to a database whose statements are watched. */
function queryLog(options: OpenOptions): { log?: (event: LogEvent) => void } {
  const onQuery = options.onQuery;
  return onQuery ? { log: (event) => event.level === 'query' && onQuery(event.query.sql) } : {};
}

/** The default log: one line on the console. */
export const consoleLog: DatabaseLog = {
  warn: (obj, msg) => {
    const err = (obj as { err?: unknown }).err;
    console.warn(`${msg}: ${err instanceof Error ? err.message : String(err)}`);
  },
};

/**
 * PostgreSQL's pool outlives its server: a backend terminated under it or a restarted server costs the queries that
 * were running (they fail, and the error handler answers 503 with a Retry-After: db/database-errors.ts), never the
 * process. Dead connections leave the pool,
 * and the next query opens a new one, so requests succeed again as soon as the server is back.
 */
const POOL_MAX = 10;

function openPostgres(url: string, log: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    // A query fails after 5 s when no connection can be had (the server is unreachable, or every pooled connection
    // stays busy), rather than waiting for ever; a refused connection fails at once.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // TCP keepalive finds connections that a vanished server or a network device dropped without a word.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle pooled connection that dies (pg_terminate_backend, a server restart) is removed by the pool and reported
  // here; without a listener the 'error' event would end the process.
  pool.on('error', (err) => log.warn({ err }, 'database connection lost; the pool will open a new one'));
  // A connection that dies while checked out has no pool listener: its query fails (with this error), and the pool
  // drops it on release. This listener only keeps the event from ending the process.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    // The compiled-once queries run as named prepared statements on each connection (prepared-statements.ts).
    withPreparedStatements(client);
  });
  return pool;
}

export function openDatabase(database: Config['database'], options: OpenOptions = {}): Database {
  if (database.kind === 'postgres') {
    const pool = openPostgres(database.url, options.log ?? consoleLog);
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
      ...queryLog(options),
    });
    return {
      ...wrap(db, 'postgres'),
      url: database.url,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    };
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const handle =
    options.sqliteImage && database.file === ':memory:' ? new SQLite(options.sqliteImage) : new SQLite(database.file);
  // An in-memory database has no write-ahead log (one opened from an image refuses to switch to it).
  if (database.file !== ':memory:') handle.pragma('journal_mode = WAL');
  handle.pragma('foreign_keys = ON');
  handle.pragma('busy_timeout = 5000');
  handle.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(handle) }),
    plugins: [new CamelCasePlugin()],
    ...queryLog(options),
  });
  return wrap(db, 'sqlite');
}

const DEFAULT_PING_TIMEOUT_MS = 1500;

function wrap(db: Kysely<DB>, dialect: Dialect): Database {
  return {
    db,
    dialect,
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    close: () => db.destroy(),
    async ping(timeoutMs = DEFAULT_PING_TIMEOUT_MS) {
      const query = sql`select 1`.execute(db).then(
        () => true,
        () => false,
      );
      // SQLite answers at once (better-sqlite3 is synchronous); a PostgreSQL server may not answer at all.
      if (dialect === 'sqlite') return query;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        // The query keeps its own handler: when it settles after the timeout, nothing is left unhandled.
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
