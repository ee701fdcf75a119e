import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { FestivalDeskService } from './festival.desk.js';
import { FestivalRepository } from './festival.repository.js';
import { festivalRoutes } from './festival.routes.js';
import { FestivalService, type WordFilter } from './festival.service.js';

/** 동행축제 products, built once per app. */
export function createFestivalModule(
  deps: AppDeps,
  others: { prohibitedWords: WordFilter; outbox: NotificationOutbox },
) {
  const festival = new FestivalService(
    new FestivalRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    others.prohibitedWords,
  );
  // The console desk (issue 37): participants are told of each decision through the accounts domain's outbox.
  const desk = new FestivalDeskService(
    new FestivalRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.outbox,
    festival,
  );
  return {
    festival,
    /** The console's waiting work of this domain (the dashboard). */
    consoleQueues: [
      {
        key: 'festival',
        label: '동행축제 상품 승인',
        href: '/admin/festival',
        role: 'MARKET',
        count: () => desk.waitingCount(),
      },
    ] satisfies ConsoleQueue[],
    routes: (app: Parameters<typeof festivalRoutes>[0]) => festivalRoutes(app, { festival, desk }),
  };
}
