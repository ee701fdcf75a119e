import type pg from 'pg';

/** The SQL text of every compiled-once query (db/compiled-once.ts), with the name it is prepared under. */
const names = new Map<string, string>();

/**
 * Registers a compiled-once query's SQL: on PostgreSQL every connection then prepares it once, under its own name,
 * and runs it by that name. The set is as small as the list of compiled-once queries (one text per query per
 * dialect), so it never grows with the requests.
 */
export function registerPrepared(sql: string): void {
  if (!names.has(sql)) names.set(sql, `onfan_hot_${names.size + 1}`);
}

/**
 * A pooled PostgreSQL connection that runs the compiled-once queries as named prepared statements (decision 042):
 * pg sends any other query unnamed, which the server parses and plans again on every run. The hot reads (a session,
 * a booking's room, certificate and held hours) are the same text each time, so the connection parses each of them
 * once (and keeps a generic plan once PostgreSQL finds it as good as planning each run). Kysely's driver calls
 * `query(text, values)`; every other call goes through unchanged.
 *
 * A prepared statement keeps its result's columns: one that selected `*` would fail on every run once a migration
 * added a column to its table ("cached plan must not change result type"). compiledOnce refuses such a query, so a
 * prepared statement names its columns and an added column leaves it working.
 */
export function withPreparedStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query: (...args: unknown[]) => {
      const [text, values] = args;
      const name = args.length === 2 && typeof text === 'string' ? names.get(text) : undefined;
      return name ? query({ name, text, values }) : query(...args);
    },
  });
}
