import { MESSAGE_EVENT, MESSAGE_EVENTS_PATH, messageEndpoints as api } from '@onfan/contracts/message';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { endpointUrl, route } from '../../http/endpoint-route.js';
import type { MessageEventBus } from './message-events.js';
import type { MessageService } from './message.service.js';

/** The reconnect delay a stream ended by the server (restart, lifetime) tells the browser (`retry:`). */
export const RECONNECT_MS = 1000;

export interface MessageRouteParts {
  messages: MessageService;
  events: MessageEventBus;
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
 * GET common/msg/events: text/event-stream of the caller's unread count (decision 013). Member only — access is
 * declared like every API route and checked in onRequest from the X-AUTH-TOKEN header (the web reads the stream with
 * fetch, which can send it; EventSource cannot). Sends `event: unread` with `{"rcvrMsgCnt":n}` on connect and whenever
 * the count changes, and a comment line every `heartbeatSeconds`. Not in the OpenAPI document (not JSON, and never
 * ends by itself), so the access table and the fuzz suite leave it to message.events.test.ts.
 */
function registerEventStream(app: FastifyInstance, m: MessageRouteParts): void {
  const open = new Set<(retryMs?: number) => void>();
  // Open streams would keep the server from closing: end them first. A process that drains for a restart ends them
  // at once with a retry hint, and the browser reconnects (through the proxy, to another instance: a draining one
  // answers a new stream 503, http/draining.ts).
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end(RECONNECT_MS);
    done();
  });
  app.drain.onStart(() => {
    for (const end of [...open]) end(RECONNECT_MS);
  });

  app.get(
    endpointUrl({ path: MESSAGE_EVENTS_PATH }),
    { config: { access: 'member' }, schema: { hide: true } },
    async (req, reply) => {
      const user = currentUser(req);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx and the like pass each event on at once instead of buffering the answer.
        'x-accel-buffering': 'no',
        // The stream's connection is not reused: closing the app (or the stream's lifetime) ends it for good.
        connection: 'close',
      });
      res.flushHeaders();

      let ended = false;
      let last: number | null = null;
      // One count at a time, in order: a burst of events costs at most one more query.
      let queue: Promise<void> = Promise.resolve();
      let queued = false;
      const push = () => {
        if (ended || queued) return;
        queued = true;
        queue = queue.then(async () => {
          queued = false;
          if (ended) return;
          try {
            const n = await m.messages.unreadCount(user.userId);
            if (ended || n === last) return;
            last = n;
            res.write(`event: ${MESSAGE_EVENT}\ndata: ${JSON.stringify({ rcvrMsgCnt: n })}\n\n`);
          } catch (err) {
            req.log.warn({ err }, 'unread count not sent');
          }
        });
      };

      let unsubscribe: (() => void) | null = null;
      const heartbeat = setInterval(() => {
        if (!ended) res.write(': keep-alive\n\n');
      }, m.heartbeatSeconds * 1000);
      const lifetime = setTimeout(() => end(RECONNECT_MS), m.maxStreamMinutes * 60_000);
      const end = (retryMs?: number) => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe?.();
        open.delete(end);
        if (retryMs !== undefined && res.writable) res.write(`retry: ${retryMs}\n\n`);
        res.end();
      };
      open.add(end);
      res.on('close', () => end());
      res.on('error', () => end());

      // Listening before the first count: nothing published after the count was read can be missed.
      const off = await m.events.subscribe(user.userId, push);
      if (ended) off();
      else unsubscribe = off;
      push();
    },
  );
}
