import { hhmmToHour } from '@onfan/contracts/studio';
import { ymdToDate } from '../../lib/seoul-time.js';

/** RFC 5545 text escaping. */
function esc(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTC basic format 20261124T010000Z. */
function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds lines longer than 75 octets (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

export interface IcsEvent {
  rsvtId: number;
  rsvtYmd: string;
  rsvtBgngHhmm: string;
  rsvtEndHhmm: string;
  summary: string;
  location: string;
  description: string;
  stamp: Date;
}

/** A one-event calendar file; times are the Seoul hours converted to UTC, so every phone shows them right. */
export function buildIcs(e: IcsEvent): string {
  const day = ymdToDate(e.rsvtYmd).getTime();
  const start = new Date(day + hhmmToHour(e.rsvtBgngHhmm) * 3_600_000);
  const end = new Date(day + hhmmToHour(e.rsvtEndHhmm) * 3_600_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ONFAN//Reservation//KO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:rsvt-${e.rsvtId}@onfan`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${esc(e.summary)}`,
    `LOCATION:${esc(e.location)}`,
    `DESCRIPTION:${esc(e.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
