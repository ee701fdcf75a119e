import type { DiagnosisAnswers, DiagnosisDimension, DimensionScores, SupportNeed } from '@onfan/contracts/diagnosis';
import { DIAGNOSIS_DIMENSIONS } from '@onfan/contracts/diagnosis';
import type { SupportFieldCode } from '@onfan/contracts/support';

/**
 * The self-diagnosis scoring model (docs/decisions/014-self-diagnosis-scoring.md): pure rules, no learning. Every
 * dimension is a weighted sum of 0–100 parts built from the answers; the weights of a dimension add up to 1.
 * Changing a weight or a part is a new `MODEL_VERSION`, so kept history says which rules scored it.
 */
export const MODEL_VERSION = 'rules-2026.11';

/** A 1–5 self-assessment as 0–100: 1 → 0, 3 → 50, 5 → 100. */
export const assessmentPart = (a: number): number => ((Math.min(5, Math.max(1, a)) - 1) / 4) * 100;
const yes = (v: 'Y' | 'N'): number => (v === 'Y' ? 100 : 0);
/** How many codes were picked (NONE counts as none), as 0–100 with `full` picks as the maximum. */
const breadth = (picked: readonly string[], full: number): number =>
  (Math.min(full, picked.filter((c) => c !== 'NONE').length) / full) * 100;

export const CHANNEL_PART = { OFFLINE: 0, OFF_ONLINE: 70, ONLINE: 100 } as const;
export const YEARS_PART = { YEAR_1: 0, YEAR_1_3: 25, YEAR_3_5: 50, YEAR_5_7: 70, YEAR_7_10: 85, YEAR_10: 100 } as const;
export const PERSONNEL_PART = { PERSONNEL_1: 25, PERSONNEL_2_5: 50, PERSONNEL_5_10: 75, PERSONNEL_10: 100 } as const;
export const SALES_PART = {
  SALES_100: 0,
  SALES_100_500: 25,
  SALES_500_1000: 50,
  SALES_1000_2000: 75,
  SALES_2000: 100,
} as const;

type Parts = [weight: number, value: number][];
const weighted = (parts: Parts): number => Math.round(parts.reduce((sum, [w, v]) => sum + w * v, 0));

/** The parts of each dimension for one set of answers (weights sum to 1 per dimension). */
export function dimensionParts(a: DiagnosisAnswers): Record<DiagnosisDimension, Parts> {
  const { management: m, additional: x } = a;
  const online = m.chnlCd === 'OFFLINE' ? 0 : 100;
  const global = x.exportYn === 'Y' || x.targetCountries.some((c) => c !== 'NONE') ? 100 : 0;
  return {
    ONLINE: [
      [0.4, assessmentPart(m.onlineSkill)],
      [0.25, CHANNEL_PART[m.chnlCd]],
      [0.25, breadth(x.domesticMarkets, 3)],
      [0.1, breadth(x.overseasMarkets, 1)],
    ],
    MARKETING: [
      [0.5, assessmentPart(m.marketingSkill)],
      [0.25, yes(x.snsYn)],
      [0.25, yes(x.liveYn)],
    ],
    OPERATION: [
      [0.5, assessmentPart(m.operationSkill)],
      [0.2, YEARS_PART[m.yearsCd]],
      [0.15, PERSONNEL_PART[m.personnelCd]],
      [0.15, SALES_PART[m.salesCd]],
    ],
    DIGITAL: [
      [0.6, assessmentPart(m.digitalSkill)],
      [0.2, yes(x.snsYn)],
      [0.2, online],
    ],
    GROWTH: [
      [0.5, assessmentPart(m.growthWill)],
      [0.25, global],
      [0.25, yes(x.govSupportYn)],
    ],
  };
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

/** Scores the answers: each dimension 0–100, the total their mean, strengths (top) and weak areas (bottom). */
export function scoreAnswers(a: DiagnosisAnswers): Scores {
  const parts = dimensionParts(a);
  const scores = Object.fromEntries(
    DIAGNOSIS_DIMENSIONS.map((d) => [d.code, weighted(parts[d.code])]),
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
