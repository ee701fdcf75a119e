import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { ConsoleQueue } from '../admin/admin.service.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { EconPromotionRepository } from './econ-promotion.repository.js';
import { econPromotionRoutes } from './econ-promotion.routes.js';
import { EconPromotionService, type WordFilter } from './econ-promotion.service.js';

/** The subscription- and local-economy promotions, built once per app. */
export function createEconPromotionModule(
  deps: AppDeps,
  others: {
    prohibitedWords: WordFilter;
    /** An answered inquiry is told to its member. */ outbox?: NotificationOutbox;
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
  return {
    promotions,
    consoleQueues: [
      {
        key: 'inquiries-econ',
        label: '미답변 문의 (판로 홍보)',
        href: '/admin/inquiries?kind=econ',
        role: 'MARKET',
        count: () => promotions.unansweredCount(),
      },
    ] satisfies ConsoleQueue[],
    routes: (app: Parameters<typeof econPromotionRoutes>[0]) => econPromotionRoutes(app, { promotions }),
  };
}
