import { diagnosisAnswersSchema } from '@onfan/contracts/diagnosis';
import { describe, expect, it } from 'vitest';
import { programmeFit, rank, scoreAnswers, scoredQuestions, unansweredCustom } from './diagnosis.scoring.js';
import { VERSION_ONE } from './diagnosis.version-one.js';
import { newOfflineShop, onlineSeller } from './diagnosis.testkit.js';

const names = { need: (c: string) => c, dimension: (c: string) => c, region: '서울특별시' };

describe('the self-diagnosis scoring model (decision 014)', () => {
  it('keeps decision 014 as 제1판: a 1–5 self-assessment is 0–100 and every dimension weighs 100', () => {
    expect(VERSION_ONE.find((q) => q.source === 'onlineSkill')!.choices.map((c) => c.points)).toEqual([
      0, 25, 50, 75, 100,
    ]);
    for (const d of ['ONLINE', 'MARKETING', 'OPERATION', 'DIGITAL', 'GROWTH'])
      expect(VERSION_ONE.filter((q) => q.dimension === d).reduce((s, q) => s + q.weight, 0)).toBe(100);
  });

  it('scores the online seller by hand-computed rules', () => {
    const r = scoreAnswers(diagnosisAnswersSchema.parse(onlineSeller()), VERSION_ONE);
    // ONLINE .4·100 + .25·100 (online channel) + .25·66.7 (2 of 3 markets) + .1·0 (no overseas) = 81.7
    // MARKETING .5·75 + .25·100 (SNS) + .25·0 (no live) = 62.5
    // OPERATION .5·50 + .2·25 (1–3 years) + .15·25 (alone) + .15·25 (1–5 million won) = 37.5
    // DIGITAL .6·100 + .2·100 (SNS) + .2·100 (sells online) = 100
    // GROWTH .5·100 + .25·100 (target countries) + .25·0 (no support used yet) = 75
    expect(r.scores).toEqual({ ONLINE: 82, MARKETING: 63, OPERATION: 38, DIGITAL: 100, GROWTH: 75 });
    expect(r.totalScore).toBe(72); // (82 + 63 + 38 + 100 + 75) / 5 = 71.6
    expect(r.strengths).toEqual(['DIGITAL', 'ONLINE']);
    expect(r.weaknesses).toEqual(['OPERATION']);
  });

  it('scores the newly opened offline shop near zero with no strengths', () => {
    const r = scoreAnswers(diagnosisAnswersSchema.parse(newOfflineShop()), VERSION_ONE);
    expect(r.scores).toEqual({ ONLINE: 0, MARKETING: 0, OPERATION: 4, DIGITAL: 0, GROWTH: 0 });
    expect(r.totalScore).toBe(1);
    expect(r.strengths).toEqual([]);
    expect(r.weaknesses).toHaveLength(2);
    expect(r.weaknesses).not.toContain('OPERATION');
  });

  it('scores with the version given: a changed weight and a question of its own (decision 054)', () => {
    const v2 = VERSION_ONE.map((q) => (q.key === 'marketing.snsYn' ? { ...q, weight: 50 } : q)).concat({
      key: 'c1',
      source: 'custom',
      dimension: 'MARKETING',
      text: '고객 후기를 관리하고 있나요?',
      weight: 25,
      choices: [
        { code: '1', label: '예', points: 100 },
        { code: '2', label: '아니오', points: 0 },
      ],
    });
    const a = diagnosisAnswersSchema.parse({ ...onlineSeller(), custom: { c1: '1' } });
    // MARKETING (50·75 + 50·100 (SNS) + 25·0 (no live) + 25·100 (reviews)) / 150 = 75
    expect(scoreAnswers(a, v2).scores.MARKETING).toBe(75);
    expect(scoreAnswers(a, VERSION_ONE).scores.MARKETING).toBe(63);
    expect(scoredQuestions(a, v2).at(-1)).toEqual({
      text: '고객 후기를 관리하고 있나요?',
      dimension: 'MARKETING',
      weight: 25,
      answer: '예',
      points: 100,
    });
    const unanswered = diagnosisAnswersSchema.parse(onlineSeller());
    expect(unansweredCustom(unanswered, v2).map((q) => q.key)).toEqual(['c1']);
    expect(unansweredCustom(a, v2)).toEqual([]);
  });

  it('ranks stored scores the same way as fresh ones', () => {
    expect(rank({ ONLINE: 60, MARKETING: 59, OPERATION: 90, DIGITAL: 10, GROWTH: 75 })).toEqual({
      totalScore: 59,
      strengths: ['OPERATION', 'GROWTH'],
      weaknesses: ['DIGITAL', 'MARKETING'],
    });
  });

  it('fits a programme by need, weak area, region, start-up and manufacturing, with reasons', () => {
    const a = diagnosisAnswersSchema.parse(onlineSeller());
    const base = { sprtBizId: 1, rgnCd: 'ALL', trgtCd: 'ALL', aplyEndYmd: '20261231' };
    expect(programmeFit({ ...base, fldCd: 'EXPORT' }, a, ['OPERATION'], names)).toEqual({
      points: 3,
      reasons: ['필요 지원: GLOBAL'],
    });
    expect(programmeFit({ ...base, fldCd: 'MGMT', rgnCd: 'SEOUL' }, a, ['OPERATION'], names)).toEqual({
      points: 3,
      reasons: ['보완 영역: OPERATION', '지역: 서울특별시'],
    });
    expect(programmeFit({ ...base, fldCd: 'STARTUP', trgtCd: 'STARTUP' }, a, [], names).points).toBe(1);
    expect(programmeFit({ ...base, fldCd: 'HR' }, a, [], names)).toEqual({ points: 0, reasons: [] });
  });
});
