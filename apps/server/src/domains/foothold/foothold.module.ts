import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { FootholdDeskService } from './foothold-desk.service.js';
import { footholdAdminRoutes } from './foothold.admin.routes.js';
import { FootholdRepository } from './foothold.repository.js';
import { footholdRoutes } from './foothold.routes.js';
import { FootholdService } from './foothold.service.js';

/** The footholds' service over one database: for the module, seeds and tests. */
export function createFootholdService(database: Pick<Database, 'db'>, clock: Clock): FootholdService {
  return new FootholdService(new FootholdRepository(database.db), transactions(database.db), clock);
}

/** The foothold domain, built once per app: creators' pages, their tags, the creator's own page and the console's desk. */
export function createFootholdModule(deps: AppDeps, others: { outbox: NotificationOutbox }) {
  const footholds = createFootholdService(deps.database, deps.clock);
  const desk = new FootholdDeskService(
    deps.database.db,
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.outbox,
  );
  return {
    footholds,
    desk,
    routes: (app: Parameters<typeof footholdRoutes>[0]) => {
      footholdRoutes(app, { footholds });
      footholdAdminRoutes(app, { desk });
    },
  };
}
export type FootholdModule = ReturnType<typeof createFootholdModule>;
