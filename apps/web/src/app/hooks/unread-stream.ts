import { MESSAGE_EVENT, MESSAGE_EVENTS_PATH } from '@onfan/contracts/message-events';
import { openEventStream } from '@/lib/api/event-stream';

/**
 * Opens the push channel of the unread count; calls `onCount` per event and `onEnd` once when it closes, with
 * `reconnect` true when the server ended a healthy stream and asks for it to be opened again (idle, lifetime).
 */
export type UnreadStreamOpener = (onCount: (count: number) => void, onEnd: (reconnect: boolean) => void) => () => void;

/**
 * The unread count pushed by the server (GET common/msg/events, text/event-stream), read with fetch so the session
 * token goes in its header like every call. Any failure ends it quietly: the poller takes over.
 */
export const openUnreadStream: UnreadStreamOpener = (onCount, onEnd) =>
  openEventStream(MESSAGE_EVENTS_PATH, {
    onEvent: (event, data) => {
      if (event !== MESSAGE_EVENT) return;
      const count = (data as { rcvrMsgCnt?: unknown }).rcvrMsgCnt;
      if (typeof count === 'number' && Number.isFinite(count)) onCount(Math.max(0, count));
    },
    onEnd,
  });
