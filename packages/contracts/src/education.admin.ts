import { z } from 'zod';
import {
  chartSchema,
  consolePageQuerySchema,
  consoleSortSchema,
  exportReasonSchema,
  readCopySchema,
  reasonSchema,
} from './admin.js';
import { EDU_MESSAGES, eduCategorySchema, eduLevelSchema, certNoSchema } from './education.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ymdSchema, ynSchema } from './envelope.js';

/**
 * The e-learning desk (교육 담당, issue 39) of the operator console (decision 034): courses written, edited, published
 * and hidden; lessons added, edited, reordered (위로 · 아래로) and removed — text with pictures, a recorded broadcast,
 * study materials or a short quiz (single choice, a pass mark) that completion then requires; the enrolments of a
 * course (members masked) with their progress, its distribution and the completion report (CSV, through the access
 * log's reason step); certificates re-issued or revoked with a reason, the member told.
 *
 * Every change names the course's copy (`updtDt`: any change of the course or of its lessons moves it); a certificate
 * change names the enrolment's copy.
 */

export const EDU_LESSON_KINDS = ['TEXT', 'VIDEO', 'FILES', 'QUIZ'] as const;
export const eduLessonKindSchema = z.enum(EDU_LESSON_KINDS, { error: '차시 종류를 골라 주세요.' });
export type EduLessonKind = z.infer<typeof eduLessonKindSchema>;
export const EDU_LESSON_KIND_NAMES: Record<EduLessonKind, string> = {
  TEXT: '글과 사진',
  VIDEO: '방송 다시보기',
  FILES: '학습 자료',
  QUIZ: '퀴즈',
};

export const EDU_QUIZ_MAX_QUESTIONS = 20;
export const EDU_QUIZ_MIN_CHOICES = 2;
export const EDU_QUIZ_MAX_CHOICES = 6;
export const EDU_LESSON_MAX_FILES = 10;

export const EDU_DESK_MESSAGES = {
  courseNotFound: EDU_MESSAGES.courseNotFound,
  lessonNotFound: EDU_MESSAGES.lessonNotFound,
  nameRequired: '과정명을 입력해 주세요.',
  nameTooLong: '과정명은 100자 이내로 입력해 주세요.',
  summaryRequired: '한 줄 소개를 입력해 주세요.',
  summaryTooLong: '한 줄 소개는 200자 이내로 입력해 주세요.',
  descRequired: '과정 소개를 입력해 주세요.',
  descTooLong: '과정 소개가 너무 깁니다.',
  goalsTooLong: '학습 목표는 2000자 이내로 입력해 주세요.',
  categoryRequired: '분야를 골라 주세요.',
  levelRequired: '난이도를 골라 주세요.',
  instructorRequired: '강사명을 입력해 주세요.',
  instructorTooLong: '강사명은 50자 이내로 입력해 주세요.',
  priceInvalid: '수강료는 0원부터 1천만 원까지의 숫자로 입력해 주세요.',
  pricePaid: '유료 과정은 수강료를 입력해 주세요.',
  extUrlInvalid: '교육기관 주소는 https://로 시작하는 주소로 입력해 주세요.',
  extUrlRequired: '유료 과정은 수강 신청을 받는 교육기관 주소를 입력해 주세요.',
  pictureInvalid: '대표 사진을 다시 올려 주세요.',
  lessonNameRequired: '차시 제목을 입력해 주세요.',
  lessonNameTooLong: '차시 제목은 200자 이내로 입력해 주세요.',
  minutesInvalid: '학습 시간은 1분부터 600분까지의 숫자로 입력해 주세요.',
  lessonBodyRequired: '차시 내용을 입력해 주세요.',
  lessonBodyTooLong: '차시 내용이 너무 깁니다.',
  vodRequired: '방송 다시보기를 골라 주세요.',
  vodNotFound: '고른 방송 다시보기를 찾을 수 없습니다. 다시 골라 주세요.',
  filesRequired: '학습 자료를 한 개 이상 올려 주세요.',
  filesTooMany: `학습 자료는 ${EDU_LESSON_MAX_FILES}개까지 올릴 수 있습니다.`,
  fileNotYours: '학습 자료를 다시 올려 주세요.',
  fileInvalid: 'PDF, 한글(HWP), 오피스 문서, ZIP, 이미지 파일만 올릴 수 있습니다.',
  passPctRequired: '합격 기준(%)을 1부터 100까지의 숫자로 입력해 주세요.',
  questionsRequired: '퀴즈 문항을 한 개 이상 넣어 주세요.',
  questionsTooMany: `퀴즈 문항은 ${EDU_QUIZ_MAX_QUESTIONS}개까지 넣을 수 있습니다.`,
  questionRequired: '문항을 입력해 주세요.',
  questionTooLong: '문항은 500자 이내로 입력해 주세요.',
  choiceRequired: '보기를 입력해 주세요.',
  choiceTooLong: '보기는 200자 이내로 입력해 주세요.',
  choicesCount: `보기는 ${EDU_QUIZ_MIN_CHOICES}개부터 ${EDU_QUIZ_MAX_CHOICES}개까지 넣을 수 있습니다.`,
  answerRequired: '정답 보기를 골라 주세요.',
  orderInvalid: '차시 순서가 과정의 차시와 맞지 않습니다. 새로 고친 뒤 다시 시도해 주세요.',
  publishEmpty: '차시가 한 개 이상 있어야 공개할 수 있습니다.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  created: '과정을 등록했습니다. 차시를 넣은 뒤 공개해 주세요.',
  updated: '과정을 수정했습니다.',
  published: '과정을 공개했습니다. 이러닝 목록에 보입니다.',
  hidden: '과정을 숨겼습니다. 수강 중인 회원도 이 과정을 볼 수 없습니다.',
  lessonAdded: '차시를 넣었습니다.',
  lessonUpdated: '차시를 수정했습니다.',
  lessonUpdatedReset: (n: number) =>
    `차시를 수정했습니다. 퀴즈가 바뀌어 수강 중인 회원 ${n}명은 이 차시를 다시 마쳐야 합니다.`,
  lessonRemoved: '차시를 뺐습니다.',
  reordered: '차시 순서를 바꿨습니다.',
  filesUploaded: '학습 자료를 올렸습니다.',
  pictureUploaded: '대표 사진을 올렸습니다.',
  certNotFound: EDU_MESSAGES.certNotFound,
  certRevoked: '수료증을 취소했습니다. 회원에게 알렸습니다.',
  certReissued: (certNo: string) => `수료증을 새 번호 ${certNo}(으)로 재발급했습니다. 회원에게 알렸습니다.`,
  certAlreadyRevoked: '이미 취소된 수료증입니다.',
  formatInvalid: '내려받을 형식은 CSV입니다.',
} as const;

/** What the member is told of a quiz (the lesson player). */
export const EDU_QUIZ_MESSAGES = {
  answersRequired: '모든 문항에 답해 주세요.',
  answerInvalid: '보기 중에서 답을 골라 주세요.',
  notQuiz: '퀴즈 차시가 아닙니다.',
  passed: (score: number, pass: number) => `합격입니다. ${score}점으로 합격 기준 ${pass}점을 넘었습니다.`,
  failed: (score: number, pass: number) =>
    `불합격입니다. ${score}점으로 합격 기준 ${pass}점에 못 미쳤습니다. 다시 풀 수 있습니다.`,
  passToFinish: '퀴즈에 합격하면 이 차시가 완료됩니다.',
} as const;

const trimmed = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A stored file's id, as the desk's upload answered it. */
const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, EDU_DESK_MESSAGES.fileNotYours);

// ---------------------------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------------------------

export const courseFormFields = z.object({
  crsNm: trimmed(EDU_DESK_MESSAGES.nameRequired, 100, EDU_DESK_MESSAGES.nameTooLong),
  crsSmry: trimmed(EDU_DESK_MESSAGES.summaryRequired, 200, EDU_DESK_MESSAGES.summaryTooLong),
  /** Rich text (the community's editor); sanitized by the server. */
  crsDesc: z
    .string({ error: EDU_DESK_MESSAGES.descRequired })
    .min(1, EDU_DESK_MESSAGES.descRequired)
    .max(100_000, EDU_DESK_MESSAGES.descTooLong),
  /** One goal per line. */
  goals: z.string({ error: EDU_DESK_MESSAGES.goalsTooLong }).max(2000, EDU_DESK_MESSAGES.goalsTooLong).default(''),
  ctgrCd: z.enum(eduCategorySchema.options, { error: EDU_DESK_MESSAGES.categoryRequired }),
  lvlCd: z.enum(eduLevelSchema.options, { error: EDU_DESK_MESSAGES.levelRequired }),
  instrNm: trimmed(EDU_DESK_MESSAGES.instructorRequired, 50, EDU_DESK_MESSAGES.instructorTooLong),
  freeYn: ynSchema.default('Y'),
  price: z
    .number({ error: EDU_DESK_MESSAGES.priceInvalid })
    .int(EDU_DESK_MESSAGES.priceInvalid)
    .min(0, EDU_DESK_MESSAGES.priceInvalid)
    .max(10_000_000, EDU_DESK_MESSAGES.priceInvalid)
    .default(0),
  extUrl: z
    .string({ error: EDU_DESK_MESSAGES.extUrlInvalid })
    .trim()
    .max(500, EDU_DESK_MESSAGES.extUrlInvalid)
    .regex(/^https:\/\/[^\s]+$/, EDU_DESK_MESSAGES.extUrlInvalid)
    .nullable()
    .default(null),
  /** The picture's address from `education/admin/pictures` (null: the category's own picture). */
  thmbUrl: z
    .string({ error: EDU_DESK_MESSAGES.pictureInvalid })
    .regex(/^\/files\/[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/, EDU_DESK_MESSAGES.pictureInvalid)
    .nullable()
    .default(null),
});

function coursePaidRules(b: { freeYn: 'Y' | 'N'; price: number; extUrl: string | null }, ctx: z.RefinementCtx) {
  if (b.freeYn === 'N' && b.price <= 0)
    ctx.addIssue({ code: 'custom', path: ['price'], message: EDU_DESK_MESSAGES.pricePaid });
  if (b.freeYn === 'N' && !b.extUrl)
    ctx.addIssue({ code: 'custom', path: ['extUrl'], message: EDU_DESK_MESSAGES.extUrlRequired });
}

export const courseFormSchema = courseFormFields.superRefine(coursePaidRules);
export type CourseFormBody = z.input<typeof courseFormSchema>;
export type CourseForm = z.output<typeof courseFormSchema>;
export const courseEditSchema = courseFormFields.extend(readCopySchema.shape).superRefine(coursePaidRules);
export type CourseEdit = z.output<typeof courseEditSchema>;

export const courseVisibilitySchema = readCopySchema.extend({
  useYn: z.enum(['Y', 'N'], { error: '공개 또는 숨김을 골라 주세요.' }),
});
export type CourseVisibility = z.infer<typeof courseVisibilitySchema>;

export const courseDeskQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, EDU_DESK_MESSAGES.searchTooLong).optional(),
    ctgrCd: eduCategorySchema.optional().catch(undefined),
    useYn: ynSchema.optional().catch(undefined),
  })
  .extend(consoleSortSchema(['crsNm', 'regDt', 'enrolCnt']).shape);
export type CourseDeskQuery = z.infer<typeof courseDeskQuerySchema>;

export const courseDeskRowSchema = z.object({
  eduCrsId: z.number().int(),
  crsNm: z.string(),
  ctgrCd: eduCategorySchema,
  ctgrNm: z.string(),
  lvlNm: z.string(),
  lsnCnt: z.number().int(),
  quizCnt: z.number().int(),
  enrolCnt: z.number().int(),
  cmplCnt: z.number().int(),
  useYn: ynSchema,
  regDt: z.string(),
  updtDt: z.string(),
});
export type CourseDeskRow = z.infer<typeof courseDeskRowSchema>;

export const quizQuestionSchema = z.object({
  qstnCn: trimmed(EDU_DESK_MESSAGES.questionRequired, 500, EDU_DESK_MESSAGES.questionTooLong),
  choices: z
    .array(trimmed(EDU_DESK_MESSAGES.choiceRequired, 200, EDU_DESK_MESSAGES.choiceTooLong), {
      error: EDU_DESK_MESSAGES.choicesCount,
    })
    .min(EDU_QUIZ_MIN_CHOICES, EDU_DESK_MESSAGES.choicesCount)
    .max(EDU_QUIZ_MAX_CHOICES, EDU_DESK_MESSAGES.choicesCount),
  /** The right choice, from 1. */
  answerNo: z
    .number({ error: EDU_DESK_MESSAGES.answerRequired })
    .int(EDU_DESK_MESSAGES.answerRequired)
    .min(1, EDU_DESK_MESSAGES.answerRequired)
    .max(EDU_QUIZ_MAX_CHOICES, EDU_DESK_MESSAGES.answerRequired),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const deskFileSchema = z.object({ fileId: z.string(), fileNm: z.string(), fileSize: z.number().int() });
export type EduDeskFile = z.infer<typeof deskFileSchema>;

export const lessonDeskSchema = z.object({
  eduLsnId: z.number().int(),
  lsnNo: z.number().int(),
  lsnNm: z.string(),
  lrnMin: z.number().int(),
  lsnKind: eduLessonKindSchema,
  lsnCn: z.string(),
  brcInfoNo: z.number().int().nullable(),
  brcTit: z.string().nullable(),
  atchFiles: z.array(deskFileSchema),
  passPct: z.number().int().nullable(),
  questions: z.array(quizQuestionSchema),
  /** Members who have finished (or passed) the lesson. */
  doneCnt: z.number().int(),
});
export type LessonDesk = z.infer<typeof lessonDeskSchema>;

export const courseDeskDetailSchema = courseDeskRowSchema.extend({
  crsSmry: z.string(),
  crsDesc: z.string(),
  goals: z.string(),
  lvlCd: eduLevelSchema,
  instrNm: z.string(),
  freeYn: ynSchema,
  price: z.number().int(),
  extUrl: z.string().nullable(),
  /** The uploaded picture, null when the course shows its category's picture. */
  thmbUrl: z.string().nullable(),
  lessons: z.array(lessonDeskSchema),
});
export type CourseDeskDetail = z.infer<typeof courseDeskDetailSchema>;

export const courseSavedSchema = commandResultSchema.extend({ eduCrsId: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------
// Lessons
// ---------------------------------------------------------------------------------------------------------------

export const lessonFormFields = z.object({
  lsnNm: trimmed(EDU_DESK_MESSAGES.lessonNameRequired, 200, EDU_DESK_MESSAGES.lessonNameTooLong),
  lrnMin: z
    .number({ error: EDU_DESK_MESSAGES.minutesInvalid })
    .int(EDU_DESK_MESSAGES.minutesInvalid)
    .min(1, EDU_DESK_MESSAGES.minutesInvalid)
    .max(600, EDU_DESK_MESSAGES.minutesInvalid),
  lsnKind: eduLessonKindSchema,
  /** Rich text: the lesson's text (required for a text lesson; an introduction for the other kinds). */
  lsnCn: z
    .string({ error: EDU_DESK_MESSAGES.lessonBodyRequired })
    .max(200_000, EDU_DESK_MESSAGES.lessonBodyTooLong)
    .default(''),
  brcInfoNo: z
    .number({ error: EDU_DESK_MESSAGES.vodRequired })
    .int(EDU_DESK_MESSAGES.vodRequired)
    .min(1, EDU_DESK_MESSAGES.vodRequired)
    .max(2_147_483_647, EDU_DESK_MESSAGES.vodRequired)
    .nullable()
    .default(null),
  atchFileIds: z.array(fileIdSchema).max(EDU_LESSON_MAX_FILES, EDU_DESK_MESSAGES.filesTooMany).default([]),
  passPct: z
    .number({ error: EDU_DESK_MESSAGES.passPctRequired })
    .int(EDU_DESK_MESSAGES.passPctRequired)
    .min(1, EDU_DESK_MESSAGES.passPctRequired)
    .max(100, EDU_DESK_MESSAGES.passPctRequired)
    .nullable()
    .default(null),
  questions: z.array(quizQuestionSchema).max(EDU_QUIZ_MAX_QUESTIONS, EDU_DESK_MESSAGES.questionsTooMany).default([]),
});

/** What each kind needs: a text, a recording, files, or questions with a pass mark. */
function lessonKindRules(b: z.output<typeof lessonFormFields>, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (b.lsnKind === 'TEXT' && !b.lsnCn.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(b.lsnCn))
    issue(['lsnCn'], EDU_DESK_MESSAGES.lessonBodyRequired);
  if (b.lsnKind === 'VIDEO' && b.brcInfoNo === null) issue(['brcInfoNo'], EDU_DESK_MESSAGES.vodRequired);
  if (b.lsnKind === 'FILES' && b.atchFileIds.length === 0) issue(['atchFileIds'], EDU_DESK_MESSAGES.filesRequired);
  if (b.lsnKind === 'QUIZ') {
    if (b.passPct === null) issue(['passPct'], EDU_DESK_MESSAGES.passPctRequired);
    if (b.questions.length === 0) issue(['questions'], EDU_DESK_MESSAGES.questionsRequired);
    b.questions.forEach((q, i) => {
      if (q.answerNo > q.choices.length) issue(['questions', i, 'answerNo'], EDU_DESK_MESSAGES.answerRequired);
    });
  }
}

export const lessonFormSchema = lessonFormFields.superRefine(lessonKindRules);
export type LessonFormBody = z.input<typeof lessonFormSchema>;
export type LessonForm = z.output<typeof lessonFormSchema>;
/** A lesson added or edited names the course's copy. */
export const lessonWriteSchema = lessonFormFields.extend(readCopySchema.shape).superRefine(lessonKindRules);
export type LessonWrite = z.output<typeof lessonWriteSchema>;

export const lessonOrderSchema = readCopySchema.extend({
  eduLsnIds: z
    .array(rowIdSchema(EDU_DESK_MESSAGES.orderInvalid), { error: EDU_DESK_MESSAGES.orderInvalid })
    .min(1, EDU_DESK_MESSAGES.orderInvalid)
    .max(500, EDU_DESK_MESSAGES.orderInvalid),
});
export type LessonOrder = z.infer<typeof lessonOrderSchema>;

export const lessonRemoveQuerySchema = readCopySchema;

export const vodChoiceQuerySchema = z.object({
  q: z.string().trim().max(100, EDU_DESK_MESSAGES.searchTooLong).optional(),
});
export const vodChoiceSchema = z.object({ brcInfoNo: z.number().int(), brcTit: z.string(), brcYmd: z.string() });
export type VodChoice = z.infer<typeof vodChoiceSchema>;

export const filesUploadedSchema = commandResultSchema.extend({ files: z.array(deskFileSchema) });
export const pictureUploadedSchema = commandResultSchema.extend({ url: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Enrolments, progress, certificates
// ---------------------------------------------------------------------------------------------------------------

export const EDU_ENROL_STATES = ['LEARNING', 'COMPLETED', 'REVOKED'] as const;
export const eduEnrolStateSchema = z.enum(EDU_ENROL_STATES, { error: '수강 상태가 올바르지 않습니다.' });
export type EduEnrolState = z.infer<typeof eduEnrolStateSchema>;
export const EDU_ENROL_STATE_NAMES: Record<EduEnrolState, string> = {
  LEARNING: '수강 중',
  COMPLETED: '수료',
  REVOKED: '수료증 취소',
};

export const enrolmentDeskQuerySchema = consolePageQuerySchema.extend({
  state: eduEnrolStateSchema.optional().catch(undefined),
});
export type EnrolmentDeskQuery = z.infer<typeof enrolmentDeskQuerySchema>;

export const enrolmentDeskRowSchema = z.object({
  eduEnrolId: z.number().int(),
  /** Masked (contracts/mask.ts). */
  lgnId: z.string(),
  userNm: z.string(),
  enrolYmd: ymdSchema,
  doneLsnCnt: z.number().int(),
  lsnCnt: z.number().int(),
  progressPct: z.number().int(),
  state: eduEnrolStateSchema,
  cmplYmd: ymdSchema.nullable(),
  certNo: z.string().nullable(),
  certRvkYmd: ymdSchema.nullable(),
  updtDt: z.string(),
});
export type EnrolmentDeskRow = z.infer<typeof enrolmentDeskRowSchema>;

/** The progress bands of the distribution chart. */
export const EDU_PROGRESS_BANDS = ['0~24%', '25~49%', '50~74%', '75~99%', '수료'] as const;
export const EDU_PROGRESS_CHART_TITLE = '수강 신청일별 진도율 분포';

export const courseProgressSchema = z.object({
  crsNm: z.string(),
  enrolCnt: z.number().int(),
  /** Every enrolment of the course by band (EDU_PROGRESS_BANDS). */
  bands: z.array(z.object({ name: z.string(), cnt: z.number().int() })),
  /** The last 30 Seoul days' enrolments, by enrolment day, stacked by band. */
  chart: chartSchema,
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const enrolmentExportQuerySchema = z.object({
  format: z.enum(['csv'], { error: EDU_DESK_MESSAGES.formatInvalid }).default('csv'),
  reason: exportReasonSchema,
});
export type EnrolmentExportQuery = z.infer<typeof enrolmentExportQuerySchema>;

export const certificateChangeSchema = readCopySchema.extend({ reason: reasonSchema });
export type CertificateChange = z.infer<typeof certificateChangeSchema>;

const educationDesk = { roles: ['SYSTEM', 'EDUCATION'] } as const;
const courseParams = z.object({ eduCrsId: rowIdSchema(EDU_MESSAGES.invalidId) });
const lessonParams = courseParams.extend({ eduLsnId: rowIdSchema(EDU_MESSAGES.invalidLessonId) });
const certParams = z.object({ certNo: certNoSchema });

export const educationAdminEndpoints = {
  courses: endpoint({
    method: 'GET',
    path: 'education/admin/courses',
    access: educationDesk,
    summary: '이러닝 과정 관리 목록(과정명 검색, 분야, 공개 여부; 과정명·등록일·수강생 수로 정렬)',
    query: courseDeskQuerySchema,
    response: pageSchema(courseDeskRowSchema),
  }),
  course: endpoint({
    method: 'GET',
    path: 'education/admin/courses/:eduCrsId',
    access: educationDesk,
    summary: '이러닝 과정 관리 상세(차시와 퀴즈 정답 포함, 읽은 사본 updtDt)',
    params: courseParams,
    response: courseDeskDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'education/admin/courses',
    access: educationDesk,
    summary: '이러닝 과정 등록(숨김 상태로 등록, 감사 기록)',
    body: courseFormSchema,
    response: courseSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'education/admin/courses/:eduCrsId',
    access: educationDesk,
    summary: '이러닝 과정 수정(읽은 사본 기준, 감사 기록)',
    params: courseParams,
    body: courseEditSchema,
    response: courseSavedSchema,
  }),
  visibility: endpoint({
    method: 'PUT',
    path: 'education/admin/courses/:eduCrsId/visibility',
    access: educationDesk,
    summary: '이러닝 과정 공개·숨김(공개에는 차시 1개 이상; 읽은 사본 기준, 감사 기록)',
    params: courseParams,
    body: courseVisibilitySchema,
    response: commandResultSchema,
  }),
  addLesson: endpoint({
    method: 'POST',
    path: 'education/admin/courses/:eduCrsId/lessons',
    access: educationDesk,
    summary: '차시 넣기(글과 사진, 방송 다시보기, 학습 자료, 퀴즈; 맨 뒤에 넣음; 읽은 사본 기준)',
    params: courseParams,
    body: lessonWriteSchema,
    response: courseSavedSchema,
  }),
  updateLesson: endpoint({
    method: 'PUT',
    path: 'education/admin/courses/:eduCrsId/lessons/:eduLsnId',
    access: educationDesk,
    summary: '차시 수정(퀴즈가 바뀌면 수료 전 회원은 이 차시를 다시 마침; 읽은 사본 기준)',
    params: lessonParams,
    body: lessonWriteSchema,
    response: courseSavedSchema,
  }),
  removeLesson: endpoint({
    method: 'DELETE',
    path: 'education/admin/courses/:eduCrsId/lessons/:eduLsnId',
    access: educationDesk,
    summary: '차시 빼기(남은 차시를 모두 마친 회원은 바로 수료; 읽은 사본 기준 ?updtDt=)',
    params: lessonParams,
    query: lessonRemoveQuerySchema,
    response: courseSavedSchema,
  }),
  reorderLessons: endpoint({
    method: 'PUT',
    path: 'education/admin/courses/:eduCrsId/lessons/order',
    access: educationDesk,
    summary: '차시 순서 바꾸기(과정의 차시 전부를 새 순서로; 읽은 사본 기준)',
    params: courseParams,
    body: lessonOrderSchema,
    response: courseSavedSchema,
  }),
  vods: endpoint({
    method: 'GET',
    path: 'education/admin/vods',
    access: educationDesk,
    summary: '차시에 넣을 방송 다시보기 고르기(제목 검색, 최근 50개)',
    query: vodChoiceQuerySchema,
    response: z.array(vodChoiceSchema),
  }),
  uploadFiles: endpoint({
    method: 'POST',
    path: 'education/admin/files',
    access: educationDesk,
    summary: '학습 자료 올리기(multipart uploadFiles, 최대 5개; 차시 저장 때 atchFileIds로 붙임)',
    multipart: true,
    response: filesUploadedSchema,
  }),
  uploadPicture: endpoint({
    method: 'POST',
    path: 'education/admin/pictures',
    access: educationDesk,
    summary: '과정 대표 사진 올리기(multipart uploadFile; PNG·JPEG·GIF·WEBP, 화면 크기로 맞춤)',
    multipart: true,
    response: pictureUploadedSchema,
  }),
  enrolments: endpoint({
    method: 'GET',
    path: 'education/admin/courses/:eduCrsId/enrolments',
    access: educationDesk,
    summary: '과정의 수강생과 진도(아이디·이름은 가림; 수강 중, 수료, 수료증 취소)',
    params: courseParams,
    query: enrolmentDeskQuerySchema,
    response: pageSchema(enrolmentDeskRowSchema),
  }),
  progress: endpoint({
    method: 'GET',
    path: 'education/admin/courses/:eduCrsId/progress',
    access: educationDesk,
    summary: '과정의 진도율 분포(전체와 최근 30일 수강 신청일별)',
    params: courseParams,
    response: courseProgressSchema,
  }),
  exportEnrolments: endpoint({
    method: 'GET',
    path: 'education/admin/courses/:eduCrsId/enrolments/export',
    access: educationDesk,
    summary: '수료 현황 내려받기(CSV; 사유 필수, 개인정보 접근기록에 다운로드로 남음)',
    params: courseParams,
    query: enrolmentExportQuerySchema,
  }),
  revokeCertificate: endpoint({
    method: 'PUT',
    path: 'education/admin/certificates/:certNo/revoke',
    access: educationDesk,
    summary: '수료증 취소(사유 필수, 회원에게 알림, 진위 확인에 취소로 보임; 읽은 사본 기준)',
    params: certParams,
    body: certificateChangeSchema,
    response: commandResultSchema,
  }),
  reissueCertificate: endpoint({
    method: 'PUT',
    path: 'education/admin/certificates/:certNo/reissue',
    access: educationDesk,
    summary: '수료증 재발급(새 번호, 사유 필수, 회원에게 알림, 옛 번호는 바뀌었다고 보임; 읽은 사본 기준)',
    params: certParams,
    body: certificateChangeSchema,
    response: commandResultSchema.extend({ certNo: z.string() }),
  }),
} as const;
