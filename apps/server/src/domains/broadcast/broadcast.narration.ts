import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The demo recordings' spoken Korean narration (issue 36, decision 017): each line is spoken by eSpeak NG (the `espeak-ng`
 * package: eSpeak NG compiled to WebAssembly, with its Korean voice, so no machine package is needed), the lines are
 * joined into one WAV with pauses between them, and the captions are the lines, timed where each is spoken.
 * eSpeak NG (GPL-3.0) runs as a separate program, a child Node process, as ffmpeg does.
 */

/** Silence before the first line, and the pause spoken between lines, in seconds. */
const LEAD = 0.5;
const PAUSE = 1.5;
/** A quiet stretch at least this long ends a line; a sample louder than QUIET is speech. */
const LINE_BREAK = 1.0;
const QUIET = 300;
/** At most this many lines per clip, each at most this many characters. */
const MAX_LINES = 3;
const MAX_CHARS = 80;

export interface Cue {
  start: number;
  end: number;
  text: string;
}

function clean(text: string): string {
  return text.replace(/-->/g, '→').replace(/\s+/g, ' ').trim();
}

/** The lines a clip's narration says: the title, then the description's sentences. */
export function narrationLines(title: string, expln: string): string[] {
  const sentences = clean(expln)
    .split(/(?<=[.!?。])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return [clean(title), ...sentences]
    .filter(Boolean)
    .slice(0, MAX_LINES)
    .map((l) => (l.length > MAX_CHARS ? `${l.slice(0, MAX_CHARS - 1)}…` : l));
}

/**
 * The program the child runs: speaks an SSML text (the lines with a pause between them) into one WAV file. Speaking
 * them in one run costs one start of the synthesizer (about a second), not one per line.
 */
const SPEAKER = `
const [moduleUrl, out, ssml] = process.argv.slice(1);
const { default: ESpeakNg } = await import(moduleUrl);
const fs = await import('node:fs');
const speaker = await ESpeakNg({
  arguments: ['-m', '-v', 'ko', '-s', '165', '-w', 'out.wav', ssml],
  print() {},
  printErr() {},
});
fs.writeFileSync(out, speaker.FS.readFile('out.wav'));
process.exit(0);
`;

/** The lines as SSML, with a pause between them. */
export function ssmlOf(lines: string[]): string {
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<speak>${lines.map(escape).join(`<break time="${PAUSE * 1000}ms"/>`)}</speak>`;
}

const require = createRequire(import.meta.url);

/** The address of eSpeak NG's module, or null where the package is not installed. */
function speakerModule(): string | null {
  try {
    return pathToFileURL(require.resolve('espeak-ng')).href;
  } catch {
    return null;
  }
}

/** A WAV file's PCM samples (16-bit mono, as eSpeak NG writes them) and their rate. */
export function readWav(file: Buffer): { rate: number; pcm: Buffer } {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let at = 12;
  let rate = 0;
  while (at + 8 <= file.length) {
    const id = file.toString('ascii', at, at + 4);
    const size = file.readUInt32LE(at + 4);
    if (id === 'fmt ') rate = file.readUInt32LE(at + 12);
    // The data chunk runs to the end of the file (a streamed WAV may not say its size).
    if (id === 'data') return { rate, pcm: file.subarray(at + 8, Math.min(file.length, at + 8 + size)) };
    at += 8 + size + (size % 2);
  }
  throw new Error('a WAV file without data');
}

/** A 16-bit mono WAV file of `pcm` at `rate`. */
export function wavOf(rate: number, pcm: Buffer): Buffer {
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(36 + pcm.length, 4);
  head.write('WAVEfmt ', 8, 'ascii');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'ascii');
  head.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([head, pcm]);
}

/**
 * Where each line is spoken in the narration's samples: the stretches of speech between quiet stretches of at least
 * LINE_BREAK seconds (the pauses between lines; a pause inside a sentence is shorter). Where the stretches do not
 * match the lines one to one, the speech is shared out by the lines' lengths.
 */
export function cuesOfSpeech(pcm: Buffer, rate: number, lines: string[], offset = 0): Cue[] {
  const window = Math.max(1, Math.round(rate * 0.02));
  const samples = Math.floor(pcm.length / 2);
  const spans: [number, number][] = [];
  let quietSince: number | null = 0;
  let spanStart: number | null = null;
  for (let at = 0; at < samples; at += window) {
    let peak = 0;
    for (let i = at; i < Math.min(samples, at + window); i += 1)
      peak = Math.max(peak, Math.abs(pcm.readInt16LE(i * 2)));
    const t = at / rate;
    if (peak >= QUIET) {
      if (spanStart === null) spanStart = t;
      else if (quietSince !== null && t - quietSince >= LINE_BREAK) {
        spans.push([spanStart, quietSince]);
        spanStart = t;
      }
      quietSince = null;
    } else if (quietSince === null) quietSince = t;
  }
  if (spanStart !== null) spans.push([spanStart, quietSince ?? samples / rate]);
  const round = (t: number) => Math.round((t + offset) * 1000) / 1000;
  if (spans.length === lines.length)
    return spans.map(([start, end], n) => ({ start: round(start), end: round(end), text: lines[n]! }));
  const first = spans[0]?.[0] ?? 0;
  const last = spans.at(-1)?.[1] ?? samples / rate;
  const total = lines.reduce((t, l) => t + l.length, 0) || 1;
  let at = first;
  return lines.map((text) => {
    const start = at;
    at += ((last - first) * text.length) / total;
    return { start: round(start), end: round(at), text };
  });
}

/**
 * Speaks `lines` in Korean into `<dir>/narration.wav` and answers their cues and the narration's length; null where
 * eSpeak NG is not installed or fails (the clip is then made without a voice, its captions still timed).
 */
export async function speakNarration(
  lines: string[],
  dir: string,
  signal?: AbortSignal,
): Promise<{ file: string; cues: Cue[]; seconds: number } | null> {
  const speaker = speakerModule();
  if (speaker === null || lines.length === 0) return null;
  const file = path.join(dir, 'narration.wav');
  const spoken = path.join(dir, 'spoken.wav');
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--input-type=module', '-e', SPEAKER, speaker, spoken, ssmlOf(lines)],
        { signal, timeout: 60_000, cwd: dir },
        (err) => (err ? reject(err) : resolve()),
      );
    });
    const { rate, pcm } = readWav(await fs.readFile(spoken));
    await fs.rm(spoken, { force: true });
    const lead = Buffer.alloc(Math.round(LEAD * rate) * 2);
    await fs.writeFile(file, wavOf(rate, Buffer.concat([lead, pcm])));
    return { file, cues: cuesOfSpeech(pcm, rate, lines, LEAD), seconds: LEAD + pcm.length / 2 / rate };
  } catch (err) {
    if (signal?.aborted) throw err;
    return null;
  }
}

/** Lines timed without a voice: three seconds each after the lead. */
export function silentCues(lines: string[]): { cues: Cue[]; seconds: number } {
  const cues = lines.map((text, n) => ({ start: LEAD + n * 3, end: LEAD + n * 3 + 3 - PAUSE / 3, text }));
  return { cues, seconds: LEAD + lines.length * 3 };
}

function vttTime(s: number): string {
  const ms = Math.round(s * 1000);
  const hh = Math.floor(ms / 3_600_000);
  const mm = Math.floor(ms / 60_000) % 60;
  const ss = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}.${pad(ms % 1000, 3)}`;
}

/** Korean WebVTT captions of the cues. */
export function captionsOfCues(cues: Cue[]): string {
  return [
    'WEBVTT',
    '',
    ...cues.flatMap((c, n) => [String(n + 1), `${vttTime(c.start)} --> ${vttTime(c.end)}`, clean(c.text), '']),
  ].join('\n');
}
