import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd } from '../../lib/seoul-time.js';
import type { JobSet } from '../../jobs/job-queue.js';
import type { LogSink } from '../auth/notification/outbox.js';
import type { FileStorage } from './storage.js';
import { createFileStorage } from './storage.js';
import { UploadReferenceRepository } from './upload-references.repository.js';
import { UploadRepository } from './upload.repository.js';

/**
 * Scheduled work of the upload domain: removing uploads nothing refers to.
 *
 * A member uploads first and refers to the file later (a profile image, an editor image inside an HTML body, a
 * certificate, a content attachment, a space or room picture …), and many uploads are never used. Once a file is
 * older than `uploadOrphanHours`, the job removes its uploaded_file row and the stored file, unless anything in the
 * database still mentions it (UploadReferenceRepository searches every text column of every table for the file's key
 * and id). When in doubt the file stays.
 *
 * The job queue runs it hourly, once across every process (jobs/job-queue.ts), on the portal's one file store, so it
 * sees every process's uploads when they share a bucket.
 */

/** uploaded_file rows read per page. */
const PAGE = 500;
/** At most this many files removed per run; the next run goes on. */
const MAX_REMOVALS_PER_RUN = 5000;
/** Days of upload_quota rows kept (only today's row is ever read). */
const QUOTA_DAYS_KEPT = 7;

export const UPLOAD_JOB_NAME = 'upload.orphan-cleanup';

export interface UploadCleanupContext {
  database: Database;
  storage: FileStorage;
  clock: Clock;
  /** Files younger than this stay whatever refers to them (the member may still be writing the post). */
  orphanHours: number;
}

export interface UploadCleanupResult {
  /** uploaded_file rows removed with their stored files. */
  removed: number;
  /** Stored files without any uploaded_file row (left by a crash between storing and recording) removed. */
  strays: number;
  /** Files past the age that stay because something mentions them. */
  kept: number;
}

/** One run of the clean-up (tests call it directly; the timer below calls it under the job lock). */
export async function runUploadCleanup(ctx: UploadCleanupContext): Promise<UploadCleanupResult> {
  const files = new UploadRepository(ctx.database.db);
  const finder = UploadReferenceRepository.of(ctx.database);
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - ctx.orphanHours * 3_600_000).toISOString();
  const result: UploadCleanupResult = { removed: 0, strays: 0, kept: 0 };
  let mentioned: Set<string> | null = null;

  /** Of `candidates` past the age, those nothing mentions (cheap pass first, thorough pass for the rest). */
  const unreferenced = async <T extends { key: string; fileId?: string }>(candidates: readonly T[]): Promise<T[]> => {
    if (candidates.length === 0) return [];
    mentioned ??= await finder.mentioned();
    const seen = mentioned;
    const open = candidates.filter((f) => !seen.has(f.key) && !(f.fileId && seen.has(f.fileId)));
    const names = open.flatMap((f) => (f.fileId ? [f.key, f.fileId] : [f.key]));
    const occurring = names.length > 0 ? await finder.occurring(names) : new Set<string>();
    const orphans = open.filter((f) => !occurring.has(f.key) && !(f.fileId && occurring.has(f.fileId)));
    result.kept += candidates.length - orphans.length;
    return orphans;
  };

  // 1. Recorded uploads past the age, page by page in (reg_dt, file_id) order.
  let after: { regDt: string; fileId: string } | null = null;
  while (result.removed < MAX_REMOVALS_PER_RUN) {
    const page = await files.recordedBefore(cutoff, after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]!;
    const orphans = await unreferenced(page.map((r) => ({ key: r.storageKey, fileId: r.fileId })));
    for (const f of orphans) {
      if (result.removed >= MAX_REMOVALS_PER_RUN) break;
      let gone = false;
      try {
        gone = await files.deleteRecordedBefore(f.fileId, cutoff);
      } catch {
        // A foreign key still points at it (a reference written meanwhile): it stays.
        result.kept += 1;
      }
      if (!gone) continue;
      await ctx.storage.delete(f.key);
      result.removed += 1;
    }
    if (page.length < PAGE) break;
  }

  // 2. Stored files past the age that no row records at all.
  {
    const cutoffTime = new Date(cutoff).getTime();
    let batch: string[] = [];
    const sweep = async (keys: string[]) => {
      const recorded = await files.recordedKeys(keys);
      const orphans = await unreferenced(keys.filter((k) => !recorded.has(k)).map((key) => ({ key })));
      for (const f of orphans) {
        await ctx.storage.delete(f.key);
        result.strays += 1;
      }
    };
    for await (const f of ctx.storage.list()) {
      if (f.modifiedAt.getTime() >= cutoffTime) continue;
      batch.push(f.key);
      if (batch.length >= PAGE) {
        await sweep(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await sweep(batch);
  }

  // 3. Quota counters of past days.
  await files.deleteQuotaBefore(addDays(todaySeoulYmd(ctx.clock), -QUOTA_DAYS_KEPT));
  return result;
}

/** The upload domain's job: the clean-up, hourly. */
export function uploadJobs(options: {
  database: Database;
  config: Config;
  log: LogSink;
  clock?: Clock;
  storage?: FileStorage;
}): JobSet {
  const ctx: UploadCleanupContext = {
    database: options.database,
    storage: options.storage ?? createFileStorage(options.config),
    clock: options.clock ?? systemClock,
    orphanHours: options.config.uploadOrphanHours,
  };
  return {
    handlers: {
      [UPLOAD_JOB_NAME]: async () => {
        const r = await runUploadCleanup(ctx);
        if (r.removed + r.strays > 0) options.log.info({ job: UPLOAD_JOB_NAME, ...r }, 'upload job done');
      },
    },
    schedules: [{ identifier: UPLOAD_JOB_NAME, pattern: '23 * * * *', job: UPLOAD_JOB_NAME, maxAttempts: 3 }],
  };
}
