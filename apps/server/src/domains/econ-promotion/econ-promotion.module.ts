import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { EconPromotionDeskRepository } from './econ-promotion.admin.repository.js';
import { econPromotionAdminRoutes } from './econ-promotion.admin.routes.js';
import { EconPromotionDeskService, type PromotionImages } from './econ-promotion.admin.service.js';
import { EconPromotionRepository } from './econ-promotion.repository.js';
import { econPromotionRoutes } from './econ-promotion.routes.js';
import { EconPromotionService, type WordFilter } from './econ-promotion.service.js';

/** The subscription- and local-economy promotions, built once per app. */
export function createEconPromotionModule(
  deps: AppDeps,
  others: {
    prohibitedWords: WordFilter;
    /** An answered inquiry is told to its member. */ outbox?: NotificationOutbox;
    /** The promotions desk's pictures. */ uploads: PromotionImages;
  },
) {
  const promotions = new EconPromotionService(
    new EconPromotionRepository(deps.database.db),
    deps.clock,
    others.prohibitedWords,
    transactions(deps.database.db),
    deps.records,
    others.outbox,
  );
  const desk = new EconPromotionDeskService(
    new EconPromotionDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.uploads,
  );
  return {
    promotions,
    desk,
    consoleQueues: [
      {
        key: 'inquiries-econ',
        label: '미답변 문의 (판로 홍보)',
        href: '/admin/inquiries?kind=econ',
        role: 'MARKET',
        count: () => promotions.unansweredCount(),
      },
    ] satisfies ConsoleQueue[],
    routes: (app: Parameters<typeof econPromotionRoutes>[0]) => {
      econPromotionRoutes(app, { promotions });
      econPromotionAdminRoutes(app, { desk });
    },
  };
}
