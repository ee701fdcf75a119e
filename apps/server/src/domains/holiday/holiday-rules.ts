import lunarModule from 'korean-lunar-calendar';
import { addDays, toYmd, weekday } from '../../lib/seoul-time.js';

/**
 * Korean public holidays computed by rule, for the years the gazette-based package does not cover yet.
 *
 * Sources: 공휴일에 관한 법률 and 관공서의 공휴일에 관한 규정 제2조·제3조.
 * - 설날 and 추석 (three days each): when one of the days falls on a Sunday or on another public holiday, the first
 *   non-holiday weekday after the three days is a substitute holiday.
 * - 3ㆍ1절, 어린이날, 부처님 오신 날, 광복절, 개천절, 한글날, 기독탄신일 (and 노동절, 제헌절 since 2026): on a Saturday,
 *   a Sunday or another holiday, the first non-holiday weekday after it is a substitute holiday.
 * - 1월 1일 and 현충일 never have a substitute.
 * Names follow the official gazette (the same names the package uses), so both sources read alike.
 * Temporary holidays and election days are announced case by case and cannot be computed.
 */

export type HolidayKind = 'public' | 'substitute' | 'closure';

export interface HolidayEntry {
  ymd: string;
  name: string;
  kind: HolidayKind;
}

type SubstituteRule = 'none' | 'lunarRun' | 'weekendOrOverlap';

interface BaseHoliday {
  ymd: string;
  name: string;
  rule: SubstituteRule;
  /** The name inside 대체공휴일(…). */
  substituteOf: string;
  /** For 설날/추석: the last day of the three-day run; the substitute comes after it. */
  runEnd?: string;
}

export const RULE_YEAR_MIN = 2021;
export const RULE_YEAR_MAX = 2050;

const SAMIL = '3\u318D1절';

// The package's types describe its CommonJS build (class under `.default`); Node's ESM import gets its .mjs build,
// whose default export is the class itself. Accept either.
type LunarCalendarClass = typeof lunarModule.default;
const KoreanLunarCalendar = ('default' in lunarModule ? lunarModule.default : lunarModule) as LunarCalendarClass;

/** The year each holiday started to get a substitute day (대체공휴일 확대: 2021, 2023). */
function substituteSince(name: string): number {
  switch (name) {
    case '어린이날':
      return 2014;
    case SAMIL:
    case '광복절':
    case '개천절':
    case '한글날':
      return 2021;
    case '부처님 오신 날':
    case '기독탄신일':
      return 2023;
    default:
      return 2026; // 노동절, 제헌절: public holidays with substitutes from 2026
  }
}

function lunarToSolar(year: number, month: number, day: number): string {
  const cal = new KoreanLunarCalendar();
  if (!cal.setLunarDate(year, month, day, false)) {
    throw new RangeError(`Lunar date out of range: ${year}-${month}-${day}`);
  }
  const s = cal.getSolarCalendar();
  return toYmd(s.year, s.month, s.day);
}

function baseHolidays(year: number): BaseHoliday[] {
  const holiday = (ymd: string, name: string, rule: SubstituteRule): BaseHoliday => ({
    ymd,
    name,
    rule: rule !== 'none' && year < substituteSince(name) ? 'none' : rule,
    substituteOf: name,
  });
  const fixed = (mmdd: string, name: string, rule: SubstituteRule) => holiday(`${year}${mmdd}`, name, rule);

  const seollal = lunarToSolar(year, 1, 1);
  const chuseok = lunarToSolar(year, 8, 15);
  const run = (day: string, names: [string, string, string], substituteOf: string): BaseHoliday[] => {
    const end = addDays(day, 1);
    return [addDays(day, -1), day, end].map((ymd, i) => ({
      ymd,
      name: names[i] as string,
      rule: 'lunarRun' as const,
      substituteOf,
      runEnd: end,
    }));
  };

  // Fixed-date holidays first, then lunar ones: on a shared day the later-listed one takes the substitute
  // (2025-05-05 어린이날 + 부처님 오신 날 → 대체공휴일(부처님 오신 날)).
  const list: BaseHoliday[] = [
    fixed('0101', '1월 1일', 'none'),
    fixed('0301', SAMIL, 'weekendOrOverlap'),
    ...(year >= 2026 ? [fixed('0501', '노동절', 'weekendOrOverlap')] : []),
    fixed('0505', '어린이날', 'weekendOrOverlap'),
    fixed('0606', '현충일', 'none'),
    ...(year >= 2026 ? [fixed('0717', '제헌절', 'weekendOrOverlap')] : []),
    fixed('0815', '광복절', 'weekendOrOverlap'),
    fixed('1003', '개천절', 'weekendOrOverlap'),
    fixed('1009', '한글날', 'weekendOrOverlap'),
    fixed('1225', '기독탄신일', 'weekendOrOverlap'),
    ...run(seollal, ['설날 전날', '설날', '설날 다음 날'], '설날'),
    holiday(lunarToSolar(year, 4, 8), '부처님 오신 날', 'weekendOrOverlap'),
    ...run(chuseok, ['추석 전날', '추석', '추석 다음 날'], '추석'),
  ];
  return list;
}

function needsSubstitute(h: BaseHoliday, sharesDayWithEarlier: boolean): boolean {
  if (h.rule === 'none') return false;
  const w = weekday(h.ymd);
  if (w === 0 || sharesDayWithEarlier) return true;
  return w === 6 && h.rule === 'weekendOrOverlap';
}

/** All public and substitute holidays of a year by rule, sorted by day (several entries may share a day). */
export function computeHolidays(year: number): HolidayEntry[] {
  if (!Number.isInteger(year) || year < RULE_YEAR_MIN || year > RULE_YEAR_MAX) {
    throw new RangeError(`No holiday rules for year ${year}`);
  }
  const byDay = new Map<string, BaseHoliday[]>();
  for (const h of baseHolidays(year)) {
    const same = byDay.get(h.ymd);
    if (same) same.push(h);
    else byDay.set(h.ymd, [h]);
  }

  const substitutes = new Map<string, string>();
  const isFree = (ymd: string) => {
    const w = weekday(ymd);
    return w !== 0 && w !== 6 && !byDay.has(ymd) && !substitutes.has(ymd);
  };
  for (const day of [...byDay.keys()].sort()) {
    const onDay = byDay.get(day) ?? [];
    onDay.forEach((h, i) => {
      if (!needsSubstitute(h, i > 0)) return;
      let candidate = addDays(h.runEnd ?? h.ymd, 1);
      while (!isFree(candidate)) candidate = addDays(candidate, 1);
      substitutes.set(candidate, `대체공휴일(${h.substituteOf})`);
    });
  }

  const entries: HolidayEntry[] = [];
  for (const [ymd, list] of byDay) {
    for (const h of list) entries.push({ ymd, name: h.name, kind: 'public' });
  }
  for (const [ymd, name] of substitutes) entries.push({ ymd, name, kind: 'substitute' });
  return sortHolidays(entries);
}

const KIND_ORDER: Record<HolidayKind, number> = { public: 0, substitute: 1, closure: 2 };

/** By day, then public before substitute before closure; the original order otherwise (stable sort). */
export function sortHolidays(entries: HolidayEntry[]): HolidayEntry[] {
  return [...entries].sort((a, b) =>
    a.ymd === b.ymd ? KIND_ORDER[a.kind] - KIND_ORDER[b.kind] : a.ymd < b.ymd ? -1 : 1,
  );
}
