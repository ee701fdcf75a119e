import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';
import { captionsOf, generateBroadcastMedia, hasFfmpeg } from './broadcast.media.js';
import { BroadcastRepository } from './broadcast.repository.js';

const ffmpeg = await hasFfmpeg();

describe('broadcast media', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-media-'));
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({ demo: false, config: { dataDir } });
  const repo = new BroadcastRepository(database.db);
  const chnl = await repo.upsertChannel('미디어 시험 채널', '');
  const vod = await repo.insertBroadcast(
    {
      brcChnlId: chnl,
      brcTypeDcd: '2',
      brcTit: '미디어 시험 다시보기',
      brcExpln: '자막이 한국어로 나옵니다.',
      brcBgngDt: '2026-11-01T01:00:00.000Z',
      brcEndDt: '2026-11-01T02:00:00.000Z',
      mediaKey: null,
    },
    [],
  );

  it('writes Korean WebVTT captions', () => {
    const vtt = captionsOf('제목 --> 화살표', '설명');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('00:00:00.000 --> 00:00:02.000\n제목 → 화살표');
    expect(vtt).toContain('설명');
  });

  it('says plainly when ffmpeg is missing, and a broadcast without media has no media addresses', async () => {
    expect(await hasFfmpeg('/nonexistent/ffmpeg')).toBe(false);
    const view = await call(app, 'GET', `/v1/app/broadcast/brcInfo/${vod}`);
    expect([view.body.mediaUrl, view.body.captionUrl, view.body.posterUrl]).toEqual([null, null, null]);
  });

  it.skipIf(!ffmpeg)('renders two renditions, a poster and captions once, served with their types', async () => {
    expect(await generateBroadcastMedia(database.db, dataDir)).toBe(1);
    expect(await generateBroadcastMedia(database.db, dataDir)).toBe(0);
    const view = await call(app, 'GET', `/v1/app/broadcast/brcInfo/${vod}`);
    expect(view.body.mediaUrl).toBe(`/media/brc-${vod}/master.m3u8`);

    const get = (url: string) => app.inject({ method: 'GET', url });
    const master = await get(view.body.mediaUrl as string);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toContain('max-age=31536000');
    expect(master.body).toContain('RESOLUTION=640x360');
    expect(master.body).toContain('RESOLUTION=320x180');
    const segment = await get(`/media/brc-${vod}/1/seg0.ts`);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    const vtt = await get(view.body.captionUrl as string);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toContain('미디어 시험 다시보기');
    const poster = await get(view.body.posterUrl as string);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    const short = await repo.insertBroadcast(
      {
        brcChnlId: chnl,
        brcTypeDcd: '3',
        brcTit: '미디어 시험 숏폼',
        brcBgngDt: '2026-11-02T01:00:00.000Z',
        brcEndDt: '2026-11-02T01:01:00.000Z',
        mediaKey: null,
      },
      [],
    );
    expect(await generateBroadcastMedia(database.db, dataDir)).toBe(1);
    expect((await get(`/media/brc-${short}/master.m3u8`)).body).toContain('RESOLUTION=360x640');

    for (const bad of [`/media/brc-${vod}/..%2F..%2Fonfan.sqlite`, `/media/x/master.m3u8`, `/media/brc-${vod}/a.txt`]) {
      expect((await get(bad)).statusCode).toBe(404);
    }
  });
});
