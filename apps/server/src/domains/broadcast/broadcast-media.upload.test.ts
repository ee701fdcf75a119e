import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MediaJobEvent } from '@onfan/contracts/broadcast-media.admin';
import {
  BROADCAST_MEDIA_MESSAGES as M,
  MEDIA_JOB_EVENT,
  mediaJobEventsPath,
  mediaTooLarge,
} from '@onfan/contracts/broadcast-media.admin';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import type { TranscodeDeps } from './broadcast-media.jobs.js';
import { broadcastMediaJobs, runTranscode } from './broadcast-media.jobs.js';
import { createMediaJobEvents } from './broadcast-media.events.js';
import { DiskObjectStore } from '../../lib/object-store.js';
import { fileUploads, sharedUploadKey } from './broadcast-media.upload.js';
import { TRANSCODE_ATTEMPTS, TRANSCODE_JOB } from './broadcast-media.upload-service.js';
import { hasFfmpeg } from './broadcast.media.js';
import { createMediaStore } from './broadcast.store.js';

const exec = promisify(execFile);
const ffmpeg = await hasFfmpeg();
if (!ffmpeg) console.warn('ffmpeg not found: the broadcast upload tests are skipped');

const UPLOADS = '/v1/app/broadcast/admin/media-uploads';
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A tus upload as tus-js-client sends it: the creation, then the bytes in two PATCHes (resumed at HEAD's offset). */
async function tusUpload(app: FastifyInstance, token: string, brcInfoNo: number, name: string, bytes: Buffer) {
  const created = await app.inject({
    method: 'POST',
    url: UPLOADS,
    headers: {
      'x-auth-token': token,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': `brcInfoNo ${b64(String(brcInfoNo))},filename ${b64(name)}`,
    },
  });
  if (created.statusCode !== 201) return { status: created.statusCode, body: created.body, id: '' };
  const location = String(created.headers.location);
  const id = location.split('/').pop()!;
  const patch = (offset: number, chunk: Buffer) =>
    app.inject({
      method: 'PATCH',
      url: location,
      payload: chunk,
      headers: {
        'x-auth-token': token,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
    });
  const half = Math.floor(bytes.length / 2);
  expect((await patch(0, bytes.subarray(0, half))).statusCode).toBe(204);
  // Resumed: the server says where it stands.
  const head = await app.inject({
    method: 'HEAD',
    url: location,
    headers: { 'x-auth-token': token, 'tus-resumable': '1.0.0' },
  });
  const offset = Number(head.headers['upload-offset']);
  expect(offset).toBe(half);
  const rest = await patch(offset, bytes.subarray(offset));
  return { status: rest.statusCode, body: rest.body, id, location };
}

async function listen(app: FastifyInstance): Promise<string> {
  afterAll(() => app.server.closeAllConnections());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The desk's transcode stream of a broadcast, read with fetch as the page does: its events' data in order. */
async function openJobStream(base: string, brcInfoNo: number, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/v1/app/${mediaJobEventsPath(brcInfoNo)}`, {
    headers: { 'x-auth-token': token },
    signal: controller.signal,
  });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<MediaJobEvent> => {
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === MEDIA_JOB_EVENT && data) return JSON.parse(data) as MediaJobEvent;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  };
  /** The events until one says the transcode ended (DONE or FAIL). */
  const untilEnd = async () => {
    const seen: MediaJobEvent[] = [];
    for (;;) {
      const e = await next();
      seen.push(e);
      if (e.job?.stsCd === 'DONE' || e.job?.stsCd === 'FAIL') return seen;
    }
  };
  return { next, untilEnd, close: () => controller.abort() };
}

describe.skipIf(!ffmpeg)('uploading and transcoding a recording', async () => {
  const { app, database } = await createTestApp({});
  const db = database.db;
  const config = testConfig();
  const dataDir = config.dataDir;
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-upload-'));
  afterAll(() => fs.rm(work, { recursive: true, force: true }));
  const clip = path.join(work, 'clip.mp4');
  await exec('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);
  const video = await fs.readFile(clip);
  const desk = await newOperator(app, ['BROADCAST'], { userNm: '방송담당' });
  const vod = await db
    .selectFrom('brcInfo')
    .select('brcInfoNo')
    .where('brcTypeDcd', '=', '2')
    .orderBy('brcInfoNo', 'desc')
    .executeTakeFirstOrThrow()
    .then((r) => r.brcInfoNo);
  const live = await db
    .selectFrom('brcInfo')
    .select('brcInfoNo')
    .where('brcTypeDcd', '=', '1')
    .executeTakeFirstOrThrow()
    .then((r) => r.brcInfoNo);
  const deskUrl = `/v1/app/broadcast/admin/broadcasts/${vod}/media`;
  const deps = (over: Partial<TranscodeDeps> = {}): TranscodeDeps => ({
    database,
    dataDir,
    store: createMediaStore(config),
    uploads: fileUploads(dataDir),
    clock: systemClock,
    log,
    events: createMediaJobEvents(database, log),
    ...over,
  });
  const jobRow = () => db.selectFrom('brcMediaJob').selectAll().where('brcInfoNo', '=', vod).executeTakeFirst();
  const mediaKey = () =>
    db
      .selectFrom('brcInfo')
      .select('mediaKey')
      .where('brcInfoNo', '=', vod)
      .executeTakeFirstOrThrow()
      .then((r) => r.mediaKey);
  const start = async (uploadId: string) => {
    const read = await call(app, 'GET', deskUrl, { token: desk.token });
    return call(app, 'POST', `${deskUrl}/transcode`, {
      token: desk.token,
      body: { uploadId, updtDt: read.body.updtDt },
    });
  };
  const tmpLeft = async () => (await fs.readdir(path.join(dataDir, 'media'))).filter((f) => f.includes('.tmp-'));

  it('refuses the upload to a visitor, a member, another desk, a live broadcast and a file over the limit', async () => {
    const post = (token: string | undefined, brcInfoNo: number, length: number) =>
      app.inject({
        method: 'POST',
        url: UPLOADS,
        headers: {
          ...(token ? { 'x-auth-token': token } : {}),
          'tus-resumable': '1.0.0',
          'upload-length': String(length),
          'upload-metadata': `brcInfoNo ${b64(String(brcInfoNo))}`,
        },
      });
    const member = await newMember(app);
    const content = await newOperator(app, ['CONTENT']);
    expect((await post(undefined, vod, 10)).statusCode).toBe(401);
    expect((await post(member.token, vod, 10)).statusCode).toBe(403);
    expect((await post(content.token, vod, 10)).statusCode).toBe(403);
    expect((await call(app, 'GET', deskUrl, { token: content.token })).status).toBe(403);
    const liveRes = await post(desk.token, live, 10);
    expect(liveRes.statusCode).toBe(400);
    expect(JSON.parse(liveRes.body)).toMatchObject({ message: M.mediaNotRecording });
    const big = await post(desk.token, vod, config.broadcastUploadMaxBytes + 1);
    expect(JSON.parse(big.body)).toMatchObject({ message: mediaTooLarge(config.broadcastUploadMaxBytes) });
    expect(big.statusCode).toBe(400);
    // The upload's answers carry the API's security headers.
    expect(liveRes.headers['content-security-policy']).toBeTruthy();
  });

  it('takes a resumable upload, transcodes it into the two renditions and poster, and publishes it whole', async () => {
    const before = await mediaKey();
    const up = await tusUpload(app, desk.token, vod, '겨울 특집.mp4', video);
    expect(up.status).toBe(204);
    const started = await start(up.id);
    expect(started).toMatchObject({ status: 200, body: { message: M.transcodeStarted } });
    const row = await jobRow();
    expect(row).toMatchObject({ stsCd: 'WAIT', prgrsPct: 0, fileNm: '겨울 특집.mp4', mediaSeq: 1 });
    const audit = await db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', 'broadcast-media')
      .where('targetId', '=', String(vod))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['TRANSCODE']);
    // A second start while it waits is refused.
    const again = await start(up.id);
    expect(again).toMatchObject({ status: 409, body: { message: M.jobRunning } });
    if (database.dialect === 'sqlite') {
      const queued = await db.selectFrom('jobQueue').selectAll().execute();
      expect(JSON.stringify(queued)).toContain(TRANSCODE_JOB);
    }
    expect(await mediaKey()).toBe(before);

    await broadcastMediaJobs({ database, config, log }).handlers[TRANSCODE_JOB]!(
      { brcInfoNo: vod, jobTkn: row!.jobTkn },
      { attempt: 1, log, queue: { enqueue: async () => undefined } },
    );
    const key = `brc-${vod}-1`;
    expect(await jobRow()).toMatchObject({ stsCd: 'DONE', prgrsPct: 100, mediaKey: key, errMsg: null });
    expect(await mediaKey()).toBe(key);
    const master = await app.inject({ method: 'GET', url: `/media/${key}/master.m3u8` });
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('1/index.m3u8');
    for (const f of ['0/index.m3u8', '1/seg0.ts', 'poster.jpg', 'ko.vtt']) {
      expect((await app.inject({ method: 'GET', url: `/media/${key}/${f}` })).statusCode).toBe(200);
    }
    expect(await tmpLeft()).toEqual([]);
    // The uploaded file is gone once published.
    expect(await fileUploads(dataDir).find(up.id)).toBeNull();
    const view = await call(app, 'GET', deskUrl, { token: desk.token });
    expect(view.body).toMatchObject({ hasMedia: true, job: { stsCd: 'DONE', prgrsPct: 100 } });
  });

  it('tells a file that is not a video by its content, and a corrupt one ends in the Korean error, publishing nothing', async () => {
    const before = await mediaKey();
    const text = await tusUpload(app, desk.token, vod, 'movie.mp4', Buffer.from('이건 영상이 아닙니다.\n'.repeat(50)));
    expect(text.status).toBe(204);
    const refused = await start(text.id);
    expect(refused).toMatchObject({ status: 400, body: { message: M.notVideo, errors: [{ field: 'mediaFile' }] } });
    expect(await jobRow()).toMatchObject({ stsCd: 'DONE', mediaSeq: 1 });

    // A file that passed the check but is corrupt when ffmpeg reads it: the job fails, the old media stays.
    const up = await tusUpload(app, desk.token, vod, 'broken.mp4', video);
    expect((await start(up.id)).status).toBe(200);
    const row = (await jobRow())!;
    const file = (await fileUploads(dataDir).find(up.id))!.file;
    const bytes = await fs.readFile(file);
    await fs.writeFile(file, Buffer.concat([bytes.subarray(0, 64), Buffer.alloc(bytes.length - 64, 7)]));
    await runTranscode(
      { brcInfoNo: vod, jobTkn: row.jobTkn },
      deps({ probe: async () => ({ durationSec: 3, hasAudio: true }) }),
    );
    expect(await jobRow()).toMatchObject({ stsCd: 'FAIL', errMsg: M.transcodeFailed });
    expect(M.transcodeFailed).toMatch(/^영상을 변환하지 못했습니다\./);
    expect(await mediaKey()).toBe(before);
    expect(await tmpLeft()).toEqual([]);
    await expect(fs.stat(path.join(dataDir, 'media', `brc-${vod}-2`))).rejects.toThrow();
    const view = await call(app, 'GET', deskUrl, { token: desk.token });
    expect(view.body.job).toMatchObject({ stsCd: 'FAIL', errMsg: M.transcodeFailed });
  });

  it('starts a transcode cut mid-run (its process stopped) over on the next try, which finishes it', async () => {
    const up = await tusUpload(app, desk.token, vod, 'again.mp4', video);
    expect((await start(up.id)).status).toBe(200);
    const row = (await jobRow())!;
    const payload = { brcInfoNo: vod, jobTkn: row.jobTkn };
    const stopping = new AbortController();
    let heard = 0;
    const handler = broadcastMediaJobs({ database, config, log, signal: stopping.signal }).handlers[TRANSCODE_JOB]!;
    // The first run: ffmpeg is killed at its first progress report (the process's stop aborts the child).
    const first = runTranscode(
      payload,
      deps({
        signal: stopping.signal,
        onPercent: () => {
          heard += 1;
          stopping.abort(new Error('server stopping'));
        },
      }),
    );
    await expect(first).rejects.toThrow();
    expect(heard).toBeGreaterThan(0);
    // Left running for the queue to take again; nothing published, nothing half-written left.
    expect(await jobRow()).toMatchObject({ stsCd: 'RUN', mediaKey: null });
    expect(await mediaKey()).toBe(`brc-${vod}-1`);
    expect(await tmpLeft()).toEqual([]);
    await expect(handler(payload, { attempt: 1, log, queue: { enqueue: async () => undefined } })).rejects.toThrow();

    // The second try of the same job, in a process that runs on, starts over from the uploaded file and finishes.
    const percents: number[] = [];
    await runTranscode(payload, deps({ onPercent: (p) => percents.push(p) }));
    expect(percents.length).toBeGreaterThan(0);
    expect(await jobRow()).toMatchObject({ stsCd: 'DONE', prgrsPct: 100, mediaKey: `brc-${vod}-3` });
    expect(await mediaKey()).toBe(`brc-${vod}-3`);

    // A job cut on its last try says it failed (the row never stays 변환 중), and the media stays.
    const last = await tusUpload(app, desk.token, vod, 'last.mp4', video);
    expect((await start(last.id)).status).toBe(200);
    const lastRow = (await jobRow())!;
    await expect(
      handler(
        { brcInfoNo: vod, jobTkn: lastRow.jobTkn },
        { attempt: TRANSCODE_ATTEMPTS, log, queue: { enqueue: async () => undefined } },
      ),
    ).rejects.toThrow();
    expect(await jobRow()).toMatchObject({ stsCd: 'FAIL', errMsg: M.transcodeFailed });
    expect(await mediaKey()).toBe(`brc-${vod}-3`);
  });

  it('streams the transcode to the desk on both instances: the row first, then 대기, the percent and 완료', async () => {
    // Another instance on the same database (on PostgreSQL the job's changes reach it through NOTIFY).
    const other = await createTestApp({ database });
    const [baseA, baseB] = [await listen(app), await listen(other.app)];
    const content = await newOperator(app, ['CONTENT']);
    const refused = await fetch(`${baseA}/v1/app/${mediaJobEventsPath(vod)}`, {
      headers: { 'x-auth-token': content.token },
    });
    expect(refused.status).toBe(403);

    const onA = await openJobStream(baseA, vod, desk.token);
    const onB = await openJobStream(baseB, vod, desk.token);
    try {
      // A late subscriber sees the state as it stands.
      const first = await onB.next();
      expect(first).toMatchObject({
        job: { stsCd: 'FAIL', errMsg: M.transcodeFailed },
        updtDt: (await jobRow())!.updtDt,
      });
      expect((await onA.next()).job?.stsCd).toBe('FAIL');
      const up = await tusUpload(app, desk.token, vod, '실시간.mp4', video);
      expect((await start(up.id)).status).toBe(200);
      expect((await onB.next()).job).toMatchObject({ stsCd: 'WAIT', prgrsPct: 0, fileNm: '실시간.mp4' });
      expect((await onA.next()).job?.stsCd).toBe('WAIT');
      const row = (await jobRow())!;
      await broadcastMediaJobs({ database, config, log }).handlers[TRANSCODE_JOB]!(
        { brcInfoNo: vod, jobTkn: row.jobTkn },
        { attempt: 1, log, queue: { enqueue: async () => undefined } },
      );
      for (const seen of [await onA.untilEnd(), await onB.untilEnd()]) {
        const jobs = seen.map((e) => e.job!);
        expect(jobs.some((j) => j.stsCd === 'RUN')).toBe(true);
        const pcts = jobs.map((j) => j.prgrsPct);
        expect(pcts).toEqual([...pcts].sort((x, y) => x - y));
        expect(jobs.at(-1)).toMatchObject({ stsCd: 'DONE', prgrsPct: 100 });
      }
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('with a bucket, the transcode runs on a process whose disk never had the upload (the worker of many instances)', async () => {
    const bucket = new DiskObjectStore(path.join(work, 'bucket'));
    const workerData = path.join(work, 'worker-data');
    const up = await tusUpload(app, desk.token, vod, '다른 서버.mp4', video);
    expect((await start(up.id)).status).toBe(200);
    const row = (await jobRow())!;
    // The instance that took the upload shares it when its transcode starts; it then leaves that instance's disk.
    await fileUploads(dataDir, bucket).share(up.id);
    expect(await bucket.exists(sharedUploadKey(up.id))).toBe(true);
    await fileUploads(dataDir).remove(up.id);
    expect(await fileUploads(dataDir).find(up.id)).toBeNull();

    const onWorker = fileUploads(workerData, bucket);
    await runTranscode({ brcInfoNo: vod, jobTkn: row.jobTkn }, deps({ uploads: onWorker }));
    expect(await jobRow()).toMatchObject({ stsCd: 'DONE', prgrsPct: 100, mediaKey: `brc-${vod}-${row.mediaSeq}` });
    expect(await mediaKey()).toBe(`brc-${vod}-${row.mediaSeq}`);
    // Every copy is gone once published: the bucket's and the worker's.
    expect(await bucket.exists(sharedUploadKey(up.id))).toBe(false);
    expect(await onWorker.find(up.id)).toBeNull();
    expect(await fs.readdir(path.join(workerData, 'broadcast-uploads', 'shared'))).toEqual([]);
  });
});
