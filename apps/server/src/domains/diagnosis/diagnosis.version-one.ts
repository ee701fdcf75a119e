import type { DiagnosisQuestion } from '@onfan/contracts/diagnosis';
import { DIAGNOSIS_SOURCES, SELF_ASSESSMENTS, YN_QUESTIONS } from '@onfan/contracts/diagnosis';

/**
 * The first version of the self-diagnosis questions: the model decision 014 wrote in code, as data (decision 054).
 * Migration 20261209T0900-diagnosis stores it as 제1판, so every result kept before versions existed is read with it.
 * Frozen: a change of the questions or weights is a new version made at the console, never an edit of this file.
 * The weights are 014's fractions × 100; 014's "2 of 3 marketplaces" (66.7) is 67 points and 1 of 3 is 33, which
 * gives the same rounded score for every answer (the other parts of 온라인 판로 are multiples of 2.5).
 */
const choices = (source: keyof typeof DIAGNOSIS_SOURCES, points: readonly number[]) =>
  DIAGNOSIS_SOURCES[source].choices.map((c, i) => ({ code: c.code, label: c.label, points: points[i]! }));
const assessment = [0, 25, 50, 75, 100];
const yn = [0, 100];
const selfText = (code: string) => SELF_ASSESSMENTS.find((s) => s.code === code)!.name;
const ynText = (code: string) => YN_QUESTIONS.find((s) => s.code === code)!.name;

export const VERSION_ONE_PUBLISHED_AT = '2026-11-24T15:00:00.000Z'; // 2026-11-25 00:00 Seoul, decision 014's date

export const VERSION_ONE: readonly DiagnosisQuestion[] = [
  {
    key: 'online.onlineSkill',
    source: 'onlineSkill',
    dimension: 'ONLINE',
    text: selfText('onlineSkill'),
    weight: 40,
    choices: choices('onlineSkill', assessment),
  },
  {
    key: 'online.chnlCd',
    source: 'chnlCd',
    dimension: 'ONLINE',
    text: '주요 판매 채널',
    weight: 25,
    choices: choices('chnlCd', [0, 100, 70]),
  },
  {
    key: 'online.domesticMarketCount',
    source: 'domesticMarketCount',
    dimension: 'ONLINE',
    text: '입점한 국내 마켓 수',
    weight: 25,
    choices: choices('domesticMarketCount', [0, 33, 67, 100]),
  },
  {
    key: 'online.overseasMarketAny',
    source: 'overseasMarketAny',
    dimension: 'ONLINE',
    text: '해외 입점 마켓이 있는지',
    weight: 10,
    choices: choices('overseasMarketAny', yn),
  },
  {
    key: 'marketing.marketingSkill',
    source: 'marketingSkill',
    dimension: 'MARKETING',
    text: selfText('marketingSkill'),
    weight: 50,
    choices: choices('marketingSkill', assessment),
  },
  {
    key: 'marketing.snsYn',
    source: 'snsYn',
    dimension: 'MARKETING',
    text: ynText('snsYn'),
    weight: 25,
    choices: choices('snsYn', yn),
  },
  {
    key: 'marketing.liveYn',
    source: 'liveYn',
    dimension: 'MARKETING',
    text: ynText('liveYn'),
    weight: 25,
    choices: choices('liveYn', yn),
  },
  {
    key: 'operation.operationSkill',
    source: 'operationSkill',
    dimension: 'OPERATION',
    text: selfText('operationSkill'),
    weight: 50,
    choices: choices('operationSkill', assessment),
  },
  {
    key: 'operation.yearsCd',
    source: 'yearsCd',
    dimension: 'OPERATION',
    text: '업력',
    weight: 20,
    choices: choices('yearsCd', [0, 25, 50, 70, 85, 100]),
  },
  {
    key: 'operation.personnelCd',
    source: 'personnelCd',
    dimension: 'OPERATION',
    text: '종사자 수',
    weight: 15,
    choices: choices('personnelCd', [25, 50, 75, 100]),
  },
  {
    key: 'operation.salesCd',
    source: 'salesCd',
    dimension: 'OPERATION',
    text: '월 평균 매출',
    weight: 15,
    choices: choices('salesCd', [0, 25, 50, 75, 100]),
  },
  {
    key: 'digital.digitalSkill',
    source: 'digitalSkill',
    dimension: 'DIGITAL',
    text: selfText('digitalSkill'),
    weight: 60,
    choices: choices('digitalSkill', assessment),
  },
  {
    key: 'digital.snsYn',
    source: 'snsYn',
    dimension: 'DIGITAL',
    text: ynText('snsYn'),
    weight: 20,
    choices: choices('snsYn', yn),
  },
  {
    key: 'digital.chnlCd',
    source: 'chnlCd',
    dimension: 'DIGITAL',
    text: '온라인 채널로 판매하는지(주요 판매 채널)',
    weight: 20,
    choices: choices('chnlCd', [0, 100, 100]),
  },
  {
    key: 'growth.growthWill',
    source: 'growthWill',
    dimension: 'GROWTH',
    text: selfText('growthWill'),
    weight: 50,
    choices: choices('growthWill', assessment),
  },
  {
    key: 'growth.globalIntent',
    source: 'globalIntent',
    dimension: 'GROWTH',
    text: '수출 경험이 있거나 진출 희망 국가가 있는지',
    weight: 25,
    choices: choices('globalIntent', yn),
  },
  {
    key: 'growth.govSupportYn',
    source: 'govSupportYn',
    dimension: 'GROWTH',
    text: ynText('govSupportYn'),
    weight: 25,
    choices: choices('govSupportYn', yn),
  },
];
