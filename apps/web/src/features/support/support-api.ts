import type { CallInput } from '@onfan/contracts/endpoint';
import type { ApplyResult } from '@onfan/contracts/support';
import { SUPPORT_MESSAGES, supportEndpoints } from '@onfan/contracts/support';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callDownload } from '@/lib/api/endpoint-client';
import { useCommand } from '@/lib/api/use-command';

/** The support feature's calls: query keys and options from the contracts' endpoint declarations, and the apply command. */

/** The list's filters as the address bar has them (`?year=2026&fld=TECH&status=open&pageNo=2`). */
export type SupportFilters = Partial<
  Record<'pageNo' | 'year' | 'fld' | 'rgn' | 'status' | 'searchTerm' | 'sprtPattnDcd', string>
>;
type ListQuery = CallInput<typeof supportEndpoints.list>['query'];

export const SUPPORT_PAGE_SIZE = 10;

export const supportKeys = {
  all: ['support'] as const,
  lists: ['support', 'bizs'] as const,
  list: (f: SupportFilters) => ['support', 'bizs', f] as const,
  view: (id: number) => ['support', 'biz', id] as const,
  mine: ['support', 'aplys'] as const,
  minePage: (pageNo: number) => ['support', 'aplys', pageNo] as const,
  treeMenus: ['support', 'tree'] as const,
  notices: ['support', 'ntcs'] as const,
};

export const supportListQuery = (f: SupportFilters) =>
  queryOptions({
    queryKey: supportKeys.list(f),
    // Values from the address bar go as they are: the server checks them, and a bad one shows the list's error.
    queryFn: () => call(supportEndpoints.list, { query: { pageSize: SUPPORT_PAGE_SIZE, ...f } as ListQuery }),
    placeholderData: keepPreviousData,
  });

export const supportViewQuery = (sprtBizId: number) =>
  queryOptions({
    queryKey: supportKeys.view(sprtBizId),
    queryFn: () => call(supportEndpoints.view, { params: { sprtBizId } }),
    enabled: sprtBizId > 0,
  });

export const myApplicationsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: supportKeys.minePage(pageNo),
    queryFn: () => call(supportEndpoints.myApplications, { query: { pageNo, pageSize: SUPPORT_PAGE_SIZE } }),
  });

export const treeMenusQuery = () =>
  queryOptions({
    queryKey: supportKeys.treeMenus,
    queryFn: () => call(supportEndpoints.treeMenus),
    staleTime: 300_000,
  });

/** The application notices ("신청 유의사항"), fetched when asked for. */
export const supportNoticesQuery = () =>
  queryOptions({ queryKey: supportKeys.notices, queryFn: () => call(supportEndpoints.notices) });

/**
 * Apply to a programme (spec section 8 messages): confirm → apply (double presses ignored) → the server's answer.
 * Every refusal shows the server's own message (409 already applied, 400 outside the period or external only); the
 * programme, the lists and the member's applications are fetched again either way.
 */
export function useApply(sprtBizId: number) {
  return useCommand<void, ApplyResult>({
    mutationFn: () => call(supportEndpoints.apply, { params: { sprtBizId } }),
    confirm: SUPPORT_MESSAGES.confirmApply,
    invalidate: [supportKeys.view(sprtBizId), supportKeys.lists, supportKeys.mine],
  });
}

/** A programme's attachment (공고문, 신청서 양식), saved by the browser under its Korean name. */
export function useAttachmentDownload(sprtBizId: number) {
  return useCommand({
    mutationFn: (file: { fileId: string; fileNm: string }) =>
      callDownload(supportEndpoints.attachment, { sprtBizId, fileId: file.fileId }, { fileName: file.fileNm }),
    success: false,
  });
}
