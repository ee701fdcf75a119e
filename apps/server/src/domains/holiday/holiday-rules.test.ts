import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import { describe, expect, it } from 'vitest';
import { weekday } from '../../lib/seoul-time.js';
import { computeHolidays } from './holiday-rules.js';

const TEMPORARY = /임시공휴일|선거/;

function lines(entries: { ymd: string; name: string; kind: string }[]): string[] {
  return entries.map((h) => `${h.ymd} ${h.name} ${h.kind}`);
}

async function packageYear(year: number): Promise<string[]> {
  const preset = await getHolidayPreset(String(year));
  return Object.entries(preset)
    .flatMap(([day, names]) =>
      names
        .filter((n) => !TEMPORARY.test(n))
        .map((n) => `${day.replaceAll('-', '')} ${n} ${n.startsWith('대체공휴일') ? 'substitute' : 'public'}`),
    )
    .sort();
}

describe('holiday rules', () => {
  it.each([2021, 2022, 2023, 2024, 2025, 2026, 2027])(
    'computes %i exactly as the gazette package lists it (temporary holidays aside)',
    async (year) => {
      expect(lines(computeHolidays(year)).sort()).toEqual(await packageYear(year));
    },
  );

  it('2025: 3ㆍ1절 on a Saturday gives Monday 3/3; 어린이날 and 부처님 오신 날 share 5/5 and give 5/6', () => {
    const h = computeHolidays(2025);
    expect(h).toContainEqual({ ymd: '20250303', name: '대체공휴일(3ㆍ1절)', kind: 'substitute' });
    expect(h.filter((x) => x.ymd === '20250505').map((x) => x.name)).toEqual(['어린이날', '부처님 오신 날']);
    expect(h).toContainEqual({ ymd: '20250506', name: '대체공휴일(부처님 오신 날)', kind: 'substitute' });
    // 추석 10/5 (Sunday) - 10/7 → 10/8, and 10/9 한글날 is untouched.
    expect(h).toContainEqual({ ymd: '20251008', name: '대체공휴일(추석)', kind: 'substitute' });
  });

  it('2024: 설날 2/9-2/11 runs into a Sunday, so 2/12 is a substitute', () => {
    const feb = computeHolidays(2024).filter((x) => x.ymd.startsWith('202402'));
    expect(feb).toEqual([
      { ymd: '20240209', name: '설날 전날', kind: 'public' },
      { ymd: '20240210', name: '설날', kind: 'public' },
      { ymd: '20240211', name: '설날 다음 날', kind: 'public' },
      { ymd: '20240212', name: '대체공휴일(설날)', kind: 'substitute' },
    ]);
  });

  it('2026: Sunday 3/1, 부처님 오신 날, and Saturday 광복절·개천절 get Mondays; Saturday 현충일 and 추석 do not', () => {
    const subs = computeHolidays(2026).filter((x) => x.kind === 'substitute');
    expect(subs.map((x) => x.ymd)).toEqual(['20260302', '20260525', '20260817', '20261005']);
    expect(computeHolidays(2026).some((x) => x.ymd === '20260608')).toBe(false);
  });

  it('2028 (computed): 추석 overlaps 개천절 on 10/3, so 10/5 is a substitute; 1/1 on a Saturday has none', () => {
    const h = computeHolidays(2028);
    expect(h.filter((x) => x.ymd === '20281003').map((x) => x.name)).toEqual(['개천절', '추석']);
    expect(h).toContainEqual({ ymd: '20281005', name: '대체공휴일(추석)', kind: 'substitute' });
    expect(weekday('20280101')).toBe(6);
    expect(h.some((x) => x.ymd === '20280103')).toBe(false);
  });

  it('2029 and 2030 (computed)', () => {
    const s29 = computeHolidays(2029).filter((x) => x.kind === 'substitute');
    expect(s29.map((x) => `${x.ymd} ${x.name}`)).toEqual([
      '20290507 대체공휴일(어린이날)',
      '20290521 대체공휴일(부처님 오신 날)',
      '20290924 대체공휴일(추석)',
    ]);
    const h30 = computeHolidays(2030);
    expect(h30.filter((x) => x.ymd >= '20300202' && x.ymd <= '20300205').map((x) => x.name)).toEqual([
      '설날 전날',
      '설날',
      '설날 다음 날',
      '대체공휴일(설날)',
    ]);
    expect(h30.filter((x) => x.kind === 'substitute').map((x) => x.ymd)).toEqual(['20300205', '20300506']);
    expect(h30).toHaveLength(19);
  });

  it('puts every computed substitute on a weekday that is no other holiday, 2021 to 2050', () => {
    for (let y = 2021; y <= 2050; y++) {
      const h = computeHolidays(y);
      const publicDays = new Set(h.filter((x) => x.kind === 'public').map((x) => x.ymd));
      const subs = h.filter((x) => x.kind === 'substitute');
      for (const s of subs) {
        expect(weekday(s.ymd), `${y} ${s.ymd}`).not.toBe(0);
        expect(weekday(s.ymd), `${y} ${s.ymd}`).not.toBe(6);
        expect(publicDays.has(s.ymd), `${y} ${s.ymd}`).toBe(false);
      }
      expect(new Set(subs.map((s) => s.ymd)).size).toBe(subs.length);
      expect(h.map((x) => x.ymd)).toEqual([...h.map((x) => x.ymd)].sort());
    }
  });

  it('refuses years it has no rules for', () => {
    expect(() => computeHolidays(2020)).toThrow(RangeError);
    expect(() => computeHolidays(2051)).toThrow(RangeError);
    expect(() => computeHolidays(2030.5)).toThrow(RangeError);
  });
});
