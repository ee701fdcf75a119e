import { afterEach, describe, expect, it } from 'vitest';
import {
  addDaysYmd,
  dDay,
  formatDate,
  formatRelativeTime,
  formatYmd,
  ymdFromDateField,
  isNew,
  isYmdWithin,
  NEW_BADGE_DAYS,
  parseYmd,
  RELATIVE_TIME_MAX_DAYS,
  seoulParts,
  seoulYmd,
  ymdDiffDays,
  ymdWeekday,
} from './time.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('seoulParts and seoulYmd', () => {
  it('reads the Seoul wall clock, nine hours ahead of UTC', () => {
    expect(seoulParts('2024-08-25T15:00:00Z')).toEqual({
      year: 2024,
      month: 8,
      day: 26,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 1,
    });
    expect(seoulParts(new Date('2024-08-26T05:07:09Z'))).toMatchObject({ hour: 14, minute: 7, second: 9 });
  });

  it('switches the Seoul day at 15:00 UTC', () => {
    expect(seoulYmd('2024-08-25T14:59:59.999Z')).toBe('20240825');
    expect(seoulYmd('2024-08-25T15:00:00Z')).toBe('20240826');
    expect(seoulYmd('2023-12-31T15:00:00Z')).toBe('20240101');
    expect(seoulYmd(Date.UTC(2024, 1, 28, 15))).toBe('20240229');
  });

  it('gives the same answer whatever the host time zone is', () => {
    const instants = ['2024-08-25T14:59:59Z', '2024-08-25T15:00:00Z', '2024-03-10T10:30:00Z', '2024-11-03T08:00:00Z'];
    const expected = ['20240825', '20240826', '20240310', '20241103'];
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Seoul', 'Pacific/Kiritimati', 'Europe/London']) {
      process.env.TZ = tz;
      expect(instants.map((i) => seoulYmd(i))).toEqual(expected);
      expect(formatDate('2024-03-10T10:30:00Z', 'yyyy.MM.dd HH:mm')).toBe('2024.03.10 19:30');
    }
  });

  it('reads an ISO date-time without a zone as UTC (stored timestamps are UTC)', () => {
    process.env.TZ = 'America/New_York';
    expect(seoulYmd('2024-08-25 15:00:00')).toBe('20240826');
    expect(seoulYmd('2024-08-25T14:59:00')).toBe('20240825');
  });

  it('reads compact yyyyMMdd and yyyyMMddHHmmss as Seoul wall-clock times', () => {
    expect(seoulParts('20240826')).toMatchObject({ year: 2024, month: 8, day: 26, hour: 0 });
    expect(seoulParts('20240826093005')).toMatchObject({ day: 26, hour: 9, minute: 30, second: 5 });
  });

  it('throws on an invalid date', () => {
    expect(() => seoulParts('not a date')).toThrow(RangeError);
    expect(() => seoulYmd(new Date(NaN))).toThrow(RangeError);
    expect(() => seoulYmd('20240230')).toThrow(RangeError);
  });
});

describe('parseYmd', () => {
  it('accepts real calendar days only', () => {
    expect(parseYmd('20240229')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseYmd('20000229')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseYmd('00500101')).toEqual({ year: 50, month: 1, day: 1 });
    expect(parseYmd('20230229')).toBeNull();
    expect(parseYmd('19000229')).toBeNull();
    expect(parseYmd('20241301')).toBeNull();
    expect(parseYmd('20240001')).toBeNull();
    expect(parseYmd('20240100')).toBeNull();
    expect(parseYmd('20240431')).toBeNull();
    expect(parseYmd('2024-08-26')).toBeNull();
    expect(parseYmd('2024826')).toBeNull();
    expect(parseYmd('')).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2024-08-26T03:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says 방금 전 under one minute', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('방금 전');
    expect(formatRelativeTime(ago(59 * SECOND), now)).toBe('방금 전');
  });

  it('treats a time slightly in the future (clock skew) as 방금 전', () => {
    expect(formatRelativeTime(ago(-5 * SECOND), now)).toBe('방금 전');
  });

  it('counts whole minutes, then hours, then days', () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe('1분 전');
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59분 전');
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1시간 전');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23시간 전');
    expect(formatRelativeTime(ago(DAY), now)).toBe('1일 전');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe('6일 전');
  });

  it('shows days up to 30 and a Seoul date after that', () => {
    expect(RELATIVE_TIME_MAX_DAYS).toBe(30);
    expect(formatRelativeTime(ago(30 * DAY), now)).toBe('30일 전');
    expect(formatRelativeTime(ago(30 * DAY + 23 * HOUR), now)).toBe('30일 전');
    expect(formatRelativeTime(ago(31 * DAY), now)).toBe('2024.07.26');
    // 16:00 UTC is already the next day in Seoul.
    expect(formatRelativeTime('2024-06-01T16:00:00Z', now)).toBe('2024.06.02');
  });

  it('accepts Date and epoch milliseconds as well as ISO text', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 5 * MINUTE), now.getTime())).toBe('5분 전');
  });

  it('gives an empty string for a missing or invalid time', () => {
    expect(formatRelativeTime(null, now)).toBe('');
    expect(formatRelativeTime(undefined, now)).toBe('');
    expect(formatRelativeTime('', now)).toBe('');
    expect(formatRelativeTime('yesterday', now)).toBe('');
    expect(formatRelativeTime(ago(MINUTE), 'bad now')).toBe('');
  });
});

describe('isNew', () => {
  const now = '2024-08-26T03:00:00Z';
  const ago = (ms: number) => new Date(Date.parse(now) - ms).toISOString();

  it('is true within 7 days and false from 7 days on', () => {
    expect(NEW_BADGE_DAYS).toBe(7);
    expect(isNew(ago(0), now)).toBe(true);
    expect(isNew(ago(7 * DAY - 1), now)).toBe(true);
    expect(isNew(ago(7 * DAY), now)).toBe(false);
    expect(isNew(ago(30 * DAY), now)).toBe(false);
  });

  it('takes another window', () => {
    expect(isNew(ago(2 * DAY), now, 3)).toBe(true);
    expect(isNew(ago(3 * DAY), now, 3)).toBe(false);
    expect(isNew(ago(HOUR), now, 0)).toBe(false);
  });

  it('counts a future time as new and a missing or invalid one as not new', () => {
    expect(isNew(ago(-HOUR), now)).toBe(true);
    expect(isNew(null, now)).toBe(false);
    expect(isNew('', now)).toBe(false);
    expect(isNew('garbage', now)).toBe(false);
  });
});

describe('formatYmd', () => {
  it('inserts the separator', () => {
    expect(formatYmd('20240826')).toBe('2024.08.26');
    expect(formatYmd('20240826', '-')).toBe('2024-08-26');
    expect(formatYmd('20240826', '/')).toBe('2024/08/26');
    expect(formatYmd('20240826', '')).toBe('20240826');
  });

  it('returns anything that is not 8 digits unchanged', () => {
    expect(formatYmd('')).toBe('');
    expect(formatYmd('2024-08-26')).toBe('2024-08-26');
    expect(formatYmd('202408')).toBe('202408');
  });
});

describe('formatDate', () => {
  it('formats in Seoul time with yyyy.MM.dd by default', () => {
    expect(formatDate('2024-08-25T15:30:00Z')).toBe('2024.08.26');
    expect(formatDate('2024-08-25T14:30:00Z')).toBe('2024.08.25');
    expect(formatDate(new Date('2024-01-05T00:00:00Z'))).toBe('2024.01.05');
  });

  it('knows the padded and unpadded tokens and copies the rest', () => {
    const t = '2024-01-05T00:04:09Z'; // 09:04:09 on 5 January in Seoul
    expect(formatDate(t, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-01-05 09:04:09');
    expect(formatDate(t, 'yy.M.d H시')).toBe('24.1.5 9시');
    expect(formatDate(t, 'yyyyMMdd')).toBe('20240105');
    expect(formatDate(t, 'yyyy년 M월 d일')).toBe('2024년 1월 5일');
  });

  it('gives an empty string for a missing or invalid time', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('');
    expect(formatDate('20241399')).toBe('');
  });
});

describe('calendar-day arithmetic', () => {
  it('ymdDiffDays returns a − b in calendar days', () => {
    expect(ymdDiffDays('20240826', '20240826')).toBe(0);
    expect(ymdDiffDays('20240829', '20240826')).toBe(3);
    expect(ymdDiffDays('20240826', '20240829')).toBe(-3);
    expect(ymdDiffDays('20240301', '20240228')).toBe(2);
    expect(ymdDiffDays('20230301', '20230228')).toBe(1);
    expect(ymdDiffDays('20250101', '20240101')).toBe(366);
    expect(ymdDiffDays('20240101', '20231231')).toBe(1);
  });

  it('ymdDiffDays does not depend on the host time zone', () => {
    process.env.TZ = 'America/Los_Angeles'; // DST starts 2024-03-10 there
    expect(ymdDiffDays('20240311', '20240309')).toBe(2);
  });

  it('ymdDiffDays throws on an invalid day', () => {
    expect(() => ymdDiffDays('20240230', '20240101')).toThrow(RangeError);
    expect(() => ymdDiffDays('20240101', 'today')).toThrow(RangeError);
  });

  it('addDaysYmd moves across months, years and leap days', () => {
    expect(addDaysYmd('20240826', 1)).toBe('20240827');
    expect(addDaysYmd('20240228', 1)).toBe('20240229');
    expect(addDaysYmd('20230228', 1)).toBe('20230301');
    expect(addDaysYmd('20241231', 1)).toBe('20250101');
    expect(addDaysYmd('20240101', -1)).toBe('20231231');
    expect(addDaysYmd('20240826', 0)).toBe('20240826');
    expect(() => addDaysYmd('2024-08-26', 1)).toThrow(RangeError);
  });

  it('isYmdWithin includes both ends', () => {
    expect(isYmdWithin('20240826', '20240826', '20240831')).toBe(true);
    expect(isYmdWithin('20240831', '20240826', '20240831')).toBe(true);
    expect(isYmdWithin('20240901', '20240826', '20240831')).toBe(false);
    expect(isYmdWithin('20240825', '20240826', '20240831')).toBe(false);
    expect(isYmdWithin('20990130', '20240101', '20990131')).toBe(true);
  });

  it('ymdWeekday gives 0 for Sunday to 6 for Saturday', () => {
    expect(ymdWeekday('20240826')).toBe(1); // Monday
    expect(ymdWeekday('20240825')).toBe(0);
    expect(ymdWeekday('20240831')).toBe(6);
    expect(ymdWeekday('20240229')).toBe(4);
  });
});

describe('dDay', () => {
  it('counts down to the end day', () => {
    expect(dDay('20240829', '20240826')).toBe('D-3');
    expect(dDay('20240827', '20240826')).toBe('D-1');
    expect(dDay('20250101', '20241231')).toBe('D-1');
    expect(dDay('20240926', '20240826')).toBe('D-31');
  });

  it('says D-Day on the end day', () => {
    expect(dDay('20240826', '20240826')).toBe('D-Day');
  });

  it('is null once the end day has passed or when a day is invalid', () => {
    expect(dDay('20240825', '20240826')).toBeNull();
    expect(dDay('20240230', '20240226')).toBeNull();
    expect(dDay('20240830', '')).toBeNull();
  });
});

describe('ymdFromDateField', () => {
  it("reads a date field's day as the calls write it, and leaves anything else for the contract to refuse", () => {
    expect(ymdFromDateField('2026-11-30')).toBe('20261130');
    expect(formatYmd(ymdFromDateField('2026-11-30'), '-')).toBe('2026-11-30');
    expect(ymdFromDateField('')).toBe('');
    expect(ymdFromDateField('2026/11/30')).toBe('2026/11/30');
  });
});
