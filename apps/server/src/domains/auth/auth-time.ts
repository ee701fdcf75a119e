import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const SEOUL = 'Asia/Seoul';

/** Timestamps leave the server as ISO 8601 with +09:00 (api-map conventions); the database keeps UTC. */
export function toSeoulIso(iso: string | Date): string {
  return format(new TZDate(new Date(iso).getTime(), SEOUL), "yyyy-MM-dd'T'HH:mm:ss.SSSXXX");
}

export function toSeoulIsoOrNull(iso: string | null | undefined): string | null {
  return iso ? toSeoulIso(iso) : null;
}

/** yyyy.MM.dd in Seoul, for messages. */
export function seoulDotted(iso: string | Date): string {
  return format(new TZDate(new Date(iso).getTime(), SEOUL), 'yyyy.MM.dd');
}

/** yyyy.MM.dd HH:mm in Seoul, for messages. */
export function seoulDottedTime(iso: string | Date): string {
  return format(new TZDate(new Date(iso).getTime(), SEOUL), 'yyyy.MM.dd HH:mm');
}

export function addYears(date: Date, years: number): Date {
  const d = new Date(date.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}
