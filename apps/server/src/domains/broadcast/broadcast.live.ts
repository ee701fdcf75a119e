import fs from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import { mediaDir, run } from './broadcast.media.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { statusAt } from './broadcast.service.js';

/**
 * The development live generator (decision 017): while the portal runs, every live or commerce broadcast on air gets
 * an HLS *event* playlist under DATA_DIR/media/live-<brcInfoNo>/ that grows by one segment each LIVE_SEGMENT_SECONDS,
 * so the live status, the live badge and the player's live edge are real. When the broadcast ends its playlist gets
 * #EXT-X-ENDLIST and stays as the replay. Only started where config.liveGenerator is on (development by default,
 * never in production or tests unless LIVE_GENERATOR=yes); tests drive `tick()` themselves with a fixed clock.
 */

/** Seconds per live segment: one tick appends one. */
export const LIVE_SEGMENT_SECONDS = 2;
/** The media route serves seg0.ts … seg9999.ts: a stream stops growing there (5.5 hours of 2-second segments). */
export const LIVE_MAX_SEGMENTS = 10_000;

export const liveKey = (brcInfoNo: number) => `live-${brcInfoNo}`;

/** Makes one segment file: `index` continues the stream's timestamps; `hue` tells streams apart. */
export type SegmentRenderer = (file: string, segment: { index: number; hue: number }) => Promise<void>;
/** Takes the poster frame out of the first segment. */
export type PosterRenderer = (segmentFile: string, posterFile: string) => Promise<void>;

/** ffmpeg's test picture and tone, 320x180 H.264 + AAC in MPEG-TS, its timestamps continuing the stream's. */
export function ffmpegSegment(ffmpeg = 'ffmpeg', signal?: AbortSignal): SegmentRenderer {
  return (file, { index, hue }) =>
    run(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `testsrc2=size=320x180:rate=25:duration=${LIVE_SEGMENT_SECONDS},hue=h=${hue}`,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=${330 + hue}:sample_rate=44100:duration=${LIVE_SEGMENT_SECONDS}`,
        '-filter_complex',
        '[1:a]volume=0.2[a]',
        '-map',
        '0:v',
        '-map',
        '[a]',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-g',
        '25',
        '-b:v',
        '300k',
        '-c:a',
        'aac',
        '-b:a',
        '64k',
        '-output_ts_offset',
        String(index * LIVE_SEGMENT_SECONDS),
        '-f',
        'mpegts',
        '-y',
        file,
      ],
      signal,
    );
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

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=320x180',
  '0/index.m3u8',
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

/** How many segments the playlist lists and whether it is closed. */
async function readPlaylist(file: string): Promise<{ count: number; ended: boolean } | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  return { count: (text.match(/^#EXTINF:/gm) ?? []).length, ended: text.includes('#EXT-X-ENDLIST') };
}

export interface LiveGeneratorParts {
  db: Executor;
  dataDir: string;
  clock: Clock;
  segment: SegmentRenderer;
  poster: PosterRenderer;
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
    const repo = new BroadcastRepository(this.p.db);
    let written = 0;
    for (const b of await repo.onAir(now.toISOString())) {
      if (b.mediaKey && !b.mediaKey.startsWith('live-')) continue;
      const dir = path.join(mediaDir(this.p.dataDir), liveKey(b.brcInfoNo));
      const playlist = path.join(dir, '0', 'index.m3u8');
      const state = (await readPlaylist(playlist)) ?? { count: 0, ended: false };
      if (state.ended || state.count >= LIVE_MAX_SEGMENTS) continue;
      await fs.mkdir(path.join(dir, '0'), { recursive: true });
      const seg = path.join(dir, '0', `seg${state.count}.ts`);
      const tmp = `${seg}.tmp-${process.pid}.ts`;
      await this.p.segment(tmp, { index: state.count, hue: (b.brcInfoNo * 47) % 360 });
      await fs.rename(tmp, seg);
      if (state.count === 0) {
        await this.p.poster(seg, path.join(dir, 'poster.jpg'));
        await writeWhole(path.join(dir, 'ko.vtt'), liveCaptions(b.brcTit));
        await writeWhole(path.join(dir, 'master.m3u8'), MASTER);
      }
      await writeWhole(playlist, eventPlaylist(state.count + 1, false));
      if (b.mediaKey !== liveKey(b.brcInfoNo)) await repo.setMediaKey(b.brcInfoNo, liveKey(b.brcInfoNo));
      written += 1;
    }
    for (const b of await repo.liveStreams()) {
      if (statusAt(b, now) !== 'ENDED') continue;
      const playlist = path.join(mediaDir(this.p.dataDir), b.mediaKey!, '0', 'index.m3u8');
      const state = await readPlaylist(playlist);
      if (state && !state.ended) await writeWhole(playlist, eventPlaylist(state.count, true));
    }
    return written;
  }
}
