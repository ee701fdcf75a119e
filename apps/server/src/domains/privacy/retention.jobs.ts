import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { JobLog, JobSet } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import type { FileStorage } from '../upload/storage.js';
import { createFileStorage } from '../upload/storage.js';
import { seoulYmd } from '../../lib/seoul-time.js';
import { RetentionRepository } from './retention.repository.js';

const DAY_MS = 86_400_000;

/**
 * The periods of docs/retention.md that this job applies (the table there names each one; change both together).
 * Accounts themselves are pseudonymised at withdrawal (AccountService.withdraw) and made dormant after a year
 * (auth.jobs.ts); the console's access log is kept two years by the console's own job (domains/admin/admin.jobs.ts).
 */
export const RETENTION = {
  /** What a withdrawn member left besides their account and posts: destroyed 5 days after withdrawal ("without delay"). */
  withdrawnDays: 5,
  /** Signed-out sessions (expired ones go as soon as they end). */
  revokedSessionDays: 1,
  /** Delivered or given-up notifications (the recipient's address and the text). */
  outboxDays: 90,
  /** The log of data-file downloads (a service access record: 3 months). */
  myDataDownloadDays: 90,
  /** A failed data-file request stays a day for the member to see it failed. */
  failedMyDataDays: 1,
  /** A withdrawn member's reservations keep their contact and business details 3 years from the day of use. */
  reservationYears: 3,
  /** A withdrawn member's applications are kept 5 years after the programme's end (market entry: its last change). */
  applicationYears: 5,
} as const;

export interface RetentionResult {
  identityTx: number;
  identityTickets: number;
  sessions: number;
  outbox: number;
  myDataFiles: number;
  myDataDownloads: number;
  withdrawnRows: number;
  withdrawnRecords: number;
}

/** One run of the retention job (tests call it with a moved clock). */
export async function runRetention(ctx: {
  db: Executor;
  storage: FileStorage;
  clock: Clock;
}): Promise<RetentionResult> {
  const repo = new RetentionRepository(ctx.db);
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const yearsAgo = (years: number) => {
    const d = new Date(now);
    d.setUTCFullYear(d.getUTCFullYear() - years);
    return d;
  };
  // A reservation's day is a Seoul date (yyyyMMdd).
  const usedBeforeYmd = seoulYmd(yearsAgo(RETENTION.reservationYears));

  let myDataFiles = 0;
  for (const e of await repo.expiredExports(nowIso, daysAgo(RETENTION.failedMyDataDays))) {
    if (e.fileKey) await ctx.storage.delete(e.fileKey);
    await repo.deleteExport(e.exportId);
    myDataFiles += 1;
  }
  const withdrawn = await repo.purgeWithdrawn(daysAgo(RETENTION.withdrawnDays));
  for (const key of withdrawn.fileKeys) await ctx.storage.delete(key);

  return {
    identityTx: await repo.purgeIdentityTx(nowIso),
    identityTickets: await repo.purgeIdentityTickets(nowIso),
    sessions: await repo.purgeSessions(nowIso, daysAgo(RETENTION.revokedSessionDays)),
    outbox: await repo.purgeOutbox(daysAgo(RETENTION.outboxDays)),
    myDataFiles,
    myDataDownloads: await repo.purgeMyDataDownloads(daysAgo(RETENTION.myDataDownloadDays)),
    withdrawnRows: withdrawn.rows,
    withdrawnRecords: await repo.purgeWithdrawnRecords(
      usedBeforeYmd,
      seoulYmd(yearsAgo(RETENTION.applicationYears)),
      yearsAgo(RETENTION.applicationYears).toISOString(),
    ),
  };
}

export const RETENTION_JOB_NAME = 'privacy.retention';

/** The retention job, hourly (once across every process). */
export function retentionJobs(options: {
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
  };
  return {
    handlers: {
      [RETENTION_JOB_NAME]: async () => {
        const result = await runRetention(ctx);
        if (Object.values(result).some((n) => n > 0)) {
          options.log.info({ job: RETENTION_JOB_NAME, ...result }, 'retention: rows past their period removed');
        }
      },
    },
    schedules: [{ identifier: RETENTION_JOB_NAME, pattern: '23 * * * *', job: RETENTION_JOB_NAME, maxAttempts: 3 }],
  };
}
