import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Executor } from '../../db/executor.js';
import { captionsOfCues, narrationLines, silentCues, speakNarration } from './broadcast.narration.js';
import { BroadcastRepository } from './broadcast.repository.js';
import type { MediaStore } from './broadcast.store.js';
import { filesOf } from './broadcast.store.js';

/**
 * The demo's real media (decision 017): for every VOD and short without media, ffmpeg renders a short scene into HLS in
 * two renditions (640x360 and 320x180, `-preset ultrafast`; shorts upright: 360x640 and 180x320) — one of the portal's
 * studio pictures, slowly zooming, its title sliding in — with a spoken Korean narration of its title and description
 * (broadcast.narration.ts) and Korean WebVTT captions that are the narration, in time, plus a poster frame, into
 * DATA_DIR/media/<mediaKey>/; then the broadcast row points at them. Each clip is rendered into a temporary folder and
 * renamed into place, so a folder with master.m3u8 is whole and is never rendered again. Without ffmpeg nothing is
 * rendered and the broadcasts keep no media: the player says the video is not available.
 */

/** The fewest seconds a clip lasts. */
export const CLIP_SECONDS = 4;
/** A media key: what the media route accepts as a folder name (brc-: a rendered recording; live-: a live stream). */
export const MEDIA_KEY = /^(brc|live)-\d{1,10}(-\d{1,6})?$/;
/** The files a media folder holds: what the media route serves. */
export const MEDIA_FILE = /^(master\.m3u8|poster\.jpg|ko\.vtt|[01]\/(index\.m3u8|seg\d{1,4}\.ts))$/;

export function mediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

export function run(file: string, args: string[], signal?: AbortSignal, cwd?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { signal, timeout: 60_000, cwd }, (err) => (err ? reject(err) : resolve()));
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
    `${o.video}split=2[a][b];[a]${top}[v1];[b]${o.fit ? `${top},` : ''}scale=${w2}:${h2}[v2];${o.audio}asplit=2[a1][a2]`,
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

const require = createRequire(import.meta.url);

/** The studio pictures a demo clip shows (the rooms' illustrations), by broadcast. */
const PICTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public/img/reservation',
);
const PICTURES = ['seoul-a-1', 'busan-show-1', 'gwangju-solo-1', 'seoul-b-1', 'photo-a-1', 'busan-chroma-1'];

/** The file of a Korean font for the moving title (Pretendard, a dependency of the server), or null. */
function titleFont(): string | null {
  try {
    return path.join(
      path.dirname(require.resolve('pretendard/package.json')),
      'dist/public/static/Pretendard-Bold.otf',
    );
  } catch {
    return null;
  }
}

/** The title broken into at most two lines of about `width` characters. */
export function titleLines(title: string, width: number): string {
  const words = title.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const last = lines.length - 1;
    if (lines[last] === '' || `${lines[last]} ${word}`.length <= width) lines[last] = `${lines[last]} ${word}`.trim();
    else if (lines.length < 2) lines.push(word);
    else lines[last] = `${lines[last]} ${word}`;
  }
  return lines.map((l) => (l.length > width + 4 ? `${l.slice(0, width + 3)}…` : l)).join('\n');
}

/**
 * The scene's video filter, ending in a comma for renditionArgs: the picture slowly zooming, a dark band at the top
 * and the title sliding in from the left over it in the first 0.8 s (the captions keep the bottom). ffmpeg runs in
 * the work folder that holds `font.otf` and `title.txt`, so no path needs escaping in the filter graph.
 */
function sceneFilter(width: number, height: number, withTitle: boolean): string {
  const size = width > height ? 24 : 20;
  const band = `drawbox=x=0:y=0:w=iw:h=${Math.round(size * 3.4)}:color=0x0b1d3a@0.72:t=fill`;
  const text = withTitle
    ? `,drawtext=fontfile=font.otf:textfile=title.txt:fontsize=${size}:fontcolor=white:` +
      `line_spacing=6:x='if(lt(t,0.8),-tw+(24+tw)*t/0.8,24)':y=${Math.round(size * 0.6)}`
    : '';
  const zoom = `zoompan=z='min(zoom+0.0006,1.1)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${width}x${height}:fps=25`;
  return `[0:v]scale=${Math.round(width * 1.1)}:${Math.round(height * 1.1)},${zoom},${band}${text},`;
}

/**
 * Renders one clip into `dir` (created whole or not at all): a picture of `picture` (an SVG or PNG; ffmpeg's test card
 * tinted by `hue` where there is none), its title, the narration and its captions.
 */
export async function renderClip(
  dir: string,
  clip: { title: string; expln: string; hue: number; portrait?: boolean; picture?: string },
  options: { ffmpeg?: string; signal?: AbortSignal } = {},
): Promise<void> {
  const ffmpeg = options.ffmpeg ?? 'ffmpeg';
  const portrait = clip.portrait ?? false;
  const [width, height] = portrait ? [360, 640] : [640, 360];
  const tmp = `${dir}.tmp-${process.pid}`;
  const work = `${dir}.work-${process.pid}`;
  await Promise.all([tmp, work].map((d) => fs.rm(d, { recursive: true, force: true })));
  await fs.mkdir(path.join(tmp, '0'), { recursive: true });
  await fs.mkdir(path.join(tmp, '1'), { recursive: true });
  await fs.mkdir(work, { recursive: true });
  try {
    const lines = narrationLines(clip.title, clip.expln);
    const voice = await speakNarration(lines, work, options.signal);
    const { cues, seconds: spoken } = voice ?? silentCues(lines);
    const seconds = Math.max(CLIP_SECONDS, Math.ceil(spoken + 1));
    const pictureFile = path.join(work, 'picture.png');
    const picture = clip.picture
      ? await sharp(clip.picture, { density: 144 })
          .resize(width, height, { fit: 'cover' })
          .png()
          .toFile(pictureFile)
          .then(
            () => true,
            () => false,
          )
      : false;
    await fs.writeFile(path.join(work, 'title.txt'), titleLines(clip.title, portrait ? 14 : 24), 'utf8');
    const font = titleFont();
    const withTitle =
      font !== null &&
      (await fs.copyFile(font, path.join(work, 'font.otf')).then(
        () => true,
        () => false,
      ));
    const video = picture
      ? ['-loop', '1', '-framerate', '25', '-t', String(seconds), '-i', pictureFile]
      : testCardInputs(`${width}x${height}`, 25, seconds, clip.hue).slice(0, 4);
    const audio = voice ? ['-i', voice.file] : ['-f', 'lavfi', '-i', `anullsrc=channel_layout=mono:sample_rate=44100`];
    await run(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        ...video,
        ...audio,
        ...renditionArgs(tmp, {
          portrait,
          video: sceneFilter(width, height, withTitle),
          audio: `[1:a]aresample=44100,apad,atrim=0:${seconds},`,
        }),
      ],
      options.signal,
      work,
    );
    await writeMasterPlaylist(tmp, portrait);
    await run(ffmpeg, posterArgs(tmp, 1.5), options.signal);
    await fs.writeFile(path.join(tmp, 'ko.vtt'), captionsOfCues(cues), 'utf8');
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rename(tmp, dir);
  } catch (err) {
    await fs.rm(tmp, { recursive: true, force: true });
    throw err;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
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
      const picture = path.join(PICTURES_DIR, `${PICTURES[r.brcInfoNo % PICTURES.length]}.svg`);
      const clip = { title: r.brcTit, expln: r.brcExpln, hue: (r.brcInfoNo * 47) % 360, portrait, picture };
      await renderClip(dir, clip, options);
    }
    if (options.store) await options.store.publish(key, await filesOf(dir));
    await repo.setMediaKey(r.brcInfoNo, key);
    done += 1;
  }
  return done;
}
