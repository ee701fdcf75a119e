import type { SearchType } from '@onfan/contracts/search';
import { searchEndpoints } from '@onfan/contracts/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';

/** The search feature's calls: query keys and options from the contracts' endpoint declarations. */
export interface SearchParams {
  term: string;
  option: '전체' | '제목';
  type?: SearchType | undefined;
  pageNo: number;
}

export const searchKeys = {
  all: ['search'] as const,
  results: (p: SearchParams) => ['search', p.term, p.option, p.type ?? '', p.pageNo] as const,
};

export const searchQuery = (p: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(p),
    queryFn: () =>
      call(searchEndpoints.search, {
        query: { searchTerm: p.term, option: p.option, type: p.type, pageNo: p.type ? p.pageNo : undefined },
      }),
    enabled: p.term.trim().length > 0,
    placeholderData: keepPreviousData,
  });
