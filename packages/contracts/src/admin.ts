import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pageSchema, ymdSchema } from './envelope.js';
import { OPERATOR_ROLE_NAMES, OPERATOR_ROLES, type OperatorRole } from './operator-roles.js';

/**
 * The operator console's frame (`/admin`, decision 034): operator roles and their grant history, the console's own
 * session facts, the personal-data access log (개인정보의 안전성 확보조치 기준 제8조) with its monthly review, the audit
 * of console changes, and the dashboard. The desks (`<domain>.admin.ts`) declare their calls with the roles they
 * need, as `{ roles: [...] }` access.
 */

export { OPERATOR_ROLE_NAMES, OPERATOR_ROLES, type OperatorRole };
export const operatorRoleSchema = z.enum(OPERATOR_ROLES, { error: '담당 역할이 올바르지 않습니다.' });

/** What an access log row says was done with a member's personal data. */
export const ACCESS_KINDS = ['VIEW', 'CHANGE', 'DOWNLOAD', 'PRINT'] as const;
export const accessKindSchema = z.enum(ACCESS_KINDS, { error: '처리 구분이 올바르지 않습니다.' });
export type AccessKind = z.infer<typeof accessKindSchema>;
export const ACCESS_KIND_NAMES: Record<AccessKind, string> = {
  VIEW: '조회',
  CHANGE: '변경',
  DOWNLOAD: '다운로드',
  PRINT: '출력',
};

export const ADMIN_MESSAGES = {
  staleCopy: '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.',
  secondFactorRequired: '2단계 인증을 마친 운영자만 관리자 화면을 이용할 수 있습니다.',
  roleRequired: '이 업무의 담당 역할이 없습니다. 시스템 관리자에게 역할을 요청해 주세요.',
  reasonRequired: '사유를 입력해 주세요.',
  reasonTooLong: '사유는 500자 이내로 입력해 주세요.',
  exportReasonRequired: '내려받는 사유를 입력해 주세요.',
  exportFormatInvalid: '파일 형식은 CSV 또는 XLSX 입니다.',
  roleGranted: '역할을 부여했습니다.',
  roleRevoked: '역할을 회수했습니다.',
  roleUnchanged: '이미 그렇게 되어 있습니다.',
  notOperator: '운영자 계정에만 역할을 부여할 수 있습니다.',
  lastSystemAdmin: '마지막 시스템 관리자의 역할은 회수할 수 없습니다.',
  secondFactorReset: '2단계 인증을 초기화했습니다. 다음 로그인에서 다시 등록합니다.',
  chainIntact: '접근기록이 빠짐없이 이어져 있습니다.',
  chainBroken: (logId: number) => `접근기록 ${logId}번에서 위·변조 또는 삭제가 확인되었습니다.`,
  periodInvalid: '조회 기간이 올바르지 않습니다.',
  systemAdminExists: '시스템 관리자가 이미 있습니다. 운영자의 역할은 관리자 화면(운영자와 역할)에서 부여합니다.',
  lgnIdTaken: '이미 사용 중인 아이디입니다.',
  memberNotFound: '회원을 찾을 수 없습니다.',
  memberLocked: '회원의 이용을 정지했습니다. 로그인 중인 세션도 끝냈습니다.',
  memberUnlocked: '회원의 이용 정지를 해제했습니다.',
  memberSessionsEnded: (n: number) => `로그인 중인 세션 ${n}개를 끝냈습니다.`,
  certificateApproved: '소상공인 확인서를 승인했습니다. 회원에게 문자로 알렸습니다.',
  certificateRejected: '소상공인 확인서를 반려했습니다. 회원에게 사유를 문자로 알렸습니다.',
} as const;

/** A reason an operator gives (a role change, an export, a refusal): 1–500 characters, trimmed. */
export const reasonSchema = z
  .string({ error: ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.reasonRequired)
  .max(500, ADMIN_MESSAGES.reasonTooLong);

/**
 * Why an operator takes personal data out of the portal (an export of a desk's rows): 1–500 characters, trimmed. The
 * server writes it with the count into the access log; every export of personal data asks for it.
 */
export const exportReasonSchema = z
  .string({ error: ADMIN_MESSAGES.exportReasonRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.exportReasonRequired)
  .max(500, ADMIN_MESSAGES.reasonTooLong);

/** The files a console export writes: CSV, or an XLSX workbook where the desk offers one. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: ADMIN_MESSAGES.exportFormatInvalid });

/**
 * The copy a console change was made on: the row's `updtDt` as the operator read it. A change on an older copy is
 * refused with `ADMIN_MESSAGES.staleCopy` (409) and changes nothing.
 */
export const readCopySchema = z.object({
  updtDt: z.string({ error: ADMIN_MESSAGES.staleCopy }).min(1, ADMIN_MESSAGES.staleCopy).max(40),
});

/** A console list's page: 20 rows by default, 100 at most. */
export const consolePageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A console list's sort, kept in the address bar (`?sort=regDt&order=asc`): one of the columns the list names, up or
 * down. Without it a list keeps its own order (newest first). Extend a list's query with `.extend(consoleSortSchema(
 * [...]).shape)`; the repository maps each key to its column (`http/console-sort.ts`).
 */
export function consoleSortSchema<const K extends readonly [string, ...string[]]>(keys: K) {
  return z.object({
    sort: z.enum(keys, { error: '정렬 기준이 올바르지 않습니다.' }).optional(),
    order: z.enum(SORT_ORDERS, { error: '정렬 방향은 asc 또는 desc입니다.' }).optional(),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The console session
// ---------------------------------------------------------------------------------------------------------------

export const consoleMeSchema = z.object({
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  roles: z.array(operatorRoleSchema),
  /** When the idle session ends (ISO), for the header's time left. */
  expiresAt: z.string(),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The personal-data access log (제8조)
// ---------------------------------------------------------------------------------------------------------------

export const accessLogRowSchema = z.object({
  logId: z.number().int(),
  oprUserId: z.number().int(),
  oprLgnId: z.string(),
  oprNm: z.string(),
  regDt: z.string(),
  clientIp: z.string(),
  subjectUserId: z.number().int().nullable(),
  subjectLgnId: z.string().nullable(),
  accessKind: accessKindSchema,
  screen: z.string(),
  detail: z.string(),
  reason: z.string().nullable(),
});
export type AccessLogRow = z.infer<typeof accessLogRowSchema>;

export const accessLogQuerySchema = consolePageQuerySchema
  .extend({
    oprLgnId: z.string().trim().max(100).optional(),
    subjectLgnId: z.string().trim().max(100).optional(),
    accessKind: accessKindSchema.optional(),
    from: ymdSchema.optional(),
    to: ymdSchema.optional(),
  })
  .extend(consoleSortSchema(['regDt', 'oprLgnId', 'subjectLgnId', 'accessKind']).shape);
export type AccessLogQuery = z.infer<typeof accessLogQuerySchema>;

export const accessReviewQuerySchema = z.object({
  ym: z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/, ADMIN_MESSAGES.periodInvalid),
});
export const accessReviewSchema = z.object({
  ym: z.string(),
  /** Counts per operator and kind. */
  counts: z.array(
    z.object({
      oprUserId: z.number().int(),
      oprLgnId: z.string(),
      oprNm: z.string(),
      accessKind: accessKindSchema,
      count: z.number().int(),
    }),
  ),
  /** Every download of the month with its reason. */
  downloads: z.array(accessLogRowSchema),
});
export type AccessReview = z.infer<typeof accessReviewSchema>;

export const chainCheckSchema = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  firstBrokenLogId: z.number().int().nullable(),
  message: z.string(),
});
export type ChainCheck = z.infer<typeof chainCheckSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The audit of console changes
// ---------------------------------------------------------------------------------------------------------------

export const auditRowSchema = z.object({
  auditId: z.number().int(),
  oprUserId: z.number().int(),
  oprNm: z.string(),
  regDt: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  action: z.string(),
  /** JSON of the row before and after (null for a creation or a removal). */
  beforeJson: z.string().nullable(),
  afterJson: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditQuerySchema = consolePageQuerySchema
  .extend({
    targetKind: z.string().trim().max(60).optional(),
    targetId: z.string().trim().max(60).optional(),
  })
  .extend(consoleSortSchema(['regDt', 'oprNm', 'targetKind', 'action']).shape);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// The dashboard
// ---------------------------------------------------------------------------------------------------------------

/** A queue of waiting work: its count and the console page that holds it. */
export const waitingWorkSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  href: z.string(),
  role: operatorRoleSchema,
});
export type WaitingWork = z.infer<typeof waitingWorkSchema>;

export const dashboardSchema = z.object({ waiting: z.array(waitingWorkSchema) });

export const CHART_KINDS = ['signups', 'reservations', 'applications', 'pageViews'] as const;
export const chartKindSchema = z.enum(CHART_KINDS, { error: '차트 구분이 올바르지 않습니다.' });
export type ChartKind = z.infer<typeof chartKindSchema>;
export const CHART_TITLES: Record<ChartKind, string> = {
  signups: '회원 유형별 가입',
  reservations: '스튜디오별 예약',
  applications: '지원사업별 신청',
  pageViews: '공개 화면 조회수',
};

/** One series per group (member kind, studio, programme, page), a value per day (yyyyMMdd). */
export const chartSchema = z.object({
  /** The dashboard's kinds (CHART_KINDS), or a desk's own chart (the e-learning desk's 'eduProgress'). */
  kind: z.string(),
  title: z.string(),
  days: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), values: z.array(z.number().int()), total: z.number().int() })),
});
export type Chart = z.infer<typeof chartSchema>;

const everyRole = { roles: OPERATOR_ROLES };

export const adminEndpoints = {
  me: endpoint({
    method: 'GET',
    path: 'admin/me',
    access: everyRole,
    summary: '관리자 화면의 운영자 정보(이름, 역할, 남은 시간)',
    response: consoleMeSchema,
  }),
  accessLog: endpoint({
    method: 'GET',
    path: 'admin/access-log',
    access: { roles: ['SYSTEM'] },
    summary: '개인정보 접근기록 검색(운영자, 정보주체, 구분, 기간)',
    query: accessLogQuerySchema,
    response: pageSchema(accessLogRowSchema),
  }),
  accessReview: endpoint({
    method: 'GET',
    path: 'admin/access-log/review',
    access: { roles: ['SYSTEM'] },
    summary: '접근기록 월간 점검(운영자·구분별 건수, 다운로드와 사유)',
    query: accessReviewQuerySchema,
    response: accessReviewSchema,
  }),
  accessChain: endpoint({
    method: 'GET',
    path: 'admin/access-log/chain',
    access: { roles: ['SYSTEM'] },
    summary: '접근기록 위·변조 점검(해시 사슬 확인)',
    response: chainCheckSchema,
  }),
  audit: endpoint({
    method: 'GET',
    path: 'admin/audit',
    access: { roles: ['SYSTEM'] },
    summary: '관리자 변경 이력(변경 전·후)',
    query: auditQuerySchema,
    response: pageSchema(auditRowSchema),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: 'admin/dashboard',
    access: everyRole,
    summary: '처리 대기 업무 건수',
    response: dashboardSchema,
  }),
} as const;
