import { z } from 'zod';
import { QUESTION_TYPE } from './code.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, rowIdSchema, ymdSchema, ynSchema } from './envelope.js';

/**
 * Surveys (the survey modal, my page: surveys, survey/{id}/quests, survey/quest/anses): members answer the agency's
 * surveys once, inside their period (Asia/Seoul), may keep a half-answered survey as a draft, and see the aggregate
 * results after answering where the survey allows it (rsltOpenYn).
 */

/** Free text answers are at most this long. */
export const SURVEY_TEXT_MAX = 500;
/** A draft or an answer sheet as JSON text is at most this long. */
export const SURVEY_JSON_MAX = 20_000;

export const SURVEY_MESSAGES = {
  confirmSubmit: '설문을 제출하시겠습니까?',
  submitted: '설문이 제출되었습니다.',
  failed: '오류가 발생했습니다.',
  /** '2, 4번 문항에 답해주세요.' */
  unanswered: (numbers: readonly number[]) => `${numbers.join(', ')}번 문항에 답해주세요.`,
  badChoice: (n: number) => `${n}번 문항의 보기를 다시 선택해주세요.`,
  badStar: (n: number) => `${n}번 문항의 별점은 1점부터 5점까지 선택해주세요.`,
  textTooLong: (n: number) => `${n}번 문항은 ${SURVEY_TEXT_MAX}자 이내로 입력해주세요.`,
  unknownQuestion: '이 설문에 없는 문항의 응답이 포함되어 있습니다.',
  invalidJson: '설문 응답 형식이 올바르지 않습니다.',
  alreadyAnswered: '이미 참여한 설문입니다.',
  notStarted: '아직 설문 기간이 아닙니다.',
  closed: '설문 기간이 종료되었습니다.',
  notFound: '설문을 찾을 수 없습니다.',
  invalidId: '설문 번호가 올바르지 않습니다.',
  draftSaved: '임시 저장되었습니다. 다시 열면 이어서 답할 수 있습니다.',
  resultNotOpen: '결과를 공개하지 않는 설문입니다.',
  resultAfterAnswer: '설문에 참여한 후 결과를 볼 수 있습니다.',
} as const;

/** Where a survey stands (Asia/Seoul): before its first day, during its period, after its last day. */
export const SURVEY_STATES = ['upcoming', 'open', 'closed'] as const;
export const surveyStateSchema = z.enum(SURVEY_STATES);
export type SurveyState = z.infer<typeof surveyStateSchema>;

/** What the my-page list shows for a survey and a member: answered wins over the period. */
export type SurveyListState = 'answered' | SurveyState;
export const SURVEY_LIST_STATE_NAMES: Record<SurveyListState, string> = {
  answered: '참여 완료',
  open: '참여 가능',
  upcoming: '참여 예정',
  closed: '마감',
};
export function surveyListState(s: { state: SurveyState; surveyAnsId: number }): SurveyListState {
  return s.surveyAnsId > 0 ? 'answered' : s.state;
}

/** How a question is answered (code group 1006): single choice, star rating 1-5, anything else free text. */
export type QuestionKind = 'choice' | 'star' | 'text';
export function questionKind(questPattnDcd: string): QuestionKind {
  if (questPattnDcd === QUESTION_TYPE.single) return 'choice';
  if (questPattnDcd === QUESTION_TYPE.starRating) return 'star';
  return 'text';
}
export const STAR_SCORES = [1, 2, 3, 4, 5] as const;

export const surveyIdParamsSchema = z.object({ surveyId: rowIdSchema(SURVEY_MESSAGES.invalidId) });

export const surveySummarySchema = z.object({
  surveyId: z.number().int(),
  surveyNm: z.string(),
  surveyExpln: z.string(),
  surveyBgngYmd: ymdSchema,
  surveyEndYmd: ymdSchema,
  state: surveyStateSchema,
  /** The caller's answer sheet: > 0 when the logged-in member answered, 0 otherwise (and for visitors). */
  surveyAnsId: z.number().int(),
  /** Whether the logged-in member keeps a half-answered draft of it. */
  draftYn: ynSchema,
  rsltOpenYn: ynSchema,
  questCnt: z.number().int(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

export const surveyItemSchema = z.object({
  quesitmId: z.number().int(),
  quesitmNm: z.string(),
  sortSeq: z.number().int(),
});
export const surveyQuestSchema = z.object({
  questId: z.number().int(),
  questNm: z.string(),
  questPattnDcd: z.string(),
  sortSeq: z.number().int(),
  /** Whether the question must be answered ('N': the member may leave it blank). */
  esntlYn: ynSchema,
  items: z.array(surveyItemSchema),
});
export type SurveyQuest = z.infer<typeof surveyQuestSchema>;

export const surveyQuestsSchema = surveySummarySchema
  .pick({ surveyId: true, surveyNm: true, surveyExpln: true, surveyBgngYmd: true, surveyEndYmd: true, state: true })
  .extend({ quests: z.array(surveyQuestSchema) });
export type SurveyQuests = z.infer<typeof surveyQuestsSchema>;

/**
 * One answer of the sheet (spec: questId, quesitmId, chcAns, inptAns): a single choice names its item, a star rating
 * gives its score in `chcAns`, free text is `inptAns`.
 */
export const surveyAnswerSchema = z.object({
  questId: z.number().int(),
  quesitmId: z.number().int().nullish(),
  chcAns: z.number().int().nullish(),
  inptAns: z.string().nullish(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
export const surveyAnswersSchema = z.array(surveyAnswerSchema).max(200);

// One message for any malformed value (the length checks run only on a string).
const questAnsJsonSchema = z
  .string({ error: SURVEY_MESSAGES.invalidJson })
  .pipe(z.string().min(2, SURVEY_MESSAGES.invalidJson).max(SURVEY_JSON_MAX, SURVEY_MESSAGES.invalidJson));

export const surveyAnsBodySchema = z.object({
  surveyId: rowIdSchema(SURVEY_MESSAGES.invalidId),
  /** The answers as a JSON string (`JSON.stringify(SurveyAnswer[])`), checked on the server against the questions. */
  questAnsJson: questAnsJsonSchema,
});
export type SurveyAnsBody = z.infer<typeof surveyAnsBodySchema>;
export const surveyAnsResultSchema = commandResultSchema.extend({ surveyAnsId: z.number().int() });

export const surveyDraftBodySchema = z.object({ questAnsJson: questAnsJsonSchema });
export const surveyDraftSchema = z.object({
  surveyId: z.number().int(),
  questAnsJson: z.string(),
  /** When it was last saved (ISO 8601, Seoul offset). */
  mdfcnDt: z.string(),
});
export type SurveyDraft = z.infer<typeof surveyDraftSchema>;

export const surveyResultRowSchema = z.object({ label: z.string(), cnt: z.number().int(), pct: z.number() });
export const surveyQuestResultSchema = z.object({
  questId: z.number().int(),
  questNm: z.string(),
  questPattnDcd: z.string(),
  sortSeq: z.number().int(),
  /** How many sheets answered it. */
  ansCnt: z.number().int(),
  /** Per item (single choice) or per score 1-5 (star rating); empty for free text, whose answers stay private. */
  rows: z.array(surveyResultRowSchema),
  /** The average score of a star rating (one decimal), null otherwise or with no answers. */
  avgScore: z.number().nullable(),
});
export type SurveyQuestResult = z.infer<typeof surveyQuestResultSchema>;
export const surveyResultSchema = z.object({
  surveyId: z.number().int(),
  surveyNm: z.string(),
  ansCnt: z.number().int(),
  quests: z.array(surveyQuestResultSchema),
});
export type SurveyResult = z.infer<typeof surveyResultSchema>;

export const surveyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'surveys',
    access: 'public',
    summary: '설문 목록(기간·상태, 회원은 참여 여부 surveyAnsId)',
    response: z.array(surveySummarySchema),
  }),
  quests: endpoint({
    method: 'GET',
    path: 'survey/:surveyId/quests',
    access: 'public',
    summary: '설문 문항과 보기(sortSeq 순)',
    params: surveyIdParamsSchema,
    response: surveyQuestsSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: 'survey/quest/anses',
    access: 'member',
    summary: '설문 응답 제출(questAnsJson, 기간 중, 회원당 한 번)',
    body: surveyAnsBodySchema,
    response: surveyAnsResultSchema,
  }),
  draft: endpoint({
    method: 'GET',
    path: 'survey/:surveyId/draft',
    access: 'member',
    summary: '임시 저장한 설문 응답(없으면 null)',
    params: surveyIdParamsSchema,
    response: surveyDraftSchema.nullable(),
  }),
  saveDraft: endpoint({
    method: 'PUT',
    path: 'survey/:surveyId/draft',
    access: 'member',
    summary: '설문 응답 임시 저장',
    params: surveyIdParamsSchema,
    body: surveyDraftBodySchema,
    response: commandResultSchema,
  }),
  result: endpoint({
    method: 'GET',
    path: 'survey/:surveyId/result',
    access: 'member',
    summary: '설문 결과 집계(결과 공개 설문, 참여한 회원만)',
    params: surveyIdParamsSchema,
    response: surveyResultSchema,
  }),
} as const;
