import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pageQuerySchema, pageSchema, rowIdSchema, ymdSchema, ynSchema } from './envelope.js';

/**
 * Self-diagnosis (자가진단, `diagn/area`, `diagn/self/check`, `diagn/his`): a four-step questionnaire (basic,
 * management, additional information, result) scored by a rule-based model (docs/decisions/014) that recommends real
 * rows of the portal. Anonymous visitors get the result; a member's result is kept in history.
 */

export const DIAGNOSIS_MESSAGES = {
  checked: '자가진단 결과가 나왔습니다.',
  checkedSaved: '자가진단 결과가 나왔습니다. 마이페이지 자가진단 이력에 저장되었습니다.',
  notFound: '자가진단 이력을 찾을 수 없습니다.',
  invalidId: '자가진단 이력 번호가 올바르지 않습니다.',
  invalidArea: '지역 번호가 올바르지 않습니다.',
  areaNotFound: '선택한 지역을 찾을 수 없습니다. 시/도와 시/군/구를 다시 선택해주세요.',
  gender: '성별을 선택해주세요.',
  age: '연령대를 선택해주세요.',
  sido: '시/도를 선택해주세요.',
  sigungu: '시/군/구를 선택해주세요.',
  category: '업종을 선택해주세요.',
  subCategory: '세부 업종을 선택해주세요.',
  subCategoryMismatch: '선택한 업종에 없는 세부 업종입니다.',
  years: '업력을 선택해주세요.',
  personnel: '종사자 수를 선택해주세요.',
  sales: '월 평균 매출을 선택해주세요.',
  channel: '판매 채널을 선택해주세요.',
  needs: '필요한 지원을 1개 이상 선택해주세요.',
  needsMax: '필요한 지원은 3개까지 선택할 수 있습니다.',
  assessment: '1점부터 5점 중에서 선택해주세요.',
  yn: '예 또는 아니오를 선택해주세요.',
  domesticMarkets: '국내 입점 마켓을 선택해주세요. 없으면 \u2018없음\u2019을 선택해주세요.',
  overseasMarkets: '해외 입점 마켓을 선택해주세요. 없으면 \u2018없음\u2019을 선택해주세요.',
  targetCountries: '진출 희망 국가를 선택해주세요. 없으면 \u2018없음\u2019을 선택해주세요.',
  noneAlone: '\u2018없음\u2019은 다른 항목과 함께 선택할 수 없습니다.',
} as const;

/** A code with its Korean label, as the wizard's options show it. */
export interface DiagnosisOption<C extends string = string> {
  readonly code: C;
  readonly name: string;
}

function codes<const O extends readonly DiagnosisOption[]>(options: O) {
  return options.map((o) => o.code) as unknown as [O[number]['code'], ...O[number]['code'][]];
}

/** The option's Korean label, or the code itself when unknown. */
export function optionName(options: readonly DiagnosisOption[], code: string): string {
  return options.find((o) => o.code === code)?.name ?? code;
}

export const GENDERS = [
  { code: 'M', name: '남성' },
  { code: 'W', name: '여성' },
] as const;
export const AGE_BANDS = [
  { code: 'AGE_20', name: '20대 이하' },
  { code: 'AGE_30', name: '30대' },
  { code: 'AGE_40', name: '40대' },
  { code: 'AGE_50', name: '50대' },
  { code: 'AGE_60', name: '60대' },
  { code: 'AGE_70', name: '70대 이상' },
] as const;
export const BIZ_CATEGORIES = [
  { code: 'WHSAL_RTLSAL', name: '도소매업' },
  { code: 'MNFCTUR', name: '제조업' },
  { code: 'SERVICE', name: '서비스업' },
  { code: 'FOOD', name: '음식점업' },
  { code: 'ETC', name: '기타' },
] as const;
export type BizCategory = (typeof BIZ_CATEGORIES)[number]['code'];
/** Subcategories per category; ETC has none. */
export const BIZ_SUBCATEGORIES = {
  WHSAL_RTLSAL: [
    { code: 'EME_COMRC', name: '전자상거래' },
    { code: 'SUPERMKT', name: '슈퍼마켓' },
    { code: 'CONVENIENCE', name: '편의점' },
  ],
  MNFCTUR: [
    { code: 'METALS', name: '금속 제품' },
    { code: 'AUTOMOBILES', name: '자동차 부품' },
  ],
  SERVICE: [
    { code: 'HAIR_SALON', name: '미용실' },
    { code: 'ACCOUNTANT', name: '세무·회계' },
  ],
  FOOD: [
    { code: 'KOREAN_FOOD', name: '한식' },
    { code: 'CHICKEN', name: '치킨' },
    { code: 'BAKERY', name: '제과·제빵' },
  ],
  ETC: [],
} as const satisfies Record<BizCategory, readonly DiagnosisOption[]>;
export const ALL_BIZ_SUBCATEGORIES: readonly DiagnosisOption[] = Object.values(BIZ_SUBCATEGORIES).flat();
export const YEARS_IN_BUSINESS = [
  { code: 'YEAR_1', name: '1년 미만' },
  { code: 'YEAR_1_3', name: '1년 이상 3년 미만' },
  { code: 'YEAR_3_5', name: '3년 이상 5년 미만' },
  { code: 'YEAR_5_7', name: '5년 이상 7년 미만' },
  { code: 'YEAR_7_10', name: '7년 이상 10년 미만' },
  { code: 'YEAR_10', name: '10년 이상' },
] as const;
export const PERSONNEL = [
  { code: 'PERSONNEL_1', name: '1명(대표 혼자)' },
  { code: 'PERSONNEL_2_5', name: '2~5명' },
  { code: 'PERSONNEL_5_10', name: '6~10명' },
  { code: 'PERSONNEL_10', name: '10명 초과' },
] as const;
export const MONTHLY_SALES = [
  { code: 'SALES_100', name: '100만 원 미만' },
  { code: 'SALES_100_500', name: '100만~500만 원' },
  { code: 'SALES_500_1000', name: '500만~1,000만 원' },
  { code: 'SALES_1000_2000', name: '1,000만~2,000만 원' },
  { code: 'SALES_2000', name: '2,000만 원 이상' },
] as const;
export const SALES_CHANNELS = [
  { code: 'OFFLINE', name: '오프라인' },
  { code: 'ONLINE', name: '온라인' },
  { code: 'OFF_ONLINE', name: '온·오프라인' },
] as const;
export const SUPPORT_NEEDS = [
  { code: 'ONLINE', name: '온라인 판로' },
  { code: 'LOCATION', name: '입지·상권 분석' },
  { code: 'PIONEER', name: '판로 개척' },
  { code: 'TAX', name: '세무·노무' },
  { code: 'PROMOTION', name: '홍보·마케팅' },
  { code: 'LIVE', name: '라이브커머스' },
  { code: 'GLOBAL', name: '해외 진출' },
  { code: 'CONTENTS', name: '콘텐츠 제작' },
  { code: 'CONSULT', name: '경영 컨설팅' },
  { code: 'EXAMPLE', name: '성공 사례' },
] as const;
export type SupportNeed = (typeof SUPPORT_NEEDS)[number]['code'];
/** The 1–5 scale of the self-assessments. */
export const ASSESSMENT_SCALE = [
  { code: '1', name: '전혀 아니다' },
  { code: '2', name: '아니다' },
  { code: '3', name: '보통이다' },
  { code: '4', name: '그렇다' },
  { code: '5', name: '매우 그렇다' },
] as const;
/** The self-assessment questions (1–5), one per dimension. */
export const SELF_ASSESSMENTS = [
  { code: 'onlineSkill', name: '온라인 판매(스마트스토어·오픈마켓 등)를 능숙하게 운영하고 있다.' },
  { code: 'marketingSkill', name: '우리 가게와 제품을 고객에게 꾸준히 알리고 있다.' },
  { code: 'operationSkill', name: '매출·재고·고객을 기록하고 체계적으로 관리하고 있다.' },
  { code: 'digitalSkill', name: '간편결제, 온라인 예약, SNS 같은 디지털 도구를 잘 활용한다.' },
  { code: 'growthWill', name: '앞으로 1년 안에 판로를 넓히거나 사업을 키울 계획이 있다.' },
] as const;
export type SelfAssessmentKey = (typeof SELF_ASSESSMENTS)[number]['code'];
export const YN_OPTIONS = [
  { code: 'Y', name: '예' },
  { code: 'N', name: '아니오' },
] as const;
/** The yes/no questions of the additional information step. */
export const YN_QUESTIONS = [
  { code: 'snsYn', name: 'SNS(인스타그램·블로그 등) 계정을 운영하고 있나요?' },
  { code: 'liveYn', name: '라이브커머스 방송을 해 본 적이 있나요?' },
  { code: 'exportYn', name: '해외에 판매(수출)한 경험이 있나요?' },
  { code: 'govSupportYn', name: '정부·지자체 지원사업에 참여한 적이 있나요?' },
] as const;
export type YnQuestionKey = (typeof YN_QUESTIONS)[number]['code'];
export const DOMESTIC_MARKETS = [
  { code: 'STREET11', name: '11번가' },
  { code: 'LOTTE_ON', name: '롯데온' },
  { code: 'COUPANG', name: '쿠팡' },
  { code: 'GSSHOP', name: 'GS샵' },
  { code: 'NAVER_SHOPPING', name: '네이버쇼핑' },
  { code: 'SHINSEGAE_EMART', name: '신세계·이마트' },
  { code: 'OTHER', name: '기타' },
  { code: 'NONE', name: '없음' },
] as const;
export const OVERSEAS_MARKETS = [
  { code: 'AMAZON', name: '아마존' },
  { code: 'QOO10', name: '큐텐' },
  { code: 'EBAY', name: '이베이' },
  { code: 'GMARKET_GLOBAL', name: 'G마켓 글로벌' },
  { code: 'ALIEXPRESS', name: '알리익스프레스' },
  { code: 'OTHER', name: '기타' },
  { code: 'NONE', name: '없음' },
] as const;
export const TARGET_COUNTRIES = [
  { code: 'CHINA', name: '중국' },
  { code: 'USA', name: '미국' },
  { code: 'VIETNAM', name: '베트남' },
  { code: 'JAPAN', name: '일본' },
  { code: 'HONG_KONG', name: '홍콩' },
  { code: 'OTHER', name: '기타' },
  { code: 'NONE', name: '없음' },
] as const;

/** The wizard's four steps in order (the fourth is the result). */
export const DIAGNOSIS_STEPS = [
  { code: 'basic', name: '기본 정보' },
  { code: 'management', name: '경영 정보' },
  { code: 'additional', name: '추가 정보' },
  { code: 'result', name: '진단 결과' },
] as const;
export type DiagnosisStep = (typeof DIAGNOSIS_STEPS)[number]['code'];

/** The dimensions the model scores (0–100), see docs/decisions/014-self-diagnosis-scoring.md. */
export const DIAGNOSIS_DIMENSIONS = [
  { code: 'ONLINE', name: '온라인 판로', description: '온라인 채널과 입점 마켓을 얼마나 활용하고 있는지' },
  { code: 'MARKETING', name: '마케팅', description: '가게와 제품을 고객에게 알리는 홍보 활동의 수준' },
  { code: 'OPERATION', name: '운영 역량', description: '업력·인력·매출과 기록 관리로 본 운영의 안정성' },
  { code: 'DIGITAL', name: '디지털 전환', description: '디지털 도구와 온라인 접점을 사업에 쓰고 있는 정도' },
  { code: 'GROWTH', name: '성장 의지', description: '판로 확대·해외 진출 계획과 지원 활용 의지' },
] as const;
export type DiagnosisDimension = (typeof DIAGNOSIS_DIMENSIONS)[number]['code'];
export const DIAGNOSIS_LEVELS = [
  { code: 'HIGH', name: '우수', min: 70 },
  { code: 'MID', name: '보통', min: 40 },
  { code: 'LOW', name: '보완 필요', min: 0 },
] as const;
export type DiagnosisLevel = (typeof DIAGNOSIS_LEVELS)[number]['code'];
export function diagnosisLevel(score: number): (typeof DIAGNOSIS_LEVELS)[number] {
  return DIAGNOSIS_LEVELS.find((l) => score >= l.min) ?? DIAGNOSIS_LEVELS[2];
}

const pick = <const O extends readonly DiagnosisOption[]>(options: O, message: string) =>
  z.enum(codes(options), { error: message });

/** Several codes of one list; `NONE` ('없음') stands alone. */
const several = <const O extends readonly DiagnosisOption[]>(options: O, message: string) =>
  z
    .array(pick(options, message), { error: message })
    .min(1, message)
    .max(options.length, message)
    .refine((a) => new Set(a).size === a.length, message)
    .refine((a) => !(a.includes('NONE' as never) && a.length > 1), DIAGNOSIS_MESSAGES.noneAlone);

const areaIdSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const assessmentSchema = z.coerce
  .number({ error: DIAGNOSIS_MESSAGES.assessment })
  .int(DIAGNOSIS_MESSAGES.assessment)
  .min(1, DIAGNOSIS_MESSAGES.assessment)
  .max(5, DIAGNOSIS_MESSAGES.assessment);
const ynAnswer = z.enum(['Y', 'N'], { error: DIAGNOSIS_MESSAGES.yn });

/** Step 1, basic information. A category other than ETC needs one of its subcategories. */
export const diagnosisBasicSchema = z
  .object({
    gndrCd: pick(GENDERS, DIAGNOSIS_MESSAGES.gender),
    ageCd: pick(AGE_BANDS, DIAGNOSIS_MESSAGES.age),
    sidoId: areaIdSchema(DIAGNOSIS_MESSAGES.sido),
    sggId: areaIdSchema(DIAGNOSIS_MESSAGES.sigungu),
    bizCtgrCd: pick(BIZ_CATEGORIES, DIAGNOSIS_MESSAGES.category),
    /** Empty for ETC. */
    bizSubCtgrCd: z.string({ error: DIAGNOSIS_MESSAGES.subCategory }).max(30).default(''),
  })
  .superRefine((v, ctx) => {
    const subs: readonly DiagnosisOption[] = BIZ_SUBCATEGORIES[v.bizCtgrCd];
    if (subs.length === 0) {
      if (v.bizSubCtgrCd !== '')
        ctx.addIssue({ code: 'custom', path: ['bizSubCtgrCd'], message: DIAGNOSIS_MESSAGES.subCategoryMismatch });
      return;
    }
    if (v.bizSubCtgrCd === '') {
      ctx.addIssue({ code: 'custom', path: ['bizSubCtgrCd'], message: DIAGNOSIS_MESSAGES.subCategory });
    } else if (!subs.some((s) => s.code === v.bizSubCtgrCd)) {
      ctx.addIssue({ code: 'custom', path: ['bizSubCtgrCd'], message: DIAGNOSIS_MESSAGES.subCategoryMismatch });
    }
  });
export type DiagnosisBasic = z.infer<typeof diagnosisBasicSchema>;

/** Step 2, management information: size, channel, needs (1–3) and the 1–5 self-assessments. */
export const diagnosisManagementSchema = z.object({
  yearsCd: pick(YEARS_IN_BUSINESS, DIAGNOSIS_MESSAGES.years),
  personnelCd: pick(PERSONNEL, DIAGNOSIS_MESSAGES.personnel),
  salesCd: pick(MONTHLY_SALES, DIAGNOSIS_MESSAGES.sales),
  chnlCd: pick(SALES_CHANNELS, DIAGNOSIS_MESSAGES.channel),
  needs: z
    .array(pick(SUPPORT_NEEDS, DIAGNOSIS_MESSAGES.needs), { error: DIAGNOSIS_MESSAGES.needs })
    .min(1, DIAGNOSIS_MESSAGES.needs)
    .max(3, DIAGNOSIS_MESSAGES.needsMax)
    .refine((a) => new Set(a).size === a.length, DIAGNOSIS_MESSAGES.needs),
  onlineSkill: assessmentSchema,
  marketingSkill: assessmentSchema,
  operationSkill: assessmentSchema,
  digitalSkill: assessmentSchema,
  growthWill: assessmentSchema,
});
export type DiagnosisManagement = z.infer<typeof diagnosisManagementSchema>;

/** Step 3, additional information: yes/no questions, marketplaces and target countries. */
export const diagnosisAdditionalSchema = z.object({
  snsYn: ynAnswer,
  liveYn: ynAnswer,
  exportYn: ynAnswer,
  govSupportYn: ynAnswer,
  domesticMarkets: several(DOMESTIC_MARKETS, DIAGNOSIS_MESSAGES.domesticMarkets),
  overseasMarkets: several(OVERSEAS_MARKETS, DIAGNOSIS_MESSAGES.overseasMarkets),
  targetCountries: several(TARGET_COUNTRIES, DIAGNOSIS_MESSAGES.targetCountries),
});
export type DiagnosisAdditional = z.infer<typeof diagnosisAdditionalSchema>;

/** The answers of the three input steps: the body of `diagn/self/check`. */
export const diagnosisAnswersSchema = z.object({
  basic: diagnosisBasicSchema,
  management: diagnosisManagementSchema,
  additional: diagnosisAdditionalSchema,
  /** Answers to the current version's own questions (decision 054): question key → choice code. */
  custom: z
    .record(z.string().max(40), z.string().max(30), { error: '추가 문항의 답이 올바르지 않습니다.' })
    .refine((r) => Object.keys(r).length <= 60, '추가 문항의 답이 너무 많습니다.')
    .default({}),
});
export type DiagnosisAnswers = z.infer<typeof diagnosisAnswersSchema>;

export const areaQuerySchema = z.object({
  /** Absent: the 시/도; a 시/도's id: its 시/군/구. */
  parentId: rowIdSchema(DIAGNOSIS_MESSAGES.invalidArea).optional(),
});
export const areaSchema = z.object({
  areaId: z.number().int(),
  parentId: z.number().int().nullable(),
  areaNm: z.string(),
});
export type DiagnosisArea = z.infer<typeof areaSchema>;

/*
 * Versions of the scoring model (docs/decisions/054-self-diagnosis-versions.md). A version is a list of scored
 * questions, each in one dimension with a weight (1–100, relative within its dimension) and choices worth 0–100
 * points: a dimension's score is Σ weight × points / Σ weight, rounded. A question either reads one of the wizard's
 * fixed answers (`source`, its choices fixed, only their points edited) or is a question of the version itself
 * (`custom`), asked in the additional information step and answered in `custom[key]`.
 */

export const DIAGNOSIS_WEIGHT_MIN = 1;
export const DIAGNOSIS_WEIGHT_MAX = 100;
export const DIAGNOSIS_POINTS_MAX = 100;
export const DIAGNOSIS_MAX_QUESTIONS = 60;
export const DIAGNOSIS_MAX_CHOICES = 10;

const ASSESSMENT_CHOICES = ASSESSMENT_SCALE.map((o) => ({ code: o.code, label: `${o.code}점(${o.name})` }));
const YN_CHOICES = [
  { code: 'N', label: '아니오' },
  { code: 'Y', label: '예' },
];

/** The wizard's fixed answers a question may read, each with its choices (codes fixed; a version sets the points). */
export const DIAGNOSIS_SOURCES = {
  onlineSkill: { name: '자가 평가: 온라인 판매 운영', choices: ASSESSMENT_CHOICES },
  marketingSkill: { name: '자가 평가: 꾸준한 홍보', choices: ASSESSMENT_CHOICES },
  operationSkill: { name: '자가 평가: 기록과 체계적 관리', choices: ASSESSMENT_CHOICES },
  digitalSkill: { name: '자가 평가: 디지털 도구 활용', choices: ASSESSMENT_CHOICES },
  growthWill: { name: '자가 평가: 1년 안의 성장 계획', choices: ASSESSMENT_CHOICES },
  chnlCd: { name: '판매 채널', choices: SALES_CHANNELS.map((o) => ({ code: o.code, label: o.name })) },
  yearsCd: { name: '업력', choices: YEARS_IN_BUSINESS.map((o) => ({ code: o.code, label: o.name })) },
  personnelCd: { name: '종사자 수', choices: PERSONNEL.map((o) => ({ code: o.code, label: o.name })) },
  salesCd: { name: '월 평균 매출', choices: MONTHLY_SALES.map((o) => ({ code: o.code, label: o.name })) },
  snsYn: { name: 'SNS 계정 운영', choices: YN_CHOICES },
  liveYn: { name: '라이브커머스 경험', choices: YN_CHOICES },
  exportYn: { name: '수출 경험', choices: YN_CHOICES },
  govSupportYn: { name: '지원사업 참여 경험', choices: YN_CHOICES },
  domesticMarketCount: {
    name: '국내 입점 마켓 수',
    choices: [
      { code: '0', label: '없음' },
      { code: '1', label: '1곳' },
      { code: '2', label: '2곳' },
      { code: '3', label: '3곳 이상' },
    ],
  },
  overseasMarketAny: { name: '해외 입점 마켓', choices: YN_CHOICES },
  globalIntent: { name: '수출 경험 또는 진출 희망 국가', choices: YN_CHOICES },
} as const satisfies Record<string, { name: string; choices: readonly { code: string; label: string }[] }>;
export type DiagnosisSource = keyof typeof DIAGNOSIS_SOURCES;
export const DIAGNOSIS_SOURCE_CODES = Object.keys(DIAGNOSIS_SOURCES) as [DiagnosisSource, ...DiagnosisSource[]];
/** A question of the version itself, asked in the wizard's additional information step. */
export const CUSTOM_SOURCE = 'custom' as const;

export const DIAGNOSIS_VERSION_MESSAGES = {
  textRequired: '문항 내용을 입력해 주세요.',
  textTooLong: '문항 내용은 300자 이내로 입력해 주세요.',
  dimension: '진단 영역을 골라 주세요.',
  source: '문항의 답 종류가 올바르지 않습니다.',
  weight: `가중치는 ${DIAGNOSIS_WEIGHT_MIN}부터 ${DIAGNOSIS_WEIGHT_MAX} 사이의 정수로 입력해 주세요.`,
  points: `점수는 0부터 ${DIAGNOSIS_POINTS_MAX} 사이의 정수로 입력해 주세요.`,
  choiceRequired: '보기 내용을 입력해 주세요.',
  choiceTooLong: '보기 내용은 100자 이내로 입력해 주세요.',
  choices: `보기는 2개 이상 ${DIAGNOSIS_MAX_CHOICES}개 이하로 입력해 주세요.`,
  fixedChoices: '기본 문항의 보기는 바꿀 수 없습니다. 점수만 고칠 수 있습니다.',
  questionsRequired: '문항을 하나 이상 추가해 주세요.',
  questionsTooMany: `문항은 ${DIAGNOSIS_MAX_QUESTIONS}개까지 만들 수 있습니다.`,
  duplicateKey: '같은 문항이 두 번 들어 있습니다. 새로 고친 뒤 다시 시도해 주세요.',
  areaEmpty: (area: string) => `'${area}' 영역에 문항이 하나 이상 있어야 합니다.`,
  customAnswer: (text: string) => `'${text}' 문항에 답해 주세요.`,
  noVersion: '게시된 자가진단 문항이 없습니다.',
} as const;

export const diagnosisChoiceSchema = z.object({
  code: z.string().max(30),
  label: z
    .string({ error: DIAGNOSIS_VERSION_MESSAGES.choiceRequired })
    .trim()
    .min(1, DIAGNOSIS_VERSION_MESSAGES.choiceRequired)
    .max(100, DIAGNOSIS_VERSION_MESSAGES.choiceTooLong),
  points: z.coerce
    .number({ error: DIAGNOSIS_VERSION_MESSAGES.points })
    .int(DIAGNOSIS_VERSION_MESSAGES.points)
    .min(0, DIAGNOSIS_VERSION_MESSAGES.points)
    .max(DIAGNOSIS_POINTS_MAX, DIAGNOSIS_VERSION_MESSAGES.points),
});
export type DiagnosisChoice = z.infer<typeof diagnosisChoiceSchema>;

export const diagnosisQuestionSchema = z
  .object({
    /** Stable within a version and its copies: a fixed source's key, or `c<n>` for a version's own question. */
    key: z.string().max(40).default(''),
    source: z.enum([...DIAGNOSIS_SOURCE_CODES, CUSTOM_SOURCE], { error: DIAGNOSIS_VERSION_MESSAGES.source }),
    dimension: z.enum(codes(DIAGNOSIS_DIMENSIONS), { error: DIAGNOSIS_VERSION_MESSAGES.dimension }),
    text: z
      .string({ error: DIAGNOSIS_VERSION_MESSAGES.textRequired })
      .trim()
      .min(1, DIAGNOSIS_VERSION_MESSAGES.textRequired)
      .max(300, DIAGNOSIS_VERSION_MESSAGES.textTooLong),
    weight: z.coerce
      .number({ error: DIAGNOSIS_VERSION_MESSAGES.weight })
      .int(DIAGNOSIS_VERSION_MESSAGES.weight)
      .min(DIAGNOSIS_WEIGHT_MIN, DIAGNOSIS_VERSION_MESSAGES.weight)
      .max(DIAGNOSIS_WEIGHT_MAX, DIAGNOSIS_VERSION_MESSAGES.weight),
    choices: z
      .array(diagnosisChoiceSchema, { error: DIAGNOSIS_VERSION_MESSAGES.choices })
      .min(2, DIAGNOSIS_VERSION_MESSAGES.choices)
      .max(DIAGNOSIS_MAX_CHOICES, DIAGNOSIS_VERSION_MESSAGES.choices),
  })
  .superRefine((q, ctx) => {
    if (q.source === CUSTOM_SOURCE) return;
    const fixed = DIAGNOSIS_SOURCES[q.source].choices.map((c) => c.code);
    if (fixed.join('|') !== q.choices.map((c) => c.code).join('|'))
      ctx.addIssue({ code: 'custom', path: ['choices'], message: DIAGNOSIS_VERSION_MESSAGES.fixedChoices });
  });
export type DiagnosisQuestion = z.output<typeof diagnosisQuestionSchema>;
export type DiagnosisQuestionInput = z.input<typeof diagnosisQuestionSchema>;

/** A version's questions as stored (already checked when saved). */
export const storedQuestionsSchema = z.array(diagnosisQuestionSchema);

/** A version's questions: at least one in every dimension. */
export const diagnosisQuestionsSchema = z
  .array(diagnosisQuestionSchema, { error: DIAGNOSIS_VERSION_MESSAGES.questionsRequired })
  .min(1, DIAGNOSIS_VERSION_MESSAGES.questionsRequired)
  .max(DIAGNOSIS_MAX_QUESTIONS, DIAGNOSIS_VERSION_MESSAGES.questionsTooMany)
  .superRefine((qs, ctx) => {
    for (const d of DIAGNOSIS_DIMENSIONS)
      if (!qs.some((q) => q.dimension === d.code))
        ctx.addIssue({ code: 'custom', path: [], message: DIAGNOSIS_VERSION_MESSAGES.areaEmpty(d.name) });
  });

/** The version a result was scored with, as the result page names it. */
export const diagnosisVersionRefSchema = z.object({
  verNo: z.number().int(),
  /** '제1판' */
  verNm: z.string(),
  /** When it was published (ISO 8601, Seoul offset). */
  pblsDt: z.string(),
  /** Whether it is the version answered now. */
  current: z.boolean(),
  /** Said when a newer version exists: '2026년 11월 25일 기준 문항(제1판)으로 진단한 결과입니다.' */
  notice: z.string().nullable(),
});
export type DiagnosisVersionRef = z.infer<typeof diagnosisVersionRefSchema>;

/** One scored question of a result: what was asked, the answer and the points it gave. */
export const scoredQuestionSchema = z.object({
  text: z.string(),
  dimension: z.enum(codes(DIAGNOSIS_DIMENSIONS)),
  weight: z.number().int(),
  answer: z.string(),
  points: z.number().int(),
});
export type ScoredQuestion = z.infer<typeof scoredQuestionSchema>;

/** The current version's own questions, which the wizard asks in its additional information step. */
export const currentVersionSchema = z.object({
  verNo: z.number().int(),
  verNm: z.string(),
  customQuestions: z.array(
    z.object({
      key: z.string(),
      text: z.string(),
      choices: z.array(z.object({ code: z.string(), label: z.string() })),
    }),
  ),
});
export type CurrentDiagnosisVersion = z.infer<typeof currentVersionSchema>;

/** The additional information step with the current version's own questions, each one required. */
export function additionalWithCustomSchema(questions: CurrentDiagnosisVersion['customQuestions']) {
  return diagnosisAdditionalSchema.extend({
    custom: z.object(
      Object.fromEntries(
        questions.map((q) => [
          q.key,
          z.enum(q.choices.map((c) => c.code) as [string, ...string[]], {
            error: DIAGNOSIS_VERSION_MESSAGES.customAnswer(q.text),
          }),
        ]),
      ),
    ),
  });
}

export const diagnosisVersionEndpoints = {
  current: endpoint({
    method: 'GET',
    path: 'diagn/version',
    access: 'public',
    summary: '지금 진단에 쓰는 문항 판(추가 정보 단계에서 묻는 그 판의 문항)',
    response: currentVersionSchema,
  }),
} as const;

export const dimensionScoreSchema = z.object({
  code: z.enum(codes(DIAGNOSIS_DIMENSIONS)),
  name: z.string(),
  description: z.string(),
  score: z.number().int().min(0).max(100),
  levelNm: z.string(),
});
export type DimensionScore = z.infer<typeof dimensionScoreSchema>;
export const dimensionScoresSchema = z.object({
  ONLINE: z.number().int(),
  MARKETING: z.number().int(),
  OPERATION: z.number().int(),
  DIGITAL: z.number().int(),
  GROWTH: z.number().int(),
});
export type DimensionScores = z.infer<typeof dimensionScoresSchema>;

export const programmeRecommendationSchema = z.object({
  sprtBizId: z.number().int(),
  sprtBizNm: z.string(),
  instNm: z.string(),
  aplyEndYmd: ymdSchema,
  /** Why it was picked (Korean, e.g. '필요 지원: 온라인 판로'). */
  reasons: z.array(z.string()),
});
export const studioRecommendationSchema = z.object({
  roomId: z.number().int(),
  studoId: z.number().int(),
  roomNm: z.string(),
  studoNm: z.string(),
  roomOnelineIntro: z.string(),
});
export const campaignRecommendationSchema = z.object({
  matchCampnId: z.number().int(),
  matchCampnNm: z.string(),
  entryEndYmd: ymdSchema,
});
export const courseRecommendationSchema = z.object({
  eduCrsId: z.number().int(),
  crsNm: z.string(),
  ctgrNm: z.string(),
  lvlNm: z.string(),
  freeYn: ynSchema,
  /** The weak area (or need) it answers, e.g. '보완 영역: 온라인 판로'. */
  reason: z.string(),
});
export const recommendationsSchema = z.object({
  programmes: z.array(programmeRecommendationSchema),
  studios: z.array(studioRecommendationSchema),
  campaigns: z.array(campaignRecommendationSchema),
  courses: z.array(courseRecommendationSchema),
});
export type DiagnosisRecommendations = z.infer<typeof recommendationsSchema>;

export const diagnosisResultSchema = z.object({
  /** The history row when the result was saved (a member), otherwise null. */
  diagnHisId: z.number().int().nullable(),
  saved: z.boolean(),
  /** When the answers were scored (ISO 8601, Seoul offset). */
  regDt: z.string(),
  modelVer: z.string(),
  totalScore: z.number().int().min(0).max(100),
  levelNm: z.string(),
  dimensions: z.array(dimensionScoreSchema),
  strengths: z.array(z.enum(codes(DIAGNOSIS_DIMENSIONS))),
  weaknesses: z.array(z.enum(codes(DIAGNOSIS_DIMENSIONS))),
  /** Korean summary lines of what the answers describe (category, region, years). */
  profile: z.array(z.string()),
  recommendations: recommendationsSchema,
  /** The version of the questions it was scored with (decision 054). */
  version: diagnosisVersionRefSchema,
  /** That version's scored questions with the answers and points. */
  questions: z.array(scoredQuestionSchema),
});
export type DiagnosisResult = z.infer<typeof diagnosisResultSchema>;

export const diagnosisCheckAnswerSchema = diagnosisResultSchema.extend({
  number: z.literal(200),
  message: z.string(),
});
export type DiagnosisCheckAnswer = z.infer<typeof diagnosisCheckAnswerSchema>;

export const historyItemSchema = z.object({
  diagnHisId: z.number().int(),
  regDt: z.string(),
  totalScore: z.number().int(),
  scores: dimensionScoresSchema,
  bizCtgrNm: z.string(),
  /** Total score change from the previous (older) entry; null for the first one. */
  change: z.number().int().nullable(),
});
export type DiagnosisHistoryItem = z.infer<typeof historyItemSchema>;
export const historyPageSchema = pageSchema(historyItemSchema);

export const historyParamsSchema = z.object({ diagnHisId: rowIdSchema(DIAGNOSIS_MESSAGES.invalidId) });
export const diagnosisHistoryDetailSchema = diagnosisResultSchema.extend({ answers: diagnosisAnswersSchema });
export type DiagnosisHistoryDetail = z.infer<typeof diagnosisHistoryDetailSchema>;

export const diagnosisEndpoints = {
  areas: endpoint({
    method: 'GET',
    path: 'diagn/area',
    access: 'public',
    summary: '자가진단 지역(시/도, parentId로 시/군/구)',
    query: areaQuerySchema,
    response: z.array(areaSchema),
  }),
  check: endpoint({
    method: 'POST',
    path: 'diagn/self/check',
    access: 'public',
    summary: '자가진단 응답 채점과 결과(로그인 회원은 이력에 저장)',
    body: diagnosisAnswersSchema,
    response: diagnosisCheckAnswerSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: 'diagn/his',
    access: 'member',
    summary: '나의 자가진단 이력(최신순, 영역별 점수)',
    query: pageQuerySchema,
    response: historyPageSchema,
  }),
  historyView: endpoint({
    method: 'GET',
    path: 'diagn/his/:diagnHisId',
    access: 'member',
    summary: '나의 자가진단 결과 한 건(본인만)',
    params: historyParamsSchema,
    response: diagnosisHistoryDetailSchema,
  }),
} as const;
