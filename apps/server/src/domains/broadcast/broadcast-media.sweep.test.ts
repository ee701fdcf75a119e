import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createObjectStore } from '../../lib/object-store.js';
import { startS3Server } from '../../test/s3-server.js';
import { createTestDatabase } from '../../test/test-db.js';
import { broadcastMediaJobs } from './broadcast-media.jobs.js';
import { MEDIA_SWEEP_JOB, MEDIA_SWEEP_PATTERN, runMediaSweep } from './broadcast-media.sweep.js';
import { sharedUploadKey, uploadDir } from './broadcast-media.upload.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { mediaObjectKey } from './broadcast.store.js';

const NOW = Date.parse('2026-12-09T03:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('the media desk’s sweep of old uploads and replaced media', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-sweep-'));
  const s3 = await startS3Server('onfan-sweep');
  afterAll(async () => {
    await s3.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  const s3Settings = {
    bucket: 'onfan-sweep',
    prefix: 'portal/',
    region: 'ap-northeast-2',
    endpoint: s3.endpoint,
    forcePathStyle: true,
  };
  const bucket = createObjectStore({ s3: s3Settings, dataDir });
  const database = await createTestDatabase({ demo: false });
  const db = database.db;
  const repo = new BroadcastRepository(db);
  const chnl = await repo.upsertChannel('정리 시험 채널', '');
  const broadcast = (brcTit: string, mediaKey: string | null) =>
    repo.insertBroadcast(
      {
        brcChnlId: chnl,
        brcTypeDcd: '2',
        brcTit,
        brcBgngDt: '2026-03-01T01:00:00.000Z',
        brcEndDt: '2026-03-01T02:00:00.000Z',
        mediaKey,
      },
      [],
    );
  const job = (brcInfoNo: number, v: { stsCd: string; upldId: string; mediaSeq: number; endDt: string | null }) =>
    db
      .insertInto('brcMediaJob')
      .values({
        brcInfoNo,
        jobTkn: `tkn-${brcInfoNo}`,
        fileNm: 'a.mp4',
        prgrsPct: 0,
        errMsg: null,
        mediaKey: null,
        oprUserId: 1,
        regDt: iso(NOW - 72 * HOUR),
        bgngDt: null,
        updtDt: iso(NOW - 72 * HOUR),
        ...v,
      })
      .execute();

  /** A file (and its folder) written `hoursAgo` hours before the sweep's clock (their mtime). */
  const file = async (p: string, hoursAgo: number) => {
    await fs.mkdir(path.dirname(p), { recursive: true });
    await fs.writeFile(p, 'x');
    const t = new Date(NOW - hoursAgo * HOUR);
    await fs.utimes(p, t, t);
    await fs.utimes(path.dirname(p), t, t);
  };
  const upload = async (id: string, hoursAgo: number) => {
    await file(path.join(uploadDir(dataDir), id), hoursAgo);
    await file(path.join(uploadDir(dataDir), `${id}.json`), hoursAgo);
  };
  const media = (key: string) => path.join(dataDir, 'media', key);
  const mediaFolder = async (key: string, hoursAgo = 48) => {
    await file(path.join(media(key), 'master.m3u8'), hoursAgo);
    await bucket.put(mediaObjectKey(key, 'master.m3u8'), Buffer.from('#EXTM3U\n'));
  };
  const exists = (p: string) =>
    fs.stat(p).then(
      () => true,
      () => false,
    );
  const inBucket = (key: string) => bucket.exists(mediaObjectKey(key, 'master.m3u8'));

  it('removes stale uploads and the media folders a transcode replaced a day ago, keeping what is in use', async () => {
    const id = (c: string) => c.repeat(32);
    // Replaced a day and more ago: brc-<a> (the demo's first) and brc-<a>-1 go, brc-<a>-2 is current.
    const a = await broadcast('바뀐 지 오래', null);
    await db
      .updateTable('brcInfo')
      .set({ mediaKey: `brc-${a}-2` })
      .where('brcInfoNo', '=', a)
      .execute();
    await job(a, { stsCd: 'DONE', upldId: id('a'), mediaSeq: 2, endDt: iso(NOW - 30 * HOUR) });
    for (const k of [`brc-${a}`, `brc-${a}-1`, `brc-${a}-2`]) await mediaFolder(k);
    // Replaced an hour ago: a viewer may still be playing brc-<b>-1.
    const b = await broadcast('방금 바뀜', null);
    await db
      .updateTable('brcInfo')
      .set({ mediaKey: `brc-${b}-2` })
      .where('brcInfoNo', '=', b)
      .execute();
    await job(b, { stsCd: 'DONE', upldId: id('b'), mediaSeq: 2, endDt: iso(NOW - HOUR) });
    await mediaFolder(`brc-${b}-1`);
    // Running now: its upload stays whatever its age, and a newer folder being published stays.
    const c = await broadcast('변환 중', null);
    await db
      .updateTable('brcInfo')
      .set({ mediaKey: `brc-${c}-1` })
      .where('brcInfoNo', '=', c)
      .execute();
    await job(c, { stsCd: 'RUN', upldId: id('c'), mediaSeq: 2, endDt: iso(NOW - 40 * HOUR) });
    await mediaFolder(`brc-${c}-2`);
    await upload(id('c'), 30);
    // Uploads nobody transcodes: one untouched for 25 hours goes, one written to an hour ago stays.
    await upload(id('d'), 25);
    await upload(id('e'), 1);
    // A temporary folder of a process that died two days ago goes; one of a running transcode stays.
    await file(path.join(media(`brc-${c}-2.tmp-1-1`), 'seg0.ts'), 48);
    await file(path.join(media(`brc-${c}-3.tmp-1-2`), 'seg0.ts'), 0);

    // Finished uploads shared through the bucket for a worker (many instances): the running transcode's copies stay;
    // a copy no transcode names goes after a day, from the bucket and from the worker's disk; a fresh one stays.
    const shared = (u: string) => path.join(uploadDir(dataDir), 'shared', u);
    for (const u of [id('c'), id('f')]) await bucket.put(sharedUploadKey(u), Buffer.from('mp4'));
    await file(shared(id('c')), 30);
    await file(shared(id('f')), 30);
    await file(shared(id('9')), 1);

    const ctx = { database, dataDir, bucket, clock: fixedClock(iso(NOW)) };
    expect(await runMediaSweep(ctx)).toEqual({ uploads: 3, replaced: 2, leftovers: 1 });
    expect(await bucket.exists(sharedUploadKey(id('c')))).toBe(true);
    expect(await bucket.exists(sharedUploadKey(id('f')))).toBe(false);
    expect(await exists(shared(id('c')))).toBe(true);
    expect(await exists(shared(id('f')))).toBe(false);
    expect(await exists(shared(id('9')))).toBe(true);
    expect(await exists(media(`brc-${a}`))).toBe(false);
    expect(await exists(media(`brc-${a}-1`))).toBe(false);
    expect(await inBucket(`brc-${a}-1`)).toBe(false);
    expect(await inBucket(`brc-${a}`)).toBe(false);
    expect(await exists(media(`brc-${a}-2`))).toBe(true);
    expect(await inBucket(`brc-${a}-2`)).toBe(true);
    expect(await exists(media(`brc-${b}-1`))).toBe(true);
    expect(await exists(media(`brc-${c}-2`))).toBe(true);
    expect(await exists(path.join(uploadDir(dataDir), id('c')))).toBe(true);
    expect(await exists(path.join(uploadDir(dataDir), id('d')))).toBe(false);
    expect(await exists(path.join(uploadDir(dataDir), `${id('d')}.json`))).toBe(false);
    expect(await exists(path.join(uploadDir(dataDir), id('e')))).toBe(true);
    expect(await exists(media(`brc-${c}-2.tmp-1-1`))).toBe(false);
    expect(await exists(media(`brc-${c}-3.tmp-1-2`))).toBe(true);
    // Run again: nothing more to do.
    expect(await runMediaSweep(ctx)).toEqual({ uploads: 0, replaced: 0, leftovers: 0 });
  });

  it('is scheduled hourly on the job queue', () => {
    const set = broadcastMediaJobs({
      database,
      config: { dataDir, s3: s3Settings, mediaPublicUrl: null },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    expect(set.schedules).toContainEqual(
      expect.objectContaining({ job: MEDIA_SWEEP_JOB, pattern: MEDIA_SWEEP_PATTERN }),
    );
    expect(set.handlers[MEDIA_SWEEP_JOB]).toBeTypeOf('function');
  });
});
