import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { CaptchaService } from './captcha.js';
import type { EventLog, MessageEventBus } from './message-events.js';
import { createLocalEventBus, createPostgresEventBus } from './message-events.js';
import { MessageRepository } from './message.repository.js';
import { messageRoutes } from './message.routes.js';
import { MessageService } from './message.service.js';

/**
 * The event bus for this database: PostgreSQL's LISTEN/NOTIFY, so every process on the database hears every send,
 * or an in-process emitter on SQLite (one process owns the file).
 */
export function createMessageEventBus(
  database: Pick<Database, 'db' | 'dialect' | 'url'>,
  log: EventLog,
): MessageEventBus {
  if (database.dialect === 'postgres' && database.url) {
    const repo = new MessageRepository(database.db);
    return createPostgresEventBus({
      url: database.url,
      notify: (channel, payload) => repo.notify(channel, payload),
      log,
    });
  }
  return createLocalEventBus();
}

/** The message service over one database: for the module, seeds and tests. */
export function createMessageService(
  database: Pick<Database, 'db'>,
  clock: Clock,
  captcha: Config['captcha'],
  events: MessageEventBus,
  notices?: ConstructorParameters<typeof MessageService>[5],
) {
  return new MessageService(
    new MessageRepository(database.db),
    transactions(database.db),
    clock,
    new CaptchaService({ config: captcha, clock }),
    events,
    notices,
  );
}

/** The messages domain, built once per app: send (ALTCHA), inbox, unread count and its event stream, blocks. */
export function createMessageModule(
  deps: AppDeps,
  others: { log: EventLog; notices?: ConstructorParameters<typeof MessageService>[5] },
) {
  const events = createMessageEventBus(deps.database, others.log);
  const messages = createMessageService(deps.database, deps.clock, deps.config.captcha, events, others.notices);
  return {
    messages,
    events,
    routes: (app: Parameters<typeof messageRoutes>[0]) => {
      // The listener connection closes with the app (after the server stopped taking requests).
      app.addHook('onClose', async () => events.close());
      messageRoutes(app, {
        messages,
        events,
        streams: deps.streams,
        heartbeatSeconds: deps.config.messageHeartbeatSeconds,
        maxStreamMinutes: deps.config.sessionIdleMinutes,
      });
    },
  };
}
export type MessageModule = ReturnType<typeof createMessageModule>;
