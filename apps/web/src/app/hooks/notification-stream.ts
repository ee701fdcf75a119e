import { RECONNECT_AFTER, STREAM_END_EVENT, type StreamEndReason } from '@onfan/contracts/event-stream';
import { NOTIFICATION_EVENT, NOTIFICATION_EVENTS_PATH } from '@onfan/contracts/notification-events';
import { API_BASE, AUTH_HEADER } from '@/lib/api/api-client';
import { readToken } from '@/lib/session/token-storage';
import { parseEventBlock, type UnreadStreamOpener } from './unread-stream';

/**
 * The unread notification count pushed by the server (GET common/ntf/events, text/event-stream), read with fetch so
 * the session token goes in its header like every call. Calls `onCount` per event and `onEnd` once when it closes,
 * with `reconnect` true when the server ended a healthy stream (idle, lifetime). Any failure ends it quietly: polling
 * takes over.
 */
export const openNotificationStream: UnreadStreamOpener = (onCount, onEnd) => {
  const controller = new AbortController();
  let ended = false;
  let reconnect = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd(reconnect);
  };
  void (async () => {
    try {
      const token = readToken();
      const res = await fetch(`${API_BASE}/${NOTIFICATION_EVENTS_PATH}`, {
        headers: { Accept: 'text/event-stream', ...(token ? { [AUTH_HEADER]: token } : {}) },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) return end();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n?/g, '\n');
        let cut = buffer.indexOf('\n\n');
        while (cut !== -1) {
          const parsed = parseEventBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (parsed?.event === NOTIFICATION_EVENT) {
            const count = (JSON.parse(parsed.data) as { unreadCnt?: unknown }).unreadCnt;
            if (typeof count === 'number' && Number.isFinite(count)) onCount(Math.max(0, count));
          } else if (parsed?.event === STREAM_END_EVENT) {
            const reason = (JSON.parse(parsed.data) as { reason?: StreamEndReason }).reason;
            reconnect = reason !== undefined && RECONNECT_AFTER.has(reason);
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted, offline, a bad event: polling goes on.
    }
    end();
  })();
  return () => {
    ended = true;
    controller.abort();
  };
};
