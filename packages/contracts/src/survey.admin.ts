import { z } from 'zod';
import {
  consolePageQuerySchema,
  consoleSortSchema,
  exportFormatSchema,
  exportReasonSchema,
  readCopySchema,
} from './admin.js';
import { QUESTION_TYPE } from './code.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ymdSchema, ynSchema } from './envelope.js';
import { SURVEY_MESSAGES, surveyResultRowSchema } from './survey.js';

/**
 * The survey builder (설문·진단 desk, issue 39): surveys written as drafts with the spec's three question kinds (single
 * choice, star rating 1–5, free text), their order and required rule, a period and whether members who answered see
 * the results; published in one audited step; a survey with an answer keeps its questions (copy it instead). The
 * results per question (choices, the star distribution with the mean, the free text paged) and the answers as CSV or
 * XLSX through the access log's reason step. Answer sheets carry no member: the desk never shows who answered.
 */

export const SURVEY_KINDS = ['choice', 'star', 'text'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];
export const SURVEY_KIND_NAMES: Record<SurveyKind, string> = {
  choice: '객관식(하나 고르기)',
  star: '별점(1~5점)',
  text: '주관식(자유 입력)',
};
/** The question type code (group 1006) each kind is stored as. */
export const SURVEY_KIND_CODES: Record<SurveyKind, string> = {
  choice: QUESTION_TYPE.single,
  star: QUESTION_TYPE.starRating,
  text: QUESTION_TYPE.freeText,
};

export const SURVEY_MAX_QUESTS = 50;
export const SURVEY_MAX_ITEMS = 20;

/** Where a survey stands at the desk: a draft, or published and before, in or after its period (Seoul days). */
export const SURVEY_DESK_STATES = ['DRAFT', 'UPCOMING', 'OPEN', 'CLOSED'] as const;
export const surveyDeskStateSchema = z.enum(SURVEY_DESK_STATES, { error: '설문 상태가 올바르지 않습니다.' });
export type SurveyDeskState = z.infer<typeof surveyDeskStateSchema>;
export const SURVEY_DESK_STATE_NAMES: Record<SurveyDeskState, string> = {
  DRAFT: '작성 중',
  UPCOMING: '시작 전',
  OPEN: '진행 중',
  CLOSED: '마감',
};

export const SURVEY_DESK_MESSAGES = {
  notFound: SURVEY_MESSAGES.notFound,
  titleRequired: '설문 제목을 입력해 주세요.',
  titleTooLong: '설문 제목은 200자 이내로 입력해 주세요.',
  titleTaken: '같은 제목의 설문이 이미 있습니다. 다른 제목을 입력해 주세요.',
  explnTooLong: '설명은 2,000자 이내로 입력해 주세요.',
  dateInvalid: '날짜를 올바르게 입력해 주세요.',
  periodInvalid: '종료일은 시작일과 같거나 뒤여야 합니다.',
  questsRequired: '문항을 하나 이상 추가해 주세요.',
  questsTooMany: `문항은 ${SURVEY_MAX_QUESTS}개까지 만들 수 있습니다.`,
  questRequired: '문항 내용을 입력해 주세요.',
  questTooLong: '문항 내용은 300자 이내로 입력해 주세요.',
  kindInvalid: '문항 유형을 골라 주세요.',
  itemsRequired: '객관식 문항에는 보기를 두 개 이상 입력해 주세요.',
  itemsTooMany: `보기는 ${SURVEY_MAX_ITEMS}개까지 입력할 수 있습니다.`,
  itemRequired: '보기 내용을 입력해 주세요.',
  itemTooLong: '보기 내용은 200자 이내로 입력해 주세요.',
  itemsOnlyForChoice: '보기는 객관식 문항에만 입력할 수 있습니다.',
  locked: '응답이 있는 설문은 문항을 바꿀 수 없습니다. 복사해서 새 설문을 만들어 주세요.',
  alreadyPublished: '이미 게시한 설문입니다.',
  created: '설문을 저장했습니다. 게시하기 전까지 회원에게 보이지 않습니다.',
  updated: '설문을 수정했습니다.',
  published: '설문을 게시했습니다. 기간 중에 회원이 참여할 수 있습니다.',
  copied: '설문을 복사했습니다. 작성 중인 새 설문에서 고쳐 게시해 주세요.',
  notText: '주관식 문항이 아닙니다.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
} as const;

const deskYmd = z
  .string({ error: SURVEY_DESK_MESSAGES.dateInvalid })
  .regex(/^\d{8}$/, SURVEY_DESK_MESSAGES.dateInvalid)
  .refine((v) => {
    const iso = `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
    const d = new Date(`${iso}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
  }, SURVEY_DESK_MESSAGES.dateInvalid);

export const surveyDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, SURVEY_DESK_MESSAGES.searchTooLong).optional(),
    state: surveyDeskStateSchema.optional(),
    /** Surveys whose period overlaps [from, to] (yyyyMMdd, either side open). */
    from: deskYmd.optional(),
    to: deskYmd.optional(),
  })
  .extend(consoleSortSchema(['surveyNm', 'surveyBgngYmd', 'surveyEndYmd', 'ansCnt', 'regDt']).shape);
export type SurveyDeskQuery = z.infer<typeof surveyDeskQuerySchema>;

export const surveyDeskRowSchema = z.object({
  surveyId: z.number().int(),
  surveyNm: z.string(),
  state: surveyDeskStateSchema,
  surveyBgngYmd: ymdSchema,
  surveyEndYmd: ymdSchema,
  rsltOpenYn: ynSchema,
  questCnt: z.number().int(),
  ansCnt: z.number().int(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
  updtDt: z.string(),
});
export type SurveyDeskRow = z.infer<typeof surveyDeskRowSchema>;

export const surveyDeskQuestSchema = z.object({
  questId: z.number().int(),
  questNm: z.string(),
  kind: z.enum(SURVEY_KINDS),
  esntlYn: ynSchema,
  items: z.array(z.object({ quesitmId: z.number().int(), quesitmNm: z.string() })),
});
export const surveyDeskDetailSchema = surveyDeskRowSchema.extend({
  surveyExpln: z.string(),
  /** Whether the questions are fixed (an answer exists): only the title, text, period and results rule may change. */
  lockedYn: ynSchema,
  quests: z.array(surveyDeskQuestSchema),
});
export type SurveyDeskDetail = z.infer<typeof surveyDeskDetailSchema>;

export const surveyQuestWriteSchema = z
  .object({
    questNm: z
      .string({ error: SURVEY_DESK_MESSAGES.questRequired })
      .trim()
      .min(1, SURVEY_DESK_MESSAGES.questRequired)
      .max(300, SURVEY_DESK_MESSAGES.questTooLong),
    kind: z.enum(SURVEY_KINDS, { error: SURVEY_DESK_MESSAGES.kindInvalid }),
    esntlYn: ynSchema.default('Y'),
    items: z
      .array(
        z
          .string({ error: SURVEY_DESK_MESSAGES.itemRequired })
          .trim()
          .min(1, SURVEY_DESK_MESSAGES.itemRequired)
          .max(200, SURVEY_DESK_MESSAGES.itemTooLong),
      )
      .max(SURVEY_MAX_ITEMS, SURVEY_DESK_MESSAGES.itemsTooMany)
      .default([]),
  })
  .superRefine((q, ctx) => {
    if (q.kind === 'choice' && q.items.length < 2)
      ctx.addIssue({ code: 'custom', path: ['items'], message: SURVEY_DESK_MESSAGES.itemsRequired });
    if (q.kind !== 'choice' && q.items.length > 0)
      ctx.addIssue({ code: 'custom', path: ['items'], message: SURVEY_DESK_MESSAGES.itemsOnlyForChoice });
  });
export type SurveyQuestWrite = z.output<typeof surveyQuestWriteSchema>;
export type SurveyQuestInput = z.input<typeof surveyQuestWriteSchema>;

const surveyWriteFields = z.object({
  surveyNm: z
    .string({ error: SURVEY_DESK_MESSAGES.titleRequired })
    .trim()
    .min(1, SURVEY_DESK_MESSAGES.titleRequired)
    .max(200, SURVEY_DESK_MESSAGES.titleTooLong),
  surveyExpln: z.string().trim().max(2000, SURVEY_DESK_MESSAGES.explnTooLong).default(''),
  surveyBgngYmd: deskYmd,
  surveyEndYmd: deskYmd,
  rsltOpenYn: ynSchema.default('N'),
  /** The questions in the order members see them. */
  quests: z
    .array(surveyQuestWriteSchema, { error: SURVEY_DESK_MESSAGES.questsRequired })
    .min(1, SURVEY_DESK_MESSAGES.questsRequired)
    .max(SURVEY_MAX_QUESTS, SURVEY_DESK_MESSAGES.questsTooMany),
});

function checkPeriod(b: { surveyBgngYmd: string; surveyEndYmd: string }, ctx: z.RefinementCtx): void {
  if (b.surveyEndYmd < b.surveyBgngYmd)
    ctx.addIssue({ code: 'custom', path: ['surveyEndYmd'], message: SURVEY_DESK_MESSAGES.periodInvalid });
}

export const surveyWriteBodySchema = surveyWriteFields.superRefine(checkPeriod);
export type SurveyWriteBody = z.input<typeof surveyWriteBodySchema>;
export type SurveyWrite = z.output<typeof surveyWriteBodySchema>;
export const surveyEditBodySchema = surveyWriteFields.extend(readCopySchema.shape).superRefine(checkPeriod);
export type SurveyEditBody = z.input<typeof surveyEditBodySchema>;
export type SurveyEdit = z.output<typeof surveyEditBodySchema>;

export const surveySavedSchema = commandResultSchema.extend({ surveyId: z.number().int() });
export const surveyDeskParamsSchema = z.object({ surveyId: rowIdSchema(SURVEY_MESSAGES.invalidId) });
export const surveyTextParamsSchema = surveyDeskParamsSchema.extend({
  questId: rowIdSchema('문항 번호가 올바르지 않습니다.'),
});

/** The results at the desk: every question, whether or not the survey shows them to members. */
export const surveyDeskQuestResultSchema = z.object({
  questId: z.number().int(),
  questNm: z.string(),
  kind: z.enum(SURVEY_KINDS),
  ansCnt: z.number().int(),
  /** Per choice, or per score 5 → 1; empty for free text (listed by `texts`). */
  rows: z.array(surveyResultRowSchema),
  avgScore: z.number().nullable(),
});
export const surveyDeskResultSchema = z.object({
  surveyId: z.number().int(),
  surveyNm: z.string(),
  ansCnt: z.number().int(),
  quests: z.array(surveyDeskQuestResultSchema),
});
export type SurveyDeskResult = z.infer<typeof surveyDeskResultSchema>;

export const surveyTextRowSchema = z.object({
  /** The sheet's number within the survey (no member is named). */
  sheetNo: z.number().int(),
  inptAns: z.string(),
  /** ISO 8601 +09:00 */
  regDt: z.string(),
});
export type SurveyTextRow = z.infer<typeof surveyTextRowSchema>;

export const surveyExportQuerySchema = z.object({
  format: exportFormatSchema,
  reason: exportReasonSchema,
});
export type SurveyExportQuery = z.infer<typeof surveyExportQuerySchema>;

const surveyDesk = { roles: ['SYSTEM', 'CONTENT'] } as const;

export const surveyAdminEndpoints = {
  surveys: endpoint({
    method: 'GET',
    path: 'survey/admin/surveys',
    access: surveyDesk,
    summary: '설문 관리 목록(제목 검색, 상태, 기간; 제목·시작일·종료일·응답 수로 정렬)',
    query: surveyDeskQuerySchema,
    response: pageSchema(surveyDeskRowSchema),
  }),
  survey: endpoint({
    method: 'GET',
    path: 'survey/admin/surveys/:surveyId',
    access: surveyDesk,
    summary: '설문 관리 상세(문항과 보기, 필수 여부, 응답이 있으면 문항 잠김, 읽은 사본 updtDt)',
    params: surveyDeskParamsSchema,
    response: surveyDeskDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'survey/admin/surveys',
    access: surveyDesk,
    summary: '설문 만들기(작성 중으로 저장: 제목, 설명, 기간, 결과 공개, 세 가지 유형의 문항과 순서)',
    body: surveyWriteBodySchema,
    response: surveySavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'survey/admin/surveys/:surveyId',
    access: surveyDesk,
    summary: '설문 수정(읽은 사본 기준; 응답이 있으면 문항은 바꿀 수 없음)',
    params: surveyDeskParamsSchema,
    body: surveyEditBodySchema,
    response: surveySavedSchema,
  }),
  publish: endpoint({
    method: 'PUT',
    path: 'survey/admin/surveys/:surveyId/publish',
    access: surveyDesk,
    summary: '설문 게시(작성 중 → 게시, 읽은 사본 기준)',
    params: surveyDeskParamsSchema,
    body: readCopySchema,
    response: commandResultSchema,
  }),
  copy: endpoint({
    method: 'POST',
    path: 'survey/admin/surveys/:surveyId/copy',
    access: surveyDesk,
    summary: '설문 복사(문항과 보기를 그대로 가진 작성 중인 새 설문)',
    params: surveyDeskParamsSchema,
    response: surveySavedSchema,
  }),
  results: endpoint({
    method: 'GET',
    path: 'survey/admin/surveys/:surveyId/results',
    access: surveyDesk,
    summary: '설문 결과(문항별 보기 수, 별점 분포와 평균, 응답 수)',
    params: surveyDeskParamsSchema,
    response: surveyDeskResultSchema,
  }),
  texts: endpoint({
    method: 'GET',
    path: 'survey/admin/surveys/:surveyId/quests/:questId/texts',
    access: surveyDesk,
    summary: '주관식 문항의 응답 목록(응답자 없이, 최근 순, 페이지)',
    params: surveyTextParamsSchema,
    query: consolePageQuerySchema,
    response: pageSchema(surveyTextRowSchema),
  }),
  exportAnswers: endpoint({
    method: 'GET',
    path: 'survey/admin/surveys/:surveyId/answers/export',
    access: surveyDesk,
    summary: '설문 응답 내려받기(CSV·XLSX; 사유 필수, 개인정보 접근기록에 다운로드로 남음; 응답자는 담지 않음)',
    params: surveyDeskParamsSchema,
    query: surveyExportQuerySchema,
  }),
} as const;
