import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { transactions, type Executor } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { JobLog, JobSet } from '../../jobs/job-queue.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { signingKeys } from '../../lib/signing-keys.js';
import { marketingUnsubscribeUrl } from '../auth/auth.jobs.js';
import { NotificationOutbox, type NotificationSender } from '../auth/notification/outbox.js';
import { OutboxRepository } from '../auth/notification/outbox.repository.js';
import { createNotificationSender } from '../auth/notification/senders.js';
import { AnnouncementRepository } from './announcement.repository.js';
import {
  type AnnouncementCentre,
  AnnouncementFanOut,
  type AnnouncementOutbox,
  AnnouncementService,
} from './announcement.service.js';
import { notificationAdminRoutes } from './notification.admin.routes.js';
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

/** The fan-out of announcements over one database (decision 045): the app's, and the job's. */
export function createAnnouncementFanOut(
  database: Pick<Database, 'db'>,
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'signingKeys'>,
  clock: Clock,
  outbox: AnnouncementOutbox,
  centre: AnnouncementCentre,
): AnnouncementFanOut {
  const link = { linkSecret: signingKeys(config).linkSigning, publicUrl: config.publicUrl };
  return new AnnouncementFanOut({
    db: database.db,
    transaction: transactions(database.db),
    clock,
    outbox,
    centre,
    unsubscribeUrl: (userId, now) => marketingUnsubscribeUrl(link, userId, now),
  });
}

/**
 * The console's announcements desk (알림 발송), built after the accounts domain: it writes through the accounts'
 * outbox, whose centre is this domain's notification service.
 */
export function createAnnouncementModule(
  deps: AppDeps,
  others: { outbox: AnnouncementOutbox; centre: AnnouncementCentre },
) {
  const db = deps.database.db;
  const fanOut = createAnnouncementFanOut(deps.database, deps.config, deps.clock, others.outbox, others.centre);
  const announcements = new AnnouncementService(
    new AnnouncementRepository(db),
    transactions(db),
    deps.clock,
    deps.records,
    fanOut,
  );
  return {
    announcements,
    routes: (app: Parameters<typeof notificationAdminRoutes>[0]) => notificationAdminRoutes(app, { announcements }),
  };
}

export const ANNOUNCEMENT_JOB = 'notification.announcements';

/**
 * The announcements' job: every minute, each sent announcement that is due is fanned out (what the send's first
 * batches left, and at 08:00 Seoul the advertising held overnight). Its outbox writes in-app notifications through
 * a centre whose events reach every process on PostgreSQL (NOTIFY on the write's transaction).
 */
export function announcementJobs(options: {
  database: Database;
  config: Config;
  log: JobLog;
  clock?: Clock;
  sender?: NotificationSender;
}): JobSet {
  const clock = options.clock ?? systemClock;
  const { database } = options;
  const local = createLocalEventBus();
  const events: NotificationEvents = {
    bus: local,
    inTransaction: (trx, userId) =>
      database.dialect === 'postgres'
        ? new NotificationRepository(trx).notify(NOTIFICATION_CHANNEL, String(userId))
        : local.publish(userId),
  };
  const centre = createNotificationService(database, clock, events);
  const outbox = new NotificationOutbox(
    new OutboxRepository(database.db),
    clock,
    options.sender ?? createNotificationSender(options.config, options.log),
    centre,
    database.db,
  );
  const fanOut = createAnnouncementFanOut(database, options.config, clock, outbox, centre);
  return {
    handlers: {
      [ANNOUNCEMENT_JOB]: async () => {
        const written = await fanOut.runDue();
        if (written > 0) options.log.info({ job: ANNOUNCEMENT_JOB, written }, 'announcement deliveries written');
      },
    },
    schedules: [{ identifier: ANNOUNCEMENT_JOB, pattern: '* * * * *', job: ANNOUNCEMENT_JOB, maxAttempts: 3 }],
  };
}
