/**
 * Asia/Seoul calendar helpers that give the same answer in any host time zone.
 * Seoul has been UTC+9 without daylight saving since 1988, so a fixed offset is exact for every date the portal stores.
 * Nothing here reads the clock: callers pass "now".
 */

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Relative times switch to a plain date after this many days (spec section 9). */
export const RELATIVE_TIME_MAX_DAYS = 30;
/** A post counts as new for this many days by default (spec section 9). */
export const NEW_BADGE_DAYS = 7;

export type DateInput = Date | string | number;

export interface SeoulParts {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const ZONELESS_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;
const COMPACT_SEOUL = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/;

/**
 * Milliseconds since the epoch, NaN when invalid. Stored timestamps are UTC, so an ISO date-time without a zone
 * (as SQLite's CURRENT_TIMESTAMP writes it) is read as UTC rather than in the host's zone. Compact yyyyMMdd and
 * yyyyMMddHHmmss are Seoul wall-clock times.
 */
function toTime(input: DateInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return input;
  const s = input.trim();
  const zoneless = ZONELESS_DATE_TIME.exec(s);
  if (zoneless) return Date.parse(`${zoneless[1]}T${zoneless[2]}Z`);
  const compact = COMPACT_SEOUL.exec(s);
  if (compact) {
    const [, y, mo, d, h = '00', mi = '00', se = '00'] = compact;
    if (!parseYmd(`${y}${mo}${d}`) || Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) return NaN;
    return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${se}+09:00`);
  }
  return Date.parse(s);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Wall-clock fields of an instant as read on a clock in Seoul. Throws RangeError for an invalid date. */
export function seoulParts(date: DateInput): SeoulParts {
  const t = toTime(date);
  if (Number.isNaN(t)) throw new RangeError(`Invalid date: ${String(date)}`);
  // Shifting by the offset and reading UTC fields gives Seoul wall-clock time whatever the host zone is.
  const s = new Date(t + SEOUL_OFFSET_MS);
  return {
    year: s.getUTCFullYear(),
    month: s.getUTCMonth() + 1,
    day: s.getUTCDate(),
    hour: s.getUTCHours(),
    minute: s.getUTCMinutes(),
    second: s.getUTCSeconds(),
    weekday: s.getUTCDay(),
  };
}

/** The Seoul calendar day of an instant as yyyyMMdd, e.g. 2024-08-25T15:00:00Z → '20240826'. */
export function seoulYmd(date: DateInput): string {
  const p = seoulParts(date);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}`;
}

/** Parses yyyyMMdd to its parts when it names a real calendar day, else null. */
export function parseYmd(ymd: string): { year: number; month: number; day: number } | null {
  if (!/^\d{8}$/.test(ymd)) return null;
  const year = Number(ymd.slice(0, 4));
  const month = Number(ymd.slice(4, 6));
  const day = Number(ymd.slice(6, 8));
  if (month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

function ymdToDayNumber(ymd: string): number {
  const p = parseYmd(ymd);
  if (!p) throw new RangeError(`Invalid yyyyMMdd: ${ymd}`);
  const d = new Date(Date.UTC(2000, p.month - 1, p.day));
  d.setUTCFullYear(p.year);
  return Math.round(d.getTime() / DAY_MS);
}

function dayNumberToYmd(n: number): string {
  const d = new Date(n * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** Calendar days from b to a (a − b), like date-fns differenceInCalendarDays. Throws RangeError for an invalid day. */
export function ymdDiffDays(a: string, b: string): number {
  return ymdToDayNumber(a) - ymdToDayNumber(b);
}

/** The yyyyMMdd `days` calendar days after (or, when negative, before) `ymd`. */
export function addDaysYmd(ymd: string, days: number): string {
  return dayNumberToYmd(ymdToDayNumber(ymd) + days);
}

/** True when `ymd` lies within begin..end, both inclusive (notice posting periods, application periods). */
export function isYmdWithin(ymd: string, begin: string, end: string): boolean {
  return ymd >= begin && ymd <= end;
}

/** Weekday of a yyyyMMdd day: 0 Sunday … 6 Saturday. */
export function ymdWeekday(ymd: string): number {
  return new Date(ymdToDayNumber(ymd) * DAY_MS).getUTCDay();
}

/** 'D-3' while the end day is ahead, 'D-Day' on it, null once it has passed or when either day is invalid. */
export function dDay(endYmd: string, todayYmd: string): string | null {
  if (!parseYmd(endYmd) || !parseYmd(todayYmd)) return null;
  const left = ymdDiffDays(endYmd, todayYmd);
  if (left < 0) return null;
  return left === 0 ? 'D-Day' : `D-${left}`;
}

/** '20240826' → '2024.08.26' (or with another separator). Anything that is not 8 digits is returned unchanged. */
export function formatYmd(ymd: string, sep = '.'): string {
  if (!/^\d{8}$/.test(ymd)) return ymd;
  return `${ymd.slice(0, 4)}${sep}${ymd.slice(4, 6)}${sep}${ymd.slice(6, 8)}`;
}

/**
 * '2024-08-26' (what a date field holds) → '20240826' (the calls' and the addresses' day); anything else is returned
 * unchanged, for the contract to refuse. The other way is `formatYmd(ymd, '-')`.
 */
export function ymdFromDateField(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.replace(/-/g, '') : date;
}

const DATE_TOKENS = /yyyy|yy|MM|M|dd|d|HH|H|mm|ss/g;

/**
 * Formats an instant in Seoul time. Tokens: yyyy yy MM M dd d HH H mm ss; everything else is copied.
 * An invalid or empty input gives ''.
 */
export function formatDate(input: DateInput | null | undefined, pattern = 'yyyy.MM.dd'): string {
  if (input === null || input === undefined || input === '') return '';
  if (Number.isNaN(toTime(input))) return '';
  const p = seoulParts(input);
  return pattern.replace(DATE_TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(p.year, 4);
      case 'yy':
        return pad(p.year % 100);
      case 'MM':
        return pad(p.month);
      case 'M':
        return String(p.month);
      case 'dd':
        return pad(p.day);
      case 'd':
        return String(p.day);
      case 'HH':
        return pad(p.hour);
      case 'H':
        return String(p.hour);
      case 'mm':
        return pad(p.minute);
      default:
        return pad(p.second);
    }
  });
}

/**
 * '방금 전' under a minute (also for times slightly in the future, i.e. clock skew), then 'N분 전', 'N시간 전',
 * 'N일 전' up to 30 days, then the Seoul date 'yyyy.MM.dd' (spec section 9). An invalid input gives ''.
 */
export function formatRelativeTime(input: DateInput | null | undefined, now: DateInput): string {
  if (input === null || input === undefined || input === '') return '';
  const t = toTime(input);
  const n = toTime(now);
  if (Number.isNaN(t) || Number.isNaN(n)) return '';
  const diff = n - t;
  if (diff < MINUTE_MS) return '방금 전';
  if (diff < HOUR_MS) return `${Math.floor(diff / MINUTE_MS)}분 전`;
  if (diff < DAY_MS) return `${Math.floor(diff / HOUR_MS)}시간 전`;
  const days = Math.floor(diff / DAY_MS);
  if (days <= RELATIVE_TIME_MAX_DAYS) return `${days}일 전`;
  return formatDate(t, 'yyyy.MM.dd');
}

/** True while less than `days` × 24 hours have passed since `input` (a future time counts as new). */
export function isNew(input: DateInput | null | undefined, now: DateInput, days = NEW_BADGE_DAYS): boolean {
  if (input === null || input === undefined || input === '') return false;
  const t = toTime(input);
  const n = toTime(now);
  if (Number.isNaN(t) || Number.isNaN(n)) return false;
  return n - t < days * DAY_MS;
}
