import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './executor.js';

/** What a hot query is built with on its first run: one stand-in per value, told apart by identity. */
class Mark {
  constructor(readonly index: number) {}
}

/**
 * A hot query built and compiled once per executor, then run with each call's values: Kysely builds, camel-cases and
 * compiles a query on every run, and for the reads every request makes (a session, the slot list's held hours, a
 * booking's room and certificate) that was more of the request's CPU than the database's own work (decision 042).
 *
 * `build(db, …values)` must hand each value to the query as a value only (`where(col, '=', value)`): it runs once per
 * executor with a stand-in in place of each value, and each run then replaces the compiled statement's stand-ins with
 * its own values. A stand-in used any other way (in an `in` list, spread, read) is refused on the first run. The
 * statement is kept per executor (the database, or one transaction), so it always has that database's dialect.
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
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Mark ? values[p.index] : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
