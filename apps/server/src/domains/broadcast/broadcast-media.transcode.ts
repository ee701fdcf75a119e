import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { posterArgs, renditionArgs, writeMasterPlaylist } from './broadcast.media.js';

/**
 * The transcoding of an uploaded recording or short (decision 051): ffprobe tells what the file is from its content
 * (never its name), ffmpeg writes the player's two HLS renditions and poster (decision 017's settings, the same
 * functions) into a folder, reporting its progress from `-progress pipe:1` against the probed duration.
 */

/** What ffprobe found in a file the console may take: an MP4/MOV container with a picture and a length. */
export interface ProbedMedia {
  durationSec: number;
  hasAudio: boolean;
}

interface ProbeJson {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; disposition?: { attached_pic?: number } }[];
}

/** The file's media by its content, or null when it is not a readable MP4/MOV video. */
export function probeMedia(file: string, ffprobe = 'ffprobe'): Promise<ProbedMedia | null> {
  return new Promise((resolve) => {
    execFile(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
      (err, stdout) => {
        if (err) return resolve(null);
        try {
          const info = JSON.parse(stdout) as ProbeJson;
          const formats = (info.format?.format_name ?? '').split(',');
          const duration = Number(info.format?.duration);
          const streams = info.streams ?? [];
          const video = streams.some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
          if (!formats.includes('mov') && !formats.includes('mp4')) return resolve(null);
          if (!video || !Number.isFinite(duration) || duration <= 0) return resolve(null);
          resolve({ durationSec: duration, hasAudio: streams.some((s) => s.codec_type === 'audio') });
        } catch {
          resolve(null);
        }
      },
    );
  });
}

/** Percent of `durationSec` that a `-progress` block's `out_time_us` (or `out_time_ms`, also microseconds) reached. */
export function progressPercent(line: string, durationSec: number): number | null {
  const m = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
  if (!m || durationSec <= 0) return null;
  return Math.max(0, Math.min(99, Math.floor((Number(m[1]) / 1e6 / durationSec) * 100)));
}

/** Runs ffmpeg, calling `onLine` for each line it prints on stdout; rejects on a non-zero exit or the signal. */
function runWithProgress(
  ffmpeg: string,
  args: string[],
  onLine: (line: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(signal ? { signal } : {}) });
    let rest = '';
    let errText = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errText = (errText + chunk).slice(-2000);
    });
    // An abort reports an error at once, while ffmpeg may still be writing: the answer waits for it to be gone, so
    // the caller's clean-up of the folder is never raced.
    let failure: Error | null = null;
    child.on('error', (err) => {
      failure = err;
      if (child.pid === undefined) reject(err);
    });
    child.on('close', (code) => {
      if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      if (failure) return reject(failure);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${errText.trim()}`));
    });
  });
}

/**
 * Transcodes `input` into `dir` (made here; the caller publishes it): the two renditions and the poster. `onPercent`
 * hears the progress (0–99; the caller says 100 when the folder is published).
 */
export async function transcodeUpload(
  input: string,
  dir: string,
  media: ProbedMedia & { portrait: boolean },
  o: { onPercent: (pct: number) => void; signal?: AbortSignal; ffmpeg?: string },
): Promise<void> {
  const ffmpeg = o.ffmpeg ?? 'ffmpeg';
  await fs.mkdir(path.join(dir, '0'), { recursive: true });
  await fs.mkdir(path.join(dir, '1'), { recursive: true });
  // A file without sound gets a silent track: the renditions always carry audio, as the player expects.
  const silence = media.hasAudio
    ? []
    : ['-f', 'lavfi', '-t', String(media.durationSec), '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100'];
  await runWithProgress(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostats',
      '-progress',
      'pipe:1',
      '-i',
      input,
      ...silence,
      ...renditionArgs(dir, {
        portrait: media.portrait,
        video: '[0:v:0]',
        audio: media.hasAudio ? '[0:a:0]' : '[1:a]',
        fit: true,
      }),
    ],
    (line) => {
      const pct = progressPercent(line, media.durationSec);
      if (pct !== null) o.onPercent(pct);
    },
    o.signal,
  );
  await writeMasterPlaylist(dir, media.portrait);
  await runWithProgress(ffmpeg, posterArgs(dir, Math.min(1, media.durationSec / 2)), () => undefined, o.signal);
}
