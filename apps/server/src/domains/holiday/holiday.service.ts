import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import type { ClosureBody, Holidays } from '@onfan/contracts/holiday';
import { HOLIDAY_MESSAGES, HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from '@onfan/contracts/holiday';
import { AppError } from '../../http/app-error.js';
import type { CacheService } from '../../http/cache.js';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import { isValidYmd, todaySeoulYmd } from '../../lib/seoul-time.js';
import type { HolidayEntry } from './holiday-rules.js';
import { computeHolidays, sortHolidays } from './holiday-rules.js';
import type { HolidayRepository } from './holiday.repository.js';

/**
 * Public holidays of a year: from @hyunbinseo/holidays-kr (the official gazette, including temporary holidays and
 * election days) for the years it covers, computed by rule beyond it.
 */
async function loadPublicHolidays(year: number): Promise<HolidayEntry[]> {
  let preset: Readonly<Record<string, readonly string[]>>;
  try {
    preset = await getHolidayPreset(String(year));
  } catch (err) {
    if (err instanceof RangeError) return computeHolidays(year);
    throw err;
  }
  const entries: HolidayEntry[] = [];
  for (const [isoDay, names] of Object.entries(preset)) {
    const ymd = isoDay.replaceAll('-', '');
    for (const name of names) {
      entries.push({ ymd, name, kind: name.startsWith('대체공휴일') ? 'substitute' : 'public' });
    }
  }
  return sortHolidays(entries);
}

export class HolidayService {
  constructor(
    private readonly repo: HolidayRepository,
    private readonly clock: Clock,
    private readonly cache: CacheService,
  ) {}

  /** The public and substitute holidays of a year: pure data, kept in the app's cache for good. */
  publicHolidays(year: number): Promise<HolidayEntry[]> {
    if (!Number.isInteger(year) || year < HOLIDAY_YEAR_MIN || year > HOLIDAY_YEAR_MAX) {
      return Promise.reject(AppError.badRequest(HOLIDAY_MESSAGES.yearRange));
    }
    return this.cache.value('holiday', String(year), Infinity, () => loadPublicHolidays(year));
  }

  /** Public, substitute and closure days of a year (the current Seoul year when none is given). */
  async ofYear(year?: number): Promise<Holidays> {
    const y = year ?? Number(todaySeoulYmd(this.clock).slice(0, 4));
    const items = await this.holidaysBetween(`${y}0101`, `${y}1231`);
    return { year: y, items };
  }

  /** Every holiday and closure day from `from` to `to` inclusive, sorted by day. */
  async holidaysBetween(from: string, to: string): Promise<HolidayEntry[]> {
    if (!isValidYmd(from) || !isValidYmd(to) || from > to) throw AppError.badRequest(HOLIDAY_MESSAGES.invalidDay);
    const firstYear = Number(from.slice(0, 4));
    const lastYear = Number(to.slice(0, 4));
    const entries: HolidayEntry[] = [];
    for (let y = firstYear; y <= lastYear; y++) {
      for (const h of await this.publicHolidays(y)) if (h.ymd >= from && h.ymd <= to) entries.push(h);
    }
    for (const c of await this.repo.closuresBetween(from, to)) {
      entries.push({ ymd: c.ymd, name: c.name, kind: 'closure' });
    }
    return sortHolidays(entries);
  }

  /** The days from `from` to `to` that are holidays or closures, for calendars that disable them. */
  async holidayDays(from: string, to: string): Promise<Set<string>> {
    return new Set((await this.holidaysBetween(from, to)).map((h) => h.ymd));
  }

  /** A public holiday, a substitute holiday or an operator closure day. */
  async isHoliday(ymd: string): Promise<boolean> {
    return (await this.holidaysBetween(ymd, ymd)).length > 0;
  }

  async saveClosure(body: ClosureBody) {
    await this.repo.upsertClosure({ ymd: body.ymd, name: body.name }, this.clock.now().toISOString());
    return ok(HOLIDAY_MESSAGES.closureSaved);
  }

  async deleteClosure(ymd: string) {
    if (!(await this.repo.deleteClosure(ymd))) throw AppError.notFound(HOLIDAY_MESSAGES.closureNotFound);
    return ok(HOLIDAY_MESSAGES.closureDeleted);
  }
}
