import { ALARM_LEAD_MS } from '@onfan/contracts/broadcast';

/** An iCalendar text value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
function text(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 3.1). */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** One broadcast as an iCalendar event with a display alarm ALARM_LEAD_MS before it starts. */
export function broadcastIcs(b: {
  brcInfoNo: number;
  brcTit: string;
  chnlNm: string;
  brcExpln: string;
  brcBgngDt: string;
  brcEndDt: string;
  url: string;
  now: Date;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ONFAN//Broadcast//KO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:brc-${b.brcInfoNo}@onfan`,
    `DTSTAMP:${stamp(b.now.toISOString())}`,
    `DTSTART:${stamp(b.brcBgngDt)}`,
    `DTEND:${stamp(b.brcEndDt)}`,
    `SUMMARY:${text(`[온판 방송] ${b.brcTit}`)}`,
    `DESCRIPTION:${text(`${b.chnlNm} — ${b.brcExpln}`)}`,
    `URL:${b.url}`,
    'BEGIN:VALARM',
    `TRIGGER:-PT${ALARM_LEAD_MS / 60_000}M`,
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(`${b.brcTit} 방송이 곧 시작합니다.`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
