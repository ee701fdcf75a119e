import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { ConsoleRecords } from './domains/admin/console-records.js';
import type { SessionService } from './domains/auth/session.service.js';
import type { FileStorage } from './domains/upload/storage.js';
import type { CacheService } from './http/cache.js';
import type { EventStreamHub } from './http/event-stream.js';
import type { Clock } from './lib/clock.js';

/**
 * What the composition root (app.ts) hands every domain module. Domains import this file, never app.ts, so the
 * composition root depends on the domains and not the other way round.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  sessions: SessionService;
  /** Uploaded files (disk under DATA_DIR/uploads by default). */
  storage: FileStorage;
  /** The app's one cache (regions, invalidation). */
  cache: CacheService;
  /** The console's access log and audit rows, written beside each desk's work (decision 034). */
  records: ConsoleRecords;
  /** Every event stream is registered with this hub (`streams.route(...)`): the caps per member, address, process. */
  streams: EventStreamHub;
}

/** A domain's routes: registered by app.ts with the module the domain built from the deps. */
export type DomainPlugin = (app: FastifyInstance, deps: AppDeps) => Promise<void>;
