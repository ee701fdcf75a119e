import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { ContentViewService } from '../content-view/content-view.service.js';
import type { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import type { FileStorage } from '../upload/storage.js';
import type { UploadService } from '../upload/upload.service.js';
import { ScommunityDeskRepository } from './scommunity-desk.repository.js';
import { ScommunityDeskService } from './scommunity-desk.service.js';
import { scommunityAdminRoutes } from './scommunity.admin.routes.js';
import { ScommunityRepository } from './scommunity.repository.js';
import { scommunityRoutes } from './scommunity.routes.js';
import { ScommunityService } from './scommunity.service.js';

/** What the small-business community takes from other domains. */
export interface ScommunityOthers {
  views: ContentViewService;
  prohibitedWords: ProhibitedWordService;
  uploads: UploadService;
  /** The member told of a decision on their join request or first post, or of a community's closing. */
  outbox: NotificationOutbox;
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
    others.outbox,
  );
}

/** The small-business community, built once per app. */
export function createScommunityModule(deps: AppDeps, others: ScommunityOthers) {
  const scommunity = createScommunityService(deps.database, deps.clock, deps.storage, others);
  const desk = new ScommunityDeskService(
    new ScommunityDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.uploads,
    scommunity,
    others.outbox,
  );
  return {
    scommunity,
    desk,
    /** The console's waiting work of this domain (the dashboard). */
    consoleQueues: [
      {
        key: 'scommunityWaiting',
        label: '커뮤니티 가입·첫 글 승인 대기',
        href: '/admin/communities',
        role: 'COMMUNITY',
        count: () => desk.waitingCount(),
      },
    ] satisfies ConsoleQueue[],
    routes: (app: Parameters<typeof scommunityRoutes>[0]) => {
      scommunityRoutes(app, { scommunity });
      scommunityAdminRoutes(app, { desk });
    },
  };
}
export type ScommunityModule = ReturnType<typeof createScommunityModule>;
