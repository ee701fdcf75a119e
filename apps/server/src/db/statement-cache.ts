import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * How many prepared statements the SQLite connection keeps: every query the portal writes, with room for the
 * `in (…)` lists of each length. The least recently used one goes first.
 */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * The SQLite connection as Kysely's dialect sees it, preparing each distinct SQL text once: Kysely prepares a
 * statement for every query, and compiling the SQL was a large part of a simple read (the slot list). A cached
 * statement still being iterated (a streamed query) is busy, so the same SQL meanwhile gets a fresh one. SQLite
 * re-prepares a cached statement by itself after a schema change.
 */
export function withStatementCache(handle: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => handle.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = handle.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}
