import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import { ContentViewRepository } from '../content-view/content-view.repository.js';
import { ContentViewService } from '../content-view/content-view.service.js';
import type { FileStorage } from '../upload/storage.js';
import { ContentDeskRepository } from './content.admin.repository.js';
import { contentAdminRoutes, faqRoutes } from './content.admin.routes.js';
import { BoardDeskService, FaqService } from './content.admin.service.js';
import { ContentRepository } from './content.repository.js';
import { contentRoutes } from './content.routes.js';
import { ContentService } from './content.service.js';

/** The app cache's region of `/guide`'s questions, and how long an answer is kept between changes. */
const FAQ_REGION = 'faq';
const FAQ_CACHE_MS = 5 * 60 * 1000;

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
  // The console's content desk (boards and the FAQ of /guide); the FAQ's public answer lives in the `faq` region.
  const desk = new ContentDeskRepository(db);
  const boards = new BoardDeskService(desk, transactions(db), deps.records, content);
  const faqs = new FaqService(desk, transactions(db), deps.clock, deps.records, () =>
    deps.cache.invalidate(FAQ_REGION),
  );
  const faqCache = deps.cache.json(FAQ_REGION, FAQ_CACHE_MS);
  return {
    content,
    faqs,
    routes: (app: Parameters<typeof contentRoutes>[0]) => {
      contentRoutes(app, { content });
      contentAdminRoutes(app, { boards, faqs });
      faqRoutes(app, { faqs, cache: faqCache });
    },
  };
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
