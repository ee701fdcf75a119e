import type { Database } from '../../db/database.js';
import { transactions, type Executor } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import {
  createLocalEventBus,
  createPostgresEventBus,
  type EventLog,
  type MessageEventBus,
} from '../message/message-events.js';
import { NotificationRepository } from './notification.repository.js';
import { notificationRoutes } from './notification.routes.js';
import { type NotificationEvents, NotificationService } from './notification.service.js';

/** The PostgreSQL channel the centre's unread-count events travel on (the messages have their own). */
export const NOTIFICATION_CHANNEL = 'onfan_ntf_unread';

/**
 * The centre's events for this database: PostgreSQL's LISTEN/NOTIFY across processes (a write in a transaction
 * notifies on that transaction, so only a committed notification is announced), an in-process emitter on SQLite.
 */
export function createNotificationEvents(
  database: Pick<Database, 'db' | 'dialect' | 'url'>,
  log: EventLog,
): NotificationEvents {
  if (database.dialect === 'postgres' && database.url) {
    const bus = createPostgresEventBus({
      url: database.url,
      channel: NOTIFICATION_CHANNEL,
      notify: (channel, payload) => new NotificationRepository(database.db).notify(channel, payload),
      log,
    });
    return {
      bus,
      inTransaction: (trx: Executor, userId: number) =>
        new NotificationRepository(trx).notify(NOTIFICATION_CHANNEL, String(userId)),
    };
  }
  const bus: MessageEventBus = createLocalEventBus();
  return { bus, inTransaction: (_trx, userId) => bus.publish(userId) };
}

/** The centre over one database: for the module, seeds and tests. */
export function createNotificationService(database: Pick<Database, 'db'>, clock: Clock, events: NotificationEvents) {
  return new NotificationService(new NotificationRepository(database.db), clock, events, transactions(database.db));
}

/**
 * The notification centre, built once per app before the accounts domain: its service is the outbox's in-app
 * writer (every message with a member and a link becomes a notification in the same transaction).
 */
export function createNotificationModule(deps: AppDeps, others: { log: EventLog }) {
  const events = createNotificationEvents(deps.database, others.log);
  const notifications = createNotificationService(deps.database, deps.clock, events);
  return {
    notifications,
    events,
    routes: (app: Parameters<typeof notificationRoutes>[0]) => {
      app.addHook('onClose', async () => events.bus.close());
      notificationRoutes(app, {
        notifications,
        bus: events.bus,
        streams: deps.streams,
        heartbeatSeconds: deps.config.messageHeartbeatSeconds,
        maxStreamMinutes: deps.config.sessionIdleMinutes,
      });
    },
  };
}
export type NotificationModule = ReturnType<typeof createNotificationModule>;
