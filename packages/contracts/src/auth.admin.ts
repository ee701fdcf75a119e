import { z } from 'zod';
import {
  consolePageQuerySchema,
  consoleSortSchema,
  operatorRoleSchema,
  readCopySchema,
  reasonSchema,
} from './admin.js';
import {
  AUTH_MESSAGES,
  certificateStatusSchema,
  consentChannelSchema,
  consentKindSchema,
  optionalText,
} from './auth.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, userPatternSchema } from './envelope.js';

/**
 * The accounts domain's console desk (decision 034): operators and their roles (a system administrator grants and
 * removes them; every change kept with who, when and why).
 */

export const operatorRowSchema = z.object({
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  roles: z.array(operatorRoleSchema),
  mfaEnrolled: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;

export const roleChangeBodySchema = z.object({
  roleCd: operatorRoleSchema,
  action: z.enum(['GRANT', 'REVOKE'], { error: '부여 또는 회수를 골라 주세요.' }),
  reason: reasonSchema,
});
export type RoleChangeBody = z.infer<typeof roleChangeBodySchema>;

export const roleHistoryRowSchema = z.object({
  histId: z.number().int(),
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  roleCd: operatorRoleSchema,
  action: z.enum(['GRANT', 'REVOKE']),
  reason: z.string(),
  actorId: z.number().int(),
  actorNm: z.string(),
  regDt: z.string(),
});
export type RoleHistoryRow = z.infer<typeof roleHistoryRowSchema>;

export const roleHistoryQuerySchema = consolePageQuerySchema
  .extend({
    userId: rowIdSchema().optional(),
  })
  .extend(consoleSortSchema(['regDt', 'lgnId', 'roleCd']).shape);
export type RoleHistoryQuery = z.infer<typeof roleHistoryQuerySchema>;

export const reasonBodySchema = z.object({ reason: reasonSchema });

// ---------------------------------------------------------------------------------------------------------------
// Members (회원 관리): searched and shown masked; the unmasked record is a logged read
// ---------------------------------------------------------------------------------------------------------------

export const MEMBER_KIND_NAMES = {
  '100': '운영자',
  '200': '일반(사업자)회원',
  '300': '크리에이터',
  '400': '통합회원',
} as const;
export const MEMBER_STATES = ['ACTIVE', 'LOCKED', 'DORMANT', 'WITHDRAWN'] as const;
export const memberStateSchema = z.enum(MEMBER_STATES, { error: '회원 상태가 올바르지 않습니다.' });
export type MemberState = z.infer<typeof memberStateSchema>;
export const MEMBER_STATE_NAMES: Record<MemberState, string> = {
  ACTIVE: '정상',
  LOCKED: '이용 정지',
  DORMANT: '휴면',
  WITHDRAWN: '탈퇴',
};

export const memberSearchQuerySchema = consolePageQuerySchema
  .extend({
    /** An id, a name, a mobile number or a business number, as typed (hyphens or not). */
    q: z.string().trim().max(100, '검색어는 100자 이내로 입력해 주세요.').optional(),
    kind: userPatternSchema.optional(),
    state: memberStateSchema.optional(),
  })
  .extend(consoleSortSchema(['lgnId', 'regDt', 'lastLoginAt']).shape);
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberRowSchema = z.object({
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  mblNo: z.string(),
  userPattnCd: userPatternSchema,
  state: memberStateSchema,
  regDt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberConsentSchema = z.object({
  consentKind: consentKindSchema,
  consentVersion: z.string(),
  agreYn: z.enum(['Y', 'N']),
  channel: consentChannelSchema,
  regDt: z.string(),
});

/** A member's record as the desk opens it: masked; `updtDt` is the copy a change names. */
export const memberDetailSchema = memberRowSchema.extend({
  userEmail: z.string(),
  compNm: z.string().nullable(),
  prtlBrno: z.string(),
  certificate: certificateStatusSchema,
  rstrcRsn: z.string().nullable(),
  lgnFailCnt: z.number().int(),
  activeSessions: z.number().int(),
  /** Every consent given or withdrawn, newest first. */
  consents: z.array(memberConsentSchema),
  updtDt: z.string(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** The unmasked record (a logged 조회). */
export const memberPersonalSchema = z.object({
  userNm: z.string(),
  mblNo: z.string().nullable(),
  userEmail: z.string().nullable(),
  prtlBrno: z.string().nullable(),
  brdt: z.string().nullable(),
});
export type MemberPersonal = z.infer<typeof memberPersonalSchema>;

export const memberLockBodySchema = readCopySchema.extend({
  action: z.enum(['LOCK', 'UNLOCK'], { error: '정지 또는 해제를 골라 주세요.' }),
  reason: reasonSchema,
});
export type MemberLockBody = z.infer<typeof memberLockBodySchema>;
export const memberSessionsBodySchema = z.object({ reason: reasonSchema });

/**
 * A password reset by text message: a new random temporary password is set on the copy read, the member's sessions
 * end, and the password goes to the member's mobile only (never to the console).
 */
export const memberPasswordResetBodySchema = readCopySchema.extend({ reason: reasonSchema });
export type MemberPasswordResetBody = z.infer<typeof memberPasswordResetBodySchema>;
export const MEMBER_PASSWORD_MESSAGES = {
  reset: (ended: number) => `임시 비밀번호를 회원의 휴대폰으로 보냈습니다. 로그인 중인 세션 ${ended}개를 끝냈습니다.`,
  noMobile: '휴대폰 번호가 없는 회원이라 임시 비밀번호를 문자로 보낼 수 없습니다.',
  notActive: '휴면 또는 탈퇴한 회원의 비밀번호는 초기화할 수 없습니다.',
  sms: (password: string) =>
    `[온판] 운영자가 비밀번호를 초기화했습니다. 임시 비밀번호: ${password} 로그인한 뒤 내 정보에서 비밀번호를 바꿔 주세요.`,
} as const;

const memberDesk = { roles: ['SYSTEM'] } as const;
const userIdParams = z.object({ userId: rowIdSchema() });

// ---------------------------------------------------------------------------------------------------------------
// The certificate queue (소상공인 확인서 검토)
// ---------------------------------------------------------------------------------------------------------------

export const CERTIFICATE_REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const certificateReviewQuerySchema = consolePageQuerySchema
  .extend({
    status: z.enum(CERTIFICATE_REVIEW_STATES, { error: '검토 상태가 올바르지 않습니다.' }).default('PENDING'),
  })
  .extend(consoleSortSchema(['submittedAt', 'lgnId', 'decidedAt']).shape);
export type CertificateReviewQuery = z.infer<typeof certificateReviewQuerySchema>;

/** A member's certificate in force, as the queue lists it: the member's name masked (the one masking function). */
export const certificateReviewRowSchema = z.object({
  certId: z.number().int(),
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  fileNm: z.string().nullable(),
  mimeType: z.string().nullable(),
  statusCd: z.enum(CERTIFICATE_REVIEW_STATES),
  status: certificateStatusSchema,
  rjctRsn: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByNm: z.string().nullable(),
});
export type CertificateReviewRow = z.infer<typeof certificateReviewRowSchema>;

/**
 * The decision on one submission (`certId`): refused as a stale copy when the member has submitted another since the
 * queue was read or someone decided it first. A rejection names its reason, which the member reads in my page.
 */
export const certificateDecisionBodySchema = z
  .object({
    decision: z.enum(['APPROVED', 'REJECTED'], { error: AUTH_MESSAGES.codeInvalid }),
    reason: optionalText(500),
  })
  .refine((b) => b.decision === 'APPROVED' || (b.reason ?? '').length > 0, {
    message: AUTH_MESSAGES.certificateRejectReasonRequired,
    path: ['reason'],
  });
export type CertificateDecisionBody = z.infer<typeof certificateDecisionBodySchema>;
export const certIdParamsSchema = z.object({ certId: rowIdSchema() });

const certificateDesk = { roles: ['SYSTEM', 'RESERVATION'] } as const;

export const authAdminEndpoints = {
  operators: endpoint({
    method: 'GET',
    path: 'auth/admin/operators',
    access: { roles: ['SYSTEM'] },
    summary: '운영자와 그 역할 목록',
    response: z.array(operatorRowSchema),
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: 'auth/admin/operators/:userId/roles',
    access: { roles: ['SYSTEM'] },
    summary: '운영자 역할 부여·회수(사유 필수, 이력으로 남음)',
    params: z.object({ userId: rowIdSchema() }),
    body: roleChangeBodySchema,
    response: commandResultSchema,
  }),
  roleHistory: endpoint({
    method: 'GET',
    path: 'auth/admin/operators/role-history',
    access: { roles: ['SYSTEM'] },
    summary: '역할 부여·회수 이력',
    query: roleHistoryQuerySchema,
    response: pageSchema(roleHistoryRowSchema),
  }),
  resetSecondFactor: endpoint({
    method: 'PUT',
    path: 'auth/admin/operators/:userId/second-factor/reset',
    access: { roles: ['SYSTEM'] },
    summary: '운영자 2단계 인증 초기화(휴대폰 분실 등, 사유 필수): 다음 로그인에서 다시 등록',
    params: z.object({ userId: rowIdSchema() }),
    body: reasonBodySchema,
    response: commandResultSchema,
  }),
  members: endpoint({
    method: 'GET',
    path: 'auth/admin/members',
    access: memberDesk,
    summary: '회원 검색(아이디·이름·휴대폰·사업자등록번호, 유형·상태; 이름과 연락처는 가림)',
    query: memberSearchQuerySchema,
    response: pageSchema(memberRowSchema),
  }),
  member: endpoint({
    method: 'GET',
    path: 'auth/admin/members/:userId',
    access: memberDesk,
    summary: '회원 상세(가림): 유형, 상태, 동의 이력, 회사와 확인서, 로그인 중인 세션',
    params: userIdParams,
    response: memberDetailSchema,
  }),
  memberPersonal: endpoint({
    method: 'GET',
    path: 'auth/admin/members/:userId/personal',
    access: memberDesk,
    summary: '회원 개인정보 보기(가리지 않음; 개인정보 접근기록에 조회로 남음)',
    params: userIdParams,
    response: memberPersonalSchema,
  }),
  lockMember: endpoint({
    method: 'PUT',
    path: 'auth/admin/members/:userId/lock',
    access: memberDesk,
    summary: '회원 이용 정지·해제(사유 필수, 읽은 사본 기준; 정지하면 로그인 세션도 끝남)',
    params: userIdParams,
    body: memberLockBodySchema,
    response: commandResultSchema,
  }),
  endMemberSessions: endpoint({
    method: 'POST',
    path: 'auth/admin/members/:userId/sessions/end',
    access: memberDesk,
    summary: '회원의 로그인 세션 모두 끝내기(사유 필수)',
    params: userIdParams,
    body: memberSessionsBodySchema,
    response: commandResultSchema,
  }),
  certificates: endpoint({
    method: 'GET',
    path: 'auth/admin/certificates',
    access: certificateDesk,
    summary: '소상공인 확인서 검토 목록(회원별 최신 제출, 이름 가림)',
    query: certificateReviewQuerySchema,
    response: pageSchema(certificateReviewRowSchema),
  }),
  certificateFile: endpoint({
    method: 'GET',
    path: 'auth/admin/certificates/:certId/file',
    access: certificateDesk,
    summary: '소상공인 확인서 파일 보기(그 제출의 파일만; 개인정보 접근기록에 조회로 남음)',
    params: certIdParamsSchema,
  }),
  decideCertificate: endpoint({
    method: 'PUT',
    path: 'auth/admin/certificates/:certId/decision',
    access: certificateDesk,
    summary: '소상공인 확인서 승인·반려(반려 사유 필수; 회원에게 문자로 알림, 감사 기록)',
    params: certIdParamsSchema,
    body: certificateDecisionBodySchema,
    response: commandResultSchema,
  }),
  resetMemberPassword: endpoint({
    method: 'PUT',
    path: 'auth/admin/members/:userId/password/reset',
    access: memberDesk,
    summary: '회원 비밀번호 초기화(사유 필수, 읽은 사본 기준): 임시 비밀번호를 문자로 보내고 로그인 세션을 끝냄',
    params: userIdParams,
    body: memberPasswordResetBodySchema,
    response: commandResultSchema,
  }),
} as const;
