import type { BrcReportReason, BrcType, LkDskCd } from '@onfan/contracts/broadcast';
import { BROADCAST_MESSAGES, broadcastEndpoints } from '@onfan/contracts/broadcast';
import { communityEndpoints, type ReportReason } from '@onfan/contracts/community';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The broadcast feature's calls: lists by type, one broadcast, its comments, and writing and liking them. */

export const BROADCAST_PAGE_SIZE = 12;
export const VOD_COMMENT_PAGE_SIZE = 50;
export const VOD_REPLY_PAGE_SIZE = 50;

export interface BroadcastFilters {
  pageNo: number;
  brcType: BrcType;
  searchTerm?: string;
}

export const broadcastKeys = {
  lists: ['broadcast', 'list'] as const,
  list: (f: BroadcastFilters) => ['broadcast', 'list', f] as const,
  view: (no: number) => ['broadcast', 'view', no] as const,
  comments: (no: number) => ['broadcast', 'comments', no] as const,
  /** Under the recording's comments: what changes them (a reply, a like) reloads these too. */
  replies: (no: number, vodCmntId: number) => ['broadcast', 'comments', no, 'replies', vodCmntId] as const,
};

export const broadcastListQuery = (f: BroadcastFilters) =>
  queryOptions({
    queryKey: broadcastKeys.list(f),
    queryFn: () =>
      call(broadcastEndpoints.list, {
        query: {
          pageNo: f.pageNo,
          pageSize: BROADCAST_PAGE_SIZE,
          brcType: f.brcType,
          searchTerm: f.searchTerm || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const broadcastViewQuery = (brcInfoNo: number) =>
  queryOptions({
    queryKey: broadcastKeys.view(brcInfoNo),
    queryFn: () => call(broadcastEndpoints.view, { params: { brcInfoNo } }),
    enabled: brcInfoNo > 0,
  });

export const vodCommentsQuery = (brcInfoNo: number) =>
  queryOptions({
    queryKey: broadcastKeys.comments(brcInfoNo),
    queryFn: () =>
      call(broadcastEndpoints.comments, { query: { brcInfoNo, pageNo: 1, pageSize: VOD_COMMENT_PAGE_SIZE } }),
    enabled: brcInfoNo > 0,
  });

/** All the replies of one comment (GET vod/vodCmntReply), oldest first, a page at a time. */
export const vodRepliesQuery = (brcInfoNo: number, vodCmntId: number) =>
  infiniteQueryOptions({
    queryKey: broadcastKeys.replies(brcInfoNo, vodCmntId),
    queryFn: ({ pageParam }) =>
      call(broadcastEndpoints.replies, { query: { vodCmntId, pageNo: pageParam, pageSize: VOD_REPLY_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNo + 1 : undefined),
  });

/** Write a comment under a recording; the list reloads and the box resets (`onDone`). */
export function useVodComment(brcInfoNo: number, handlers: CommandHandlers<string, { message: string }> = {}) {
  return useCommand({
    mutationFn: (cmntCn: string) => call(broadcastEndpoints.comment, { body: { brcInfoNo, cmntCn } }),
    success: false,
    invalidate: [broadcastKeys.comments(brcInfoNo)],
    ...handlers,
  });
}

/** Reply to a comment (one level). */
export function useVodReply(
  brcInfoNo: number,
  handlers: CommandHandlers<{ vodCmntId: number; cmntCn: string }, { message: string }> = {},
) {
  return useCommand({
    mutationFn: (body: { vodCmntId: number; cmntCn: string }) => call(broadcastEndpoints.reply, { body }),
    success: false,
    invalidate: [broadcastKeys.comments(brcInfoNo)],
    ...handlers,
  });
}

/** Like (100) or dislike (200) a comment: once per member, switching allowed. */
export function useVodLike(brcInfoNo: number) {
  return useCommand({
    mutationFn: (body: { vodCmntId: number; lkDskCd: LkDskCd }) => call(broadcastEndpoints.likeDislike, { body }),
    success: false,
    invalidate: [broadcastKeys.comments(brcInfoNo)],
  });
}

export const myAlarmsKey = ['broadcast', 'alarms'] as const;

export const myAlarmsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: [...myAlarmsKey, pageNo],
    queryFn: () => call(broadcastEndpoints.alarmList, { body: { pageNo, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });

const alarmInvalidate = [broadcastKeys.lists, myAlarmsKey, ['broadcast', 'view']] as const;

/** Subscribe to a broadcast's alert (a text message 10 minutes before it starts), or unsubscribe. */
export function useAlarm() {
  return useCommand({
    mutationFn: ({ brcInfoNo, on }: { brcInfoNo: number; on: boolean }) =>
      call(on ? broadcastEndpoints.alarmAdd : broadcastEndpoints.alarmDelete, { body: { brcInfoNo } }),
    invalidate: alarmInvalidate,
  });
}

/** Unsubscribe from every alert after '방송 알림을 모두 해제하시겠습니까?'. */
export function useDeleteAllAlarms() {
  return useCommand({
    mutationFn: () => call(broadcastEndpoints.alarmDeleteAll, {}),
    confirm: BROADCAST_MESSAGES.confirmAlarmDeleteAll,
    invalidate: alarmInvalidate,
  });
}

/** A broadcast's status (예정·방송 중·종료); a page polls it at the server's interval while it can still change. */
export const broadcastStatusQuery = (brcInfoNo: number) =>
  queryOptions({
    queryKey: ['broadcast', 'status', brcInfoNo] as const,
    queryFn: () => call(broadcastEndpoints.status, { params: { brcInfoNo } }),
    enabled: brcInfoNo > 0,
    refetchInterval: (q) => {
      const d = q.state.data;
      return d && d.brcSts !== 'ENDED' ? d.pollMs : false;
    },
  });

/** The month's live and commerce broadcasts (yyyyMM). */
export const scheduleQuery = (ym: string) =>
  queryOptions({
    queryKey: ['broadcast', 'schedule', ym] as const,
    queryFn: () => call(broadcastEndpoints.schedule, { query: { ym } }),
    placeholderData: keepPreviousData,
  });

/** Follow a channel (its new broadcasts are told by text message) or stop following it. */
export function useFollow() {
  return useCommand({
    mutationFn: (body: { brcChnlId: number; sbptnYn: 'Y' | 'N' }) => call(broadcastEndpoints.follow, { body }),
    invalidate: [['broadcast', 'view']],
  });
}

export interface BroadcastReportInput {
  rsnCd: BrcReportReason;
  rsnCn?: string | undefined;
}

/** Report a broadcast (once per member). */
export function useBroadcastReport(
  brcInfoNo: number,
  handlers: CommandHandlers<BroadcastReportInput, { message: string }> = {},
) {
  return useCommand({
    mutationFn: (body: BroadcastReportInput) => call(broadcastEndpoints.report, { body: { brcInfoNo, ...body } }),
    ...handlers,
  });
}

export interface CommentReportInput {
  rsnCd: ReportReason;
  rsnCn?: string | undefined;
}

/**
 * Report a VOD comment into the community's one report queue (trgtType vodCmnt: once per member, never one's own,
 * hidden at three reports); the comments reload, as a hidden one leaves the list.
 */
export function useCommentReport(
  brcInfoNo: number,
  vodCmntId: number | null,
  handlers: CommandHandlers<CommentReportInput, { message: string }> = {},
) {
  return useCommand({
    mutationFn: (body: CommentReportInput) =>
      call(communityEndpoints.report, { body: { trgtType: 'vodCmnt', trgtId: vodCmntId ?? 0, ...body } }),
    invalidate: [broadcastKeys.comments(brcInfoNo)],
    ...handlers,
  });
}
