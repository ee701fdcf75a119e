import type { AppDeps } from '../../domain-deps.js';
import { ProhibitedWordRepository } from './prohibited-word.repository.js';
import { prohibitedWordRoutes } from './prohibited-word.routes.js';
import { ProhibitedWordService } from './prohibited-word.service.js';

/** The prohibited words, built once per app; domains that take texts receive `prohibitedWords` from app.ts. */
export function createProhibitedWordModule(deps: AppDeps) {
  const prohibitedWords = new ProhibitedWordService(new ProhibitedWordRepository(deps.database.db), deps.cache);
  return {
    prohibitedWords,
    routes: (app: Parameters<typeof prohibitedWordRoutes>[0]) => prohibitedWordRoutes(app, { prohibitedWords }),
  };
}
export type ProhibitedWordModule = ReturnType<typeof createProhibitedWordModule>;
