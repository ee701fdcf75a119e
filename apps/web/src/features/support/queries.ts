import type { Page } from '@onfan/contracts/envelope';
import type { MyApplication, SupportDetail, SupportSummary } from '@onfan/contracts/support';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export type SupportFilters = Record<string, string>;

export const supportKeys = {
  all: ['support'] as const,
  list: (f: SupportFilters) => ['support', 'bizs', f] as const,
  view: (id: number) => ['support', 'biz', id] as const,
  mine: (pageNo: number) => ['support', 'aplys', pageNo] as const,
};

export const supportListQuery = (f: SupportFilters) =>
  queryOptions({
    queryKey: supportKeys.list(f),
    queryFn: () => api.get<Page<SupportSummary>>('/support/bizs', { ...f, pageSize: f.pageSize ?? 10 }),
    placeholderData: keepPreviousData,
  });

export const supportViewQuery = (id: number) =>
  queryOptions({ queryKey: supportKeys.view(id), queryFn: () => api.get<SupportDetail>(`/support/biz/${id}`) });

export const myApplicationsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: supportKeys.mine(pageNo),
    queryFn: () => api.get<Page<MyApplication>>('/support/aplys', { pageNo, pageSize: 10 }),
  });
