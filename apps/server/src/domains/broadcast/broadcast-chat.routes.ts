import {
  broadcastChatAdminEndpoints as admin,
  broadcastChatEndpoints as api,
  CHAT_EVENT,
  CHAT_EVENTS_PATH,
  chatBrcParamsSchema,
} from '@onfan/contracts/broadcast-chat';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { EventStreamHub } from '../../http/event-stream.js';
import type { BroadcastChatService } from './broadcast-chat.service.js';

export interface ChatRouteParts {
  chat: BroadcastChatService;
  streams: EventStreamHub;
  heartbeatSeconds: number;
  maxStreamMinutes: number;
}

/** Live chat (`broadcast/chat/…`), its moderation at the console (`broadcast/admin/chat/…`) and its event stream. */
export function broadcastChatRoutes(app: FastifyInstance, m: ChatRouteParts): void {
  const { chat } = m;
  route(app, api.list, (req) => chat.list(req.params.brcInfoNo, req.query, req.user));
  route(app, api.post, (req) => chat.post(currentUser(req), req.params.brcInfoNo, req.body.chatCn));
  route(app, admin.hide, (req) => chat.hide(consoleActor(req), req.params.chatId, req.body));
  route(app, admin.mute, (req) => chat.mute(consoleActor(req), req.params.chatId, req.body));
  registerChatStream(app, m);
}

/**
 * GET broadcast/chat/:brcInfoNo/events: text/event-stream of one broadcast's chat for anyone watching, through the
 * app's one hub (its caps). Sends `event: chat-ready` once it listens (on PostgreSQL, once the LISTEN is in place),
 * then `event: chat` with a new message and `event: chat-hide` with `{"chatId":n}` when an
 * operator hid one; the page reads what came before with the list call. Not in the OpenAPI document
 * (broadcast-chat.test.ts covers it).
 */
function registerChatStream(app: FastifyInstance, m: ChatRouteParts): void {
  m.streams.route(app, {
    path: CHAT_EVENTS_PATH,
    access: 'public',
    heartbeatSeconds: m.heartbeatSeconds,
    lifetimeMinutes: m.maxStreamMinutes,
    async start(req, sink) {
      const parsed = chatBrcParamsSchema.safeParse(req.params);
      // Nothing to stream: the hub ends it.
      if (!parsed.success) throw new Error('not a broadcast number');
      const { brcInfoNo } = parsed.data;
      const viewer = req.user?.userId ?? null;
      // Messages in the order they were announced, whatever each read costs.
      let queue: Promise<void> = Promise.resolve();
      const off = await m.chat.events.subscribe(brcInfoNo, (e) => {
        queue = queue.then(async () => {
          if (sink.closed) return;
          if (e.kind === 'hide') {
            sink.send(CHAT_EVENT.hide, { chatId: e.chatId });
            return;
          }
          try {
            const row = await m.chat.streamRead(e.chatId);
            if (row && row.hideYn === 'N') sink.send(CHAT_EVENT.message, m.chat.wire(row, viewer));
          } catch (err) {
            req.log.warn({ err }, 'chat message not sent');
          }
        });
      });
      // Listening from here on: the page reads anything written before this moment with the list call.
      sink.send(CHAT_EVENT.ready, {});
      return off;
    },
  });
}
