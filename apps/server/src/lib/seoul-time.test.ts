import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock.js';
import {
  addDays,
  daysBetween,
  isValidYmd,
  isWeekend,
  seoulYmd,
  todaySeoulYmd,
  toSeoulIso,
  toYmd,
  weekday,
  ymdToDate,
} from './seoul-time.js';

describe('Seoul time', () => {
  it('is already the next day in Seoul while UTC is still on the previous one', () => {
    expect(todaySeoulYmd(fixedClock('2026-12-31T15:30:00Z'))).toBe('20270101');
    expect(todaySeoulYmd(fixedClock('2026-12-31T14:59:59.999Z'))).toBe('20261231');
    expect(todaySeoulYmd(fixedClock('2026-12-31T15:00:00Z'))).toBe('20270101');
  });

  it('reads instants as Seoul days', () => {
    expect(seoulYmd(new Date('2025-02-28T15:00:00Z'))).toBe('20250301');
    expect(seoulYmd(new Date('2025-03-01T14:59:00Z'))).toBe('20250301');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('20241231', 1)).toBe('20250101');
    expect(addDays('20240228', 1)).toBe('20240229');
    expect(addDays('20250228', 1)).toBe('20250301');
    expect(addDays('20250301', -1)).toBe('20250228');
    expect(addDays('20250101', 365)).toBe('20260101');
    expect(daysBetween('20250101', '20260101')).toBe(365);
    expect(daysBetween('20240301', '20240228')).toBe(-2);
  });

  it('names weekdays (0 Sunday … 6 Saturday)', () => {
    expect(weekday('20250301')).toBe(6);
    expect(weekday('20250302')).toBe(0);
    expect(weekday('20250303')).toBe(1);
    expect(isWeekend('20250301')).toBe(true);
    expect(isWeekend('20250303')).toBe(false);
  });

  it('turns a day into the instant it starts in Seoul', () => {
    expect(ymdToDate('20270101').toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('validates calendar days', () => {
    expect(isValidYmd('20240229')).toBe(true);
    expect(isValidYmd('20250229')).toBe(false);
    expect(isValidYmd('20251301')).toBe(false);
    expect(isValidYmd('2025-01-01')).toBe(false);
    expect(() => addDays('2025011', 1)).toThrow(RangeError);
    expect(toYmd(2025, 12, 32)).toBe('20260101');
  });

  it('writes timestamps with the +09:00 offset', () => {
    expect(toSeoulIso(new Date('2026-12-31T15:30:05Z'))).toBe('2027-01-01T00:30:05+09:00');
  });
});
