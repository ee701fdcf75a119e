import { RECONNECT_AFTER, STREAM_END_EVENT, type StreamEndReason } from '@onfan/contracts/event-stream';
import { readToken } from '@/lib/session/token-storage';
import { API_BASE, AUTH_HEADER } from './api-client';

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

export interface EventStreamHandlers {
  /** Each event but the stream's end, with its data parsed from JSON. */
  onEvent: (event: string, data: unknown) => void;
  /** Once, when the stream closed: `reconnect` when the server ended a healthy one (idle, lifetime, restart). */
  onEnd: (reconnect: boolean) => void;
}

/**
 * The one way the web app reads a server-sent event stream (`path` relative to the API, like an endpoint's): with
 * fetch, so the session token goes in its header like every call. Any failure (refused, offline, a bad event) ends it
 * quietly with `reconnect` false, and the caller's polling takes over. Answers the function that closes it.
 */
export function openEventStream(path: string, h: EventStreamHandlers): () => void {
  const controller = new AbortController();
  let ended = false;
  let reconnect = false;
  const end = () => {
    if (ended) return;
    ended = true;
    h.onEnd(reconnect);
  };
  void (async () => {
    try {
      const token = readToken();
      const res = await fetch(`${API_BASE}/${path}`, {
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
          if (parsed?.event === STREAM_END_EVENT) {
            const reason = (JSON.parse(parsed.data) as { reason?: StreamEndReason }).reason;
            reconnect = reason !== undefined && RECONNECT_AFTER.has(reason);
          } else if (parsed) {
            h.onEvent(parsed.event, JSON.parse(parsed.data) as unknown);
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted, offline, a bad event: the caller polls instead.
    }
    end();
  })();
  return () => {
    ended = true;
    controller.abort();
  };
}
