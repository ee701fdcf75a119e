import { z } from 'zod';
import { consolePageQuerySchema, operatorRoleSchema, reasonSchema } from './admin.js';
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
} as const;
