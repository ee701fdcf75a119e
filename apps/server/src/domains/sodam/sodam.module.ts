import type { AppDeps } from '../../domain-deps.js';
import { SodamRepository } from './sodam.repository.js';
import { sodamRoutes } from './sodam.routes.js';
import { SodamService, type WordFilter } from './sodam.service.js';

/** The 소담상회 shop (the shop-mall backend's stores and products), built once per app. */
export function createSodamModule(deps: AppDeps, others: { prohibitedWords: WordFilter }) {
  const sodam = new SodamService(new SodamRepository(deps.database.db), deps.clock, others.prohibitedWords);
  return {
    sodam,
    routes: (app: Parameters<typeof sodamRoutes>[0]) => sodamRoutes(app, { sodam }),
  };
}
export type SodamModule = ReturnType<typeof createSodamModule>;
