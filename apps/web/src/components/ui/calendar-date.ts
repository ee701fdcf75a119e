import { CalendarDate } from '@internationalized/date';

/** 'yyyyMMdd' → CalendarDate; null for anything that is not a real day. */
export function ymdToCalendarDate(ymd: string | null | undefined): CalendarDate | null {
  if (!ymd || !/^\d{8}$/.test(ymd)) return null;
  const year = Number(ymd.slice(0, 4));
  const month = Number(ymd.slice(4, 6));
  const day = Number(ymd.slice(6, 8));
  const date = new CalendarDate(year, month, day);
  // CalendarDate constrains out-of-range parts (20240231 → 20240229); reject those instead.
  if (date.year !== year || date.month !== month || date.day !== day) return null;
  return date;
}

/** CalendarDate (or any {year, month, day}) → 'yyyyMMdd'. */
export function calendarDateToYmd(date: { year: number; month: number; day: number }): string {
  return `${String(date.year).padStart(4, '0')}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
}
