import { MarketEntryRepository } from './market-entry.repository.js';
import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import { marketEntryRoutes } from './market-entry.routes.js';
import { type EntryFiles, MarketEntryService } from './market-entry.service.js';

export function createMarketEntryService(database: Pick<Database, 'db'>, clock: Clock, uploads: EntryFiles) {
  return new MarketEntryService(new MarketEntryRepository(database.db), transactions(database.db), clock, uploads);
}

/** Market entry (마켓 입점), built once per app: documents are the member's uploads, under the daily quota. */
export function createMarketEntryModule(deps: AppDeps, others: { uploads: EntryFiles }) {
  const entries = createMarketEntryService(deps.database, deps.clock, others.uploads);
  return {
    entries,
    routes: (app: Parameters<typeof marketEntryRoutes>[0]) => marketEntryRoutes(app, { entries }),
  };
}
export type MarketEntryModule = ReturnType<typeof createMarketEntryModule>;
