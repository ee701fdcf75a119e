import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import { FestivalRepository } from './festival.repository.js';
import { festivalRoutes } from './festival.routes.js';
import { FestivalService, type WordFilter } from './festival.service.js';

/** 동행축제 products, built once per app. */
export function createFestivalModule(deps: AppDeps, others: { prohibitedWords: WordFilter }) {
  const festival = new FestivalService(
    new FestivalRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    others.prohibitedWords,
  );
  return {
    festival,
    routes: (app: Parameters<typeof festivalRoutes>[0]) => festivalRoutes(app, { festival }),
  };
}
