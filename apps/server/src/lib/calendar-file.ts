import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';

/** One event of a calendar file the portal offers for download (a reservation, a broadcast). */
export interface CalendarEvent {
  /** Unique and stable for the thing it stands for, e.g. `rsvt-12@onfan`: a calendar that imports it twice keeps one. */
  uid: string;
  start: Date;
  end: Date;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  /** A display alarm this long before the start, with its text. */
  alarm?: { beforeMs: number; description: string };
}

/**
 * A one-event iCalendar file (RFC 5545), written by ical-generator (decision 035): it escapes text values, folds long
 * lines at 75 octets without splitting a character and writes times in UTC, so every phone shows the Seoul hour.
 * `product` names the writer in PRODID (`-//ONFAN//<product>//KO`).
 */
export function calendarFile(product: string, e: CalendarEvent): string {
  const calendar = ical({ prodId: `//ONFAN//${product}//KO`, method: ICalCalendarMethod.PUBLISH });
  const event = calendar.createEvent({
    id: e.uid,
    start: e.start,
    end: e.end,
    stamp: e.stamp,
    summary: e.summary,
    description: e.description,
    location: e.location ?? null,
    url: e.url ?? null,
  });
  if (e.alarm) {
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: e.alarm.beforeMs / 1000,
      description: e.alarm.description,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too (ical-generator leaves it off).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
