import type { CallInput } from '@onfan/contracts/endpoint';
import { authAdminEndpoints } from '@onfan/contracts/auth.admin';
import { authSecondFactorEndpoints } from '@onfan/contracts/auth-second-factor';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The accounts domain's console calls (decision 034): operators and their roles, and operators' second factor. */

export type RoleHistoryFilters = CallInput<typeof authAdminEndpoints.roleHistory>['query'];
type RoleChange = { userId: number } & CallInput<typeof authAdminEndpoints.changeRole>['body'];

export const authAdminKeys = {
  operators: ['auth-admin', 'operators'] as const,
  roleHistory: (f: RoleHistoryFilters) => ['auth-admin', 'role-history', f] as const,
  histories: ['auth-admin', 'role-history'] as const,
  secondFactor: ['auth', 'second-factor'] as const,
};

export const operatorsQuery = () =>
  queryOptions({ queryKey: authAdminKeys.operators, queryFn: () => call(authAdminEndpoints.operators) });

export const roleHistoryQuery = (f: RoleHistoryFilters) =>
  queryOptions({
    queryKey: authAdminKeys.roleHistory(f),
    queryFn: () => call(authAdminEndpoints.roleHistory, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useChangeRole = (h: CommandHandlers<RoleChange, unknown> = {}) =>
  useCommand({
    mutationFn: ({ userId, ...body }: RoleChange) => call(authAdminEndpoints.changeRole, { params: { userId }, body }),
    invalidate: [authAdminKeys.operators, authAdminKeys.histories],
    ...h,
  });

export const useResetSecondFactor = (h: CommandHandlers<{ userId: number; reason: string }, unknown> = {}) =>
  useCommand({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
      call(authAdminEndpoints.resetSecondFactor, { params: { userId }, body: { reason } }),
    invalidate: [authAdminKeys.operators],
    ...h,
  });

export const secondFactorStatusQuery = () =>
  queryOptions({
    queryKey: authAdminKeys.secondFactor,
    queryFn: () => call(authSecondFactorEndpoints.status),
    retry: false,
  });

export const startEnrolment = () => call(authSecondFactorEndpoints.enrol);

export const useConfirmEnrolment = (
  h: CommandHandlers<{ code: string }, Awaited<ReturnType<typeof confirmEnrolment>>> = {},
) => useCommand({ mutationFn: confirmEnrolment, success: false, ...h });
const confirmEnrolment = (body: { code: string }) => call(authSecondFactorEndpoints.confirmEnrolment, { body });

export const useVerifySecondFactor = (h: CommandHandlers<{ code: string }, Awaited<ReturnType<typeof verify>>> = {}) =>
  useCommand({ mutationFn: verify, success: false, ...h });
const verify = (body: { code: string }) => call(authSecondFactorEndpoints.verify, { body });
