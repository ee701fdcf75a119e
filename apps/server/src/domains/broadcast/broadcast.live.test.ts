import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';
import { eventPlaylist, ffmpegPoster, ffmpegSegment, LiveGenerator } from './broadcast.live.js';
import { hasFfmpeg } from './broadcast.media.js';
import { BroadcastRepository } from './broadcast.repository.js';

const ffmpeg = await hasFfmpeg();
const MIN = 60_000;

describe('the development live generator', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-live-'));
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
  const clock = fixedClock('2026-03-10T23:30:00Z');
  const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MIN).toISOString();
  const { app, database } = await createTestApp({ demo: false, clock, config: { dataDir } });
  const repo = new BroadcastRepository(database.db);
  const chnl = await repo.upsertChannel('라이브 생성 시험 채널', '');
  const make = (tit: string, type: '1' | '2' | '4', startMin: number, lengthMin: number) =>
    repo.insertBroadcast(
      {
        brcChnlId: chnl,
        brcTypeDcd: type,
        brcTit: tit,
        brcBgngDt: at(startMin),
        brcEndDt: at(startMin + lengthMin),
        mediaKey: null,
      },
      [],
    );
  const onAir = await make('생성 시험 라이브 방송 중', '1', -5, 30);
  const later = await make('생성 시험 라이브 나중', '1', 60, 30);
  const vod = await make('생성 시험 다시보기', '2', -60, 30);

  // Segments as bytes and a poster as bytes: the generator's bookkeeping without ffmpeg.
  const made: { file: string; index: number }[] = [];
  const generator = new LiveGenerator({
    db: database.db,
    dataDir,
    clock,
    segment: async (file, s) => {
      made.push({ file, index: s.index });
      await fs.writeFile(file, Buffer.from([0x47, s.index]));
    },
    poster: (_seg, poster) => fs.writeFile(poster, 'jpeg'),
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('is off by default outside development and on there, unless LIVE_GENERATOR says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).liveGenerator).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).liveGenerator).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', LIVE_GENERATOR: 'no' }).liveGenerator).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', LIVE_GENERATOR: 'yes' }).liveGenerator).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', BROADCAST_POLL_SECONDS: '5' }).broadcastPollMs).toBe(5000);
  });

  it('appends one segment per tick to the event playlist of a broadcast on air, served without long caching', async () => {
    expect(await generator.tick()).toBe(1);
    expect(await generator.tick()).toBe(1);
    expect(made.map((m) => m.index)).toEqual([0, 1]);

    const view = await call(app, 'GET', `/v1/app/broadcast/brcInfo/${onAir}`);
    expect(view.body.brcSts).toBe('LIVE');
    expect(view.body.mediaUrl).toBe(`/media/live-${onAir}/master.m3u8`);
    for (const other of [later, vod]) {
      expect((await call(app, 'GET', `/v1/app/broadcast/brcInfo/${other}`)).body.mediaUrl).toBeNull();
    }

    const master = await get(`/media/live-${onAir}/master.m3u8`);
    expect(master.statusCode).toBe(200);
    expect(master.headers['cache-control']).toBe('no-cache');
    expect(master.body).toContain('0/index.m3u8');
    const playlist = await get(`/media/live-${onAir}/0/index.m3u8`);
    expect(playlist.headers['cache-control']).toBe('no-cache');
    expect(playlist.body).toBe(eventPlaylist(2, false));
    expect(playlist.body).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
    const seg = await get(`/media/live-${onAir}/0/seg1.ts`);
    expect(seg.headers['content-type']).toBe('video/mp2t');
    expect(seg.headers['cache-control']).toContain('immutable');
    const vtt = await get(`/media/live-${onAir}/ko.vtt`);
    expect(vtt.body).toContain('실시간 방송: 생성 시험 라이브 방송 중');
  });

  it('closes the playlist with ENDLIST when the broadcast ends, and adds nothing after', async () => {
    clock.set(at(40));
    expect(await generator.tick()).toBe(0);
    const playlist = await get(`/media/live-${onAir}/0/index.m3u8`);
    expect(playlist.body).toBe(eventPlaylist(2, true));
    expect((await call(app, 'GET', `/v1/app/broadcast/brcSts/${onAir}`)).body.brcSts).toBe('ENDED');
    // The ended stream stays as its replay.
    expect((await call(app, 'GET', `/v1/app/broadcast/brcInfo/${onAir}`)).body.mediaUrl).toBe(
      `/media/live-${onAir}/master.m3u8`,
    );
    expect(await generator.tick()).toBe(0);
    expect(made).toHaveLength(2);
  });

  it.skipIf(!ffmpeg)('renders real segments with ffmpeg whose timestamps continue the stream', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-live-seg-'));
    try {
      const segment = ffmpegSegment();
      await segment(path.join(dir, 'seg0.ts'), { index: 0, hue: 30 });
      await segment(path.join(dir, 'seg1.ts'), { index: 1, hue: 30 });
      await ffmpegPoster()(path.join(dir, 'seg0.ts'), path.join(dir, 'poster.jpg'));
      const ts = await fs.readFile(path.join(dir, 'seg1.ts'));
      expect(ts[0]).toBe(0x47); // MPEG-TS sync byte
      expect((await fs.stat(path.join(dir, 'poster.jpg'))).size).toBeGreaterThan(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
