import fs from 'node:fs/promises';
import path from 'node:path';
import { BROADCAST_MEDIA_MESSAGES as M } from '@onfan/contracts/broadcast-media.admin';
import { BRC_TYPE } from '@onfan/contracts/broadcast';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import { createObjectStore } from '../../lib/object-store.js';
import type { JobLog, JobSet } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import type { MediaJobEvents } from './broadcast-media.events.js';
import { createMediaJobEvents } from './broadcast-media.events.js';
import { BroadcastMediaRepository } from './broadcast-media.repository.js';
import { readVtt, writeVtt } from './broadcast-media.captions.js';
import type { TranscodePayload, UploadFiles } from './broadcast-media.upload-service.js';
import { TRANSCODE_ATTEMPTS, TRANSCODE_JOB } from './broadcast-media.upload-service.js';
import type { ProbedMedia } from './broadcast-media.transcode.js';
import { probeMedia, transcodeUpload } from './broadcast-media.transcode.js';
import type { MediaSweepContext } from './broadcast-media.sweep.js';
import { MEDIA_SWEEP_JOB, MEDIA_SWEEP_PATTERN, runMediaSweep } from './broadcast-media.sweep.js';
import { fileUploads } from './broadcast-media.upload.js';
import { mediaDir } from './broadcast.media.js';
import type { MediaStore } from './broadcast.store.js';
import { createMediaStore, filesOf } from './broadcast.store.js';

/** How often (at most) a running transcode writes its percent. */
const PROGRESS_WRITE_MS = 500;

export interface TranscodeDeps {
  database: Pick<Database, 'db'>;
  dataDir: string;
  store: MediaStore;
  uploads: UploadFiles;
  clock: Clock;
  log: JobLog;
  /** The process's stop: a transcode cut by it is thrown back to the queue and starts over on the next try. */
  signal?: AbortSignal;
  ffmpeg?: string;
  probe?: (file: string) => Promise<ProbedMedia | null>;
  /** Told after each change of the row (state, percent): the console's streams on every process (their events). */
  events: Pick<MediaJobEvents, 'publish'>;
  /** Hears each percent ffmpeg reports (tests stop a run there). */
  onPercent?: (pct: number) => void;
}

/** The captions the new media starts with: the console's published ones, else the title across the whole clip. */
function firstCaptions(vtt: string | undefined, title: string, durationSec: number): string {
  const cues = vtt ? readVtt(vtt) : null;
  if (cues && cues.length > 0) return writeVtt(cues);
  const ms = Math.max(1000, Math.floor(durationSec * 1000));
  const end = new Date(ms).toISOString().slice(11, 23);
  return writeVtt([{ start: '00:00:00.000', end, text: title }]);
}

/**
 * One try of a `broadcast.transcode` job (decision 051). The job row must still name this job (a newer start makes it
 * obsolete). The transcode starts over from the uploaded file at 0 % on every try, into a temporary folder beside the
 * media folders; only when the renditions, the poster and the captions are whole is it renamed to its new media key
 * `brc-<n>-<seq>`, handed to the media store and the broadcast pointed at it, in one transaction with the row's DONE.
 * A file ffmpeg cannot read ends FAIL with the Korean error and publishes nothing (the old media stays); a try cut
 * by the process's stop (or its death) leaves the row running and is taken again by the queue.
 */
export async function runTranscode(payload: TranscodePayload, d: TranscodeDeps): Promise<void> {
  const repo = new BroadcastMediaRepository(d.database.db);
  const job = await repo.mediaJob(payload.brcInfoNo);
  if (!job || job.jobTkn !== payload.jobTkn || (job.stsCd !== 'WAIT' && job.stsCd !== 'RUN')) return;
  const b = await repo.broadcastText(payload.brcInfoNo);
  const now = () => d.clock.now().toISOString();
  // A lost event only delays the page until its stream comes back and reads the row again: never fails the job.
  const told = () =>
    d.events.publish(payload.brcInfoNo).catch((err: unknown) => d.log.warn({ err }, 'media job event not sent'));
  const fail = async (err: unknown) => {
    d.log.warn({ err, job: TRANSCODE_JOB, brcInfoNo: payload.brcInfoNo }, 'broadcast transcode failed');
    await repo.endJob(payload.brcInfoNo, payload.jobTkn, {
      stsCd: 'FAIL',
      errMsg: M.transcodeFailed,
      mediaKey: null,
      endDt: now(),
    });
    await told();
    await d.uploads.remove(job.upldId).catch(() => undefined);
  };
  const upload = await d.uploads.find(job.upldId);
  if (!b || !upload) return fail(new Error('upload or broadcast gone'));
  if (!(await repo.markRunning(payload.brcInfoNo, payload.jobTkn, now()))) return;
  await told();
  const media = await (d.probe ?? probeMedia)(upload.file);
  if (!media) return fail(new Error('not a video'));

  const key = `brc-${payload.brcInfoNo}-${job.mediaSeq}`;
  const root = mediaDir(d.dataDir);
  const dir = path.join(root, key);
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  let lastWrite = 0;
  let lastPct = -1;
  let writing: Promise<void> = Promise.resolve();
  try {
    await transcodeUpload(
      upload.file,
      tmp,
      { ...media, portrait: b.brcTypeDcd === BRC_TYPE.shorts },
      {
        onPercent: (pct) => {
          d.onPercent?.(pct);
          const t = Date.now();
          if (pct === lastPct || t - lastWrite < PROGRESS_WRITE_MS) return;
          lastPct = pct;
          lastWrite = t;
          writing = writing
            .then(() => repo.setProgress(payload.brcInfoNo, payload.jobTkn, pct))
            .then(told)
            .catch(() => undefined);
        },
        ...(d.signal ? { signal: d.signal } : {}),
        ...(d.ffmpeg ? { ffmpeg: d.ffmpeg } : {}),
      },
    );
    await writing;
    const caption = await repo.caption(payload.brcInfoNo);
    await fs.writeFile(path.join(tmp, 'ko.vtt'), firstCaptions(caption?.vttCn, b.brcTit, media.durationSec), 'utf8');
  } catch (err) {
    await writing;
    await fs.rm(tmp, { recursive: true, force: true });
    if (d.signal?.aborted) throw err;
    return fail(err);
  }
  // Whole: renamed into place, published, then the broadcast points at it (the old media stays until then).
  await fs.rm(dir, { recursive: true, force: true });
  await fs.rename(tmp, dir);
  await d.store.publish(key, await filesOf(dir));
  const ended = await transactions(d.database.db)(async (trx) => {
    const r = new BroadcastMediaRepository(trx);
    const done = await r.endJob(payload.brcInfoNo, payload.jobTkn, {
      stsCd: 'DONE',
      errMsg: null,
      mediaKey: key,
      endDt: now(),
    });
    if (done) await r.setMediaKey(payload.brcInfoNo, key);
    return done;
  });
  if (ended) {
    await told();
    await d.uploads.remove(job.upldId).catch(() => undefined);
  }
  d.log.info(
    { job: TRANSCODE_JOB, brcInfoNo: payload.brcInfoNo, mediaKey: key, published: ended },
    'broadcast transcoded',
  );
}

/** The broadcast media desk's jobs (jobs/portal-jobs.ts): the transcodes, and the hourly sweep. */
export function broadcastMediaJobs(options: {
  database: Database;
  config: Pick<Config, 'dataDir' | 's3' | 'mediaPublicUrl'>;
  log: JobLog;
  clock?: Clock;
  signal?: AbortSignal;
}): JobSet {
  const deps: TranscodeDeps = {
    database: options.database,
    dataDir: options.config.dataDir,
    store: createMediaStore(options.config),
    uploads: fileUploads(options.config.dataDir, options.config.s3 ? createObjectStore(options.config) : null),
    clock: options.clock ?? systemClock,
    log: options.log,
    events: createMediaJobEvents(options.database, options.log),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const sweep: MediaSweepContext = {
    database: options.database,
    dataDir: options.config.dataDir,
    bucket: options.config.s3 ? createObjectStore(options.config) : null,
    clock: deps.clock,
  };
  return {
    schedules: [{ identifier: MEDIA_SWEEP_JOB, pattern: MEDIA_SWEEP_PATTERN, job: MEDIA_SWEEP_JOB, maxAttempts: 3 }],
    handlers: {
      [MEDIA_SWEEP_JOB]: async () => {
        const r = await runMediaSweep(sweep);
        if (r.uploads + r.replaced + r.leftovers > 0) options.log.info({ job: MEDIA_SWEEP_JOB, ...r }, 'media swept');
      },
      [TRANSCODE_JOB]: async (payload, { attempt }) => {
        const brcInfoNo = Number(payload.brcInfoNo);
        const jobTkn = typeof payload.jobTkn === 'string' ? payload.jobTkn : '';
        if (!Number.isInteger(brcInfoNo) || !jobTkn) return;
        try {
          await runTranscode({ brcInfoNo, jobTkn }, deps);
        } catch (err) {
          // The last try: the row must not say 변환 중 for ever.
          if (attempt >= TRANSCODE_ATTEMPTS) {
            await new BroadcastMediaRepository(deps.database.db).endJob(brcInfoNo, jobTkn, {
              stsCd: 'FAIL',
              errMsg: M.transcodeFailed,
              mediaKey: null,
              endDt: deps.clock.now().toISOString(),
            });
            await deps.events.publish(brcInfoNo).catch(() => undefined);
          }
          throw err;
        }
      },
    },
  };
}
