import type { Database } from '../../db/database.js';
import type { JobLog, JobSet } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { AccessLogRepository } from './access-log.repository.js';

/** How long the personal-data access log is kept (개인정보의 안전성 확보조치 기준 제8조: at least two years). */
export const ACCESS_LOG_KEPT_YEARS = 2;

export const ACCESS_LOG_RETENTION_JOB = 'admin.access-log-retention';

/** Removes the access log's rows older than the years it is kept; the day before that boundary stays to be safe. */
export async function removeExpiredAccessLog(db: Database['db'], clock: Clock): Promise<number> {
  const now = clock.now();
  const boundary = new Date(now);
  boundary.setUTCFullYear(boundary.getUTCFullYear() - ACCESS_LOG_KEPT_YEARS);
  boundary.setUTCDate(boundary.getUTCDate() - 1);
  return new AccessLogRepository(db).removeBefore(boundary.toISOString());
}

/** The console's job (docs/retention.md): once a day, the access log's rows past their two years go. */
export function adminJobs(options: { database: Database; log: JobLog; clock?: Clock }): JobSet {
  const clock = options.clock ?? systemClock;
  return {
    handlers: {
      [ACCESS_LOG_RETENTION_JOB]: async () => {
        const removed = await removeExpiredAccessLog(options.database.db, clock);
        if (removed > 0)
          options.log.info({ job: ACCESS_LOG_RETENTION_JOB, removed }, 'access log rows past two years removed');
      },
    },
    schedules: [
      { identifier: ACCESS_LOG_RETENTION_JOB, pattern: '41 18 * * *', job: ACCESS_LOG_RETENTION_JOB, maxAttempts: 3 },
    ],
  };
}
