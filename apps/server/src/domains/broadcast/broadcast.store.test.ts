import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';
import { generateBroadcastMedia } from './broadcast.media.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { filesOf, ObjectMediaStore } from './broadcast.store.js';

/** An S3-compatible endpoint in the test: path-style PUTs are kept with their headers, as a bucket would. */
async function fakeObjectStore() {
  const objects = new Map<string, { body: Buffer; type?: string; cache?: string; auth?: string }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'PUT') {
        res.writeHead(405).end();
        return;
      }
      objects.set(decodeURIComponent(new URL(req.url!, 'http://x').pathname), {
        body: Buffer.concat(chunks),
        type: req.headers['content-type'],
        cache: req.headers['cache-control'],
        auth: req.headers.authorization,
      });
      res.writeHead(200, { ETag: '"0"' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { objects, endpoint: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

describe('the media store', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-store-'));
  const s3 = await fakeObjectStore();
  afterAll(async () => {
    await s3.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  const mediaStore = {
    bucket: 'onfan-media',
    prefix: 'portal/media/',
    region: 'ap-northeast-2',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    publicUrl: 'https://cdn.onfan.example/portal/media',
  };
  const clock = fixedClock('2026-03-10T23:30:00Z');
  const { app, database } = await createTestApp({ demo: false, clock, config: { dataDir, mediaStore } });
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

  it('is off unless MEDIA_S3_BUCKET is set, and then needs the public URL its prefix is served at', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mediaStore).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_S3_BUCKET: 'b' })).toThrow(/MEDIA_PUBLIC_URL/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        MEDIA_S3_BUCKET: 'b',
        MEDIA_PUBLIC_URL: 'https://c.example',
        MEDIA_S3_PREFIX: 'a',
      }),
    ).toThrow(/MEDIA_S3_PREFIX/);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        MEDIA_S3_BUCKET: 'onfan',
        MEDIA_S3_ENDPOINT: 'https://kr.object.ncloudstorage.com',
        MEDIA_PUBLIC_URL: 'https://cdn.example/media/',
      }).mediaStore,
    ).toEqual({
      bucket: 'onfan',
      prefix: 'media/',
      region: 'ap-northeast-2',
      endpoint: 'https://kr.object.ncloudstorage.com',
      forcePathStyle: false,
      publicUrl: 'https://cdn.example/media',
    });
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

    const store = new ObjectMediaStore(
      mediaStore,
      dataDir,
      async () =>
        new S3Client({
          region: mediaStore.region,
          endpoint: mediaStore.endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
        }),
    );
    expect(await generateBroadcastMedia(database.db, dataDir, { store })).toBe(1);
    const key = (f: string) => `/onfan-media/portal/media/brc-${vod}/${f}`;
    expect([...s3.objects.keys()]).toEqual((await filesOf(dir)).map(key));
    expect(s3.objects.get(key('0/seg0.ts'))).toMatchObject({
      type: 'video/mp2t',
      cache: 'public, max-age=31536000, immutable',
    });
    expect(s3.objects.get(key('0/seg0.ts'))!.body.toString()).toBe('G0');
    expect(s3.objects.get(key('master.m3u8'))!.type).toBe('application/vnd.apple.mpegurl');
    expect(s3.objects.get(key('ko.vtt'))!.type).toBe('text/vtt; charset=utf-8');
    expect(s3.objects.get(key('poster.jpg'))!.type).toBe('image/jpeg');
    // Signed requests (AWS Signature Version 4).
    expect(s3.objects.get(key('master.m3u8'))!.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);

    // A live stream's playlists change: they are stored without long caching.
    const live = path.join(dataDir, 'media', 'live-7', '0');
    await fs.mkdir(live, { recursive: true });
    await fs.writeFile(path.join(live, 'index.m3u8'), '#EXTM3U\n');
    await store.publish('live-7', ['0/index.m3u8']);
    expect(s3.objects.get('/onfan-media/portal/media/live-7/0/index.m3u8')!.cache).toBe('no-cache');
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
