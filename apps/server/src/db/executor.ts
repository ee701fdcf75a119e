import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

/**
 * What repositories run their queries on: the database or a transaction. Services pass it along without knowing
 * Kysely (only repositories and db/ import it).
 */
export type Executor = Kysely<DB> | Transaction<DB>;

/** Runs `work` in one transaction; repositories built on the executor it gets take part in it. */
export type RunInTransaction = <T>(work: (trx: Executor) => Promise<T>) => Promise<T>;

export function transactions(db: Kysely<DB>): RunInTransaction {
  return (work) => db.transaction().execute((trx) => work(trx));
}
