import type { CallInput } from '@onfan/contracts/endpoint';
import { festivalEndpoints } from '@onfan/contracts/festival';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The festival desk's console calls (판로 담당): the products awaiting approval and each decision on the copy read. */

export type FestivalDeskFilters = CallInput<typeof festivalEndpoints.deskList>['query'];
export type FestivalDecision = { manprdId: number } & CallInput<typeof festivalEndpoints.decide>['body'];

export const festivalDeskKeys = {
  all: ['festival-admin'] as const,
  list: (f: FestivalDeskFilters) => ['festival-admin', 'list', f] as const,
};

export const festivalDeskQuery = (f: FestivalDeskFilters) =>
  queryOptions({
    queryKey: festivalDeskKeys.list(f),
    queryFn: () => call(festivalEndpoints.deskList, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useDecideProduct = (h: CommandHandlers<FestivalDecision, unknown> = {}) =>
  useCommand({
    mutationFn: ({ manprdId, ...body }: FestivalDecision) =>
      call(festivalEndpoints.decide, { params: { manprdId }, body }),
    // The dashboard's count of products awaiting approval moves with each decision.
    invalidate: [festivalDeskKeys.all, ['admin', 'dashboard']],
    ...h,
  });
