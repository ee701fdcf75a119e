import { hhmmToHour } from '@onfan/contracts/studio';
import { calendarFile } from '../../lib/calendar-file.js';
import { ymdToDate } from '../../lib/seoul-time.js';

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

/** A reservation as a one-event calendar file; the Seoul hours are written in UTC, so every phone shows them right. */
export function buildIcs(e: IcsEvent): string {
  const day = ymdToDate(e.rsvtYmd).getTime();
  return calendarFile('Reservation', {
    uid: `rsvt-${e.rsvtId}@onfan`,
    start: new Date(day + hhmmToHour(e.rsvtBgngHhmm) * 3_600_000),
    end: new Date(day + hhmmToHour(e.rsvtEndHhmm) * 3_600_000),
    stamp: e.stamp,
    summary: e.summary,
    location: e.location,
    description: e.description,
  });
}
