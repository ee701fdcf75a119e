import type { CallInput } from '@onfan/contracts/endpoint';
import { prohibitedWordAdminEndpoints } from '@onfan/contracts/prohibited.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The prohibited-word desk (decision 034): the list searched, a word added or removed. */

export type ProhibitedWordFilters = CallInput<typeof prohibitedWordAdminEndpoints.words>['query'];

export const prohibitedWordAdminKeys = {
  all: ['prohibited-word-admin'] as const,
  words: (f: ProhibitedWordFilters) => ['prohibited-word-admin', 'words', f] as const,
};

export const prohibitedWordsQuery = (f: ProhibitedWordFilters) =>
  queryOptions({
    queryKey: prohibitedWordAdminKeys.words(f),
    queryFn: () => call(prohibitedWordAdminEndpoints.words, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useAddProhibitedWord = (h: CommandHandlers<{ word: string }, unknown> = {}) =>
  useCommand({
    mutationFn: (body: { word: string }) => call(prohibitedWordAdminEndpoints.addWord, { body }),
    invalidate: [prohibitedWordAdminKeys.all],
    ...h,
  });

export const useRemoveProhibitedWord = (h: CommandHandlers<{ id: number; updtDt: string }, unknown> = {}) =>
  useCommand({
    mutationFn: ({ id, updtDt }: { id: number; updtDt: string }) =>
      call(prohibitedWordAdminEndpoints.removeWord, { params: { id }, body: { updtDt } }),
    invalidate: [prohibitedWordAdminKeys.all],
    ...h,
  });
