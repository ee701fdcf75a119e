import path from 'node:path';
import ts from 'typescript';

/**
 * The table types the code is written against, read from `DB` in db/schema.ts with the TypeScript compiler: each
 * table's columns as the types declare them, and the domain that declares the table (the folder of the
 * `<domain>.tables.ts` its type comes from; `jobs` for jobs/job.tables.ts). For db/schema-drift.test.ts and
 * db/migration-ownership.test.ts.
 */

export type Family = 'number' | 'string' | 'other';

export interface DeclaredColumn {
  nullable: boolean;
  generated: boolean;
  family: Family;
}

export interface DeclaredTable {
  /** The domain that owns the table: only its migrations may change it. */
  domain: string;
  /** The file that declares the table's type, relative to src/. */
  file: string;
  columns: Map<string, DeclaredColumn>;
}

export const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const SRC = path.resolve(import.meta.dirname, '..');

/** `domains/<domain>/…` → `<domain>`; `jobs/job.tables.ts` → `jobs`. */
export function domainOfFile(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === 'domains' && parts[1]) return parts[1];
  if (parts[0] === 'jobs') return 'jobs';
  throw new Error(`${file} declares a table outside a domain's <domain>.tables.ts`);
}

let cached: Map<string, DeclaredTable> | undefined;

export function declaredTables(): Map<string, DeclaredTable> {
  if (cached) return cached;
  const file = path.join(SRC, 'db/schema.ts');
  const program = ts.createProgram([file], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error('schema.ts not found');
  const db = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DB',
  );
  if (!db) throw new Error('interface DB not found in schema.ts');
  const dbType = checker.getTypeAtLocation(db);

  const familyOf = (type: ts.Type): Family => {
    const parts = (type.isUnion() ? type.types : [type]).filter(
      (t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)),
    );
    if (parts.every((t) => t.flags & ts.TypeFlags.NumberLike)) return 'number';
    if (parts.every((t) => t.flags & ts.TypeFlags.StringLike)) return 'string';
    return 'other';
  };
  const hasNull = (type: ts.Type) => (type.isUnion() ? type.types : [type]).some((t) => t.flags & ts.TypeFlags.Null);
  const hasUndefined = (type: ts.Type) =>
    (type.isUnion() ? type.types : [type]).some((t) => t.flags & ts.TypeFlags.Undefined);

  const tables = new Map<string, DeclaredTable>();
  for (const table of checker.getPropertiesOfType(dbType)) {
    const tableType = checker.getTypeOfSymbolAtLocation(table, db);
    const declaration = tableType.getSymbol()?.getDeclarations()?.[0];
    if (!declaration) throw new Error(`the type of DB.${table.name} has no declaration`);
    const declaredIn = declaration.getSourceFile().fileName;
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getPropertiesOfType(tableType)) {
      const type = checker.getTypeOfSymbolAtLocation(column, db);
      // Kysely's ColumnType<S, I, U> (Generated<T> among them) carries the select and insert types as brands.
      const select = type.getProperty('__select__');
      const insert = type.getProperty('__insert__');
      const selectType = select ? checker.getTypeOfSymbolAtLocation(select, db) : type;
      const insertType = insert ? checker.getTypeOfSymbolAtLocation(insert, db) : type;
      columns.set(snake(column.name), {
        nullable: hasNull(selectType),
        generated: Boolean(insert) && hasUndefined(insertType),
        family: familyOf(selectType),
      });
    }
    tables.set(snake(table.name), {
      domain: domainOfFile(declaredIn),
      file: path.relative(SRC, declaredIn),
      columns,
    });
  }
  cached = tables;
  return tables;
}

/**
 * Tables in the database that no code declares a type for, each with its owner and why it has no type. Anything else
 * in the database without a type fails the drift test.
 */
export const UNTYPED_TABLES: Record<string, { domain: string; why: string }> = {
  kysely_migration: { domain: 'db', why: "Kysely's migrator's record of the migrations run" },
  kysely_migration_lock: { domain: 'db', why: "Kysely's migrator's lock" },
  // SQLite only: the search index's FTS5 table (and the shadow tables SQLite keeps for it), filled by triggers on
  // search_doc and read by the search repository through raw SQL MATCH queries.
  search_fts: { domain: 'search', why: 'the FTS5 index of search_doc (SQLite), kept by triggers' },
  search_fts_data: { domain: 'search', why: "FTS5's shadow table of search_fts" },
  search_fts_idx: { domain: 'search', why: "FTS5's shadow table of search_fts" },
  search_fts_content: { domain: 'search', why: "FTS5's shadow table of search_fts" },
  search_fts_docsize: { domain: 'search', why: "FTS5's shadow table of search_fts" },
  search_fts_config: { domain: 'search', why: "FTS5's shadow table of search_fts" },
};
