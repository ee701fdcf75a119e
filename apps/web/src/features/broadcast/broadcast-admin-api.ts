import { broadcastAdminEndpoints as ep, deskImagesResultSchema } from '@onfan/contracts/broadcast.admin';
import type { CallInput } from '@onfan/contracts/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The broadcast desk's calls (방송 담당): channels, the schedule, going live, a broadcast's comments. */

export type ChannelDeskFilters = CallInput<typeof ep.channels>['query'];
export type BroadcastDeskFilters = CallInput<typeof ep.broadcasts>['query'];
export type ChannelWriteInput = CallInput<typeof ep.createChannel>['body'];
export type BroadcastWriteInput = CallInput<typeof ep.create>['body'];
type ChannelEdit = { brcChnlId: number } & CallInput<typeof ep.updateChannel>['body'];
type BroadcastEdit = { brcInfoNo: number } & CallInput<typeof ep.update>['body'];
type GoLive = { brcInfoNo: number; brcTit: string; updtDt: string };
type CommentVisibility = { vodCmntId: number } & CallInput<typeof ep.commentVisibility>['body'];

export const broadcastDeskKeys = {
  all: ['broadcast-admin'] as const,
  channels: (f: ChannelDeskFilters) => ['broadcast-admin', 'channels', f] as const,
  channelOptions: ['broadcast-admin', 'channel-options'] as const,
  channel: (id: number) => ['broadcast-admin', 'channel', id] as const,
  list: (f: BroadcastDeskFilters) => ['broadcast-admin', 'list', f] as const,
  detail: (id: number) => ['broadcast-admin', 'detail', id] as const,
  comments: (id: number, pageNo: number) => ['broadcast-admin', 'comments', id, pageNo] as const,
};
/** What visitors read of broadcasts (lists, the schedule, a broadcast, the main page): read again after a change. */
const PUBLIC_BROADCAST_KEYS = [['broadcast'], ['main']] as const;

export const channelDeskListQuery = (f: ChannelDeskFilters) =>
  queryOptions({
    queryKey: broadcastDeskKeys.channels(f),
    queryFn: () => call(ep.channels, { query: f }),
    placeholderData: keepPreviousData,
  });

export const channelOptionsQuery = () =>
  queryOptions({
    queryKey: broadcastDeskKeys.channelOptions,
    queryFn: () => call(ep.channelOptions),
    staleTime: 60_000,
  });

export const channelDeskQuery = (brcChnlId: number) =>
  queryOptions({
    queryKey: broadcastDeskKeys.channel(brcChnlId),
    queryFn: () => call(ep.channel, { params: { brcChnlId } }),
    // The edit form starts from one copy: its updtDt is the copy the change names.
    staleTime: Infinity,
  });

export const broadcastDeskListQuery = (f: BroadcastDeskFilters) =>
  queryOptions({
    queryKey: broadcastDeskKeys.list(f),
    queryFn: () => call(ep.broadcasts, { query: f }),
    placeholderData: keepPreviousData,
  });

export const broadcastDeskQuery = (brcInfoNo: number) =>
  queryOptions({
    queryKey: broadcastDeskKeys.detail(brcInfoNo),
    queryFn: () => call(ep.broadcast, { params: { brcInfoNo } }),
    staleTime: Infinity,
  });

export const broadcastCommentsQuery = (brcInfoNo: number, pageNo: number) =>
  queryOptions({
    queryKey: broadcastDeskKeys.comments(brcInfoNo, pageNo),
    queryFn: () => call(ep.comments, { params: { brcInfoNo }, query: { pageNo, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

/** Stores a picked picture (a channel's or a poster); it is the record's when the form is saved. */
export async function uploadBroadcastImages(files: readonly File[]) {
  const answer = deskImagesResultSchema.parse(
    await callUpload(ep.uploadImages, undefined, files, { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.imgPtUrls;
}

export const useCreateChannel = (h: CommandHandlers<ChannelWriteInput, { brcChnlId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: ChannelWriteInput) => call(ep.createChannel, { body }),
    confirm: '채널을 등록하시겠습니까?',
    invalidate: [broadcastDeskKeys.all, ...PUBLIC_BROADCAST_KEYS],
    ...h,
  });

export const useUpdateChannel = (h: CommandHandlers<ChannelEdit, { brcChnlId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ brcChnlId, ...body }: ChannelEdit) => call(ep.updateChannel, { params: { brcChnlId }, body }),
    confirm: '채널을 수정하시겠습니까?',
    invalidate: [broadcastDeskKeys.all, ...PUBLIC_BROADCAST_KEYS],
    ...h,
  });

export const useCreateBroadcast = (
  h: CommandHandlers<BroadcastWriteInput, { brcInfoNo: number; message: string }> = {},
) =>
  useCommand({
    mutationFn: (body: BroadcastWriteInput) => call(ep.create, { body }),
    confirm: '방송을 편성하시겠습니까?',
    invalidate: [broadcastDeskKeys.all, ...PUBLIC_BROADCAST_KEYS],
    ...h,
  });

export const useUpdateBroadcast = (h: CommandHandlers<BroadcastEdit, { brcInfoNo: number; message: string }> = {}) =>
  useCommand({
    mutationFn: ({ brcInfoNo, ...body }: BroadcastEdit) => call(ep.update, { params: { brcInfoNo }, body }),
    confirm: '방송을 수정하시겠습니까?',
    invalidate: [broadcastDeskKeys.all, ...PUBLIC_BROADCAST_KEYS],
    ...h,
  });

export const useEndBroadcast = (h: CommandHandlers<GoLive, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ brcInfoNo, updtDt }: GoLive) => call(ep.endNow, { params: { brcInfoNo }, body: { updtDt } }),
    confirm: ({ brcTit }: GoLive) =>
      `「${brcTit}」 방송을 지금 종료하시겠습니까? 시청자 화면에 방송 종료가 표시됩니다.`,
    invalidate: [broadcastDeskKeys.all, ...PUBLIC_BROADCAST_KEYS],
    ...h,
  });

export const useStartBroadcast = (h: CommandHandlers<GoLive, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ brcInfoNo, updtDt }: GoLive) => call(ep.startNow, { params: { brcInfoNo }, body: { updtDt } }),
    confirm: ({ brcTit }: GoLive) => `「${brcTit}」 방송을 지금 시작하시겠습니까?`,
    invalidate: [broadcastDeskKeys.all, ...PUBLIC_BROADCAST_KEYS],
    ...h,
  });

export const useCommentVisibility = (h: CommandHandlers<CommentVisibility, { message: string }> = {}) =>
  useCommand({
    mutationFn: ({ vodCmntId, ...body }: CommentVisibility) =>
      call(ep.commentVisibility, { params: { vodCmntId }, body }),
    confirm: ({ action }: CommentVisibility) =>
      action === 'HIDE' ? '이 댓글을 숨기시겠습니까?' : '이 댓글을 다시 보이게 하시겠습니까?',
    invalidate: [broadcastDeskKeys.all, ...PUBLIC_BROADCAST_KEYS],
    ...h,
  });
