import { TZDate } from '@date-fns/tz';
import type { Clock } from './clock.js';

/**
 * Calendar days in Asia/Seoul. Every rule that speaks of "today", a weekday or a day count goes through here, so
 * that the server's own time zone (usually UTC) never leaks into a Korean calendar.
 * Days are `yyyyMMdd` strings as on the wire; arithmetic on them is pure calendar arithmetic (no time zone involved).
 */
export const SEOUL_TZ = 'Asia/Seoul';

const YMD = /^(\d{4})(\d{2})(\d{2})$/;

function parts(ymd: string): [number, number, number] {
  const m = YMD.exec(ymd);
  if (!m) throw new RangeError(`Not a yyyyMMdd day: ${ymd}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function fromUtcDate(d: Date): string {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return `${String(y).padStart(4, '0')}${String(m).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** True when `ymd` is a real calendar day (20250229 is not). */
export function isValidYmd(ymd: string): boolean {
  const m = YMD.exec(ymd);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The Seoul calendar day of an instant. */
export function seoulYmd(instant: Date): string {
  const z = new TZDate(instant.getTime(), SEOUL_TZ);
  return `${z.getFullYear()}${String(z.getMonth() + 1).padStart(2, '0')}${String(z.getDate()).padStart(2, '0')}`;
}

/** Today in Seoul, from the injected clock. */
export function todaySeoulYmd(clock: Clock): string {
  return seoulYmd(clock.now());
}

/** `ymd` plus `n` days (n may be negative). */
export function addDays(ymd: string, n: number): string {
  const [y, m, d] = parts(ymd);
  return fromUtcDate(new Date(Date.UTC(y, m - 1, d + n)));
}

/** Day of the week: 0 Sunday … 6 Saturday. */
export function weekday(ymd: string): number {
  const [y, m, d] = parts(ymd);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function isWeekend(ymd: string): boolean {
  const w = weekday(ymd);
  return w === 0 || w === 6;
}

/** The instant the Seoul day `ymd` begins (00:00 +09:00). */
export function ymdToDate(ymd: string): Date {
  const [y, m, d] = parts(ymd);
  return new Date(new TZDate(y, m - 1, d, SEOUL_TZ).getTime());
}

/** Builds `yyyyMMdd` from numbers (month 1-12). */
export function toYmd(year: number, month: number, day: number): string {
  return fromUtcDate(new Date(Date.UTC(year, month - 1, day)));
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** An instant as ISO 8601 with the Seoul offset, as the wire wants timestamps (2026-01-01T00:30:00+09:00). */
export function toSeoulIso(instant: Date): string {
  const z = new TZDate(instant.getTime(), SEOUL_TZ);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}` +
    `T${pad(z.getHours())}:${pad(z.getMinutes())}:${pad(z.getSeconds())}+09:00`
  );
}
