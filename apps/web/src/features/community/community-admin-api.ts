import type { CallInput } from '@onfan/contracts/endpoint';
import { communityEndpoints } from '@onfan/contracts/community';
import { communityAdminEndpoints } from '@onfan/contracts/community.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/**
 * The community's console calls (커뮤니티 › 신고 처리): the report queue, an operator's decision on a target, and a
 * writer's posting suspension.
 */

export type ReportQueueFilters = CallInput<typeof communityEndpoints.reportQueue>['query'];
type ReportTargetParams = CallInput<typeof communityEndpoints.removeReported>['params'];
type ReportDecisionBody = CallInput<typeof communityEndpoints.removeReported>['body'];
export type ReportDecision = ReportTargetParams & ReportDecisionBody & { decision: 'restore' | 'remove' };

export const reportKeys = {
  all: ['community-admin', 'reports'] as const,
  list: (f: ReportQueueFilters) => ['community-admin', 'reports', f] as const,
};

export const reportQueueQuery = (f: ReportQueueFilters) =>
  queryOptions({
    queryKey: reportKeys.list(f),
    queryFn: () => call(communityEndpoints.reportQueue, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useDecideReport = (h: CommandHandlers<ReportDecision, unknown> = {}) =>
  useCommand({
    mutationFn: ({ decision, trgtType, trgtId, ...body }: ReportDecision) =>
      call(decision === 'restore' ? communityEndpoints.restoreReported : communityEndpoints.removeReported, {
        params: { trgtType, trgtId },
        body,
      }),
    // The dashboard's count of waiting reports moves with each decision.
    invalidate: [reportKeys.all, ['admin', 'dashboard']],
    ...h,
  });

// Posting suspensions (게시 제한): a member's suspension in force and history, suspend and lift.

type SuspendVars = CallInput<typeof communityAdminEndpoints.suspend>['params'] &
  CallInput<typeof communityAdminEndpoints.suspend>['body'];
type LiftVars = CallInput<typeof communityAdminEndpoints.lift>['params'] &
  CallInput<typeof communityAdminEndpoints.lift>['body'];

export const suspensionKeys = {
  all: ['community-admin', 'suspensions'] as const,
  member: (userId: number) => ['community-admin', 'suspensions', userId] as const,
};

export const memberSuspensionsQuery = (userId: number) =>
  queryOptions({
    queryKey: suspensionKeys.member(userId),
    queryFn: () => call(communityAdminEndpoints.memberSuspensions, { params: { userId } }),
  });

export const useSuspend = (h: CommandHandlers<SuspendVars, unknown> = {}) =>
  useCommand({
    mutationFn: ({ userId, ...body }: SuspendVars) =>
      call(communityAdminEndpoints.suspend, { params: { userId }, body }),
    invalidate: [suspensionKeys.all],
    ...h,
  });

export const useLiftSuspension = (h: CommandHandlers<LiftVars, unknown> = {}) =>
  useCommand({
    mutationFn: ({ userId, ...body }: LiftVars) => call(communityAdminEndpoints.lift, { params: { userId }, body }),
    invalidate: [suspensionKeys.all],
    ...h,
  });
