import { describe, expect, it } from 'vitest';
import { type Draft, rebaseDraft } from './CoursePage';

const copy: Draft = {
  crsNm: '온라인 판로 기초',
  crsSmry: '요약',
  crsDesc: '설명',
  goals: '목표',
  ctgrCd: 'MARKETING',
  lvlCd: '1',
  instrNm: '김강사',
  freeYn: 'Y',
  price: '',
  extUrl: '',
  thmbUrl: '',
};

describe('the course draft over a newer copy', () => {
  it('keeps what was typed and takes the new copy for every untouched field', () => {
    const typed = { ...copy, crsNm: '온라인 판로 기초 (개정)', goals: '' };
    const next = { ...copy, crsSmry: '다른 담당자가 바꾼 요약', goals: '새 목표' };
    expect(rebaseDraft(typed, copy, next)).toEqual({
      ...copy,
      crsNm: '온라인 판로 기초 (개정)',
      crsSmry: '다른 담당자가 바꾼 요약',
      goals: '',
    });
  });

  it('is the new copy when nothing was typed', () => {
    const next = { ...copy, instrNm: '이강사' };
    expect(rebaseDraft(copy, copy, next)).toEqual(next);
  });
});
