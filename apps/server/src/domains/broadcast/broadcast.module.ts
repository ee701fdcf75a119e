import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { broadcastRoutes } from './broadcast.routes.js';
import { BroadcastService, DEFAULT_POLL_MS } from './broadcast.service.js';
import { createMediaStore, LOCAL_MEDIA_BASE } from './broadcast.store.js';
import { createObjectStore } from '../../lib/object-store.js';

/** What broadcasts take from other domains: the prohibited-word check. */
export interface BroadcastOthers {
  prohibitedWords: ProhibitedWordService;
}

/** The broadcasts' service over one database: for the module, seeds and tests. */
export function createBroadcastService(
  database: Pick<Database, 'db'>,
  clock: Clock,
  others: BroadcastOthers,
  options: { pollMs?: number; mediaBase?: string } = {},
) {
  return new BroadcastService({
    repo: new BroadcastRepository(database.db),
    transaction: transactions(database.db),
    clock,
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    mediaBase: options.mediaBase ?? LOCAL_MEDIA_BASE,
    ...others,
  });
}

/** The broadcast domain, built once per app: lists, views, status, alerts, follows, reports and VOD comments. */
export function createBroadcastModule(deps: AppDeps, others: BroadcastOthers) {
  const broadcasts = createBroadcastService(deps.database, deps.clock, others, {
    pollMs: deps.config.broadcastPollMs,
    mediaBase: createMediaStore(deps.config).base,
  });
  return {
    broadcasts,
    routes: (app: Parameters<typeof broadcastRoutes>[0]) =>
      broadcastRoutes(app, { broadcasts, objects: createObjectStore(deps.config), publicUrl: deps.config.publicUrl }),
  };
}
export type BroadcastModule = ReturnType<typeof createBroadcastModule>;
