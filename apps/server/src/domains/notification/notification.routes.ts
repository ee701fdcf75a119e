import {
  NOTIFICATION_EVENT,
  NOTIFICATION_EVENTS_PATH,
  notificationEndpoints as api,
} from '@onfan/contracts/notification';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import { countStream, type EventStreamHub } from '../../http/event-stream.js';
import type { MessageEventBus } from '../message/message-events.js';
import type { NotificationService } from './notification.service.js';

export interface NotificationRouteParts {
  notifications: NotificationService;
  bus: MessageEventBus;
  streams: EventStreamHub;
  heartbeatSeconds: number;
  maxStreamMinutes: number;
}

/** The member's notification centre (`common/ntfs`, `common/ntf/…`) and its unread count's event stream. */
export function notificationRoutes(app: FastifyInstance, m: NotificationRouteParts): void {
  const { notifications } = m;
  route(app, api.list, (req) => notifications.list(req.query, currentUser(req)));
  route(app, api.unread, (req) => notifications.unread(currentUser(req)));
  route(app, api.markRead, (req) => notifications.markRead(req.params.ntfId, currentUser(req)));
  route(app, api.markAllRead, (req) => notifications.markAllRead(currentUser(req)));
  route(app, api.prefs, (req) => notifications.prefs(currentUser(req)));
  route(app, api.savePrefs, (req) => notifications.savePrefs(req.body, currentUser(req)));
  registerEventStream(app, m);
}

/**
 * GET common/ntf/events: text/event-stream of the caller's unread notification count, through the app's one event
 * stream hub (its caps per member, address and process). Member only, the token in X-AUTH-TOKEN as for the message
 * stream. Sends `event: ntf-unread` with `{"unreadCnt":n}` on connect and whenever the count changes; not in the
 * OpenAPI document (notification.test.ts covers it).
 */
function registerEventStream(app: FastifyInstance, m: NotificationRouteParts): void {
  m.streams.route(app, {
    path: NOTIFICATION_EVENTS_PATH,
    access: 'member',
    heartbeatSeconds: m.heartbeatSeconds,
    lifetimeMinutes: m.maxStreamMinutes,
    async start(req, sink) {
      const user = currentUser(req);
      return countStream(sink, {
        subscribe: (wake) => m.bus.subscribe(user.userId, wake),
        count: () => m.notifications.unreadCount(user.userId),
        send: (n) => sink.send(NOTIFICATION_EVENT, { unreadCnt: n }),
        failed: (err) => req.log.warn({ err }, 'unread notification count not sent'),
      });
    },
  });
}
