import { createHash } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/**
 * Each table's row count and checksum, as a backup's manifest records them and a restore compares them. The checksum
 * is a multiset hash: each row is hashed on its own and the hashes are added up (two 60-bit halves, so 120 bits in
 * all), so it needs no order and no memory beyond one row, and a row missing, added or changed changes it. It is
 * computed by the same engine at both ends (a SQLite backup restores into SQLite, a PostgreSQL one into PostgreSQL).
 */
export interface TableSummary {
  rows: number;
  checksum: string;
}

export type TableSummaries = Record<string, TableSummary>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** SQLite: every ordinary table (FTS5 shadow tables included; the virtual tables that read them left out). */
export function sqliteTableSummaries(db: SQLite.Database): TableSummaries {
  const tables = db
    .prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'
       and coalesce(sql, '') not like 'CREATE VIRTUAL TABLE%' order by name`,
    )
    .pluck()
    .all() as string[];
  const out: TableSummaries = {};
  for (const table of tables) {
    let rows = 0;
    let a = 0n;
    let b = 0n;
    const stmt = db
      .prepare(`select * from ${quote(table)}`)
      .raw(true)
      .safeIntegers(true);
    for (const row of stmt.iterate() as Iterable<unknown[]>) {
      const h = createHash('md5').update(canonicalRow(row)).digest('hex');
      a += BigInt(`0x${h.slice(0, 15)}`);
      b += BigInt(`0x${h.slice(15, 30)}`);
      rows += 1;
    }
    out[table] = { rows, checksum: `${a}:${b}` };
  }
  return out;
}

/** A row as text: integers read exactly (as BigInt), blobs as their bytes (a Buffer's own JSON form). */
function canonicalRow(row: unknown[]): string {
  return JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
}

/**
 * PostgreSQL: every table outside the system schemas (graphile-worker's queue included), on `client` — inside the
 * transaction whose snapshot the dump was made from, so the numbers describe exactly what the dump holds. The rows are
 * hashed by the server (md5 of the row's text form).
 */
export async function postgresTableSummaries(client: pg.ClientBase): Promise<TableSummaries> {
  const { rows: tables } = await client.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'
     order by schemaname, tablename`,
  );
  const out: TableSummaries = {};
  for (const t of tables) {
    const name = `${t.schemaname}.${t.tablename}`;
    const { rows } = await client.query<{ n: string; a: string; b: string }>(
      `select count(*)::text as n,
         coalesce(sum(('x' || substr(h, 1, 15))::bit(60)::bigint), 0)::text as a,
         coalesce(sum(('x' || substr(h, 16, 15))::bit(60)::bigint), 0)::text as b
       from (select md5(t::text) as h from ${quote(t.schemaname)}.${quote(t.tablename)} t) s`,
    );
    const r = rows[0]!;
    out[t.schemaname === 'public' ? t.tablename : name] = { rows: Number(r.n), checksum: `${r.a}:${r.b}` };
  }
  return out;
}

/** Tables whose count or checksum differ (or that only one side has), described for a person. */
export function summaryDifferences(expected: TableSummaries, actual: TableSummaries): string[] {
  const out: string[] = [];
  for (const [table, e] of Object.entries(expected)) {
    const a = actual[table];
    if (!a) out.push(`${table}: 복원된 데이터베이스에 없음`);
    else if (a.rows !== e.rows) out.push(`${table}: 행 수 ${a.rows} (백업 ${e.rows})`);
    else if (a.checksum !== e.checksum) out.push(`${table}: 체크섬 불일치`);
  }
  for (const table of Object.keys(actual)) if (!expected[table]) out.push(`${table}: 백업에 없는 테이블`);
  return out;
}
