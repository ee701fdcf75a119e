import { describe, expect, it } from 'vitest';
import { isoToSeoulDateTime, noticeEditBodySchema, noticeWriteBodySchema, seoulDateTimeToIso } from './notice.admin.js';

describe('the notices desk contract', () => {
  it('reads a Seoul date-and-time field as the instant, and back', () => {
    expect(seoulDateTimeToIso('2026-12-01T09:30')).toBe('2026-12-01T00:30:00.000Z');
    expect(seoulDateTimeToIso('2026-12-01T08:00')).toBe('2026-11-30T23:00:00.000Z');
    expect(isoToSeoulDateTime('2026-11-30T23:00:00.000Z')).toBe('2026-12-01T08:00');
  });

  it('takes empty windows as none and refuses impossible ones in Korean', () => {
    const ok = noticeWriteBodySchema.parse({ tit: ' 공지 ', cn: '<p>본문</p>' });
    expect(ok).toMatchObject({ tit: '공지', pstgBgngDt: null, popupYn: 'N', popupHideDays: 1, atchFileIds: [] });
    const refused = (body: object) =>
      noticeWriteBodySchema.safeParse({ tit: '공지', cn: '<p>본문</p>', ...body }).error?.issues[0]?.message;
    expect(refused({ popupBgngDe: '2026-02-30' })).toBe('날짜를 올바르게 입력해 주세요.');
    expect(refused({ pstgBgngDt: '2026-12-01T10:00', pstgEndDt: '2026-12-01T10:00' })).toBe(
      '게시 종료는 게시 시작보다 뒤여야 합니다.',
    );
    expect(refused({ popupYn: 'Y', popupBgngDe: '2026-12-02', popupEndDe: '2026-12-01' })).toBe(
      '팝업 종료일은 팝업 시작일과 같거나 뒤여야 합니다.',
    );
    expect(refused({ popupHideDays: 7 })).toBe('보지 않기 기간은 1일 또는 30일 중에서 골라 주세요.');
    expect(noticeEditBodySchema.safeParse({ tit: '공지', cn: '<p>본문</p>' }).success).toBe(false);
  });
});
