import { checkHourSelection, summarizeReviews } from '@onfan/contracts/studio';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../http/app-error.js';
import type { RoomRules } from './slot-engine.js';
import { dayVerdict, effectiveStatus, memberMayCancel, requestedHours, roomHours } from './slot-engine.js';

const room = (o: Partial<RoomRules> = {}): RoomRules => ({
  operBgngHhmm: '1000',
  operEndHhmm: '1800',
  wekendOperYn: 'N',
  holdyOperYn: 'N',
  maxRsvtUsrCnt: 0,
  rsvtImpssBgngHhmm: '1200',
  rsvtImpssEndHhmm: '1300',
  ...o,
});

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as AppError).message;
  }
  return 'no refusal';
}

describe('slot engine rules (half-open hours)', () => {
  it('offers one slot per hour from the start to the end hour, minus the no-booking window', () => {
    expect(roomHours(room())).toEqual([10, 11, 13, 14, 15, 16, 17]);
    expect(roomHours(room({ rsvtImpssBgngHhmm: null, rsvtImpssEndHhmm: null }))).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17,
    ]);
    expect(roomHours(room({ operBgngHhmm: '2100', operEndHhmm: '2400', rsvtImpssBgngHhmm: null }))).toEqual([
      21, 22, 23,
    ]);
  });

  it('disables today and before, weekends and holidays unless the room opens on them', () => {
    const today = '20251001';
    expect(dayVerdict(room(), '20251001', today, false)).toBe('past');
    expect(dayVerdict(room(), '20250930', today, false)).toBe('past');
    expect(dayVerdict(room(), '20251002', today, false)).toBe('open');
    // 2025-10-04 is a Saturday; 2025-10-03 (Friday) is 개천절.
    expect(dayVerdict(room(), '20251004', today, false)).toBe('weekend');
    expect(dayVerdict(room({ wekendOperYn: 'Y' }), '20251004', today, false)).toBe('open');
    expect(dayVerdict(room(), '20251003', today, true)).toBe('holiday');
    expect(dayVerdict(room({ holdyOperYn: 'Y' }), '20251003', today, true)).toBe('open');
    expect(dayVerdict(room(), '20250231', today, false)).toBe('invalid');
  });

  it('accepts 1 to 4 consecutive offered hours and says why otherwise', () => {
    expect(requestedHours(room(), '1300', '1700')).toEqual([13, 14, 15, 16]);
    expect(requestedHours(room(), '1000', '1100')).toEqual([10]);
    expect(refusal(() => requestedHours(room(), '1300', '1800'))).toBe('최대 4시간까지만 예약이 가능합니다.');
    expect(refusal(() => requestedHours(room(), '1300', '1300'))).toBe('예약일시를 선택해주세요.');
    expect(refusal(() => requestedHours(room(), '1100', '1400'))).toBe(
      '예약할 수 없는 시간이 포함되어 있습니다. 다시 선택해주세요.',
    );
    expect(refusal(() => requestedHours(room(), '0900', '1100'))).toBe(
      '예약할 수 없는 시간이 포함되어 있습니다. 다시 선택해주세요.',
    );
    expect(refusal(() => requestedHours(room(), '1030', '1130'))).toBe(
      '예약할 수 없는 시간이 포함되어 있습니다. 다시 선택해주세요.',
    );
  });

  it('checks a selection in the browser with the spec messages', () => {
    expect(checkHourSelection([])).toBe('예약일시를 선택해주세요.');
    expect(checkHourSelection([10, 11, 12, 13, 14])).toBe('최대 4시간까지만 예약이 가능합니다.');
    expect(checkHourSelection([10, 12])).toBe('연속된 시간만 예약 가능합니다.');
    expect(checkHourSelection([14, 13, 15])).toBeNull();
  });

  it('derives completed and expired from the day, and lets members cancel until the day before', () => {
    expect(effectiveStatus('CONFIRMED', '20251002', '20251003')).toBe('COMPLETED');
    expect(effectiveStatus('CONFIRMED', '20251002', '20251002')).toBe('CONFIRMED');
    expect(effectiveStatus('REQUESTED', '20251002', '20251003')).toBe('EXPIRED');
    expect(effectiveStatus('CANCELED', '20251002', '20251003')).toBe('CANCELED');
    expect(memberMayCancel('REQUESTED', '20251002', '20251001')).toBe(true);
    expect(memberMayCancel('CONFIRMED', '20251002', '20251002')).toBe(false);
    expect(memberMayCancel('REJECTED', '20251002', '20251001')).toBe(false);
  });

  it('summarizes reviews: average to one decimal, a percentage per score', () => {
    const s = summarizeReviews([
      { starrtScore: 5, revwCnt: 2 },
      { starrtScore: 4, revwCnt: 1 },
      { starrtScore: 1, revwCnt: 0 },
    ]);
    expect(s.total).toBe(3);
    expect(s.average).toBe('4.7');
    expect(s.bars.map((b) => b.percent)).toEqual([67, 33, 0, 0, 0]);
    expect(summarizeReviews([]).average).toBe('0.0');
  });
});
