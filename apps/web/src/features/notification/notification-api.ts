import { NOTIFICATION_MESSAGES, notificationEndpoints, type NotificationPrefs } from '@onfan/contracts/notification';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { useCommand } from '@/lib/api/use-command';
import { notificationKeys } from './notification-keys';

/** The notification centre's calls: the member's list, reading one, reading all. */

export const NOTIFICATION_PAGE_SIZE = 10;

export const notificationPageQuery = (pageNo: number, pageSize: number = NOTIFICATION_PAGE_SIZE) =>
  queryOptions({
    queryKey: notificationKeys.page(pageNo, pageSize),
    queryFn: () => call(notificationEndpoints.list, { query: { pageNo, pageSize } }),
    placeholderData: keepPreviousData,
  });

/**
 * Marks a notification read as its link is followed: quietly (the member is on their way to the thing), and the
 * bell and the lists refresh.
 */
export function useOpenNotification() {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (ntfId: number) => call(notificationEndpoints.markRead, { params: { ntfId } }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  return mutate;
}

/** 모두 읽음: every unread notification read, with the server's message. */
export function useMarkAllRead() {
  return useCommand({
    mutationFn: () => call(notificationEndpoints.markAllRead),
    invalidate: [notificationKeys.all],
  });
}

export const notificationPrefsQuery = () =>
  queryOptions({ queryKey: notificationKeys.prefs, queryFn: () => call(notificationEndpoints.prefs) });

/** 알림 받는 방법: '…저장하시겠습니까?' → save → the server's message. */
export function useSavePrefs() {
  return useCommand({
    mutationFn: (body: NotificationPrefs) => call(notificationEndpoints.savePrefs, { body }),
    confirm: NOTIFICATION_MESSAGES.confirmPrefs,
    invalidate: [notificationKeys.prefs],
  });
}
