import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { ObjectStore } from '../../lib/object-store.js';
import { BroadcastMediaRepository } from './broadcast-media.repository.js';
import { sharedUploadKey, uploadDir } from './broadcast-media.upload.js';
import { mediaDir } from './broadcast.media.js';
import { mediaObjectKey } from './broadcast.store.js';

/** The sweep's name on the queue and its schedule (hourly, UTC). */
export const MEDIA_SWEEP_JOB = 'broadcast.media-sweep';
export const MEDIA_SWEEP_PATTERN = '47 * * * *';
/** An upload untouched this long that no transcode waits for is given up; a replaced media folder is kept as long. */
export const MEDIA_SWEEP_AGE_MS = 24 * 3_600_000;

const UPLOAD_ID = /^([a-f0-9]{32})(\.json)?$/;
/** A transcode's media folder (`brc-<n>-<seq>`) or the demo renderer's first one (`brc-<n>`, before any upload). */
const MEDIA_KEY = /^brc-(\d+)(?:-(\d+))?$/;
/** A transcode's temporary folder, left by a process that died mid-run. */
const MEDIA_TMP = /^brc-\d+-\d+\.tmp-/;

export interface MediaSweepContext {
  database: Pick<Database, 'db'>;
  dataDir: string;
  /** The shared bucket's store when S3_BUCKET is set (a replaced folder's copies are deleted there too), else null. */
  bucket: ObjectStore | null;
  clock: Clock;
}

export interface MediaSweepResult {
  /** Uploads (unfinished, or finished and never transcoded) removed. */
  uploads: number;
  /** Media folders replaced by a newer transcode removed. */
  replaced: number;
  /** Temporary folders of a transcode cut by a process's death removed. */
  leftovers: number;
}

async function ageOf(file: string, now: number): Promise<number | null> {
  const st = await fs.stat(file).catch(() => null);
  return st ? now - st.mtimeMs : null;
}

async function entries(dir: string): Promise<string[]> {
  return fs.readdir(dir).catch(() => []);
}

/**
 * One run of the media desk's sweep (decision 051), on the queue's schedule:
 * - an upload under DATA_DIR/broadcast-uploads whose bytes were last written more than a day ago and that no waiting
 *   or running transcode names is removed (`<id>` and `<id>.json`): an upload never finished, or finished and never
 *   transcoded; resuming it after that starts it over;
 * - a media folder `brc-<n>[-<seq>]` older than the broadcast's current one (a smaller sequence) is removed, once the
 *   transcode that replaced it ended more than a day ago (a viewer who started the old one finishes it), with its
 *   copies in the bucket when there is one; the current folder, and any newer one still being published, stay;
 * - a transcode's temporary folder older than a day (its process died) is removed.
 */
export async function runMediaSweep(ctx: MediaSweepContext): Promise<MediaSweepResult> {
  const repo = new BroadcastMediaRepository(ctx.database.db);
  const now = ctx.clock.now().getTime();
  const result: MediaSweepResult = { uploads: 0, replaced: 0, leftovers: 0 };

  const uploads = uploadDir(ctx.dataDir);
  const active = await repo.activeUploadIds();
  const ids = new Set((await entries(uploads)).flatMap((f) => UPLOAD_ID.exec(f)?.[1] ?? []));
  for (const id of ids) {
    if (active.has(id)) continue;
    // The data file is written by each PATCH; the info file alone says when an upload without bytes was made.
    const age = (await ageOf(path.join(uploads, id), now)) ?? (await ageOf(path.join(uploads, `${id}.json`), now));
    if (age === null || age < MEDIA_SWEEP_AGE_MS) continue;
    await fs.rm(path.join(uploads, id), { force: true });
    await fs.rm(path.join(uploads, `${id}.json`), { force: true });
    result.uploads += 1;
  }

  // Finished uploads shared for a transcode on another process (many instances): the bucket's copy and the copy a
  // worker read back, once no transcode names them and a day has passed (the transcode's end removes both).
  const shared = path.join(uploads, 'shared');
  for (const f of await entries(shared)) {
    const id = UPLOAD_ID.exec(f)?.[1];
    const age = await ageOf(path.join(shared, f), now);
    if ((id && active.has(id)) || age === null || age < MEDIA_SWEEP_AGE_MS) continue;
    await fs.rm(path.join(shared, f), { force: true });
    result.uploads += 1;
  }
  if (ctx.bucket) {
    const prefix = sharedUploadKey('');
    for await (const o of ctx.bucket.list(prefix)) {
      if (active.has(o.key.slice(prefix.length)) || now - o.modifiedAt.getTime() < MEDIA_SWEEP_AGE_MS) continue;
      await ctx.bucket.delete(o.key);
      result.uploads += 1;
    }
  }

  const root = mediaDir(ctx.dataDir);
  const folders = await entries(root);
  for (const f of folders.filter((name) => MEDIA_TMP.test(name))) {
    const age = await ageOf(path.join(root, f), now);
    if (age === null || age < MEDIA_SWEEP_AGE_MS) continue;
    await fs.rm(path.join(root, f), { recursive: true, force: true });
    result.leftovers += 1;
  }
  const keyed = folders.flatMap((name) => {
    const m = MEDIA_KEY.exec(name);
    return m ? [{ name, brcInfoNo: Number(m[1]), seq: Number(m[2] ?? 0) }] : [];
  });
  const media = new Map((await repo.mediaOf([...new Set(keyed.map((k) => k.brcInfoNo))])).map((r) => [r.brcInfoNo, r]));
  for (const k of keyed) {
    const b = media.get(k.brcInfoNo);
    const current = b?.mediaKey ? MEDIA_KEY.exec(b.mediaKey) : null;
    if (!b || !current || Number(current[1]) !== k.brcInfoNo) continue;
    if (k.seq >= Number(current[2] ?? 0)) continue;
    if (!b.endDt || now - Date.parse(b.endDt) < MEDIA_SWEEP_AGE_MS) continue;
    if (ctx.bucket) {
      const prefix = mediaObjectKey(k.name, '');
      for await (const o of ctx.bucket.list(prefix)) await ctx.bucket.delete(o.key);
    }
    await fs.rm(path.join(root, k.name), { recursive: true, force: true });
    result.replaced += 1;
  }
  return result;
}
