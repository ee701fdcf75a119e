import { describe, expect, it } from 'vitest';
import { surveyDeskQuerySchema, surveyExportQuerySchema, surveyWriteBodySchema } from './survey.admin.js';

const body = {
  surveyNm: ' 겨울 설문 ',
  surveyBgngYmd: '20261201',
  surveyEndYmd: '20261231',
  quests: [{ questNm: '별점', kind: 'star' }],
};
const refused = (over: object) =>
  surveyWriteBodySchema.safeParse({ ...body, ...over }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the survey builder contract', () => {
  it('fills the defaults: no text, results not shown, every question required, no choices', () => {
    expect(surveyWriteBodySchema.parse(body)).toEqual({
      surveyNm: '겨울 설문',
      surveyExpln: '',
      surveyBgngYmd: '20261201',
      surveyEndYmd: '20261231',
      rsltOpenYn: 'N',
      quests: [{ questNm: '별점', kind: 'star', esntlYn: 'Y', items: [] }],
    });
  });

  it('refuses impossible input in Korean, at the field', () => {
    expect(refused({ surveyBgngYmd: '20260230' })).toEqual([['surveyBgngYmd', '날짜를 올바르게 입력해 주세요.']]);
    expect(refused({ surveyEndYmd: '20261130' })).toEqual([
      ['surveyEndYmd', '종료일은 시작일과 같거나 뒤여야 합니다.'],
    ]);
    expect(refused({ quests: [{ questNm: '고르기', kind: 'choice', items: ['하나'] }] })).toEqual([
      ['quests.0.items', '객관식 문항에는 보기를 두 개 이상 입력해 주세요.'],
    ]);
    expect(refused({ quests: [{ questNm: '무엇?', kind: 'multiple' }] })).toEqual([
      ['quests.0.kind', '문항 유형을 골라 주세요.'],
    ]);
    expect(refused({ quests: [{ questNm: '  ', kind: 'text' }] })).toEqual([
      ['quests.0.questNm', '문항 내용을 입력해 주세요.'],
    ]);
  });

  it('asks an export for its reason and a list for a known state', () => {
    expect(surveyExportQuerySchema.safeParse({ format: 'csv', reason: ' ' }).error?.issues[0]?.message).toBe(
      '내려받는 사유를 입력해 주세요.',
    );
    expect(surveyDeskQuerySchema.safeParse({ state: 'LIVE' }).error?.issues[0]?.message).toBe(
      '설문 상태가 올바르지 않습니다.',
    );
  });
});
