import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** Jobs in the queue by state (the metrics' queue depth and failures). */
export interface QueueDepth {
  /** Due and waiting for a runner. */
  due: number;
  /** Waiting for their time (a retry's backoff, or a later run). */
  scheduled: number;
  running: number;
  /** Failed at least once and to be tried again. */
  retrying: number;
  /** Tries spent: left failed with their last error. */
  failed: number;
}

const EMPTY: QueueDepth = { due: 0, scheduled: 0, running: 0, retrying: 0, failed: 0 };

/**
 * The queue's depth from the database, so every process (web or worker) sees the same numbers: graphile-worker's
 * `jobs` view on PostgreSQL (none until its schema is installed), the durable table on SQLite.
 */
export async function queueDepth(database: Database, now: Date): Promise<QueueDepth> {
  const iso = now.toISOString();
  const query =
    database.dialect === 'postgres'
      ? sql<Record<keyof QueueDepth, number>>`
        select
          count(*) filter (where attempts < max_attempts and locked_at is null and run_at <= now())::int as due,
          count(*) filter (where attempts < max_attempts and locked_at is null and run_at > now())::int as scheduled,
          count(*) filter (where attempts < max_attempts and locked_at is not null)::int as running,
          count(*) filter (where attempts < max_attempts and last_error is not null)::int as retrying,
          count(*) filter (where attempts >= max_attempts)::int as failed
        from graphile_worker.jobs`
      : sql<Record<keyof QueueDepth, number>>`
        select
          coalesce(sum(case when attempts < max_attempts and locked_at is null and run_at <= ${iso} then 1 else 0 end), 0) as due,
          coalesce(sum(case when attempts < max_attempts and locked_at is null and run_at > ${iso} then 1 else 0 end), 0) as scheduled,
          coalesce(sum(case when attempts < max_attempts and locked_at is not null then 1 else 0 end), 0) as running,
          coalesce(sum(case when attempts < max_attempts and last_error is not null then 1 else 0 end), 0) as retrying,
          coalesce(sum(case when attempts >= max_attempts then 1 else 0 end), 0) as failed
        from job_queue`;
  try {
    const row = (await query.execute(database.db)).rows[0];
    if (!row) return EMPTY;
    return {
      due: Number(row.due),
      scheduled: Number(row.scheduled),
      running: Number(row.running),
      retrying: Number(row.retrying),
      failed: Number(row.failed),
    };
  } catch (err) {
    // graphile-worker installs its schema on first use: before that there is no queue to count.
    if ((err as { code?: string }).code === '42P01') return EMPTY;
    throw err;
  }
}
