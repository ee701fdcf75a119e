import { sql } from 'kysely';
import type { Executor } from './executor.js';

/** `pg_notify(channel, payload)` on PostgreSQL: delivered to every LISTENing connection once the caller's work committed. */
export async function pgNotify(db: Executor, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
