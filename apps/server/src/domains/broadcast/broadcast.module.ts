import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import { BROADCAST_JOBS } from './broadcast.alerts.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { broadcastRoutes } from './broadcast.routes.js';
import { BroadcastService, DEFAULT_POLL_MS } from './broadcast.service.js';
import { createMediaStore, LOCAL_MEDIA_BASE } from './broadcast.store.js';
import { createObjectStore } from '../../lib/object-store.js';
import type { EventLog } from '../message/message-events.js';
import { createLocalChatBus, createPostgresChatBus, type ChatEventBus } from './broadcast-chat.events.js';
import { BroadcastChatRepository } from './broadcast-chat.repository.js';
import { broadcastChatRoutes } from './broadcast-chat.routes.js';
import { BroadcastChatService } from './broadcast-chat.service.js';
import { broadcastMediaAdminRoutes } from './broadcast-media.admin.routes.js';
import { BroadcastMediaRepository } from './broadcast-media.repository.js';
import { BroadcastMediaService } from './broadcast-media.service.js';
import { BroadcastDeskRepository } from './broadcast.admin.repository.js';
import { broadcastAdminRoutes } from './broadcast.admin.routes.js';
import { BroadcastDeskService, type BroadcastDeskImages } from './broadcast.admin.service.js';
import { BroadcastUploadService } from './broadcast-media.upload-service.js';
import { fileUploads } from './broadcast-media.upload.js';
import { createMediaJobEvents } from './broadcast-media.events.js';
import type { JobQueue } from '../../jobs/job-queue.js';

/** What broadcasts take from other domains: the prohibited-word check (and, for the chat's events, the app's log). */
export interface BroadcastOthers {
  prohibitedWords: ProhibitedWordService;
  log?: EventLog;
  /** The broadcast desk's pictures (channel pictures, posters): the upload domain's image check and store. */
  uploads: BroadcastDeskImages;
  /** The process's one job queue (the transcodes are enqueued on it; decision 051). */
  queue: JobQueue;
}

/** The chat's events for this database: NOTIFY across processes on PostgreSQL, an in-process emitter on SQLite. */
export function createChatEvents(database: Pick<Database, 'dialect' | 'url'>, log: EventLog): ChatEventBus {
  return database.dialect === 'postgres' && database.url
    ? createPostgresChatBus({ url: database.url, log })
    : createLocalChatBus();
}

/** The live chat over one database: for the module and tests. */
export function createChatService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'records'>,
  prohibitedWords: ProhibitedWordService,
  events: ChatEventBus,
) {
  const db = deps.database.db;
  return new BroadcastChatService(
    new BroadcastChatRepository(db),
    new BroadcastRepository(db),
    transactions(db),
    deps.clock,
    prohibitedWords,
    deps.records,
    events,
  );
}

/** The broadcasts' service over one database: for the module, seeds and tests. */
export function createBroadcastService(
  database: Pick<Database, 'db'>,
  clock: Clock,
  others: BroadcastOthers,
  options: { pollMs?: number; mediaBase?: string } = {},
) {
  return new BroadcastService(
    new BroadcastRepository(database.db),
    transactions(database.db),
    clock,
    others.prohibitedWords,
    options.pollMs ?? DEFAULT_POLL_MS,
    options.mediaBase ?? LOCAL_MEDIA_BASE,
  );
}

/** The broadcast domain, built once per app: lists, views, status, alerts, follows, reports and VOD comments. */
export function createBroadcastModule(deps: AppDeps, others: BroadcastOthers) {
  const broadcasts = createBroadcastService(deps.database, deps.clock, others, {
    pollMs: deps.config.broadcastPollMs,
    mediaBase: createMediaStore(deps.config).base,
  });
  const chat = createChatService(
    deps,
    others.prohibitedWords,
    createChatEvents(deps.database, others.log ?? { warn: () => undefined }),
  );
  // The console's media desk (decision 051): captions published as the media folder's ko.vtt.
  const media = new BroadcastMediaService(
    new BroadcastMediaRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    createMediaStore(deps.config),
    deps.config.dataDir,
  );
  const desk = new BroadcastDeskService(
    new BroadcastDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.uploads,
    // The alert a start on time gives, written by the job runner (once per member: its claim rows).
    async (brcInfoNo) =>
      void (await others.queue.enqueue(
        BROADCAST_JOBS.startedNow,
        { brcInfoNo },
        { jobKey: `${BROADCAST_JOBS.startedNow}:${brcInfoNo}`, maxAttempts: 3 },
      )),
  );
  // Its uploads (tus) and their transcodes, enqueued on the process's one queue for the job runner (decision 051).
  const mediaEvents = createMediaJobEvents(deps.database, others.log ?? { warn: () => undefined });
  const uploads = new BroadcastUploadService(
    new BroadcastMediaRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.queue,
    fileUploads(deps.config.dataDir, deps.config.s3 ? createObjectStore(deps.config) : null),
    deps.config.broadcastUploadMaxBytes,
    mediaEvents,
  );
  return {
    broadcasts,
    chat,
    media,
    desk,
    uploads,
    routes: (app: Parameters<typeof broadcastRoutes>[0]) => {
      app.addHook('onClose', async () => chat.events.close());
      app.addHook('onClose', async () => mediaEvents.close());
      broadcastRoutes(app, { broadcasts, objects: createObjectStore(deps.config), publicUrl: deps.config.publicUrl });
      broadcastAdminRoutes(app, { desk });
      broadcastChatRoutes(app, {
        chat,
        streams: deps.streams,
        heartbeatSeconds: deps.config.messageHeartbeatSeconds,
        maxStreamMinutes: deps.config.sessionIdleMinutes,
      });
      broadcastMediaAdminRoutes(app, {
        media,
        uploads,
        dataDir: deps.config.dataDir,
        streams: deps.streams,
        heartbeatSeconds: deps.config.messageHeartbeatSeconds,
        maxStreamMinutes: deps.config.sessionIdleMinutes,
      });
    },
  };
}
export type BroadcastModule = ReturnType<typeof createBroadcastModule>;
