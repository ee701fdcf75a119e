import type { Database } from '../../db/database.js';
import type { JobLog, JobSet } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';

export const NOTICE_ENDED_JOB = 'notice.posting-ended';

/**
 * Takes the notices whose posting window has ended out of the search index (and so out of the sitemap). Visitors stop
 * seeing an ended notice at its end by themselves (the board, the view, the popups decide at read time); search, which
 * keeps no end of a document, follows within the minute. Answers how many left the index.
 */
export async function removeEndedNotices(db: Database['db'], clock: Clock): Promise<number> {
  const now = clock.now().toISOString();
  const ended = db
    .selectFrom('contentItem')
    .select((eb) => eb.cast<string>('contentsId', 'text').as('docId'))
    .where('contentsType', '=', 'notice')
    .where('pstgEndDt', '<=', now);
  const res = await db
    .deleteFrom('searchDoc')
    .where('docType', '=', 'notice')
    .where('docId', 'in', ended)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The notices' job: every minute, ended notices leave the search index. */
export function noticeJobs(options: { database: Database; log: JobLog; clock?: Clock }): JobSet {
  const clock = options.clock ?? systemClock;
  return {
    handlers: {
      [NOTICE_ENDED_JOB]: async () => {
        const removed = await removeEndedNotices(options.database.db, clock);
        if (removed > 0) options.log.info({ job: NOTICE_ENDED_JOB, removed }, 'ended notices left the search index');
      },
    },
    schedules: [{ identifier: NOTICE_ENDED_JOB, pattern: '* * * * *', job: NOTICE_ENDED_JOB, maxAttempts: 3 }],
  };
}
