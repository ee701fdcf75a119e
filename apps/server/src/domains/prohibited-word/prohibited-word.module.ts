import type { AppDeps } from '../../domain-deps.js';
import { transactions } from '../../db/executor.js';
import { ProhibitedWordDeskRepository } from './prohibited-word-desk.repository.js';
import { ProhibitedWordDeskService } from './prohibited-word-desk.service.js';
import { prohibitedWordAdminRoutes } from './prohibited-word.admin.routes.js';
import { ProhibitedWordRepository } from './prohibited-word.repository.js';
import { prohibitedWordRoutes } from './prohibited-word.routes.js';
import { MATCHER_REGION, ProhibitedWordService } from './prohibited-word.service.js';

/**
 * The prohibited words and their console desk, built once per app; domains that take texts receive `prohibitedWords`
 * from app.ts.
 */
export function createProhibitedWordModule(deps: AppDeps) {
  const prohibitedWords = new ProhibitedWordService(new ProhibitedWordRepository(deps.database.db), deps.cache);
  const desk = new ProhibitedWordDeskService(
    new ProhibitedWordDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    () => deps.cache.invalidate(MATCHER_REGION),
  );
  return {
    prohibitedWords,
    desk,
    routes: (app: Parameters<typeof prohibitedWordRoutes>[0]) => {
      prohibitedWordRoutes(app, { prohibitedWords });
      prohibitedWordAdminRoutes(app, { desk });
    },
  };
}
export type ProhibitedWordModule = ReturnType<typeof createProhibitedWordModule>;
