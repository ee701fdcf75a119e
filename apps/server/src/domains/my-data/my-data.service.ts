import type { Readable } from 'node:stream';
import type { MyDataExport } from '@onfan/contracts/my-data';
import { MY_DATA_LINK_HOURS, MY_DATA_MESSAGES as M } from '@onfan/contracts/my-data';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import type { SessionUser } from '../../http/access.js';
import type { JobLog, JobQueue } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../upload/storage.js';
import { buildMyDataZip } from './my-data.archive.js';
import { MyDataRepository } from './my-data.repository.js';

/** The job that makes the waiting files (my-data.jobs.ts runs it). */
export const MY_DATA_JOB_NAME = 'my-data.build';

/** 내 정보 내려받기: the member's requests and downloads; the file itself is made by the job (my-data.jobs.ts). */
export class MyDataService {
  private readonly exports: MyDataRepository;

  constructor(
    db: Executor,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    /** The process's one job queue: a request starts the job at once instead of waiting for its next minute. */
    private readonly queue: JobQueue,
    /** Where a refused start is told (the request is kept either way). */
    private readonly log: Pick<JobLog, 'warn'>,
  ) {
    this.exports = new MyDataRepository(db);
  }

  /** GET mypage/my-data: the latest request, a made file past its 24 hours shown as EXPIRED. */
  async latest(user: SessionUser): Promise<{ latest: MyDataExport | null }> {
    const row = await this.exports.latest(user.userId);
    if (!row) return { latest: null };
    const expired = row.status === 'READY' && !!row.expiresDt && row.expiresDt <= this.clock.now().toISOString();
    return { latest: { ...row, status: expired ? 'EXPIRED' : row.status } };
  }

  /** POST mypage/my-data: one request at a time per member (409 while one is being made). */
  async request(user: SessionUser) {
    const id = await this.exports.insertRequest(user.userId, this.clock.now().toISOString());
    if (id === null) throw AppError.conflict(M.alreadyRequested);
    // One waiting run for any number of requests (the job makes every waiting file). Should the queue refuse, the
    // request is kept, the refusal is logged and the job's every-minute schedule makes the file.
    await this.queue
      .enqueue(MY_DATA_JOB_NAME, {}, { jobKey: MY_DATA_JOB_NAME, jobKeyMode: 'preserve_run_at', maxAttempts: 1 })
      .catch((err: unknown) =>
        this.log.warn({ err, exportId: id }, 'my-data request kept; the job queue refused to start it now'),
      );
    return ok(M.requested);
  }

  /** GET mypage/my-data/:exportId/file: the member's own made file within its 24 hours; the download is logged. */
  async file(
    user: SessionUser,
    exportId: number,
    ip: string | null,
  ): Promise<{ fileName: string; size: number; stream: Readable }> {
    const row = await this.exports.ownFile(exportId, user.userId);
    if (!row || row.status === 'FAILED') throw AppError.notFound(M.notFound);
    // Not made yet: the file does not exist (yet); 410 is for one that was made and has gone.
    if (row.status === 'REQUESTED') throw AppError.notFound(M.notReady);
    const now = this.clock.now().toISOString();
    if (!row.fileKey || !row.expiresDt || row.expiresDt <= now) throw AppError.gone(M.expired);
    const stored = await this.storage.get(row.fileKey);
    if (!stored) throw AppError.gone(M.expired);
    await this.exports.logDownload({ exportId, userId: user.userId, ip, dlDt: now });
    return { fileName: `onfan-my-data-${row.reqDt.slice(0, 10)}.zip`, size: stored.size, stream: stored.stream };
  }
}

/**
 * Makes the files of waiting requests (the job's work): each request claimed by a conditional update, its member's
 * rows read, the ZIP stored, the row made READY for 24 hours. Answers how many were made.
 */
export async function buildWaitingExports(
  ctx: { db: Executor; storage: FileStorage; clock: Clock; log: Pick<JobLog, 'error'> },
  limit = 20,
) {
  const repo = new MyDataRepository(ctx.db);
  let made = 0;
  for (const { exportId, userId } of await repo.waiting(ctx.clock.now().toISOString(), limit)) {
    if (!(await repo.claim(exportId, ctx.clock.now()))) continue;
    try {
      const now = ctx.clock.now();
      const data = await repo.memberData(userId);
      const zip = await buildMyDataZip(data, now.toISOString());
      const fileKey = await ctx.storage.put(zip, 'zip');
      const expiresDt = new Date(now.getTime() + MY_DATA_LINK_HOURS * 3_600_000).toISOString();
      if (await repo.markReady(exportId, { fileKey, fileSize: zip.length, readyDt: now.toISOString(), expiresDt })) {
        made += 1;
      } else {
        await ctx.storage.delete(fileKey);
      }
    } catch (err) {
      // The member sees FAILED and may ask again; the next requests are made all the same.
      await repo.markFailed(exportId, err instanceof Error ? err.message : String(err));
      ctx.log.error({ err, exportId }, 'my-data export failed');
    }
  }
  return made;
}
