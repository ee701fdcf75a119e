import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';
import { generateBroadcastMedia } from './broadcast.media.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { createMediaStore, filesOf } from './broadcast.store.js';
import { S3RVER_CREDENTIALS, startS3Server } from '../../test/s3-server.js';

describe('the media store', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-store-'));
  const s3 = await startS3Server('onfan-media');
  afterAll(async () => {
    await s3.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  const s3Settings = {
    bucket: 'onfan-media',
    prefix: 'portal/',
    region: 'ap-northeast-2',
    endpoint: s3.endpoint,
    forcePathStyle: true,
  };
  const mediaPublicUrl = 'https://cdn.onfan.example/portal/media';
  const clock = fixedClock('2026-03-10T23:30:00Z');
  const { app, database } = await createTestApp({
    demo: false,
    clock,
    config: { dataDir, s3: s3Settings, mediaPublicUrl },
  });
  const repo = new BroadcastRepository(database.db);
  const chnl = await repo.upsertChannel('저장소 시험 채널', '');
  const vod = await repo.insertBroadcast(
    {
      brcChnlId: chnl,
      brcTypeDcd: '2',
      brcTit: '저장소 시험 다시보기',
      brcBgngDt: '2026-03-01T01:00:00.000Z',
      brcEndDt: '2026-03-01T02:00:00.000Z',
      mediaKey: null,
    },
    [],
  );

  it('is off unless S3_BUCKET is set; the old MEDIA_S3_BUCKET is refused with its new name', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_S3_BUCKET: 'b' })).toThrow(/renamed S3_BUCKET/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_PREFIX: 'a' })).toThrow(/S3_PREFIX/);
    const config = loadConfig({
      NODE_ENV: 'test',
      S3_BUCKET: 'onfan',
      S3_ENDPOINT: 'https://kr.object.ncloudstorage.com',
      MEDIA_PUBLIC_URL: 'https://cdn.example/media/',
    });
    expect(config.s3).toEqual({
      bucket: 'onfan',
      prefix: '',
      region: 'ap-northeast-2',
      endpoint: 'https://kr.object.ncloudstorage.com',
      forcePathStyle: false,
    });
    expect(config.mediaPublicUrl).toBe('https://cdn.example/media');
  });

  it('puts each file under the prefix with its content type and caching, segments before the playlists', async () => {
    // A rendered clip's working copy (what ffmpeg writes, decision 017).
    const dir = path.join(dataDir, 'media', `brc-${vod}`);
    await fs.mkdir(path.join(dir, '0'), { recursive: true });
    await fs.mkdir(path.join(dir, '1'), { recursive: true });
    for (const [name, body] of [
      ['0/seg0.ts', 'G0'],
      ['1/seg0.ts', 'G1'],
      ['0/index.m3u8', '#EXTM3U\n'],
      ['1/index.m3u8', '#EXTM3U\n'],
      ['poster.jpg', 'jpeg'],
      ['ko.vtt', 'WEBVTT\n'],
      ['master.m3u8', '#EXTM3U\n'],
    ] as const) {
      await fs.writeFile(path.join(dir, name), body);
    }
    expect(await filesOf(dir)).toEqual([
      '0/seg0.ts',
      '1/seg0.ts',
      'ko.vtt',
      'poster.jpg',
      '0/index.m3u8',
      '1/index.m3u8',
      'master.m3u8',
    ]);

    const store = createMediaStore({ s3: s3Settings, dataDir, mediaPublicUrl });
    expect(await generateBroadcastMedia(database.db, dataDir, { store })).toBe(1);
    const client = new S3Client({
      region: s3Settings.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'onfan-media', Prefix: 'portal/media/' }));
    expect((listed.Contents ?? []).map((o) => o.Key).sort()).toEqual(
      (await filesOf(dir)).map((f) => `portal/media/brc-${vod}/${f}`).sort(),
    );
    const head = (f: string) =>
      client.send(new HeadObjectCommand({ Bucket: 'onfan-media', Key: `portal/media/brc-${vod}/${f}` }));
    expect(await head('0/seg0.ts')).toMatchObject({
      ContentType: 'video/mp2t',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await head('master.m3u8')).ContentType).toBe('application/vnd.apple.mpegurl');
    expect((await head('ko.vtt')).ContentType).toBe('text/vtt; charset=utf-8');
    expect((await head('poster.jpg')).ContentType).toBe('image/jpeg');
    // Read back by any process (the live generator's next tick may run elsewhere).
    expect(await store.readText(`brc-${vod}`, 'master.m3u8')).toBe('#EXTM3U\n');

    // A live stream's playlists change: they are stored without long caching.
    const live = path.join(dataDir, 'media', 'live-7', '0');
    await fs.mkdir(live, { recursive: true });
    await fs.writeFile(path.join(live, 'index.m3u8'), '#EXTM3U\n');
    await store.publish('live-7', ['0/index.m3u8']);
    expect(
      (await client.send(new HeadObjectCommand({ Bucket: 'onfan-media', Key: 'portal/media/live-7/0/index.m3u8' })))
        .CacheControl,
    ).toBe('no-cache');
  });

  it('serves the media from the bucket at /media when no public URL is set (any instance, none on its disk)', async () => {
    const otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-store-b-'));
    const other = await createTestApp({
      demo: false,
      clock,
      database,
      config: { dataDir: otherDir, s3: s3Settings, mediaPublicUrl: null },
    });
    try {
      const got = await other.app.inject({ method: 'GET', url: `/media/brc-${vod}/0/seg0.ts` });
      expect(got.statusCode).toBe(200);
      expect(got.body).toBe('G0');
      expect(got.headers['content-type']).toBe('video/mp2t');
      expect((await other.app.inject({ method: 'GET', url: `/media/brc-${vod}/0/seg9.ts` })).statusCode).toBe(404);
    } finally {
      await other.app.close();
      await fs.rm(otherDir, { recursive: true, force: true });
    }
  });

  it('answers the media at the public URL and lets the pages load them from its origin only', async () => {
    const view = await call(app, 'GET', `/v1/app/broadcast/brcInfo/${vod}`);
    expect(view.body).toMatchObject({
      mediaUrl: `https://cdn.onfan.example/portal/media/brc-${vod}/master.m3u8`,
      captionUrl: `https://cdn.onfan.example/portal/media/brc-${vod}/ko.vtt`,
      posterUrl: `https://cdn.onfan.example/portal/media/brc-${vod}/poster.jpg`,
    });
    const page = await app.inject({ method: 'GET', url: '/broadcast' });
    const csp = String(page.headers['content-security-policy']);
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.onfan\\.example(;|$| )`));
    }
    expect(csp).toMatch(/script-src 'self' https:\/\/t1\.daumcdn\.net;/);
  });
});
