import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { JobLog, JobSet } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import type { FileStorage } from '../upload/storage.js';
import { createFileStorage } from '../upload/storage.js';
import { buildWaitingExports, MY_DATA_JOB_NAME } from './my-data.service.js';

/**
 * 내 정보 내려받기's job: the files of waiting requests are made when a request is made (the service enqueues a run)
 * and every minute after, for a request whose run was missed (once across every process: the job queue runs each
 * scheduled minute once, and each request is claimed by a conditional update).
 */
export function myDataJobs(options: {
  database: Database;
  config: Config;
  log: JobLog;
  clock?: Clock;
  storage?: FileStorage;
}): JobSet {
  const ctx = {
    db: options.database.db,
    storage: options.storage ?? createFileStorage(options.config),
    clock: options.clock ?? systemClock,
    log: options.log,
  };
  return {
    handlers: {
      [MY_DATA_JOB_NAME]: async () => {
        const made = await buildWaitingExports(ctx);
        if (made > 0) options.log.info({ job: MY_DATA_JOB_NAME, made }, 'my-data files made');
      },
    },
    schedules: [{ identifier: MY_DATA_JOB_NAME, pattern: '* * * * *', job: MY_DATA_JOB_NAME, maxAttempts: 1 }],
  };
}
