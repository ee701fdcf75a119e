import type { AppDeps } from '../../domain-deps.js';
import { SearchRepository } from './search.repository.js';
import { searchRoutes } from './search.routes.js';
import { SearchService } from './search.service.js';

/** The integrated search, built once per app. */
export function createSearchModule(deps: AppDeps) {
  const search = new SearchService(
    new SearchRepository(deps.database.db, deps.database.dialect, () => deps.clock.now()),
    deps.clock,
  );
  return { search, routes: (app: Parameters<typeof searchRoutes>[0]) => searchRoutes(app, { search }) };
}
