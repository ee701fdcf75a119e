import type { CallInput } from '@onfan/contracts/endpoint';
import {
  cmntCoverResultSchema,
  cmntEntryFilesResultSchema,
  businessCommunityAdminEndpoints as ep,
} from '@onfan/contracts/business-community.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The communities desk's calls (소상공인 커뮤니티 관리): the list, a community, write, edit, close, waiting work. */

export type CmntDeskFilters = CallInput<typeof ep.communities>['query'];
export type CmntWriteInput = CallInput<typeof ep.create>['body'];
type CmntEdit = { cmntId: number } & CallInput<typeof ep.update>['body'];
type CmntState = { cmntId: number; cmntNm: string } & CallInput<typeof ep.state>['body'];
type MemberDecision = { cmntId: number; userId: number; userNm: string } & CallInput<typeof ep.decideMember>['body'];
type PostDecision = { cmntId: number; cmntPostId: number; postTit: string } & CallInput<typeof ep.decidePost>['body'];

export const cmntDeskKeys = {
  all: ['scommunity-admin'] as const,
  list: (f: CmntDeskFilters) => ['scommunity-admin', 'list', f] as const,
  detail: (cmntId: number) => ['scommunity-admin', 'detail', cmntId] as const,
  waiting: (cmntId: number) => ['scommunity-admin', 'waiting', cmntId] as const,
  entries: (cmntId: number, f: object) => ['scommunity-admin', 'entries', cmntId, f] as const,
  entry: (cmntId: number, cmntBrdId: number) => ['scommunity-admin', 'entry', cmntId, cmntBrdId] as const,
  managers: (cmntId: number) => ['scommunity-admin', 'managers', cmntId] as const,
  search: (cmntId: number, q: string) => ['scommunity-admin', 'member-search', cmntId, q] as const,
};
/** What members read of communities: read again after a change. */
const PUBLIC_KEYS = [['scommunity']] as const;

export const cmntDeskListQuery = (f: CmntDeskFilters) =>
  queryOptions({
    queryKey: cmntDeskKeys.list(f),
    queryFn: () => call(ep.communities, { query: f }),
    placeholderData: keepPreviousData,
  });

export const cmntDeskQuery = (cmntId: number) =>
  queryOptions({
    queryKey: cmntDeskKeys.detail(cmntId),
    queryFn: () => call(ep.community, { params: { cmntId } }),
    // The edit form starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

export const cmntWaitingQuery = (cmntId: number) =>
  queryOptions({
    queryKey: cmntDeskKeys.waiting(cmntId),
    queryFn: () => call(ep.waiting, { params: { cmntId } }),
  });

export const cmntManagersQuery = (cmntId: number) =>
  queryOptions({
    queryKey: cmntDeskKeys.managers(cmntId),
    queryFn: () => call(ep.managers, { params: { cmntId } }),
  });

export const cmntMemberSearchQuery = (cmntId: number, q: string) =>
  queryOptions({
    queryKey: cmntDeskKeys.search(cmntId, q),
    queryFn: () => call(ep.memberSearch, { params: { cmntId }, query: { q } }),
    enabled: q.trim() !== '',
  });

type ManagerChange = { cmntId: number; userId: number; userNm: string } & CallInput<typeof ep.manager>['body'];

export const useChangeManager = (h: CommandHandlers<ManagerChange, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ cmntId, userId, action, updtDt }: ManagerChange) =>
      call(ep.manager, { params: { cmntId, userId }, body: { action, updtDt } }),
    confirm: (v) =>
      v.action === 'APPOINT'
        ? `${v.userNm} 님을 운영진으로 지정하시겠습니까?`
        : `${v.userNm} 님을 운영진에서 빼시겠습니까?`,
    invalidate: [cmntDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

/** Stores a picked cover picture; it is the community's when the form is saved. */
export async function uploadCmntCover(file: File) {
  const answer = cmntCoverResultSchema.parse(
    await callUpload(ep.uploadCover, undefined, [file], { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.url;
}

export const useCreateCmnt = (h: CommandHandlers<CmntWriteInput, { cmntId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: CmntWriteInput) => call(ep.create, { body }),
    confirm: '커뮤니티를 만드시겠습니까?',
    invalidate: [cmntDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useUpdateCmnt = (h: CommandHandlers<CmntEdit, { cmntId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ cmntId, ...body }: CmntEdit) => call(ep.update, { params: { cmntId }, body }),
    confirm: '커뮤니티를 수정하시겠습니까?',
    invalidate: [cmntDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useCmntState = (h: CommandHandlers<CmntState, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ cmntId, action, reason, updtDt }: CmntState) =>
      call(ep.state, { params: { cmntId }, body: { action, reason, updtDt } }),
    confirm: (v) =>
      v.action === 'CLOSE'
        ? `'${v.cmntNm}' 커뮤니티를 닫으시겠습니까? 회원에게 보이지 않게 됩니다.`
        : `'${v.cmntNm}' 커뮤니티를 다시 여시겠습니까?`,
    invalidate: [cmntDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useDecideMember = (h: CommandHandlers<MemberDecision, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ cmntId, userId, decision, updtDt, reason }: MemberDecision) =>
      call(ep.decideMember, {
        params: { cmntId, userId },
        body: { decision, updtDt, ...(reason ? { reason } : {}) },
      }),
    confirm: (v) => (v.decision === 'APPROVE' ? `${v.userNm} 님의 가입을 승인하시겠습니까?` : ''),
    invalidate: [cmntDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useDecidePost = (h: CommandHandlers<PostDecision, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ cmntId, cmntPostId, decision, updtDt, reason }: PostDecision) =>
      call(ep.decidePost, {
        params: { cmntId, cmntPostId },
        body: { decision, updtDt, ...(reason ? { reason } : {}) },
      }),
    confirm: (v) => (v.decision === 'APPROVE' ? `'${v.postTit}' 게시글을 승인하시겠습니까?` : ''),
    invalidate: [cmntDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export type CmntEntryFilters = CallInput<typeof ep.entries>['query'];
export type CmntEntryInput = { cmntId: number } & CallInput<typeof ep.createEntry>['body'];
type CmntEntryEditInput = { cmntId: number; cmntBrdId: number } & CallInput<typeof ep.updateEntry>['body'];
type CmntEntryDelete = { cmntId: number; cmntBrdId: number; brdTit: string } & CallInput<typeof ep.deleteEntry>['body'];

export const cmntEntriesQuery = (cmntId: number, f: CmntEntryFilters) =>
  queryOptions({
    queryKey: cmntDeskKeys.entries(cmntId, f),
    queryFn: () => call(ep.entries, { params: { cmntId }, query: f }),
    placeholderData: keepPreviousData,
  });

export const cmntEntryQuery = (cmntId: number, cmntBrdId: number) =>
  queryOptions({
    queryKey: cmntDeskKeys.entry(cmntId, cmntBrdId),
    queryFn: () => call(ep.entry, { params: { cmntId, cmntBrdId } }),
    // The edit form starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

/** Stores picked files for the entry being written; they are attached when it is saved. */
export async function uploadCmntEntryFiles(files: readonly File[]) {
  const answer = cmntEntryFilesResultSchema.parse(
    await callUpload(ep.uploadFiles, undefined, files, { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.files;
}

export const useCreateCmntEntry = (h: CommandHandlers<CmntEntryInput, { cmntBrdId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ cmntId, ...body }: CmntEntryInput) => call(ep.createEntry, { params: { cmntId }, body }),
    confirm: '게시물을 등록하시겠습니까?',
    invalidate: [cmntDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useUpdateCmntEntry = (
  h: CommandHandlers<CmntEntryEditInput, { cmntBrdId: number; message: string }> = {},
) =>
  useCommand({
    mutationFn: ({ cmntId, cmntBrdId, ...body }: CmntEntryEditInput) =>
      call(ep.updateEntry, { params: { cmntId, cmntBrdId }, body }),
    confirm: '게시물을 수정하시겠습니까?',
    invalidate: [cmntDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useDeleteCmntEntry = (h: CommandHandlers<CmntEntryDelete, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ cmntId, cmntBrdId, updtDt }: CmntEntryDelete) =>
      call(ep.deleteEntry, { params: { cmntId, cmntBrdId }, body: { updtDt } }),
    confirm: (v) => `'${v.brdTit}' 게시물을 삭제하시겠습니까?`,
    invalidate: [cmntDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });
