import type { CallInput } from '@onfan/contracts/endpoint';
import { roomImagesResultSchema, studioRoomAdminEndpoints as ep } from '@onfan/contracts/studio-room.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The rooms desk's calls (룸 관리: the rooms of studios and spaces): the list, a room, write, edit, hide and show, pictures, closed days. */

export type RoomDeskFilters = CallInput<typeof ep.rooms>['query'];
export type RoomWriteInput = CallInput<typeof ep.create>['body'];
type RoomEdit = { roomId: number } & CallInput<typeof ep.update>['body'];
type RoomVisibility = { roomId: number; roomNm: string } & CallInput<typeof ep.visibility>['body'];
type RoomClose = { roomId: number } & CallInput<typeof ep.close>['body'];
type RoomReopen = { roomId: number; ymd: string };

export const roomDeskKeys = {
  all: ['studio-room-admin'] as const,
  list: (f: RoomDeskFilters) => ['studio-room-admin', 'list', f] as const,
  owners: ['studio-room-admin', 'owners'] as const,
  detail: (roomId: number) => ['studio-room-admin', 'detail', roomId] as const,
  month: (roomId: number, ym: string) => ['studio-room-admin', 'month', roomId, ym] as const,
};
/** What members read of studios, spaces and rooms (the catalogues, a room, its calendar): read again after a change. */
const PUBLIC_STUDIO_KEYS = [['studio'], ['space']] as const;

export const roomDeskListQuery = (f: RoomDeskFilters) =>
  queryOptions({
    queryKey: roomDeskKeys.list(f),
    queryFn: () => call(ep.rooms, { query: f }),
    placeholderData: keepPreviousData,
  });

/** Every studio and space a room may belong to (the filters and the form's choices). */
export const roomOwnersQuery = () =>
  queryOptions({ queryKey: roomDeskKeys.owners, queryFn: () => call(ep.owners), staleTime: 60_000 });

export const roomDeskQuery = (roomId: number) =>
  queryOptions({
    queryKey: roomDeskKeys.detail(roomId),
    queryFn: () => call(ep.room, { params: { roomId } }),
    // The edit form starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

export const roomMonthQuery = (roomId: number, ym: string) =>
  queryOptions({
    queryKey: roomDeskKeys.month(roomId, ym),
    queryFn: () => call(ep.month, { params: { roomId }, query: { ym } }),
    placeholderData: keepPreviousData,
  });

/** Stores picked pictures for the room being written; they are the room's when it is saved. */
export async function uploadRoomImages(files: readonly File[]) {
  const answer = roomImagesResultSchema.parse(
    await callUpload(ep.uploadImages, undefined, files, { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.imgPtUrls;
}

export const useCreateRoom = (h: CommandHandlers<RoomWriteInput, { roomId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: RoomWriteInput) => call(ep.create, { body }),
    confirm: '룸을 등록하시겠습니까?',
    invalidate: [roomDeskKeys.all, ...PUBLIC_STUDIO_KEYS],
    ...h,
  });

export const useUpdateRoom = (h: CommandHandlers<RoomEdit, { roomId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ roomId, ...body }: RoomEdit) => call(ep.update, { params: { roomId }, body }),
    confirm: '룸을 수정하시겠습니까?',
    invalidate: [roomDeskKeys.all, ...PUBLIC_STUDIO_KEYS],
    ...h,
  });

export const useRoomVisibility = (h: CommandHandlers<RoomVisibility, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ roomId, useYn, updtDt }: RoomVisibility) =>
      call(ep.visibility, { params: { roomId }, body: { useYn, updtDt } }),
    confirm: (v) =>
      v.useYn === 'N'
        ? `'${v.roomNm}' 룸을 숨기시겠습니까? 회원에게 보이지 않고 예약할 수 없게 됩니다. 이미 받은 예약은 그대로 남습니다.`
        : `'${v.roomNm}' 룸을 다시 공개하시겠습니까?`,
    invalidate: [roomDeskKeys.all, ...PUBLIC_STUDIO_KEYS],
    ...h,
  });

export const useCloseRoomDay = (h: CommandHandlers<RoomClose, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ roomId, ...body }: RoomClose) => call(ep.close, { params: { roomId }, body }),
    confirm: '이날을 휴무일로 지정하시겠습니까? 회원은 이날 예약할 수 없습니다.',
    invalidate: [roomDeskKeys.all, ...PUBLIC_STUDIO_KEYS],
    ...h,
  });

export const useReopenRoomDay = (h: CommandHandlers<RoomReopen, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ roomId, ymd }: RoomReopen) => call(ep.reopen, { params: { roomId, ymd } }),
    confirm: '휴무일을 해제하시겠습니까?',
    invalidate: [roomDeskKeys.all, ...PUBLIC_STUDIO_KEYS],
    ...h,
  });
