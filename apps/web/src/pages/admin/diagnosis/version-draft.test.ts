import { diagnosisQuestionsSchema } from '@onfan/contracts/diagnosis';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, moved, newQuestion, weightShares } from './version-draft';

const base = [
  { key: 'online.a', source: 'onlineSkill', dimension: 'ONLINE', text: '온라인', weight: 60 },
  { key: 'marketing.a', source: 'snsYn', dimension: 'MARKETING', text: '마케팅', weight: 50 },
  { key: 'operation.a', source: 'liveYn', dimension: 'OPERATION', text: '운영', weight: 50 },
  { key: 'digital.a', source: 'snsYn', dimension: 'DIGITAL', text: '디지털', weight: 50 },
  { key: 'growth.a', source: 'govSupportYn', dimension: 'GROWTH', text: '성장', weight: 50 },
] as const;
const choicesOf = (source: string) =>
  source === 'onlineSkill'
    ? ['1', '2', '3', '4', '5'].map((code, i) => ({ code, label: `${code}점`, points: i * 25 }))
    : [
        { code: 'N', label: '아니오', points: 0 },
        { code: 'Y', label: '예', points: 100 },
      ];
const version = diagnosisQuestionsSchema.parse(base.map((q) => ({ ...q, choices: choicesOf(q.source) })));

describe('the self-diagnosis version editor draft', () => {
  it('round-trips a version: the body of an untouched draft is the version again', () => {
    expect(diagnosisQuestionsSchema.parse(bodyOf(draftOf(version)))).toEqual(version);
  });

  it('keeps what was typed as typed, so the server names the field of a bad number', () => {
    const draft = draftOf(version);
    draft[0] = { ...draft[0]!, weight: '0' };
    draft[1] = { ...draft[1]!, choices: draft[1]!.choices.map((c) => ({ ...c, points: '백' })) };
    const result = diagnosisQuestionsSchema.safeParse(bodyOf(draft));
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['0.weight', '가중치는 1부터 100 사이의 정수로 입력해 주세요.']);
    expect(issues).toContainEqual(['1.choices.0.points', '점수는 0부터 100 사이의 정수로 입력해 주세요.']);
  });

  it('asks for an area on a new question and refuses a version with an empty area', () => {
    const draft = [...draftOf(version), newQuestion()];
    const issues = diagnosisQuestionsSchema.safeParse(bodyOf(draft)).error!.issues.map((i) => i.message);
    expect(issues).toContain('진단 영역을 골라 주세요.');
    expect(issues).toContain('문항 내용을 입력해 주세요.');
    const noGrowth = draftOf(version).filter((q) => q.dimension !== 'GROWTH');
    expect(diagnosisQuestionsSchema.safeParse(bodyOf(noGrowth)).error!.issues.map((i) => i.message)).toEqual([
      "'성장 의지' 영역에 문항이 하나 이상 있어야 합니다.",
    ]);
  });

  it('moves a question by 위로/아래로 and shows each weight’s share of its area', () => {
    const draft = draftOf(version);
    expect(moved(draft, 2, 1).map((q) => q.key)).toEqual([
      'online.a',
      'operation.a',
      'marketing.a',
      'digital.a',
      'growth.a',
    ]);
    const extra = { ...newQuestion(), dimension: 'ONLINE', weight: '20' };
    const shares = weightShares([...draft, extra]);
    expect(shares.get(draft[0]!.id)).toBe(75);
    expect(shares.get(extra.id)).toBe(25);
    expect(shares.get(draft[1]!.id)).toBe(100);
  });
});
