/**
 * The column types table declarations use (`<domain>.tables.ts`), from the one place outside repositories that may
 * name Kysely: `Generated` for a column the database fills (an identity, a default).
 */
export type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
