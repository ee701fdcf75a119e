import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../../db/executor.js';
import { BroadcastRepository } from './broadcast.repository.js';
import type { MediaStore } from './broadcast.store.js';
import { filesOf } from './broadcast.store.js';

/**
 * The demo's real media (decision 017): for every VOD and short without media, ffmpeg renders a few seconds of HLS in
 * two renditions (640x360 and 320x180, `-preset ultrafast`), a poster frame and Korean WebVTT captions into
 * DATA_DIR/media/<mediaKey>/ (shorts upright: 360x640 and 180x320), then the broadcast row points at them. Each clip is rendered into a temporary folder
 * and renamed into place, so a folder with master.m3u8 is whole and is never rendered again. Without ffmpeg nothing
 * is rendered and the broadcasts keep no media: the player says the video is not available.
 */

/** Seconds per clip. */
export const CLIP_SECONDS = 4;
/** A media key: what the media route accepts as a folder name (brc-: a rendered recording; live-: a live stream). */
export const MEDIA_KEY = /^(brc|live)-\d{1,10}(-\d{1,6})?$/;
/** The files a media folder holds: what the media route serves. */
export const MEDIA_FILE = /^(master\.m3u8|poster\.jpg|ko\.vtt|[01]\/(index\.m3u8|seg\d{1,4}\.ts))$/;

export function mediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

export function run(file: string, args: string[], signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { signal, timeout: 60_000 }, (err) => (err ? reject(err) : resolve()));
  });
}

/** ffmpeg's two inputs for a demo picture: its test card tinted by `hue` and a tone of its own, `seconds` long. */
export function testCardInputs(size: string, fps: number, seconds: number, hue: number): string[] {
  return [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=${fps}:duration=${seconds},hue=h=${hue}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${330 + hue}:sample_rate=44100:duration=${seconds}`,
  ];
}

/** Whether ffmpeg can be run. */
export async function hasFfmpeg(ffmpeg = 'ffmpeg'): Promise<boolean> {
  try {
    await run(ffmpeg, ['-hide_banner', '-version']);
    return true;
  } catch {
    return false;
  }
}

function vttTime(s: number): string {
  return `00:00:${String(s).padStart(2, '0')}.000`;
}

/** Korean captions of a clip: the title, then the description, across CLIP_SECONDS. */
export function captionsOf(title: string, expln: string): string {
  const clean = (t: string) => t.replace(/-->/g, '→').replace(/\s+/g, ' ').trim();
  const half = Math.floor(CLIP_SECONDS / 2);
  return [
    'WEBVTT',
    '',
    '1',
    `${vttTime(0)} --> ${vttTime(half)}`,
    clean(title),
    '',
    '2',
    `${vttTime(half)} --> ${vttTime(CLIP_SECONDS)}`,
    clean(expln) || clean(title),
    '',
  ].join('\n');
}

/**
 * ffmpeg's output arguments of the two HLS renditions the player plays (decision 017) into `dir`/0 and `dir`/1, from a
 * video and an audio filter input: 640x360 at 700 kbit/s and 320x180 at 250 kbit/s (upright: 360x640 and 180x320),
 * H.264 ultrafast, one keyframe a second, 2-second segments. `fit` scales any picture into the top rendition
 * (letterboxed): an uploaded recording (decision 051); the demo's test card is already that size. The master playlist
 * is not ffmpeg's (`-master_pl_name` crashes the ffmpeg 4.1 the optional npm package ships): writeMasterPlaylist.
 */
export function renditionArgs(
  dir: string,
  o: { portrait: boolean; video: string; audio: string; fit?: boolean },
): string[] {
  const [w1, h1, w2, h2] = o.portrait ? [360, 640, 180, 320] : [640, 360, 320, 180];
  const top = o.fit
    ? `scale=${w1}:${h1}:force_original_aspect_ratio=decrease,pad=${w1}:${h1}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=25`
    : 'null';
  return [
    '-filter_complex',
    `${o.video}split=2[a][b];[a]${top}[v1];[b]${o.fit ? `${top},` : ''}scale=${w2}:${h2}[v2];${o.audio}volume=${o.fit ? 1 : 0.2},asplit=2[a1][a2]`,
    '-map',
    '[v1]',
    '-map',
    '[a1]',
    '-map',
    '[v2]',
    '-map',
    '[a2]',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '25',
    '-keyint_min',
    '25',
    '-sc_threshold',
    '0',
    '-b:v:0',
    '700k',
    '-b:v:1',
    '250k',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-f',
    'hls',
    '-hls_time',
    '2',
    '-hls_playlist_type',
    'vod',
    '-var_stream_map',
    'v:0,a:0 v:1,a:1',
    '-hls_segment_filename',
    path.join(dir, '%v', 'seg%d.ts'),
    path.join(dir, '%v', 'index.m3u8'),
  ];
}

/** The bandwidth a rendition announces: its video and 64 kbit/s of audio, and a tenth for the container. */
const RENDITION_KBPS = [700, 250] as const;

/** The master playlist of renditionArgs' two renditions, so the player picks the one the connection carries. */
export function masterPlaylist(portrait: boolean): string {
  const sizes = portrait ? ['360x640', '180x320'] : ['640x360', '320x180'];
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    ...RENDITION_KBPS.flatMap((kbps, n) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round((kbps + 64) * 1100)},RESOLUTION=${sizes[n]}`,
      `${n}/index.m3u8`,
    ]),
    '',
  ].join('\n');
}

/** Writes `dir`/master.m3u8 after renditionArgs' ffmpeg run has written both renditions. */
export async function writeMasterPlaylist(dir: string, portrait: boolean): Promise<void> {
  await fs.writeFile(path.join(dir, 'master.m3u8'), masterPlaylist(portrait), 'utf8');
}

/** ffmpeg's arguments of the poster: the top rendition's frame at `second`. */
export function posterArgs(dir: string, second: number): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-ss',
    String(second),
    '-i',
    path.join(dir, '0', 'index.m3u8'),
    '-frames:v',
    '1',
    '-q:v',
    '4',
    path.join(dir, 'poster.jpg'),
  ];
}

/** Renders one clip into `dir` (created whole or not at all). `hue` tells clips apart. */
export async function renderClip(
  dir: string,
  clip: { title: string; expln: string; hue: number; portrait?: boolean },
  options: { ffmpeg?: string; signal?: AbortSignal } = {},
): Promise<void> {
  const ffmpeg = options.ffmpeg ?? 'ffmpeg';
  const tmp = `${dir}.tmp-${process.pid}`;
  await fs.rm(tmp, { recursive: true, force: true });
  await fs.mkdir(path.join(tmp, '0'), { recursive: true });
  await fs.mkdir(path.join(tmp, '1'), { recursive: true });
  try {
    await run(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        ...testCardInputs(clip.portrait ? '360x640' : '640x360', 25, CLIP_SECONDS, clip.hue),
        ...renditionArgs(tmp, { portrait: clip.portrait ?? false, video: '[0:v]', audio: '[1:a]' }),
      ],
      options.signal,
    );
    await writeMasterPlaylist(tmp, clip.portrait ?? false);
    await run(ffmpeg, posterArgs(tmp, 1), options.signal);
    await fs.writeFile(path.join(tmp, 'ko.vtt'), captionsOf(clip.title, clip.expln), 'utf8');
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rename(tmp, dir);
  } catch (err) {
    await fs.rm(tmp, { recursive: true, force: true });
    throw err;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Renders the media of every VOD and short that has none, publishes them to the media store (broadcast.store.ts) and
 * points its row at them; answers how many broadcasts got media. A clip already on disk is not rendered again.
 */
export async function generateBroadcastMedia(
  db: Executor,
  dataDir: string,
  options: { ffmpeg?: string; signal?: AbortSignal; store?: MediaStore } = {},
): Promise<number> {
  const repo = new BroadcastRepository(db);
  const rows = await repo.recordingsWithoutMedia();
  let done = 0;
  for (const r of rows) {
    if (options.signal?.aborted) break;
    const key = `brc-${r.brcInfoNo}`;
    const dir = path.join(mediaDir(dataDir), key);
    if (!(await exists(path.join(dir, 'master.m3u8')))) {
      const portrait = r.brcTypeDcd === '3';
      await renderClip(dir, { title: r.brcTit, expln: r.brcExpln, hue: (r.brcInfoNo * 47) % 360, portrait }, options);
    }
    if (options.store) await options.store.publish(key, await filesOf(dir));
    await repo.setMediaKey(r.brcInfoNo, key);
    done += 1;
  }
  return done;
}
