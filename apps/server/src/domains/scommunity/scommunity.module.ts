import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { ContentViewService } from '../content-view/content-view.service.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import type { FileStorage } from '../upload/storage.js';
import type { UploadService } from '../upload/upload.service.js';
import { ScommunityRepository } from './scommunity.repository.js';
import { scommunityRoutes } from './scommunity.routes.js';
import { ScommunityService } from './scommunity.service.js';

/** What the small-business community takes from other domains. */
export interface ScommunityOthers {
  views: ContentViewService;
  prohibitedWords: ProhibitedWordService;
  uploads: UploadService;
}

export function createScommunityService(
  database: Pick<Database, 'db'>,
  clock: Clock,
  storage: FileStorage,
  others: ScommunityOthers,
) {
  return new ScommunityService(
    new ScommunityRepository(database.db),
    transactions(database.db),
    clock,
    others.views,
    others.prohibitedWords,
    others.uploads,
    storage,
  );
}

/** The small-business community, built once per app. */
export function createScommunityModule(deps: AppDeps, others: ScommunityOthers) {
  const scommunity = createScommunityService(deps.database, deps.clock, deps.storage, others);
  return {
    scommunity,
    routes: (app: Parameters<typeof scommunityRoutes>[0]) => scommunityRoutes(app, { scommunity }),
  };
}
export type ScommunityModule = ReturnType<typeof createScommunityModule>;
