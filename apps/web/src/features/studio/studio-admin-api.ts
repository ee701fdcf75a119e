import type { CallInput } from '@onfan/contracts/endpoint';
import { studioAdminEndpoints as ep } from '@onfan/contracts/studio.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The studios desk's calls (스튜디오 관리): the list, a studio, write, edit, hide and show. */

export type StudioDeskFilters = CallInput<typeof ep.studios>['query'];
export type StudioWriteInput = CallInput<typeof ep.create>['body'];
type StudioEdit = { studoId: number } & CallInput<typeof ep.update>['body'];
type StudioVisibility = { studoId: number; studoNm: string } & CallInput<typeof ep.visibility>['body'];

export const studioDeskKeys = {
  all: ['studio-admin'] as const,
  list: (f: StudioDeskFilters) => ['studio-admin', 'list', f] as const,
  detail: (studoId: number) => ['studio-admin', 'detail', studoId] as const,
};
/** What members read of studios (the catalogue) and the rooms desk's owner choices: read again after a change. */
const AFTER_CHANGE = [studioDeskKeys.all, ['studio'], ['studio-room-admin']] as const;

export const studioDeskListQuery = (f: StudioDeskFilters) =>
  queryOptions({
    queryKey: studioDeskKeys.list(f),
    queryFn: () => call(ep.studios, { query: f }),
    placeholderData: keepPreviousData,
  });

export const studioDeskQuery = (studoId: number) =>
  queryOptions({
    queryKey: studioDeskKeys.detail(studoId),
    queryFn: () => call(ep.studio, { params: { studoId } }),
    // The edit form starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

export const useCreateStudio = (h: CommandHandlers<StudioWriteInput, { studoId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: StudioWriteInput) => call(ep.create, { body }),
    confirm: '스튜디오를 등록하시겠습니까?',
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const useUpdateStudio = (h: CommandHandlers<StudioEdit, { studoId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ studoId, ...body }: StudioEdit) => call(ep.update, { params: { studoId }, body }),
    confirm: '스튜디오를 수정하시겠습니까?',
    invalidate: [...AFTER_CHANGE],
    ...h,
  });

export const useStudioVisibility = (h: CommandHandlers<StudioVisibility, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ studoId, useYn, updtDt }: StudioVisibility) =>
      call(ep.visibility, { params: { studoId }, body: { useYn, updtDt } }),
    confirm: (v) =>
      v.useYn === 'N'
        ? `'${v.studoNm}' 스튜디오를 숨기시겠습니까? 스튜디오와 그 룸이 회원에게 보이지 않고 예약할 수 없게 됩니다. 이미 받은 예약은 그대로 남습니다.`
        : `'${v.studoNm}' 스튜디오를 다시 공개하시겠습니까?`,
    invalidate: [...AFTER_CHANGE],
    ...h,
  });
