import type { CallInput } from '@onfan/contracts/endpoint';
import { spaceAdminEndpoints as ep, spaceImagesResultSchema } from '@onfan/contracts/space.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The spaces desk's calls (공간 관리): the list, the groups, a space, write, edit, hide and show, gallery pictures. */

export type SpaceDeskFilters = CallInput<typeof ep.spaces>['query'];
export type SpaceWriteInput = CallInput<typeof ep.create>['body'];
type SpaceEdit = { spaceId: number } & CallInput<typeof ep.update>['body'];
type SpaceVisibility = { spaceId: number; spaceNm: string } & CallInput<typeof ep.visibility>['body'];

export const spaceDeskKeys = {
  all: ['space-admin'] as const,
  list: (f: SpaceDeskFilters) => ['space-admin', 'list', f] as const,
  groups: ['space-admin', 'groups'] as const,
  detail: (spaceId: number) => ['space-admin', 'detail', spaceId] as const,
};
/** What members read of spaces (the catalogue, a space) and the rooms desk's owner choices: read again after a change. */
const AFTER_CHANGE = [spaceDeskKeys.all, ['space'], ['studio-room-admin']] as const;

export const spaceDeskListQuery = (f: SpaceDeskFilters) =>
  queryOptions({
    queryKey: spaceDeskKeys.list(f),
    queryFn: () => call(ep.spaces, { query: f }),
    placeholderData: keepPreviousData,
  });

export const spaceGroupsQuery = () =>
  queryOptions({ queryKey: spaceDeskKeys.groups, queryFn: () => call(ep.groups), staleTime: 60_000 });

export const spaceDeskQuery = (spaceId: number) =>
  queryOptions({
    queryKey: spaceDeskKeys.detail(spaceId),
    queryFn: () => call(ep.space, { params: { spaceId } }),
    // The edit form starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

/** Stores picked gallery pictures for the space being written; they are the space's when it is saved. */
export async function uploadSpaceImages(files: readonly File[]) {
  const answer = spaceImagesResultSchema.parse(
    await callUpload(ep.uploadImages, undefined, files, { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.imgPtUrls;
}

export const useCreateSpace = (h: CommandHandlers<SpaceWriteInput, { spaceId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: SpaceWriteInput) => call(ep.create, { body }),
    confirm: '공간을 등록하시겠습니까?',
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const useUpdateSpace = (h: CommandHandlers<SpaceEdit, { spaceId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ spaceId, ...body }: SpaceEdit) => call(ep.update, { params: { spaceId }, body }),
    confirm: '공간을 수정하시겠습니까?',
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const useSpaceVisibility = (h: CommandHandlers<SpaceVisibility, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ spaceId, useYn, updtDt }: SpaceVisibility) =>
      call(ep.visibility, { params: { spaceId }, body: { useYn, updtDt } }),
    confirm: (v) =>
      v.useYn === 'N'
        ? `'${v.spaceNm}' 공간을 숨기시겠습니까? 공간과 그 룸이 회원에게 보이지 않고 예약할 수 없게 됩니다. 이미 받은 예약은 그대로 남습니다.`
        : `'${v.spaceNm}' 공간을 다시 공개하시겠습니까?`,
    invalidate: [...AFTER_CHANGE],
    ...h,
  });
