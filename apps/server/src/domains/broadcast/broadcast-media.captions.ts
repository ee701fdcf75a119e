import type { CaptionCue } from '@onfan/contracts/broadcast-media.admin';
import {
  BROADCAST_MEDIA_MESSAGES as M,
  CAPTION_MAX_CUES,
  CAPTION_TEXT_MAX,
  captionLineError,
  captionTimeToMs,
  cueProblems,
  msToCaptionTime,
} from '@onfan/contracts/broadcast-media.admin';

/**
 * Captions files (decision 051): WebVTT and SRT read into cues, and cues written as WebVTT. A file that cannot be read
 * is refused with the line it went wrong on ('N번째 줄: …'), so the operator can fix the file.
 */

export class CaptionFileError extends Error {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(captionLineError(line, problem));
    this.name = 'CaptionFileError';
  }
}

const TIMING = /^(\S+)\s+-->\s+(\S+)(?:\s+.*)?$/;
const TIME_PROBLEM = "시각을 읽을 수 없습니다. '00:00:01.000 --> 00:00:03.000' 형식이어야 합니다.";

/** A cue time of either format ('HH:MM:SS.mmm', 'MM:SS.mmm' in WebVTT; 'HH:MM:SS,mmm' in SRT) → ms, or null. */
function timeMs(t: string, srt: boolean): number | null {
  const m = (srt ? /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{3})$/ : /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/).exec(
    t,
  );
  if (!m) return null;
  return ((Number(m[1] ?? 0) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4]);
}

/** Cue text as the console shows it: tags dropped, the three entities read, blank lines closed up. */
function plainText(lines: readonly string[]): string {
  return lines
    .map((l) =>
      l
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter((l) => l !== '')
    .join('\n');
}

/** The file's text: UTF-8 (a byte-order mark dropped), lines split on any line ending. */
function linesOf(buffer: Buffer): string[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new CaptionFileError(1, M.fileNotText);
  }
  if (text.includes('\u0000')) throw new CaptionFileError(1, M.fileNotText);
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/** Reads a WebVTT or SRT file (told apart by the 'WEBVTT' signature) into cues, checked as the console checks them. */
export function parseCaptionFile(buffer: Buffer): CaptionCue[] {
  const lines = linesOf(buffer);
  const vtt = /^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '');
  const cues: (CaptionCue & { line: number })[] = [];
  let i = 0;
  if (vtt) {
    // The header runs to the first blank line.
    while (i < lines.length && lines[i]!.trim() !== '') i += 1;
  }
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i += 1;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push(lines[i++]!);
    if (vtt && /^(NOTE|STYLE|REGION)(\s|$)/.test(block[0]!)) continue;
    // An identifier (SRT's counter, WebVTT's optional id) stands before the timing line.
    const t = block.findIndex((l) => l.includes('-->'));
    if (t < 0 || t > 1) {
      const problem = vtt
        ? TIME_PROBLEM
        : "자막 번호 다음 줄에 '00:00:01,000 --> 00:00:03,000' 같은 시각이 있어야 합니다.";
      throw new CaptionFileError(blockStart + 1 + Math.min(1, block.length - 1), problem);
    }
    if (!vtt && t === 1 && !/^\d+$/.test(block[0]!.trim())) {
      throw new CaptionFileError(blockStart + 1, '자막 번호는 숫자여야 합니다.');
    }
    const timingLine = blockStart + t + 1;
    const m = TIMING.exec(block[t]!.trim());
    const start = m ? timeMs(m[1]!, !vtt) : null;
    const end = m ? timeMs(m[2]!, !vtt) : null;
    if (start === null || end === null) throw new CaptionFileError(timingLine, TIME_PROBLEM);
    if (end <= start) throw new CaptionFileError(timingLine, M.endAfterStart);
    const prev = cues[cues.length - 1];
    if (prev && start < captionTimeToMs(prev.start)!) throw new CaptionFileError(timingLine, M.outOfOrder);
    const text = plainText(block.slice(t + 1));
    if (!text) throw new CaptionFileError(timingLine, M.textRequired);
    if (text.length > CAPTION_TEXT_MAX) throw new CaptionFileError(timingLine + 1, M.textTooLong);
    cues.push({ start: msToCaptionTime(start), end: msToCaptionTime(end), text, line: timingLine });
    if (cues.length > CAPTION_MAX_CUES) throw new CaptionFileError(timingLine, M.tooManyCues);
  }
  if (cues.length === 0) throw new CaptionFileError(Math.max(1, lines.length), M.fileEmpty);
  return cues.map(({ start, end, text }) => ({ start, end, text }));
}

/** Reads a WebVTT file the portal wrote (a clip's own captions), leniently: null when it cannot. */
export function readVtt(text: string): CaptionCue[] | null {
  try {
    const cues = parseCaptionFile(Buffer.from(text, 'utf8'));
    return cueProblems(cues).length === 0 ? cues : null;
  } catch {
    return null;
  }
}

const escapeCue = (t: string) =>
  t
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');

/** Cues as a WebVTT file: numbered, text escaped (no tags, no blank line inside a cue). */
export function writeVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map((c, i) => `${i + 1}\n${c.start} --> ${c.end}\n${escapeCue(c.text)}`);
  return ['WEBVTT', '', ...blocks.flatMap((b) => [b, ''])].join('\n');
}
