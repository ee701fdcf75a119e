import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { systemClock } from '../lib/clock.js';
import { GraphileJobQueue, GraphileJobRunner } from './graphile-queue.js';
import type { JobLog, JobQueue, JobRunner, JobSet } from './job-queue.js';
import { mergeJobSets } from './job-queue.js';
import { TableJobQueue, TableJobRunner } from './table-queue.js';

export interface Jobs {
  queue: JobQueue;
  /** Runs the jobs in this process; null when JOBS=off. */
  runner: JobRunner | null;
  close(): Promise<void>;
}

/**
 * The job queue of the configured database: graphile-worker on PostgreSQL, the durable table on SQLite. The runner is
 * made only where this process runs jobs (config.roles.jobs); every process can enqueue.
 */
export function createJobs(options: {
  config: Pick<Config, 'roles' | 'jobConcurrency'>;
  database: Database;
  sets: readonly JobSet[];
  log: JobLog;
  clock?: Clock;
  pollMs?: number;
}): Jobs {
  const jobs = mergeJobSets(options.sets);
  const clock = options.clock ?? systemClock;
  const concurrency = options.config.jobConcurrency;
  if (options.database.dialect === 'postgres' && options.database.url) {
    const url = options.database.url;
    const queue = new GraphileJobQueue(url, options.log);
    const runner = options.config.roles.jobs
      ? new GraphileJobRunner({
          url,
          queue,
          jobs,
          log: options.log,
          concurrency,
          ...(options.pollMs ? { pollMs: options.pollMs } : {}),
        })
      : null;
    return {
      queue,
      runner,
      close: async () => {
        await runner?.stop();
        await queue.close();
      },
    };
  }
  const queue = new TableJobQueue(options.database, clock);
  const runner = options.config.roles.jobs
    ? new TableJobRunner({
        database: options.database,
        queue,
        jobs,
        clock,
        log: options.log,
        concurrency,
        ...(options.pollMs ? { pollMs: options.pollMs } : {}),
      })
    : null;
  return { queue, runner, close: async () => void (await runner?.stop()) };
}
