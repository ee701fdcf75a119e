import { ALARM_LEAD_MS } from '@onfan/contracts/broadcast';
import { calendarFile } from '../../lib/calendar-file.js';

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
  return calendarFile('Broadcast', {
    uid: `brc-${b.brcInfoNo}@onfan`,
    start: new Date(b.brcBgngDt),
    end: new Date(b.brcEndDt),
    stamp: b.now,
    summary: `[온판 방송] ${b.brcTit}`,
    description: `${b.chnlNm} — ${b.brcExpln}`,
    url: b.url,
    alarm: { beforeMs: ALARM_LEAD_MS, description: `${b.brcTit} 방송이 곧 시작합니다.` },
  });
}
