import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from './database.js';

/**
 * Column helpers that keep one migration set portable between SQLite and PostgreSQL.
 * Timestamps are ISO 8601 UTC strings (text) on both, so ordering and comparison are the same everywhere;
 * days are `yyyyMMdd` and hours `HHmm` text as on the wire; flags are 'Y'/'N'.
 */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect, name = 'id') {
  return table.addColumn(name, 'integer', (c) =>
    dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
  );
}

export const text = 'text' as const;

export function timestamp(c: ColumnDefinitionBuilder) {
  return c.notNull().defaultTo(sql`'1970-01-01T00:00:00.000Z'`);
}

export function ynFlag(name: string, defaultValue: 'Y' | 'N') {
  return (c: ColumnDefinitionBuilder) =>
    c
      .notNull()
      .defaultTo(defaultValue)
      .check(sql`${sql.ref(name)} in ('Y','N')`);
}

export function nowIso(): string {
  return new Date().toISOString();
}

export type AnyKysely = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
