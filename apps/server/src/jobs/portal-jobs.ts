import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { adminJobs } from '../domains/admin/admin.jobs.js';
import { authJobs } from '../domains/auth/auth.jobs.js';
import type { NotificationSender } from '../domains/auth/notification/outbox.js';
import { broadcastJobs } from '../domains/broadcast/broadcast.alerts.js';
import { broadcastMediaJobs } from '../domains/broadcast/broadcast-media.jobs.js';
import { myDataJobs } from '../domains/my-data/my-data.jobs.js';
import { noticeJobs } from '../domains/notice/notice.jobs.js';
import { announcementJobs } from '../domains/notification/notification.module.js';
import { retentionJobs } from '../domains/privacy/retention.jobs.js';
import { studioJobs } from '../domains/studio/reservation-reminder.js';
import { uploadJobs } from '../domains/upload/upload.jobs.js';
import type { Clock } from '../lib/clock.js';
import type { JobLog, JobSet } from './job-queue.js';

/**
 * Every domain's jobs in one visible list (as app.ts lists the modules): the outbox, the accounts' sweeps, the
 * uploads' clean-up, the broadcast alerts, the members' data files (내 정보 내려받기), the retention jobs
 * (docs/retention.md: the privacy domain's and the console's access log), the demo's media and the development live generator, the reservations' day-before reminder. The console's transcoding jobs join here.
 */
export function portalJobSets(options: {
  database: Database;
  config: Config;
  log: JobLog;
  clock?: Clock;
  sender?: NotificationSender;
  signal?: AbortSignal;
}): JobSet[] {
  return [
    authJobs(options),
    uploadJobs(options),
    broadcastJobs(options),
    myDataJobs(options),
    retentionJobs(options),
    adminJobs(options),
    noticeJobs(options),
    announcementJobs(options),
    studioJobs(options),
    broadcastMediaJobs(options),
  ];
}
