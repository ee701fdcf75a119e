import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notificationKeys } from '@/features/notification/notification-keys';
import { get } from '@/lib/api/api-client';
import { useSession } from '@/lib/session/session-context';
import { openNotificationStream } from './notification-stream';
import type { UnreadStreamOpener } from './unread-stream';

/** Polling, the fallback while no stream is open: this often the bell asks for the count. */
export const NOTIFICATION_POLL_MS = 30_000;

export function fetchNotificationUnread(): Promise<{ unreadCnt: number }> {
  // A background call: never prompt for login, never leave the page on a server error.
  return get('common/ntf/unread', undefined, { authPrompt: false, redirectOnServerError: false });
}

const defaultOpener: UnreadStreamOpener | undefined =
  typeof TextDecoderStream === 'function' ? openNotificationStream : undefined;

/**
 * The member's unread notification count for the header's bell: pushed by the server while the event stream is open
 * (opened again when the server ends a healthy one), polled every 30 s otherwise; 0 for visitors. It lives in the
 * query cache, so marking read anywhere (the panel, 마이페이지 → 알림) refreshes it.
 */
export function useNotificationCount(openStream: UnreadStreamOpener | undefined = defaultOpener): number {
  const { isAuthenticated, session } = useSession();
  const userId = session?.userId ?? null;
  const client = useQueryClient();
  const key = [...notificationKeys.unread, userId] as const;
  const [streaming, setStreaming] = useState(false);
  useEffect(() => {
    if (!isAuthenticated || userId === null || !openStream) return undefined;
    let stopped = false;
    let close: (() => void) | null = null;
    const connect = () => {
      close = openStream(
        (n) => {
          if (stopped) return;
          setStreaming(true);
          client.setQueryData([...notificationKeys.unread, userId], { unreadCnt: n });
        },
        (reconnect) => {
          if (stopped) return;
          close = null;
          setStreaming(false);
          if (reconnect) connect();
        },
      );
    };
    connect();
    return () => {
      stopped = true;
      close?.();
      setStreaming(false);
    };
  }, [isAuthenticated, userId, client, openStream]);
  const { data } = useQuery({
    queryKey: key,
    queryFn: fetchNotificationUnread,
    enabled: isAuthenticated && userId !== null,
    refetchInterval: streaming ? false : NOTIFICATION_POLL_MS,
    retry: false,
  });
  // A count that changed (a new notification pushed or polled, one read elsewhere) makes the lists stale: the panel
  // and 마이페이지 → 알림 show what the count says, not a list loaded before it changed.
  const count = data?.unreadCnt;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (count === undefined) return;
    if (seen.current !== undefined && seen.current !== count) {
      void client.invalidateQueries({ queryKey: notificationKeys.lists });
    }
    seen.current = count;
  }, [count, client]);
  return isAuthenticated ? Math.max(0, count ?? 0) : 0;
}
