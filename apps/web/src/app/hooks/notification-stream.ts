import { NOTIFICATION_EVENT, NOTIFICATION_EVENTS_PATH } from '@onfan/contracts/notification-events';
import { openEventStream } from '@/lib/api/event-stream';
import type { UnreadStreamOpener } from './unread-stream';

/**
 * The unread notification count pushed by the server (GET common/ntf/events, text/event-stream), read with fetch so
 * the session token goes in its header like every call. Calls `onCount` per event and `onEnd` once when it closes,
 * with `reconnect` true when the server ended a healthy stream (idle, lifetime). Any failure ends it quietly: polling
 * takes over.
 */
export const openNotificationStream: UnreadStreamOpener = (onCount, onEnd) =>
  openEventStream(NOTIFICATION_EVENTS_PATH, {
    onEvent: (event, data) => {
      if (event !== NOTIFICATION_EVENT) return;
      const count = (data as { unreadCnt?: unknown }).unreadCnt;
      if (typeof count === 'number' && Number.isFinite(count)) onCount(Math.max(0, count));
    },
    onEnd,
  });
