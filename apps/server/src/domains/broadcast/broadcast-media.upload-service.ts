import { randomBytes } from 'node:crypto';
import type { MediaDesk, MediaJobEvent, TranscodeBody } from '@onfan/contracts/broadcast-media.admin';
import {
  BROADCAST_MEDIA_MESSAGES as M,
  MEDIA_JOB_STATE,
  mediaTooLarge,
  transcodeBodySchema,
} from '@onfan/contracts/broadcast-media.admin';
import { BRC_TYPE } from '@onfan/contracts/broadcast';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { MediaJobEvents } from './broadcast-media.events.js';
import type { MediaJobRow } from './broadcast-media.repository.js';
import { BroadcastMediaRepository } from './broadcast-media.repository.js';
import type { ProbedMedia } from './broadcast-media.transcode.js';
import { probeMedia } from './broadcast-media.transcode.js';

/** The transcoding job's name on the queue (decision 033). */
export const TRANSCODE_JOB = 'broadcast.transcode';
/** Tries of one transcode (a try cut by a stop or a crash counts); after the last the row says it failed. */
export const TRANSCODE_ATTEMPTS = 5;
/** The upload's form field, as the page names it (errors are shown there). */
export const MEDIA_FIELD = 'mediaFile';

/** A finished or unfinished resumable upload, as the tus file store keeps it. */
export interface UploadedFile {
  size: number | undefined;
  offset: number;
  /** The broadcast the upload was created for (its metadata, checked at creation). */
  brcInfoNo: number | null;
  fileName: string;
  /** The file on disk. */
  file: string;
}

/** Where the service finds an upload by its id. */
export interface UploadFiles {
  find(uploadId: string): Promise<UploadedFile | null>;
  remove(uploadId: string): Promise<void>;
  /**
   * Makes a finished upload readable by every process before its transcode is queued: with a bucket (many
   * instances, decision 032) the file is copied there, and the job's process reads it back; without one, nothing.
   */
  share(uploadId: string): Promise<void>;
}

/** The payload of a transcoding job. */
export interface TranscodePayload {
  brcInfoNo: number;
  jobTkn: string;
}

const fieldError = (message: string) => [{ field: MEDIA_FIELD, message }];

/**
 * Uploading a recording or a short at the console (decision 051): the resumable upload's creation is checked here
 * (a recording or a short that exists, a size within BROADCAST_UPLOAD_MAX_MB), and a finished upload is told by its
 * content (ffprobe: an MP4/MOV video, else a Korean 400) before its transcode starts. A start names the copy it was
 * made on (the job row's `updtDt`, '' before the first), is refused while a transcode waits or runs, writes its audit
 * row in its transaction, and then enqueues the `broadcast.transcode` job.
 */
export class BroadcastUploadService {
  constructor(
    private readonly repo: BroadcastMediaRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly queue: JobQueue,
    private readonly uploads: UploadFiles,
    readonly maxBytes: number,
    /** The transcode's changes, told to the console's streams on every process. */
    readonly events: MediaJobEvents,
    private readonly probe: (file: string) => Promise<ProbedMedia | null> = (f) => probeMedia(f),
  ) {}

  private async recording(repo: BroadcastMediaRepository, brcInfoNo: number) {
    const b = await repo.broadcast(brcInfoNo);
    if (!b) throw AppError.notFound(M.notFound);
    if (b.brcTypeDcd !== BRC_TYPE.vod && b.brcTypeDcd !== BRC_TYPE.shorts) {
      throw AppError.badRequest(M.mediaNotRecording, fieldError(M.mediaNotRecording));
    }
    return b;
  }

  async desk(brcInfoNo: number): Promise<MediaDesk> {
    const b = await this.recording(this.repo, brcInfoNo);
    const job = await this.repo.mediaJob(brcInfoNo);
    return {
      brcInfoNo: b.brcInfoNo,
      brcTit: b.brcTit,
      brcTypeDcd: b.brcTypeDcd,
      hasMedia: Boolean(b.mediaKey?.startsWith('brc-')),
      maxBytes: this.maxBytes,
      job: job ? jobOf(job) : null,
      updtDt: job?.updtDt ?? '',
    };
  }

  /** The transcode as the desk's stream sends it (its first event, then one per change). */
  async jobEvent(brcInfoNo: number): Promise<MediaJobEvent> {
    const job = await this.repo.mediaJob(brcInfoNo);
    return { job: job ? jobOf(job) : null, updtDt: job?.updtDt ?? '' };
  }

  /** Whether an upload may be created for this broadcast with this length (the tus creation's check). */
  async checkCreate(brcInfoNo: number, size: number | undefined): Promise<void> {
    if (!Number.isInteger(brcInfoNo) || brcInfoNo < 1) throw AppError.notFound(M.notFound);
    await this.recording(this.repo, brcInfoNo);
    if (size === undefined || size <= 0) throw AppError.badRequest(M.notVideo, fieldError(M.notVideo));
    if (size > this.maxBytes) {
      const message = mediaTooLarge(this.maxBytes);
      throw AppError.badRequest(message, fieldError(message));
    }
  }

  async start(actor: ConsoleActor, brcInfoNo: number, input: TranscodeBody) {
    const body = transcodeBodySchema.parse(input);
    await this.recording(this.repo, brcInfoNo);
    const upload = await this.uploads.find(body.uploadId);
    if (!upload) throw AppError.badRequest(M.uploadMissing, fieldError(M.uploadMissing));
    if (upload.brcInfoNo !== brcInfoNo) throw AppError.badRequest(M.uploadOther, fieldError(M.uploadOther));
    if (upload.size === undefined || upload.offset < upload.size) {
      throw AppError.badRequest(M.uploadIncomplete, fieldError(M.uploadIncomplete));
    }
    // The file's type by its content: ffprobe, never the name the browser gave.
    if (!(await this.probe(upload.file))) {
      await this.uploads.remove(body.uploadId).catch(() => undefined);
      throw AppError.badRequest(M.notVideo, fieldError(M.notVideo));
    }
    // The job may run on another process (the worker): the file goes where it can read it (the bucket).
    await this.uploads.share(body.uploadId).catch(() => {
      throw AppError.unavailable(30);
    });
    const now = this.clock.now().toISOString();
    const jobTkn = randomBytes(12).toString('hex');
    await this.transaction(async (trx) => {
      const repo = new BroadcastMediaRepository(trx);
      const b = await this.recording(repo, brcInfoNo);
      const before = await repo.mediaJob(brcInfoNo);
      if ((before?.updtDt ?? '') !== body.updtDt) throw AppError.staleCopy();
      if (before && (before.stsCd === MEDIA_JOB_STATE.waiting || before.stsCd === MEDIA_JOB_STATE.running)) {
        throw AppError.conflict(M.jobRunning);
      }
      const values = {
        jobTkn,
        upldId: body.uploadId,
        fileNm: upload.fileName.slice(0, 200),
        mediaSeq: (before?.mediaSeq ?? 0) + 1,
        oprUserId: actor.user.userId,
        regDt: now,
        updtDt: now,
      };
      const saved = before
        ? await repo.restartMediaJobIfCopy(brcInfoNo, body.updtDt, values)
        : await repo.insertMediaJob({ brcInfoNo, ...values, stsCd: MEDIA_JOB_STATE.waiting, prgrsPct: 0 });
      if (!saved) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'broadcast-media',
          targetId: brcInfoNo,
          action: 'TRANSCODE',
          before: before
            ? { stsCd: before.stsCd, mediaKey: before.mediaKey, updtDt: before.updtDt }
            : { mediaKey: b.mediaKey },
          after: { stsCd: MEDIA_JOB_STATE.waiting, fileNm: values.fileNm, size: upload.size, updtDt: now },
        },
        trx,
      );
    });
    const payload: TranscodePayload = { brcInfoNo, jobTkn };
    await this.queue.enqueue(TRANSCODE_JOB, { ...payload }, { maxAttempts: TRANSCODE_ATTEMPTS });
    // The page's stream shows 대기 at once; a lost event is read again when its stream comes back.
    await this.events.publish(brcInfoNo).catch(() => undefined);
    return ok(M.transcodeStarted, { updtDt: now });
  }
}

function jobOf(row: MediaJobRow): MediaDesk['job'] {
  return {
    stsCd: row.stsCd as NonNullable<MediaDesk['job']>['stsCd'],
    prgrsPct: row.prgrsPct,
    errMsg: row.errMsg,
    fileNm: row.fileNm,
    regDt: row.regDt,
    bgngDt: row.bgngDt,
    endDt: row.endDt,
  };
}
