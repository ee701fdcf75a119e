import { MAIN_CACHE_MS } from '@onfan/contracts/main';
import type { AppDeps } from '../../domain-deps.js';
import { MainRepository } from './main.repository.js';
import { mainRoutes, shortLinkRoutes } from './main.routes.js';
import { type FeaturedCourses, type LiveSection, MainService } from './main.service.js';

/** The main page's data and the short links, built once per app; its cached answers live in the app cache's `main` region. */
export function createMainModule(deps: AppDeps, others: { courses: FeaturedCourses; broadcasts: LiveSection }) {
  const main = new MainService(
    new MainRepository(deps.database.db),
    deps.clock,
    deps.config.publicUrl,
    others.courses,
    others.broadcasts,
    () => deps.cache.invalidate('main'),
  );
  const cache = deps.cache.json('main', MAIN_CACHE_MS);
  return {
    main,
    routes: (app: Parameters<typeof mainRoutes>[0]) => {
      mainRoutes(app, { main, cache });
      shortLinkRoutes(app, { main });
    },
  };
}
export type MainModule = ReturnType<typeof createMainModule>;
