import fs from 'node:fs/promises';
import path from 'node:path';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import { mediaDir, run, testCardInputs } from './broadcast.media.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { keepDemoLiveOnAir } from './broadcast.seed.js';
import { statusAt } from './broadcast.service.js';
import type { MediaStore } from './broadcast.store.js';

/**
 * The development live generator (decision 017): while the portal runs, every live or commerce broadcast on air gets
 * an HLS *event* stream under DATA_DIR/media/live-<brcInfoNo>/ in two renditions (LIVE_RENDITIONS) whose playlists
 * grow by one segment each LIVE_SEGMENT_SECONDS, so the live status, the live badge and the player's live edge are
 * real; with the demo seed it also keeps the demo's standing live show on air (keepDemoLiveOnAir). When the broadcast ends its playlist gets
 * #EXT-X-ENDLIST and stays as the replay. Only started where config.liveGenerator is on (development by default,
 * never in production or tests unless LIVE_GENERATOR=yes); tests drive `tick()` themselves with a fixed clock.
 */

/** Seconds per live segment: one tick appends one. */
export const LIVE_SEGMENT_SECONDS = 2;
/** The media route serves seg0.ts … seg9999.ts: a stream stops growing there (5.5 hours of 2-second segments). */
export const LIVE_MAX_SEGMENTS = 10_000;

export const liveKey = (brcInfoNo: number) => `live-${brcInfoNo}`;

/** The live renditions, best first: each tick writes one segment of each into `<n>/segN.ts` (adaptive streaming). */
export const LIVE_RENDITIONS = [
  { size: '640x360', videoKbps: 700, bandwidth: 800_000 },
  { size: '320x180', videoKbps: 250, bandwidth: 350_000 },
] as const;

/** Frames per second of the generated picture: a test card needs few, and the development machine stays quiet. */
export const LIVE_FPS = 12;

/** Makes one segment of every rendition (`files[n]` for LIVE_RENDITIONS[n]): `index` continues the stream's timestamps. */
export type SegmentRenderer = (files: readonly string[], segment: { index: number; hue: number }) => Promise<void>;
/** Takes the poster frame out of the first segment. */
export type PosterRenderer = (segmentFile: string, posterFile: string) => Promise<void>;

/**
 * ffmpeg's test picture and tone, H.264 + AAC in MPEG-TS, their timestamps continuing the stream's. Every segment of
 * a stream shows the same two seconds, so they are encoded once per stream (one encode per rendition from one source,
 * kept beside the segments as `base-r<n>-h<hue>.ts`, never served) and each tick only copies them with the segment's
 * time offset: a running demo spends a fraction of the processor an encode every two seconds took.
 */
export function ffmpegSegment(ffmpeg = 'ffmpeg', signal?: AbortSignal): SegmentRenderer {
  return async (files, { index, hue }) => {
    const bases = files.map((file, n) => path.join(path.dirname(file), `base-r${n}-h${hue}.ts`));
    const missing = await Promise.all(
      bases.map((b) =>
        fs.access(b).then(
          () => false,
          () => true,
        ),
      ),
    );
    if (missing.some(Boolean)) await encodeBase(ffmpeg, bases, hue, signal);
    await run(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        ...bases.flatMap((b) => ['-i', b]),
        ...files.flatMap((file, n) => [
          '-map',
          String(n),
          '-c',
          'copy',
          '-output_ts_offset',
          String(index * LIVE_SEGMENT_SECONDS),
          '-f',
          'mpegts',
          '-y',
          file,
        ]),
      ],
      signal,
    );
  };
}

/** Encodes a stream's two seconds in every rendition into `bases` (written whole: a temporary name, then a rename). */
async function encodeBase(ffmpeg: string, bases: readonly string[], hue: number, signal?: AbortSignal): Promise<void> {
  const [best] = LIVE_RENDITIONS;
  const split = LIVE_RENDITIONS.map((_, n) => `[v${n}]`).join('');
  const scaled = LIVE_RENDITIONS.map((r, n) => `[v${n}]scale=${r.size.replace('x', ':')}[o${n}]`).join(';');
  const audio = LIVE_RENDITIONS.map((_, n) => `[a${n}]`).join('');
  const tmps = bases.map((b) => `${b}.tmp-${process.pid}.ts`);
  const outputs = LIVE_RENDITIONS.flatMap((r, n) => [
    '-map',
    `[o${n}]`,
    '-map',
    `[a${n}]`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(LIVE_FPS),
    '-b:v',
    `${r.videoKbps}k`,
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-f',
    'mpegts',
    '-y',
    tmps[n]!,
  ]);
  await run(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      ...testCardInputs(best.size, LIVE_FPS, LIVE_SEGMENT_SECONDS, hue),
      '-filter_complex',
      `[0:v]split=${LIVE_RENDITIONS.length}${split};${scaled};[1:a]volume=0.2,asplit=${LIVE_RENDITIONS.length}${audio}`,
      ...outputs,
    ],
    signal,
  );
  for (const [n, tmp] of tmps.entries()) await fs.rename(tmp, bases[n]!);
}

export function ffmpegPoster(ffmpeg = 'ffmpeg', signal?: AbortSignal): PosterRenderer {
  return (segmentFile, posterFile) =>
    run(
      ffmpeg,
      ['-hide_banner', '-loglevel', 'error', '-i', segmentFile, '-frames:v', '1', '-q:v', '4', '-y', posterFile],
      signal,
    );
}

/** The event playlist of `count` segments, closed with ENDLIST once the broadcast is over. */
export function eventPlaylist(count: number, ended: boolean): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    `#EXT-X-TARGETDURATION:${LIVE_SEGMENT_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
  ];
  for (let i = 0; i < count; i += 1) lines.push(`#EXTINF:${LIVE_SEGMENT_SECONDS.toFixed(3)},`, `seg${i}.ts`);
  if (ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** The master playlist: every rendition, so the player picks the one the connection carries. */
export const LIVE_MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  ...LIVE_RENDITIONS.flatMap((r, n) => [
    `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.size}`,
    `${n}/index.m3u8`,
  ]),
  '',
].join('\n');

/** Korean captions of a live stream: one cue naming it for as long as it runs. */
export function liveCaptions(title: string): string {
  const clean = title.replace(/-->/g, '→').replace(/\s+/g, ' ').trim();
  return ['WEBVTT', '', '1', '00:00:00.000 --> 99:59:59.000', `실시간 방송: ${clean}`, ''].join('\n');
}

/** Writes a file whole (a temporary name, then a rename), so a reader never sees half of it. */
async function writeWhole(file: string, body: string | Buffer): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
}

/**
 * How many segments a stream's published playlist lists and whether it is closed: read back from the store, so the
 * process that appends the next segment need not be the one that wrote the last (jobs run on any worker).
 */
async function readPlaylist(store: MediaStore, key: string): Promise<{ count: number; ended: boolean } | null> {
  const text = await store.readText(key, '0/index.m3u8').catch(() => null);
  if (text === null) return null;
  return { count: (text.match(/^#EXTINF:/gm) ?? []).length, ended: text.includes('#EXT-X-ENDLIST') };
}

export interface LiveGeneratorParts {
  db: Executor;
  transaction: RunInTransaction;
  dataDir: string;
  clock: Clock;
  segment: SegmentRenderer;
  poster: PosterRenderer;
  /** Where the written files are published (broadcast.store.ts). */
  store: MediaStore;
  /** The demo's standing live show: keep a live broadcast on air (keepDemoLiveOnAir) — where the demo seed is on. */
  keepDemoLive: boolean;
}

export class LiveGenerator {
  constructor(private readonly p: LiveGeneratorParts) {}

  /**
   * One step: appends a segment to the stream of every live or commerce broadcast on air (starting the stream and
   * pointing the row at it the first time) and closes the streams of broadcasts that have ended. Answers how many
   * segments were written.
   */
  async tick(): Promise<number> {
    const now = this.p.clock.now();
    if (this.p.keepDemoLive) await this.p.transaction((trx) => keepDemoLiveOnAir(trx, now));
    const repo = new BroadcastRepository(this.p.db);
    let written = 0;
    for (const b of await repo.onAir(now.toISOString())) {
      if (b.mediaKey && !b.mediaKey.startsWith('live-')) continue;
      const key = liveKey(b.brcInfoNo);
      const dir = path.join(mediaDir(this.p.dataDir), key);
      const state = (await readPlaylist(this.p.store, key)) ?? { count: 0, ended: false };
      if (state.ended || state.count >= LIVE_MAX_SEGMENTS) continue;
      const segs = LIVE_RENDITIONS.map((_, n) => `${n}/seg${state.count}.ts`);
      for (const n of LIVE_RENDITIONS.keys()) await fs.mkdir(path.join(dir, String(n)), { recursive: true });
      const tmps = segs.map((seg) => `${path.join(dir, seg)}.tmp-${process.pid}.ts`);
      await this.p.segment(tmps, { index: state.count, hue: (b.brcInfoNo * 47) % 360 });
      for (const [n, seg] of segs.entries()) await fs.rename(tmps[n]!, path.join(dir, seg));
      const firsts: string[] = [];
      if (state.count === 0) {
        await this.p.poster(path.join(dir, segs[0]!), path.join(dir, 'poster.jpg'));
        await writeWhole(path.join(dir, 'ko.vtt'), liveCaptions(b.brcTit));
        await writeWhole(path.join(dir, 'master.m3u8'), LIVE_MASTER);
        firsts.push('poster.jpg', 'ko.vtt');
      }
      const playlists = await this.writePlaylists(dir, state.count + 1, false);
      await this.p.store.publish(key, [
        ...segs,
        ...firsts,
        ...playlists,
        ...(state.count === 0 ? ['master.m3u8'] : []),
      ]);
      if (b.mediaKey !== key) await repo.setMediaKey(b.brcInfoNo, key);
      written += 1;
    }
    for (const b of await repo.liveStreams()) {
      if (statusAt(b, now) !== 'ENDED') continue;
      const dir = path.join(mediaDir(this.p.dataDir), b.mediaKey!);
      const state = await readPlaylist(this.p.store, b.mediaKey!);
      if (state && !state.ended)
        await this.p.store.publish(b.mediaKey!, await this.writePlaylists(dir, state.count, true));
    }
    return written;
  }

  /** Every rendition's playlist of `count` segments; answers their names. */
  private async writePlaylists(dir: string, count: number, ended: boolean): Promise<string[]> {
    const names = LIVE_RENDITIONS.map((_, n) => `${n}/index.m3u8`);
    for (const name of names) {
      // This process may not have written the stream's earlier segments (jobs run on any worker).
      await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeWhole(path.join(dir, name), eventPlaylist(count, ended));
    }
    return names;
  }
}
