import { z } from 'zod';
import { readCopySchema } from './admin.js';
import { diagnosisQuestionSchema, diagnosisQuestionsSchema } from './diagnosis.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, rowIdSchema } from './envelope.js';

/**
 * The self-diagnosis questions at the console (설문·진단 desk, issue 39; decision 054): versions of the questions and
 * weights. '새 판 만들기' copies the published version into the one draft; the draft's questions, choices and weights are
 * edited on the copy read; publishing makes it the version members answer, and a published version never changes.
 */

export const DIAGNOSIS_VERSION_STATES = ['DRAFT', 'PUBLISHED'] as const;
export type DiagnosisVersionState = (typeof DIAGNOSIS_VERSION_STATES)[number];
export const DIAGNOSIS_VERSION_STATE_NAMES: Record<DiagnosisVersionState, string> = {
  DRAFT: '작성 중',
  PUBLISHED: '게시됨',
};

export const DIAGNOSIS_DESK_MESSAGES = {
  notFound: '자가진단 문항 판을 찾을 수 없습니다.',
  invalidVerNo: '판 번호가 올바르지 않습니다.',
  draftExists: '작성 중인 새 판이 이미 있습니다. 그 판을 고쳐 게시해 주세요.',
  published: '게시한 판은 바꿀 수 없습니다. 새 판을 만들어 고쳐 주세요.',
  alreadyPublished: '이미 게시한 판입니다.',
  created: '새 판을 만들었습니다. 문항과 가중치를 고친 뒤 게시해 주세요.',
  updated: '작성 중인 판을 저장했습니다.',
  publishedNow: '새 판을 게시했습니다. 이제부터 자가진단은 이 판의 문항으로 채점합니다.',
} as const;

/** A version as the list shows it. */
export const diagnosisVersionRowSchema = z.object({
  verNo: z.number().int(),
  verNm: z.string(),
  state: z.enum(DIAGNOSIS_VERSION_STATES),
  /** Whether members answer this version now (the newest published). */
  current: z.boolean(),
  questCnt: z.number().int(),
  /** Results scored with it. */
  resultCnt: z.number().int(),
  /** ISO 8601 +09:00 */
  crtDt: z.string(),
  pblsDt: z.string().nullable(),
  /** Who published it (masked), null for a draft or the first version, which came with the portal. */
  pblsrNm: z.string().nullable(),
  /** The copy read: a change names it. */
  updtDt: z.string(),
});
export type DiagnosisVersionRow = z.infer<typeof diagnosisVersionRowSchema>;

export const diagnosisVersionDetailSchema = diagnosisVersionRowSchema.extend({
  questions: z.array(diagnosisQuestionSchema),
});
export type DiagnosisVersionDetail = z.infer<typeof diagnosisVersionDetailSchema>;

export const diagnosisVersionParamsSchema = z.object({ verNo: rowIdSchema(DIAGNOSIS_DESK_MESSAGES.invalidVerNo) });
export const diagnosisVersionEditSchema = readCopySchema.extend({ questions: diagnosisQuestionsSchema });
export type DiagnosisVersionEditBody = z.input<typeof diagnosisVersionEditSchema>;
export type DiagnosisVersionEdit = z.output<typeof diagnosisVersionEditSchema>;
export const diagnosisVersionSavedSchema = commandResultSchema.extend({ verNo: z.number().int() });

/** The desk of the content operator, who already owns the survey builder (설문·진단), and the system administrator. */
const diagnosisDesk = { roles: ['SYSTEM', 'CONTENT'] } as const;

export const diagnosisAdminEndpoints = {
  versions: endpoint({
    method: 'GET',
    path: 'diagn/admin/versions',
    access: diagnosisDesk,
    summary: '자가진단 문항 판 목록(최신 판부터, 상태, 게시한 사람과 일시, 채점한 결과 수)',
    response: z.array(diagnosisVersionRowSchema),
  }),
  version: endpoint({
    method: 'GET',
    path: 'diagn/admin/versions/:verNo',
    access: diagnosisDesk,
    summary: '자가진단 문항 판 하나(문항, 영역, 가중치, 보기와 점수, 읽은 사본 updtDt)',
    params: diagnosisVersionParamsSchema,
    response: diagnosisVersionDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'diagn/admin/versions',
    access: diagnosisDesk,
    summary: '새 판 만들기(게시된 판을 작성 중인 판으로 복사; 작성 중인 판은 하나만)',
    response: diagnosisVersionSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'diagn/admin/versions/:verNo',
    access: diagnosisDesk,
    summary: '작성 중인 판의 문항·보기·가중치 저장(읽은 사본 기준; 게시한 판은 바꿀 수 없음)',
    params: diagnosisVersionParamsSchema,
    body: diagnosisVersionEditSchema,
    response: diagnosisVersionSavedSchema,
  }),
  publish: endpoint({
    method: 'PUT',
    path: 'diagn/admin/versions/:verNo/publish',
    access: diagnosisDesk,
    summary: '작성 중인 판 게시(이후 자가진단은 이 판으로 채점; 이전 판의 결과는 그 판 그대로)',
    params: diagnosisVersionParamsSchema,
    body: readCopySchema,
    response: commandResultSchema,
  }),
} as const;
