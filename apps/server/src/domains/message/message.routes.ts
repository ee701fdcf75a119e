import { MESSAGE_EVENT, MESSAGE_EVENTS_PATH, messageEndpoints as api } from '@onfan/contracts/message';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import { countStream, type EventStreamHub } from '../../http/event-stream.js';
import type { MessageEventBus } from './message-events.js';
import type { MessageService } from './message.service.js';

/** The reconnect delay a stream ended by the server (restart, lifetime) tells the browser (`retry:`). */
export const RECONNECT_MS = 1000;

export interface MessageRouteParts {
  messages: MessageService;
  events: MessageEventBus;
  /** The app's event stream hub: the unread-count stream is held to its caps. */
  streams: EventStreamHub;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatSeconds: number;
  /** A stream ends after this long; the browser reconnects with its token, which must still be a session. */
  maxStreamMinutes: number;
}

/** Messages (`common/msgs`, `common/msg/…`) and the unread count's event stream (`common/msg/events`). */
export function messageRoutes(app: FastifyInstance, m: MessageRouteParts): void {
  const { messages } = m;
  route(app, api.inbox, (req) => messages.inbox(req.query, currentUser(req)));
  route(app, api.unread, (req) => messages.unread(currentUser(req)));
  route(app, api.challenge, async (req) => {
    currentUser(req);
    return (await messages.challenge()) as unknown as Record<string, unknown>;
  });
  route(app, api.send, (req) => messages.send(req.body, currentUser(req)), { limit: 'message' });
  route(app, api.markRead, (req) => messages.markRead(req.params.msgId, currentUser(req)));
  route(app, api.remove, (req) => messages.remove(req.params.msgId, currentUser(req)));
  route(app, api.block, (req) => messages.block(req.params.userId, currentUser(req)));
  route(app, api.unblock, (req) => messages.unblock(req.params.userId, currentUser(req)));
  registerEventStream(app, m);
}

/**
 * GET common/msg/events: text/event-stream of the caller's unread count (decision 013), through the app's one event
 * stream hub (http/event-stream.ts: its caps per member, address and process, idle streams closed). Member only —
 * access is declared like every API route and checked in onRequest from the X-AUTH-TOKEN header (the web reads the
 * stream with fetch, which can send it; EventSource cannot). Sends `event: unread` with `{"rcvrMsgCnt":n}` on connect
 * and whenever the count changes. Not in the OpenAPI document, so the access table and the fuzz suite leave it to
 * message.events.test.ts and http/event-stream.test.ts.
 */
function registerEventStream(app: FastifyInstance, m: MessageRouteParts): void {
  m.streams.route(app, {
    path: MESSAGE_EVENTS_PATH,
    access: 'member',
    heartbeatSeconds: m.heartbeatSeconds,
    lifetimeMinutes: m.maxStreamMinutes,
    async start(req, sink) {
      const user = currentUser(req);
      return countStream(sink, {
        subscribe: (wake) => m.events.subscribe(user.userId, wake),
        count: () => m.messages.unreadCount(user.userId),
        send: (n) => sink.send(MESSAGE_EVENT, { rcvrMsgCnt: n }),
        failed: (err) => req.log.warn({ err }, 'unread count not sent'),
      });
    },
  });
}
