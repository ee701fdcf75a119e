import { RECONNECT_AFTER, STREAM_END_EVENT, type StreamEndReason } from '@onfan/contracts/event-stream';
import { MESSAGE_EVENT, MESSAGE_EVENTS_PATH } from '@onfan/contracts/message-events';
import { API_BASE, AUTH_HEADER } from '@/lib/api/api-client';
import { readToken } from '@/lib/session/token-storage';

/**
 * Opens the push channel of the unread count; calls `onCount` per event and `onEnd` once when it closes, with
 * `reconnect` true when the server ended a healthy stream and asks for it to be opened again (idle, lifetime).
 */
export type UnreadStreamOpener = (onCount: (count: number) => void, onEnd: (reconnect: boolean) => void) => () => void;

/** One server-sent event block (`event:` and `data:` lines) → its name and data. */
export function parseEventBlock(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * The unread count pushed by the server (GET common/msg/events, text/event-stream), read with fetch so the session
 * token goes in its header like every call. Any failure ends it quietly: the poller takes over.
 */
export const openUnreadStream: UnreadStreamOpener = (onCount, onEnd) => {
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
      const res = await fetch(`${API_BASE}/${MESSAGE_EVENTS_PATH}`, {
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
          if (parsed?.event === MESSAGE_EVENT) {
            const count = (JSON.parse(parsed.data) as { rcvrMsgCnt?: unknown }).rcvrMsgCnt;
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
