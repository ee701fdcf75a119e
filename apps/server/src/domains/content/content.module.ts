import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import { ContentViewRepository } from '../content-view/content-view.repository.js';
import { ContentViewService } from '../content-view/content-view.service.js';
import type { FileStorage } from '../upload/storage.js';
import { ContentRepository } from './content.repository.js';
import { contentRoutes } from './content.routes.js';
import { ContentService } from './content.service.js';

/**
 * The content engine, built once per app: its service (the notice and support domains show their items through it)
 * and the boards' routes. View counts come from the content-view module.
 */
export function createContentModule(deps: AppDeps, others: { views: ContentViewService }) {
  const db = deps.database.db;
  const content = new ContentService(
    new ContentRepository(db, () => deps.clock.now().toISOString()),
    transactions(db),
    deps.clock,
    others.views,
    deps.storage,
  );
  return { content, routes: (app: Parameters<typeof contentRoutes>[0]) => contentRoutes(app, { content }) };
}
export type ContentModule = ReturnType<typeof createContentModule>;

/**
 * A content engine of its own, for seeds, imports and tests that write items outside a running app (with a storage
 * when they attach files).
 */
export function createContentService(database: Pick<Database, 'db'>, clock: Clock, storage?: FileStorage) {
  const db = database.db;
  return new ContentService(
    new ContentRepository(db, () => clock.now().toISOString()),
    transactions(db),
    clock,
    new ContentViewService(new ContentViewRepository(db), clock),
    storage,
  );
}
