import { z } from 'zod';
import { attachmentSchema } from './content.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageQuerySchema, pageSchema, rowIdSchema, ymdSchema, ynSchema } from './envelope.js';

/**
 * E-learning (이러닝: education, educationpre, educationapply; api-map `edu/courses`, `edu/course/{id}`, `edu/aply`):
 * a catalogue of courses with their lessons; members consent to e-learning information (felrgEduTknlcrsAplyYn) and
 * free courses open to them 5 days later (spec section 9); they enrol, finish lessons one by one (resuming at the
 * first unfinished one), complete a course at 100 % and download a completion certificate (PDF) whose number anyone
 * can verify.
 */

/** Free courses open this many days after the member's e-learning consent (spec section 9). */
export const EDU_OPEN_AFTER_DAYS = 5;
/** The education popup is hidden for this many days when asked (spec section 9). */
export const EDU_POPUP_HIDE_DAYS = 30;
/** Search words are at most this long. */
export const EDU_SEARCH_MAX = 50;

export const EDU_MESSAGES = {
  consentTitle: '이러닝 정보 수신 동의',
  confirmConsent: '이러닝 정보 수신에 동의하시겠습니까?',
  consented: (openYmd: string) =>
    `이러닝 정보 수신에 동의하였습니다. 무료 과정은 ${openYmd.slice(0, 4)}.${openYmd.slice(4, 6)}.${openYmd.slice(6, 8)}부터 수강할 수 있습니다.`,
  alreadyConsented: '이미 이러닝 정보 수신에 동의하였습니다.',
  consentRequired: '이러닝 정보 수신에 동의한 회원만 무료 과정을 수강할 수 있습니다.',
  notOpenYet: (openYmd: string) =>
    `무료 과정은 ${openYmd.slice(0, 4)}.${openYmd.slice(4, 6)}.${openYmd.slice(6, 8)}부터 수강할 수 있습니다.`,
  paidCourse: '유료 과정은 교육기관 누리집에서 수강 신청합니다.',
  confirmEnrol: '이 과정을 수강 신청하시겠습니까?',
  enrolled: '수강 신청이 완료되었습니다. 첫 차시부터 학습을 시작하세요.',
  alreadyEnrolled: '이미 수강 중인 과정입니다.',
  notEnrolled: '수강 신청한 회원만 학습할 수 있습니다.',
  lessonDone: '이 차시의 학습을 완료하였습니다.',
  courseCompleted: '과정을 모두 마쳤습니다. 수료증을 내려받을 수 있습니다.',
  courseNotFound: '교육 과정을 찾을 수 없습니다.',
  lessonNotFound: '차시를 찾을 수 없습니다.',
  invalidId: '교육 과정 번호가 올바르지 않습니다.',
  invalidLessonId: '차시 번호가 올바르지 않습니다.',
  fileNotFound: '학습 자료를 찾을 수 없습니다.',
  invalidFileId: '학습 자료 번호가 올바르지 않습니다.',
  certNotFound: '수료증을 찾을 수 없습니다. 수료증 번호를 확인해주세요.',
  certRevokedDownload: '취소된 수료증은 내려받을 수 없습니다.',
  invalidCertNo: '수료증 번호는 EDU-로 시작하는 12자리입니다. (예: EDU-7K2M9QXA)',
  searchTooLong: `검색어는 ${EDU_SEARCH_MAX}자 이내로 입력해주세요.`,
} as const;

/** Categories of courses (분야). */
export const EDU_CATEGORIES = {
  online: '온라인 판로',
  marketing: '마케팅·홍보',
  live: '라이브커머스',
  finance: '세무·재무',
  store: '매장 운영',
  digital: '디지털 전환',
} as const;
export type EduCategory = keyof typeof EDU_CATEGORIES;
export const eduCategorySchema = z.enum(Object.keys(EDU_CATEGORIES) as [EduCategory, ...EduCategory[]]);

/** Levels (난이도). */
export const EDU_LEVELS = { '1': '입문', '2': '기초', '3': '실무' } as const;
export type EduLevel = keyof typeof EDU_LEVELS;
export const eduLevelSchema = z.enum(['1', '2', '3']);

/** A certificate number as printed: 'EDU-' and 8 letters or digits (no 0/O, 1/I/L to read it aloud safely). */
export const CERT_NO_PATTERN = /^EDU-[2-9A-HJKMNP-Z]{8}$/;
export const certNoSchema = z
  .string({ error: EDU_MESSAGES.invalidCertNo })
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(CERT_NO_PATTERN, EDU_MESSAGES.invalidCertNo));

export const courseQuerySchema = pageQuerySchema.extend({
  ctgrCd: eduCategorySchema.optional().catch(undefined),
  lvlCd: eduLevelSchema.optional().catch(undefined),
  freeYn: ynSchema.optional().catch(undefined),
  searchTerm: z.string().trim().max(EDU_SEARCH_MAX, EDU_MESSAGES.searchTooLong).optional(),
});
export type CourseQuery = z.infer<typeof courseQuerySchema>;

export const courseParamsSchema = z.object({ eduCrsId: rowIdSchema(EDU_MESSAGES.invalidId) });
export const lessonParamsSchema = z.object({
  eduCrsId: rowIdSchema(EDU_MESSAGES.invalidId),
  eduLsnId: rowIdSchema(EDU_MESSAGES.invalidLessonId),
});
export const lessonFileParamsSchema = lessonParamsSchema.extend({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, EDU_MESSAGES.invalidFileId),
});
export const certParamsSchema = z.object({ certNo: certNoSchema });
export const certQuerySchema = z.object({ certNo: certNoSchema });

/** A member's place in a course. */
export const enrolmentSchema = z.object({
  enrolYmd: ymdSchema,
  doneLsnCnt: z.number().int(),
  /** 0-100, whole percent. */
  progressPct: z.number().int(),
  /** The lesson to resume at: the first one not finished (the last one once all are). */
  resumeLsnId: z.number().int().nullable(),
  cmplYn: ynSchema,
  cmplYmd: ymdSchema.nullable(),
  certNo: z.string().nullable(),
  /** The day the certificate was revoked by the e-learning desk (null while it stands). */
  certRvkYmd: ymdSchema.nullable().default(null),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const courseSummarySchema = z.object({
  eduCrsId: z.number().int(),
  crsNm: z.string(),
  crsSmry: z.string(),
  ctgrCd: eduCategorySchema,
  ctgrNm: z.string(),
  lvlCd: eduLevelSchema,
  lvlNm: z.string(),
  /** Total learning time in minutes (the lessons' sum). */
  lrnMin: z.number().int(),
  lsnCnt: z.number().int(),
  instrNm: z.string(),
  freeYn: ynSchema,
  /** Fee in won for paid courses (0 when free). */
  price: z.number().int(),
  thmbUrl: z.string(),
  /** The logged-in member's progress (null for visitors and courses not enrolled). */
  progressPct: z.number().int().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const coursePageSchema = pageSchema(courseSummarySchema);

export const lessonSummarySchema = z.object({
  eduLsnId: z.number().int(),
  lsnNo: z.number().int(),
  lsnNm: z.string(),
  lrnMin: z.number().int(),
  doneYn: ynSchema,
  /** 'Y' when the lesson is a video (a recorded broadcast played with its captions). */
  videoYn: ynSchema,
  /** How many study materials the lesson has. */
  atchCnt: z.number().int(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** What the caller may do with a free course: visitors log in, members consent, wait for the day it opens, enrol. */
export const EDU_ACCESS = ['login', 'consent', 'waiting', 'enrol', 'enrolled', 'paid'] as const;
export const eduAccessSchema = z.enum(EDU_ACCESS);
export type EduAccess = z.infer<typeof eduAccessSchema>;

export const courseDetailSchema = courseSummarySchema.extend({
  crsDesc: z.string(),
  goals: z.array(z.string()),
  /** The education provider's page, where paid courses are applied for. */
  extUrl: z.string().nullable(),
  lessons: z.array(lessonSummarySchema),
  access: eduAccessSchema,
  /** The day free courses open for the member (after consent), null otherwise. */
  openYmd: ymdSchema.nullable(),
  enrolment: enrolmentSchema.nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const lessonSchema = z.object({
  eduCrsId: z.number().int(),
  crsNm: z.string(),
  eduLsnId: z.number().int(),
  lsnNo: z.number().int(),
  lsnNm: z.string(),
  lrnMin: z.number().int(),
  /** Sanitized HTML of the lesson's text. */
  lsnCn: z.string(),
  /**
   * A video lesson: a recorded broadcast of the portal, played by the broadcast player with its Korean captions
   * (media are null while the recording is not rendered yet).
   */
  video: z
    .object({
      brcInfoNo: z.number().int(),
      brcTit: z.string(),
      mediaUrl: z.string().nullable(),
      captionUrl: z.string().nullable(),
      posterUrl: z.string().nullable(),
    })
    .nullable(),
  /** Study materials (학습 자료) to download, for enrolled members. */
  atchFiles: z.array(attachmentSchema),
  /** 글과 사진 · 방송 다시보기 · 학습 자료 · 퀴즈 (education.admin.ts EDU_LESSON_KINDS). */
  lsnKind: z.enum(['TEXT', 'VIDEO', 'FILES', 'QUIZ']).default('TEXT'),
  /** A quiz lesson's questions (never their answers: the server grades) and the member's attempts, newest first. */
  quiz: z
    .object({
      passPct: z.number().int(),
      questions: z.array(z.object({ qstnNo: z.number().int(), qstnCn: z.string(), choices: z.array(z.string()) })),
      attempts: z.array(
        z.object({
          scorePct: z.number().int(),
          crctCnt: z.number().int(),
          qstnCnt: z.number().int(),
          passYn: ynSchema,
          regDt: z.string(),
        }),
      ),
      passedYn: ynSchema,
    })
    .nullable()
    .default(null),
  doneYn: ynSchema,
  prevLsnId: z.number().int().nullable(),
  nextLsnId: z.number().int().nullable(),
  enrolment: enrolmentSchema,
});
export type Lesson = z.infer<typeof lessonSchema>;

export const consentStateSchema = z.object({
  felrgEduTknlcrsAplyYn: ynSchema,
  aplyYmd: ymdSchema.nullable(),
  openYmd: ymdSchema.nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;
export const consentResultSchema = commandResultSchema.extend({ openYmd: ymdSchema });

export const lessonDoneResultSchema = commandResultSchema.extend({ enrolment: enrolmentSchema });

export const myCourseSchema = courseSummarySchema.extend({ enrolment: enrolmentSchema });
export type MyCourse = z.infer<typeof myCourseSchema>;
export const myCourseListSchema = z.array(myCourseSchema);

export const CERT_STATES = ['VALID', 'REVOKED', 'REPLACED'] as const;
export const certVerificationSchema = z.object({
  certNo: z.string(),
  /** The holder's name, masked ('홍*동'). */
  userNm: z.string(),
  crsNm: z.string(),
  cmplYmd: ymdSchema,
  /** VALID; REVOKED by the e-learning desk (on `stateYmd`); REPLACED by a re-issued number (`newCertNo`, on `stateYmd`). */
  state: z.enum(CERT_STATES).default('VALID'),
  stateYmd: ymdSchema.nullable().default(null),
  newCertNo: z.string().nullable().default(null),
});
export type CertVerification = z.infer<typeof certVerificationSchema>;

/** A member's answers to a quiz lesson: the chosen choice (from 1) of each question, in order. */
export const quizAnswerSchema = z.object({
  answers: z
    .array(
      z
        .number({ error: '보기 중에서 답을 골라 주세요.' })
        .int('보기 중에서 답을 골라 주세요.')
        .min(1, '보기 중에서 답을 골라 주세요.')
        .max(6, '보기 중에서 답을 골라 주세요.'),
      {
        error: '모든 문항에 답해 주세요.',
      },
    )
    .min(1, '모든 문항에 답해 주세요.')
    .max(20, '모든 문항에 답해 주세요.'),
});
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;
export const quizResultSchema = commandResultSchema.extend({
  passYn: ynSchema,
  scorePct: z.number().int(),
  crctCnt: z.number().int(),
  qstnCnt: z.number().int(),
  passPct: z.number().int(),
  enrolment: enrolmentSchema,
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const educationEndpoints = {
  courses: endpoint({
    method: 'GET',
    path: 'edu/courses',
    access: 'public',
    summary: '이러닝 과정 목록(분야·난이도·무료 여부·검색)',
    query: courseQuerySchema,
    response: coursePageSchema,
  }),
  course: endpoint({
    method: 'GET',
    path: 'edu/course/:eduCrsId',
    access: 'public',
    summary: '이러닝 과정 상세(차시, 수강 상태)',
    params: courseParamsSchema,
    response: courseDetailSchema,
  }),
  consentState: endpoint({
    method: 'GET',
    path: 'edu/aply',
    access: 'member',
    summary: '나의 이러닝 정보 수신 동의 상태',
    response: consentStateSchema,
  }),
  consent: endpoint({
    method: 'POST',
    path: 'edu/aply',
    access: 'member',
    summary: '이러닝 정보 수신 동의(무료 과정은 5일 뒤부터)',
    response: consentResultSchema,
  }),
  enrol: endpoint({
    method: 'POST',
    path: 'edu/course/:eduCrsId/enrol',
    access: 'member',
    summary: '수강 신청',
    params: courseParamsSchema,
    response: commandResultSchema,
  }),
  lesson: endpoint({
    method: 'GET',
    path: 'edu/course/:eduCrsId/lesson/:eduLsnId',
    access: 'member',
    summary: '차시 학습(수강생)',
    params: lessonParamsSchema,
    response: lessonSchema,
  }),
  lessonDone: endpoint({
    method: 'PUT',
    path: 'edu/course/:eduCrsId/lesson/:eduLsnId/done',
    access: 'member',
    summary: '차시 학습 완료',
    params: lessonParamsSchema,
    response: lessonDoneResultSchema,
  }),
  lessonFile: endpoint({
    method: 'GET',
    path: 'edu/course/:eduCrsId/lesson/:eduLsnId/atch/:fileId',
    access: 'member',
    summary: '차시 학습 자료 내려받기(수강생, 한글 파일명 RFC 5987)',
    params: lessonFileParamsSchema,
  }),
  quiz: endpoint({
    method: 'POST',
    path: 'edu/course/:eduCrsId/lesson/:eduLsnId/quiz',
    access: 'member',
    summary: '퀴즈 제출(서버에서 채점, 응시 기록, 합격하면 차시 완료)',
    params: lessonParamsSchema,
    body: quizAnswerSchema,
    response: quizResultSchema,
  }),
  myCourses: endpoint({
    method: 'GET',
    path: 'edu/my/courses',
    access: 'member',
    summary: '나의 수강 과정',
    response: myCourseListSchema,
  }),
  certificate: endpoint({
    method: 'GET',
    path: 'edu/cert/:certNo',
    access: 'member',
    summary: '수료증 PDF(본인)',
    params: certParamsSchema,
  }),
  verifyCertificate: endpoint({
    method: 'GET',
    path: 'edu/cert/verify',
    access: 'public',
    summary: '수료증 진위 확인(번호)',
    query: certQuerySchema,
    response: certVerificationSchema,
  }),
} as const;
