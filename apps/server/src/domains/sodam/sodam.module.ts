import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { SodamDeskRepository } from './sodam.admin.repository.js';
import { sodamAdminRoutes } from './sodam.admin.routes.js';
import { SodamDeskService, type SodamImages } from './sodam.admin.service.js';
import { SodamRepository } from './sodam.repository.js';
import { sodamRoutes } from './sodam.routes.js';
import { SodamService, type WordFilter } from './sodam.service.js';

/** The 소담상회 shop (the shop-mall backend's stores and products), built once per app. */
export function createSodamModule(
  deps: AppDeps,
  others: {
    prohibitedWords: WordFilter;
    /** An answered inquiry is told to its member. */ outbox?: NotificationOutbox;
    /** The 소담상회 desk's pictures. */ uploads: SodamImages;
  },
) {
  const sodam = new SodamService(
    new SodamRepository(deps.database.db),
    deps.clock,
    others.prohibitedWords,
    transactions(deps.database.db),
    deps.records,
    others.outbox,
  );
  const desk = new SodamDeskService(
    new SodamDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.uploads,
  );
  return {
    sodam,
    desk,
    consoleQueues: [
      {
        key: 'inquiries-sodam',
        label: '미답변 문의 (소담상회)',
        href: '/admin/inquiries?kind=sodam',
        role: 'MARKET',
        count: () => sodam.unansweredCount(),
      },
    ] satisfies ConsoleQueue[],
    routes: (app: Parameters<typeof sodamRoutes>[0]) => {
      sodamRoutes(app, { sodam });
      sodamAdminRoutes(app, { desk });
    },
  };
}
export type SodamModule = ReturnType<typeof createSodamModule>;
