import type { AppDeps } from '../../domain-deps.js';
import { ContentViewRepository } from './content-view.repository.js';
import { contentViewRoutes } from './content-view.routes.js';
import { ContentViewService } from './content-view.service.js';

/** View counts and clicks, built once per app; other domains read counts through `views`. */
export function createContentViewModule(deps: AppDeps) {
  const views = new ContentViewService(new ContentViewRepository(deps.database.db), deps.clock);
  return { views, routes: (app: Parameters<typeof contentViewRoutes>[0]) => contentViewRoutes(app, { views }) };
}
export type ContentViewModule = ReturnType<typeof createContentViewModule>;
