import type { CallInput } from '@onfan/contracts/endpoint';
import { endpointPath } from '@onfan/contracts/endpoint';
import { type EntryDocCd, marketEntryEndpoints } from '@onfan/contracts/market-entry';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
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

// The application page (issue 39): one application, each document viewed and checked, the moves' history.

export type EntryDocCheck = { aplyId: number; docCd: EntryDocCd } & CallInput<
  typeof marketEntryEndpoints.adminDoc
>['body'];

export const entryDeskRecordQuery = (aplyId: number) =>
  queryOptions({
    queryKey: [...entryDeskKeys.all, 'record', aplyId] as const,
    queryFn: () => call(marketEntryEndpoints.adminGet, { params: { aplyId } }),
  });

/** One document of an application, read with the operator's session (the read is a row of the access log). */
export async function entryDocFile(aplyId: number, docCd: EntryDocCd): Promise<{ blob: Blob; fileName: string }> {
  return api.fetchFile(endpointPath(marketEntryEndpoints.adminDocFile, { aplyId, docCd }));
}

export const useCheckEntryDoc = (h: CommandHandlers<EntryDocCheck, unknown> = {}) =>
  useCommand({
    mutationFn: ({ aplyId, docCd, ...body }: EntryDocCheck) =>
      call(marketEntryEndpoints.adminDoc, { params: { aplyId, docCd }, body }),
    invalidate: [entryDeskKeys.all],
    ...h,
  });
