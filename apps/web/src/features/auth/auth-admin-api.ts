import type { CallInput } from '@onfan/contracts/endpoint';
import { authAdminEndpoints } from '@onfan/contracts/auth.admin';
import { authSecondFactorEndpoints } from '@onfan/contracts/auth-second-factor';
import { endpointPath } from '@onfan/contracts/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
// The certificate's file is a download: the API client's file helper, in the feature's own api module only.
import { api } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/**
 * The accounts domain's console calls (decision 034): operators and their roles, operators' second factor, and the
 * certificate queue.
 */

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

// The certificate queue (소상공인 확인서 검토)

export type CertificateReviewFilters = CallInput<typeof authAdminEndpoints.certificates>['query'];
type CertificateDecision = { certId: number } & CallInput<typeof authAdminEndpoints.decideCertificate>['body'];

export const certificateKeys = {
  all: ['auth-admin', 'certificates'] as const,
  list: (f: CertificateReviewFilters) => ['auth-admin', 'certificates', f] as const,
};

export const certificateQueueQuery = (f: CertificateReviewFilters) =>
  queryOptions({
    queryKey: certificateKeys.list(f),
    queryFn: () => call(authAdminEndpoints.certificates, { query: f }),
    placeholderData: keepPreviousData,
  });

/** The submission's own file as a blob (the server logs the read): shown in the page, never stored. */
export async function certificateFile(certId: number): Promise<{ blob: Blob; fileName: string }> {
  return api.fetchFile(endpointPath(authAdminEndpoints.certificateFile, { certId }));
}

export const useDecideCertificate = (h: CommandHandlers<CertificateDecision, unknown> = {}) =>
  useCommand({
    mutationFn: ({ certId, ...body }: CertificateDecision) =>
      call(authAdminEndpoints.decideCertificate, { params: { certId }, body }),
    // The dashboard's count of waiting certificates moves with each decision.
    invalidate: [certificateKeys.all, ['admin', 'dashboard']],
    ...h,
  });

// Members (회원 관리)

export type MemberFilters = CallInput<typeof authAdminEndpoints.members>['query'];
type MemberLock = { userId: number } & CallInput<typeof authAdminEndpoints.lockMember>['body'];

export const memberKeys = {
  all: ['auth-admin', 'members'] as const,
  list: (f: MemberFilters) => ['auth-admin', 'members', 'list', f] as const,
  detail: (userId: number) => ['auth-admin', 'members', 'detail', userId] as const,
};

export const membersQuery = (f: MemberFilters) =>
  queryOptions({
    queryKey: memberKeys.list(f),
    queryFn: () => call(authAdminEndpoints.members, { query: f }),
    placeholderData: keepPreviousData,
  });

export const memberQuery = (userId: number) =>
  queryOptions({
    queryKey: memberKeys.detail(userId),
    queryFn: () => call(authAdminEndpoints.member, { params: { userId } }),
  });

/** The unmasked record: read only when the operator asks (the server logs it), never kept in the cache. */
export const fetchMemberPersonal = (userId: number) => call(authAdminEndpoints.memberPersonal, { params: { userId } });

export const useLockMember = (h: CommandHandlers<MemberLock, unknown> = {}) =>
  useCommand({
    mutationFn: ({ userId, ...body }: MemberLock) => call(authAdminEndpoints.lockMember, { params: { userId }, body }),
    invalidate: [memberKeys.all],
    ...h,
  });

export const useEndMemberSessions = (h: CommandHandlers<{ userId: number; reason: string }, unknown> = {}) =>
  useCommand({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
      call(authAdminEndpoints.endMemberSessions, { params: { userId }, body: { reason } }),
    invalidate: [memberKeys.all],
    ...h,
  });

type MemberPasswordReset = { userId: number } & CallInput<typeof authAdminEndpoints.resetMemberPassword>['body'];

/** The temporary password goes to the member's mobile only: the answer says that it was sent, never what it is. */
export const useResetMemberPassword = (h: CommandHandlers<MemberPasswordReset, unknown> = {}) =>
  useCommand({
    mutationFn: ({ userId, ...body }: MemberPasswordReset) =>
      call(authAdminEndpoints.resetMemberPassword, { params: { userId }, body }),
    invalidate: [memberKeys.all],
    ...h,
  });
