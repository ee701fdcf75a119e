import type { CallInput } from '@onfan/contracts/endpoint';
import { marketEntryEndpoints } from '@onfan/contracts/market-entry';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The market-entry desk's console calls (판로 담당): the applications and each state move on the copy read. */

export type EntryDeskFilters = CallInput<typeof marketEntryEndpoints.adminList>['query'];
export type EntryMove = { aplyId: number } & CallInput<typeof marketEntryEndpoints.adminMove>['body'];

export const entryDeskKeys = {
  all: ['market-entry-admin'] as const,
  list: (f: EntryDeskFilters) => ['market-entry-admin', 'list', f] as const,
};

export const entryDeskQuery = (f: EntryDeskFilters) =>
  queryOptions({
    queryKey: entryDeskKeys.list(f),
    queryFn: () => call(marketEntryEndpoints.adminList, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useMoveEntry = (h: CommandHandlers<EntryMove, unknown> = {}) =>
  useCommand({
    mutationFn: ({ aplyId, ...body }: EntryMove) => call(marketEntryEndpoints.adminMove, { params: { aplyId }, body }),
    // The dashboard's count of waiting applications moves with each decision.
    invalidate: [entryDeskKeys.all, ['admin', 'dashboard']],
    ...h,
  });
