import { z } from 'zod';
import { consolePageQuerySchema, operatorRoleSchema, reasonSchema } from './admin.js';
import { AUTH_MESSAGES, certificateStatusSchema, optionalText } from './auth.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema } from './envelope.js';

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

export const roleHistoryQuerySchema = consolePageQuerySchema.extend({
  userId: rowIdSchema().optional(),
});

export const reasonBodySchema = z.object({ reason: reasonSchema });

// ---------------------------------------------------------------------------------------------------------------
// The certificate queue (소상공인 확인서 검토)
// ---------------------------------------------------------------------------------------------------------------

export const CERTIFICATE_REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const certificateReviewQuerySchema = consolePageQuerySchema.extend({
  status: z.enum(CERTIFICATE_REVIEW_STATES, { error: '검토 상태가 올바르지 않습니다.' }).default('PENDING'),
});
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
} as const;
