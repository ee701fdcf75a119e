/**
 * Errors that say the database cannot be reached or cannot answer now — not that the portal did something wrong:
 * the error handler answers them 503 with a Retry-After (what /readyz reports), never 500.
 */

/** Seconds a client is asked to wait after a database outage: about the pool's connection timeout. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a lost or unreachable database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 53 (insufficient resources: too
 * many connections, out of memory or disk), 57P01-57P03 (shutting down, crash recovery, not yet accepting
 * connections).
 */
const POSTGRES_STATES = /^(08...|53...|57P0[123])$/;

/** SQLite result codes of a database that is busy, locked, unreadable or out of space (better-sqlite3's `code`). */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL)(_|$)/;

/** Messages of the drivers and the query builder when there is no connection to be had. */
const MESSAGES = [
  // Kysely, after the pool was closed (on either database).
  /^driver has already been destroyed$/,
  // pg
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Client (has encountered a connection error|was closed) and is not queryable$/,
  // better-sqlite3, after its handle was closed.
  /^The database connection is not open$/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || SQLITE_CODES.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (MESSAGES.some((m) => m.test(message))) return true;
  // A host name with several addresses fails with every attempt in an AggregateError; a wrapped error in its cause.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}
