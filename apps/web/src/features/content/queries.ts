import type { ContentDetail, ContentSummary } from '@onfan/contracts/content';
import type { Page } from '@onfan/contracts/envelope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export interface BoardParams {
  pageNo: number;
  searchTerm?: string;
  ctgrCode?: string;
  option?: string;
}

export const contentKeys = {
  list: (path: string, p: BoardParams) => ['content', 'list', path, p] as const,
  view: (path: string, id: number, ctgrCode?: string) => ['content', 'view', path, id, ctgrCode ?? ''] as const,
};

export const contentListQuery = (path: string, p: BoardParams) =>
  queryOptions({
    queryKey: contentKeys.list(path, p),
    queryFn: () =>
      api.get<Page<ContentSummary>>(path, {
        pageNo: p.pageNo,
        pageSize: 10,
        searchTerm: p.searchTerm || undefined,
        ctgrCode: p.ctgrCode || undefined,
        option: p.option || undefined,
      }),
    placeholderData: keepPreviousData,
  });

export const contentViewQuery = (path: string, id: number, ctgrCode?: string) =>
  queryOptions({
    queryKey: contentKeys.view(path, id, ctgrCode),
    queryFn: () => api.get<ContentDetail>(`${path}/${id}`, { ctgrCode: ctgrCode || undefined }),
  });

/** Counts the view (the server applies the 10-minute rule). */
export function countView(contentsType: string, id: number) {
  return api
    .put(`/common/contents/${id}/${contentsType}`, undefined, { authPrompt: false, redirectOnServerError: false })
    .catch(() => undefined);
}

export function shortUrl(path: string) {
  return api.get<{ shortUrl: string; code: string }>('/main/util/shortUrl', { url: path });
}
