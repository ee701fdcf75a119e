import { DiskObjectStore } from '../../lib/object-store.js';
import { WorkingCopyMediaStore } from './broadcast.store.js';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { transactions } from '../../db/executor.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';
import {
  eventPlaylist,
  ffmpegPoster,
  ffmpegSegment,
  LIVE_MASTER,
  LIVE_RENDITIONS,
  LIVE_SEGMENT_SECONDS,
  LiveGenerator,
} from './broadcast.live.js';
import { hasFfmpeg } from './broadcast.media.js';
import { BroadcastRepository } from './broadcast.repository.js';

const ffmpeg = await hasFfmpeg();
const MIN = 60_000;

/** When a media file's first video frame plays, in seconds (ffprobe, which comes with ffmpeg). */
function startTime(file: string): Promise<number> {
  return new Promise((resolve, reject) =>
    execFile(
      'ffprobe',
      ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=start_time', '-of', 'csv=p=0', file],
      (err, out) => (err ? reject(err) : resolve(Number(out.trim().split('\n')[0]))),
    ),
  );
}

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
  const made: { files: readonly string[]; index: number }[] = [];
  const published: string[] = [];
  const generator = new LiveGenerator({
    db: database.db,
    transaction: transactions(database.db),
    dataDir,
    clock,
    segment: async (files, s) => {
      made.push({ files, index: s.index });
      for (const file of files) await fs.writeFile(file, Buffer.from([0x47, s.index]));
    },
    poster: (_seg, poster) => fs.writeFile(poster, 'jpeg'),
    store: {
      base: '/media',
      publish: async (key, files) => void published.push(...files.map((f) => `${key}/${f}`)),
      readText: (key, file) => new WorkingCopyMediaStore(new DiskObjectStore(dataDir)).readText(key, file),
    },
    keepDemoLive: false,
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
    // Every rendition gets each segment, and the store is given the segments before the playlists that list them.
    expect(made[0]!.files).toHaveLength(LIVE_RENDITIONS.length);
    const key = `live-${onAir}`;
    expect(published).toEqual([
      `${key}/0/seg0.ts`,
      `${key}/1/seg0.ts`,
      `${key}/poster.jpg`,
      `${key}/ko.vtt`,
      `${key}/0/index.m3u8`,
      `${key}/1/index.m3u8`,
      `${key}/master.m3u8`,
      `${key}/0/seg1.ts`,
      `${key}/1/seg1.ts`,
      `${key}/0/index.m3u8`,
      `${key}/1/index.m3u8`,
    ]);

    const view = await call(app, 'GET', `/v1/app/broadcast/brcInfo/${onAir}`);
    expect(view.body.brcSts).toBe('LIVE');
    expect(view.body.mediaUrl).toBe(`/media/live-${onAir}/master.m3u8`);
    for (const other of [later, vod]) {
      expect((await call(app, 'GET', `/v1/app/broadcast/brcInfo/${other}`)).body.mediaUrl).toBeNull();
    }

    const master = await get(`/media/live-${onAir}/master.m3u8`);
    expect(master.statusCode).toBe(200);
    expect(master.headers['cache-control']).toBe('no-cache');
    // Adaptive: two renditions, each with its bandwidth and size, so the player picks what the connection carries.
    expect(master.body).toBe(LIVE_MASTER);
    expect(master.body).toContain('#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n0/index.m3u8');
    expect(master.body).toContain('#EXT-X-STREAM-INF:BANDWIDTH=350000,RESOLUTION=320x180\n1/index.m3u8');
    expect((await get(`/media/live-${onAir}/1/index.m3u8`)).body).toBe(eventPlaylist(2, false));
    expect((await get(`/media/live-${onAir}/1/seg1.ts`)).statusCode).toBe(200);
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
    expect((await get(`/media/live-${onAir}/1/index.m3u8`)).body).toBe(eventPlaylist(2, true));
    expect(published.slice(-2)).toEqual([`live-${onAir}/0/index.m3u8`, `live-${onAir}/1/index.m3u8`]);
    expect((await call(app, 'GET', `/v1/app/broadcast/brcSts/${onAir}`)).body.brcSts).toBe('ENDED');
    // The ended stream stays as its replay.
    expect((await call(app, 'GET', `/v1/app/broadcast/brcInfo/${onAir}`)).body.mediaUrl).toBe(
      `/media/live-${onAir}/master.m3u8`,
    );
    expect(await generator.tick()).toBe(0);
    expect(made).toHaveLength(2);
  });

  it.skipIf(!ffmpeg)('renders real segments of both renditions with ffmpeg, timestamps continuing', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-live-seg-'));
    try {
      const segment = ffmpegSegment();
      const files = (i: number) => LIVE_RENDITIONS.map((_, n) => path.join(dir, `r${n}-seg${i}.ts`));
      await segment(files(0), { index: 0, hue: 30 });
      const encoded = await fs.readdir(dir);
      const bases = encoded.filter((f) => f.startsWith('base-'));
      expect(bases).toHaveLength(LIVE_RENDITIONS.length);
      const baseTimes = await Promise.all(bases.map(async (b) => (await fs.stat(path.join(dir, b))).mtimeMs));
      await segment(files(1), { index: 1, hue: 30 });
      await segment(files(5), { index: 5, hue: 30 });
      // The stream's two seconds are encoded once; later segments are copies of them.
      expect(await Promise.all(bases.map(async (b) => (await fs.stat(path.join(dir, b))).mtimeMs))).toEqual(baseTimes);
      await ffmpegPoster()(files(0)[0]!, path.join(dir, 'poster.jpg'));
      for (const file of files(1)) expect((await fs.readFile(file))[0]).toBe(0x47); // MPEG-TS sync byte
      // Each segment starts LIVE_SEGMENT_SECONDS after the one before, in every rendition.
      for (const n of LIVE_RENDITIONS.keys()) {
        const [s0, s1, s5] = await Promise.all([0, 1, 5].map((i) => startTime(files(i)[n]!)));
        expect(s1! - s0!).toBeCloseTo(LIVE_SEGMENT_SECONDS, 2);
        expect(s5! - s0!).toBeCloseTo(5 * LIVE_SEGMENT_SECONDS, 2);
      }
      // The better rendition carries more bytes than the smaller one.
      const [best, small] = await Promise.all(files(1).map((f) => fs.stat(f)));
      expect(best!.size).toBeGreaterThan(small!.size);
      expect((await fs.stat(path.join(dir, 'poster.jpg'))).size).toBeGreaterThan(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the demo's standing live show", async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-standing-'));
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
  // The seed's broadcasts are placed around the real time; at this fixed time none of them is on air.
  const clock = fixedClock('2026-03-12T05:07:30Z');
  const { app, database } = await createTestApp({ demo: true, clock, config: { dataDir } });
  const generator = new LiveGenerator({
    db: database.db,
    transaction: transactions(database.db),
    dataDir,
    clock,
    segment: async (files) => {
      for (const file of files) await fs.writeFile(file, Buffer.from([0x47]));
    },
    poster: (_seg, poster) => fs.writeFile(poster, 'jpeg'),
    store: new WorkingCopyMediaStore(new DiskObjectStore(dataDir)),
    keepDemoLive: true,
  });
  const liveOnAir = async () => {
    const res = await call(app, 'GET', '/v1/app/broadcast/list', { query: { brcType: '1', pageSize: '50' } });
    return (res.body.items as { brcInfoNo: number; brcTit: string; brcSts: string }[]).filter(
      (b) => b.brcSts === 'LIVE',
    );
  };

  it('puts the next edition on air when no live broadcast is, streamed and searchable; never two at once', async () => {
    const seeded = new BroadcastRepository(database.db);
    for (const b of await seeded.onAir(clock.now().toISOString())) expect(b.brcTypeDcd).not.toBe('1');
    expect(await generator.tick()).toBeGreaterThanOrEqual(1);
    const [edition, ...others] = await liveOnAir();
    expect(others).toEqual([]);
    expect(edition!.brcTit).toBe('온판 상설 라이브 — 3월 12일 14:07 방송');
    const view = await call(app, 'GET', `/v1/app/broadcast/brcInfo/${edition!.brcInfoNo}`);
    expect(view.body.brcBgngDt).toBe('2026-03-12T14:07:00+09:00');
    expect(view.body.brcEndDt).toBe('2026-03-12T16:07:00+09:00');
    expect(view.body.mediaUrl).toBe(`/media/live-${edition!.brcInfoNo}/master.m3u8`);
    expect(view.body.products.length).toBeGreaterThan(0);
    const search = await call(app, 'GET', '/v1/app/common/search', {
      query: { searchTerm: '온판 상설 라이브', type: 'broadcast' },
    });
    expect(JSON.stringify(search.body)).toContain(`/live/${edition!.brcInfoNo}/view`);

    // Later ticks of the same edition add no other.
    clock.set(new Date(clock.now().getTime() + 90 * MIN).toISOString());
    await generator.tick();
    expect((await liveOnAir()).map((b) => b.brcInfoNo)).toEqual([edition!.brcInfoNo]);

    // Once it has ended, the next edition follows and the ended one keeps its stream as a replay.
    clock.set(new Date(clock.now().getTime() + 40 * MIN).toISOString());
    await generator.tick();
    const [next] = await liveOnAir();
    expect(next!.brcInfoNo).not.toBe(edition!.brcInfoNo);
    expect(next!.brcTit).toBe('온판 상설 라이브 — 3월 12일 16:17 방송');
    const ended = await call(app, 'GET', `/v1/app/broadcast/brcSts/${edition!.brcInfoNo}`);
    expect(ended.body.brcSts).toBe('ENDED');
  });
});
