import type { CallInput } from '@onfan/contracts/endpoint';
import { ANNOUNCEMENT_MESSAGES, notificationAdminEndpoints as ep } from '@onfan/contracts/notification.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/** The announcements desk's calls (알림 발송, decision 045): the list, the reach, an announcement, save, send. */

export type AnnouncementFilters = CallInput<typeof ep.announcements>['query'];
export type AnnouncementAudienceInput = CallInput<typeof ep.reach>['query'];
export type AnnouncementWriteInput = CallInput<typeof ep.create>['body'];
type AnnouncementEdit = { ancmtId: number } & CallInput<typeof ep.update>['body'];
type AnnouncementSend = { ancmtId: number; updtDt: string; reachCnt: number };

export const announcementKeys = {
  all: ['announcement-admin'] as const,
  list: (f: AnnouncementFilters) => ['announcement-admin', 'list', f] as const,
  reach: (a: AnnouncementAudienceInput) => ['announcement-admin', 'reach', a] as const,
  detail: (ancmtId: number) => ['announcement-admin', 'detail', ancmtId] as const,
};

export const announcementListQuery = (f: AnnouncementFilters) =>
  queryOptions({
    queryKey: announcementKeys.list(f),
    queryFn: () => call(ep.announcements, { query: f }),
    placeholderData: keepPreviousData,
  });

/**
 * Who the chosen group reaches now: the same audience the send writes to. No earlier group's count stands in while a
 * new one is counted: the form says it is counting, never a number that belongs to another choice.
 */
export const announcementReachQuery = (a: AnnouncementAudienceInput) =>
  queryOptions({
    queryKey: announcementKeys.reach(a),
    queryFn: () => call(ep.reach, { query: a }),
  });

export const announcementQuery = (ancmtId: number) =>
  queryOptions({
    queryKey: announcementKeys.detail(ancmtId),
    queryFn: () => call(ep.announcement, { params: { ancmtId } }),
  });

type Saved = { ancmtId: number; updtDt: string; message: string };

export const useCreateAnnouncement = (h: CommandHandlers<AnnouncementWriteInput, Saved> = {}) =>
  useCommand({
    mutationFn: (body: AnnouncementWriteInput) => call(ep.create, { body }),
    invalidate: [announcementKeys.all],
    ...h,
  });

export const useUpdateAnnouncement = (h: CommandHandlers<AnnouncementEdit, Saved> = {}) =>
  useCommand({
    mutationFn: ({ ancmtId, ...body }: AnnouncementEdit) => call(ep.update, { params: { ancmtId }, body }),
    invalidate: [announcementKeys.all],
    ...h,
  });

export const useSendAnnouncement = (h: CommandHandlers<AnnouncementSend, { message: string; reachCnt: number }> = {}) =>
  useCommand({
    mutationFn: ({ ancmtId, updtDt }: AnnouncementSend) => call(ep.send, { params: { ancmtId }, body: { updtDt } }),
    confirm: (v) => ANNOUNCEMENT_MESSAGES.confirmSend(v.reachCnt),
    invalidate: [announcementKeys.all],
    ...h,
  });
