import { describe, expect, it } from 'vitest';
import { EDU_DESK_MESSAGES, courseFormSchema, lessonFormSchema } from './education.admin.js';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the e-learning desk’s forms', () => {
  it('asks each lesson kind for what it needs, at its field', () => {
    expect(
      issues(lessonFormSchema.safeParse({ lsnNm: '차시', lrnMin: 5, lsnKind: 'TEXT', lsnCn: '<p> </p>' })),
    ).toEqual([['lsnCn', EDU_DESK_MESSAGES.lessonBodyRequired]]);
    expect(issues(lessonFormSchema.safeParse({ lsnNm: '차시', lrnMin: 5, lsnKind: 'VIDEO' }))).toEqual([
      ['brcInfoNo', EDU_DESK_MESSAGES.vodRequired],
    ]);
    expect(issues(lessonFormSchema.safeParse({ lsnNm: '차시', lrnMin: 5, lsnKind: 'FILES' }))).toEqual([
      ['atchFileIds', EDU_DESK_MESSAGES.filesRequired],
    ]);
    expect(
      issues(
        lessonFormSchema.safeParse({
          lsnNm: '차시',
          lrnMin: 5,
          lsnKind: 'QUIZ',
          passPct: 60,
          questions: [{ qstnCn: '문항', choices: ['가', '나'], answerNo: 3 }],
        }),
      ),
    ).toEqual([['questions.0.answerNo', EDU_DESK_MESSAGES.answerRequired]]);
    expect(
      lessonFormSchema.safeParse({
        lsnNm: '차시',
        lrnMin: 5,
        lsnKind: 'QUIZ',
        passPct: 60,
        questions: [{ qstnCn: '문항', choices: ['가', '나'], answerNo: 2 }],
      }).success,
    ).toBe(true);
  });

  it('asks a paid course for its fee and its provider’s address', () => {
    const base = {
      crsNm: '과정',
      crsSmry: '소개',
      crsDesc: '<p>소개</p>',
      ctgrCd: 'online',
      lvlCd: '1',
      instrNm: '강사',
    };
    expect(courseFormSchema.safeParse(base).success).toBe(true);
    expect(issues(courseFormSchema.safeParse({ ...base, freeYn: 'N' }))).toEqual([
      ['price', EDU_DESK_MESSAGES.pricePaid],
      ['extUrl', EDU_DESK_MESSAGES.extUrlRequired],
    ]);
    expect(issues(courseFormSchema.safeParse({ ...base, ctgrCd: 'x' }))).toEqual([
      ['ctgrCd', EDU_DESK_MESSAGES.categoryRequired],
    ]);
  });
});
