import { CODE_CACHE_MS } from '@onfan/contracts/code';
import type { AppDeps } from '../../domain-deps.js';
import { CodeRepository } from './code.repository.js';
import { codeRoutes } from './code.routes.js';
import { CodeService } from './code.service.js';

/** Common codes, built once per app; the lists live in the app cache's `code` region. */
export function createCodeModule(deps: AppDeps) {
  const codes = new CodeService(new CodeRepository(deps.database.db));
  const cache = deps.cache.json('code', CODE_CACHE_MS);
  return { codes, routes: (app: Parameters<typeof codeRoutes>[0]) => codeRoutes(app, { codes, cache }) };
}
export type CodeModule = ReturnType<typeof createCodeModule>;
