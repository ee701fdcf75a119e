import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import { FootholdRepository } from './foothold.repository.js';
import { footholdRoutes } from './foothold.routes.js';
import { FootholdService } from './foothold.service.js';

/** The footholds' service over one database: for the module, seeds and tests. */
export function createFootholdService(database: Pick<Database, 'db'>, clock: Clock): FootholdService {
  return new FootholdService(new FootholdRepository(database.db), transactions(database.db), clock);
}

/** The foothold domain, built once per app: creators' pages, their tags and the creator's own page. */
export function createFootholdModule(deps: AppDeps) {
  const footholds = createFootholdService(deps.database, deps.clock);
  return {
    footholds,
    routes: (app: Parameters<typeof footholdRoutes>[0]) => footholdRoutes(app, { footholds }),
  };
}
export type FootholdModule = ReturnType<typeof createFootholdModule>;
