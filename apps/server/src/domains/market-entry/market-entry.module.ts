import { MarketEntryRepository } from './market-entry.repository.js';
import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { MarketEntryDeskService } from './market-entry.desk.js';
import { marketEntryRoutes } from './market-entry.routes.js';
import { type EntryFiles, MarketEntryService } from './market-entry.service.js';

export function createMarketEntryService(database: Pick<Database, 'db'>, clock: Clock, uploads: EntryFiles) {
  return new MarketEntryService(new MarketEntryRepository(database.db), transactions(database.db), clock, uploads);
}

/** Market entry (마켓 입점), built once per app: documents are the member's uploads, under the daily quota. */
export function createMarketEntryModule(deps: AppDeps, others: { uploads: EntryFiles; outbox: NotificationOutbox }) {
  const entries = createMarketEntryService(deps.database, deps.clock, others.uploads);
  // The console desk (issue 37): applicants are told of each move through the accounts domain's outbox.
  const desk = new MarketEntryDeskService(
    new MarketEntryRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.outbox,
    others.uploads,
  );
  return {
    entries,
    /** The console's waiting work of this domain (the dashboard). */
    consoleQueues: [
      {
        key: 'market-entry',
        label: '입점 신청 검토',
        href: '/admin/market-entry',
        role: 'MARKET',
        count: () => desk.waitingCount(),
      },
    ] satisfies ConsoleQueue[],
    routes: (app: Parameters<typeof marketEntryRoutes>[0]) => marketEntryRoutes(app, { entries, desk }),
  };
}
export type MarketEntryModule = ReturnType<typeof createMarketEntryModule>;
