import type { AppDeps } from '../../domain-deps.js';
import { EconPromotionRepository } from './econ-promotion.repository.js';
import { econPromotionRoutes } from './econ-promotion.routes.js';
import { EconPromotionService, type WordFilter } from './econ-promotion.service.js';

/** The subscription- and local-economy promotions, built once per app. */
export function createEconPromotionModule(deps: AppDeps, others: { prohibitedWords: WordFilter }) {
  const promotions = new EconPromotionService(
    new EconPromotionRepository(deps.database.db),
    deps.clock,
    others.prohibitedWords,
  );
  return {
    promotions,
    routes: (app: Parameters<typeof econPromotionRoutes>[0]) => econPromotionRoutes(app, { promotions }),
  };
}
