import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './executor.js';
import { registerPrepared } from './prepared-statements.js';

/** What a hot query is built with on its first run: one stand-in per value, told apart by identity. */
class Mark {
  constructor(readonly index: number) {}
}

/** `select *` or `select "table".*` (not `count(*)`): a prepared statement must name its columns. */
const SELECTS_STAR = /(?:\bselect\s+(?:distinct\s+)?|,\s*)(?:"[^"]+"\.)?\*/i;

/**
 * A hot query built and compiled once per executor, then run with each call's values: Kysely builds, camel-cases and
 * compiles a query on every run, and for the reads every request makes (a session, the slot list's held hours, a
 * booking's room and certificate) that was more of the request's CPU than the database's own work (decision 042).
 *
 * `build(db, …values)` must hand each value to the query as a value only (`where(col, '=', value)`): it runs once per
 * executor with a stand-in in place of each value, and each run then replaces the compiled statement's stand-ins with
 * its own values. A stand-in used any other way (in an `in` list, spread, read) is refused on the first run. The
 * statement is kept per executor (the database, or one transaction), so it always has that database's dialect.
 * On PostgreSQL each connection prepares it once and runs it by name (prepared-statements.ts); a query that selects
 * `*` is refused on its first run, since a prepared `*` fails once a migration adds a column.
 */
export function compiledOnce<A extends unknown[], R>(
  build: (db: Executor, ...values: A) => Compilable<R>,
): (db: Executor, ...values: A) => Promise<R[]> {
  const compiled = new WeakMap<Executor, CompiledQuery<R>>();
  const count = build.length - 1;
  return async (db, ...values) => {
    let query = compiled.get(db);
    if (!query) {
      const marks = Array.from({ length: count }, (_, i) => new Mark(i));
      query = build(db, ...(marks as A)).compile();
      const used = new Set(query.parameters.flatMap((p) => (p instanceof Mark ? [p.index] : [])));
      if (used.size !== count) throw new Error(`compiledOnce: ${count - used.size} value(s) not passed as values`);
      if (SELECTS_STAR.test(query.sql)) throw new Error(`compiledOnce: name the columns, not *: ${query.sql}`);
      registerPrepared(query.sql);
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Mark ? values[p.index] : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

/**
 * Every column of a table, checked against its type (a compiled-once query names its columns): a column added to the
 * type and not to the list fails the typecheck, so the query keeps reading the whole row.
 * `allColumns<RsvtRoomTable>()(['roomId', …])`.
 */
export function allColumns<T>() {
  return <const C extends readonly (keyof T & string)[]>(
    columns: C & ([Exclude<keyof T, C[number]>] extends [never] ? unknown : { missing: Exclude<keyof T, C[number]> }),
  ): C => columns;
}
