import type {
  DiagnosisAnswers,
  DiagnosisChoice,
  DiagnosisDimension,
  DiagnosisQuestion,
  DiagnosisSource,
  DimensionScores,
  ScoredQuestion,
  SupportNeed,
} from '@onfan/contracts/diagnosis';
import { CUSTOM_SOURCE, DIAGNOSIS_DIMENSIONS } from '@onfan/contracts/diagnosis';
import type { SupportFieldCode } from '@onfan/contracts/support';

/**
 * The self-diagnosis scoring model (decisions 014 and 054): pure rules, no learning. A version's questions each read
 * one answer and give its choice's points (0–100); a dimension's score is Σ weight × points / Σ weight of its
 * questions, rounded. The version is an input: the service reads the published one from the database.
 */

/** Kept in `diagn_his.model_ver`: the rules (this file); the questions and weights are the row's version number. */
export const MODEL_VERSION = 'rules-2026.12';

/** How many codes were picked (NONE counts as none). */
const picked = (codes: readonly string[]): number => codes.filter((c) => c !== 'NONE').length;

/** The choice code a fixed source reads from the answers. */
export function sourceCode(a: DiagnosisAnswers, source: DiagnosisSource): string {
  const { management: m, additional: x } = a;
  switch (source) {
    case 'onlineSkill':
    case 'marketingSkill':
    case 'operationSkill':
    case 'digitalSkill':
    case 'growthWill':
      return String(m[source]);
    case 'chnlCd':
    case 'yearsCd':
    case 'personnelCd':
    case 'salesCd':
      return m[source];
    case 'snsYn':
    case 'liveYn':
    case 'exportYn':
    case 'govSupportYn':
      return x[source];
    case 'domesticMarketCount':
      return String(Math.min(3, picked(x.domesticMarkets)));
    case 'overseasMarketAny':
      return picked(x.overseasMarkets) > 0 ? 'Y' : 'N';
    case 'globalIntent':
      return x.exportYn === 'Y' || picked(x.targetCountries) > 0 ? 'Y' : 'N';
  }
}

/** The answer's choice of a question, or undefined when a version's own question was not answered. */
export function answerOf(a: DiagnosisAnswers, q: DiagnosisQuestion): DiagnosisChoice | undefined {
  const code = q.source === CUSTOM_SOURCE ? a.custom[q.key] : sourceCode(a, q.source);
  return q.choices.find((c) => c.code === code);
}

/** A version's own questions the answers leave unanswered (or answer with a code it does not have). */
export function unansweredCustom(a: DiagnosisAnswers, questions: readonly DiagnosisQuestion[]): DiagnosisQuestion[] {
  return questions.filter((q) => q.source === CUSTOM_SOURCE && answerOf(a, q) === undefined);
}

export interface Scores {
  scores: DimensionScores;
  totalScore: number;
  /** Up to two dimensions scoring 60 or more, best first. */
  strengths: DiagnosisDimension[];
  /** Up to two dimensions scoring under 60, weakest first. */
  weaknesses: DiagnosisDimension[];
}

export const STRENGTH_MIN = 60;

/** Each question of the version with the answer's label and points (an unanswered one: 0 points). */
export function scoredQuestions(a: DiagnosisAnswers, questions: readonly DiagnosisQuestion[]): ScoredQuestion[] {
  return questions.map((q) => {
    const choice = answerOf(a, q);
    return {
      text: q.text,
      dimension: q.dimension,
      weight: q.weight,
      answer: choice?.label ?? '답하지 않음',
      points: choice?.points ?? 0,
    };
  });
}

/** Scores the answers with a version: each dimension 0–100, the total their mean, strengths and weak areas. */
export function scoreAnswers(a: DiagnosisAnswers, questions: readonly DiagnosisQuestion[]): Scores {
  const scored = scoredQuestions(a, questions);
  const scores = Object.fromEntries(
    DIAGNOSIS_DIMENSIONS.map((d) => {
      const mine = scored.filter((q) => q.dimension === d.code);
      const weights = mine.reduce((s, q) => s + q.weight, 0);
      const sum = mine.reduce((s, q) => s + q.weight * q.points, 0);
      return [d.code, weights === 0 ? 0 : Math.round(sum / weights)];
    }),
  ) as DimensionScores;
  return { scores, ...rank(scores) };
}

/** Total, strengths and weak areas of stored scores (ties keep the dimensions' order). */
export function rank(scores: DimensionScores): Omit<Scores, 'scores'> {
  const order = DIAGNOSIS_DIMENSIONS.map((d) => d.code);
  const values = order.map((c) => scores[c]);
  const totalScore = Math.round(values.reduce((s, v) => s + v, 0) / values.length);
  const byScore = [...order].sort((x, y) => scores[y] - scores[x] || order.indexOf(x) - order.indexOf(y));
  const strengths = byScore.filter((c) => scores[c] >= STRENGTH_MIN).slice(0, 2);
  const weaknesses = [...byScore]
    .reverse()
    .filter((c) => scores[c] < STRENGTH_MIN)
    .slice(0, 2);
  return { totalScore, strengths, weaknesses };
}

/** The support-programme fields (sprt_biz.fld_cd) that answer a stated need. */
export const NEED_FIELDS: Record<SupportNeed, SupportFieldCode[]> = {
  ONLINE: ['MARKET', 'DIGITAL'],
  LOCATION: ['MGMT', 'FIN'],
  PIONEER: ['MARKET'],
  TAX: ['MGMT', 'FIN'],
  PROMOTION: ['MARKET'],
  LIVE: ['MARKET', 'DIGITAL'],
  GLOBAL: ['EXPORT'],
  CONTENTS: ['DIGITAL'],
  CONSULT: ['MGMT'],
  EXAMPLE: ['MGMT', 'STARTUP'],
};

/** The support-programme fields that strengthen a weak dimension. */
export const WEAK_FIELDS: Record<DiagnosisDimension, SupportFieldCode[]> = {
  ONLINE: ['MARKET', 'DIGITAL'],
  MARKETING: ['MARKET'],
  OPERATION: ['MGMT', 'FIN', 'HR'],
  DIGITAL: ['DIGITAL', 'TECH'],
  GROWTH: ['STARTUP', 'EXPORT'],
};

/** Years under 3: start-up programmes fit too. */
export const isStartup = (a: DiagnosisAnswers): boolean =>
  a.management.yearsCd === 'YEAR_1' || a.management.yearsCd === 'YEAR_1_3';

export interface ProgrammeCandidate {
  sprtBizId: number;
  fldCd: SupportFieldCode;
  rgnCd: string;
  trgtCd: string;
  aplyEndYmd: string;
}

/**
 * How well an open programme fits, with the reasons in Korean: +3 a stated need's field, +2 a weak dimension's field,
 * +1 the member's own region (not nationwide), +1 a start-up programme for a young business, +1 manufacturing and a
 * technology programme. A programme with no point is not recommended.
 */
export function programmeFit(
  p: ProgrammeCandidate,
  a: DiagnosisAnswers,
  weaknesses: readonly DiagnosisDimension[],
  names: { need: (c: SupportNeed) => string; dimension: (c: DiagnosisDimension) => string; region: string | null },
): { points: number; reasons: string[] } {
  let points = 0;
  const reasons: string[] = [];
  const needs = a.management.needs.filter((n) => NEED_FIELDS[n].includes(p.fldCd));
  if (needs.length > 0) {
    points += 3;
    reasons.push(`필요 지원: ${needs.map(names.need).join(', ')}`);
  }
  const weak = weaknesses.filter((d) => WEAK_FIELDS[d].includes(p.fldCd));
  if (weak.length > 0) {
    points += 2;
    reasons.push(`보완 영역: ${weak.map(names.dimension).join(', ')}`);
  }
  if (p.rgnCd !== 'ALL' && names.region) {
    points += 1;
    reasons.push(`지역: ${names.region}`);
  }
  if (p.trgtCd === 'STARTUP' && isStartup(a)) {
    points += 1;
    reasons.push('업력 3년 미만 창업기업 대상');
  }
  if (p.fldCd === 'TECH' && a.basic.bizCtgrCd === 'MNFCTUR') {
    points += 1;
    reasons.push('제조업 기술 지원');
  }
  return { points, reasons };
}
