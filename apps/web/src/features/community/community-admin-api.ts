import type { CallInput } from '@onfan/contracts/endpoint';
import { communityEndpoints } from '@onfan/contracts/community';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The community's console calls (커뮤니티 › 신고 처리): the report queue and an operator's decision on a target. */

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
