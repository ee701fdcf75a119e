import type { CallInput } from '@onfan/contracts/endpoint';
import { noticeAdminEndpoints as ep, noticeFilesResultSchema } from '@onfan/contracts/notice.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The notices desk's calls (공지사항 관리): the list, a notice, write, edit, hide and show, attachments. */

export type NoticeDeskFilters = CallInput<typeof ep.notices>['query'];
export type NoticeWriteInput = CallInput<typeof ep.create>['body'];
type NoticeEdit = { ntcId: number } & CallInput<typeof ep.update>['body'];
type NoticeVisibility = { ntcId: number; tit: string } & CallInput<typeof ep.visibility>['body'];

export const noticeDeskKeys = {
  all: ['notice-admin'] as const,
  list: (f: NoticeDeskFilters) => ['notice-admin', 'list', f] as const,
  detail: (ntcId: number) => ['notice-admin', 'detail', ntcId] as const,
};
/** What visitors read of notices (the board, a notice, popups): read again after a change. */
const PUBLIC_NOTICE_KEYS = [['content'], ['notice'], ['main']] as const;

export const noticeDeskListQuery = (f: NoticeDeskFilters) =>
  queryOptions({
    queryKey: noticeDeskKeys.list(f),
    queryFn: () => call(ep.notices, { query: f }),
    placeholderData: keepPreviousData,
  });

export const noticeDeskQuery = (ntcId: number) =>
  queryOptions({
    queryKey: noticeDeskKeys.detail(ntcId),
    queryFn: () => call(ep.notice, { params: { ntcId } }),
    // The edit form starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

/** Stores picked files for the notice being written; they are attached when it is saved. */
export async function uploadNoticeFiles(files: readonly File[]) {
  const answer = noticeFilesResultSchema.parse(
    await callUpload(ep.uploadFiles, undefined, files, { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.files;
}

export const useCreateNotice = (h: CommandHandlers<NoticeWriteInput, { ntcId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: NoticeWriteInput) => call(ep.create, { body }),
    confirm: '공지사항을 등록하시겠습니까?',
    invalidate: [noticeDeskKeys.all, ...PUBLIC_NOTICE_KEYS],
    ...h,
  });

export const useUpdateNotice = (h: CommandHandlers<NoticeEdit, { ntcId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ ntcId, ...body }: NoticeEdit) => call(ep.update, { params: { ntcId }, body }),
    confirm: '공지사항을 수정하시겠습니까?',
    invalidate: [noticeDeskKeys.all, ...PUBLIC_NOTICE_KEYS],
    ...h,
  });

export const useNoticeVisibility = (h: CommandHandlers<NoticeVisibility, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ ntcId, action, updtDt }: NoticeVisibility) =>
      call(ep.visibility, { params: { ntcId }, body: { action, updtDt } }),
    confirm: (v) =>
      v.action === 'HIDE'
        ? `'${v.tit}' 공지사항을 숨기시겠습니까? 방문자에게 보이지 않게 됩니다.`
        : `'${v.tit}' 공지사항을 다시 게시하시겠습니까?`,
    invalidate: [noticeDeskKeys.all, ...PUBLIC_NOTICE_KEYS],
    ...h,
  });
