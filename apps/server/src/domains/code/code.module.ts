import { CODE_CACHE_MS } from '@onfan/contracts/code';
import type { AppDeps } from '../../domain-deps.js';
import { transactions } from '../../db/executor.js';
import { CodeDeskRepository } from './code-desk.repository.js';
import { CodeDeskService } from './code-desk.service.js';
import { codeAdminRoutes } from './code.admin.routes.js';
import { CodeRepository } from './code.repository.js';
import { codeRoutes } from './code.routes.js';
import { CodeService } from './code.service.js';

/** Common codes and their console desk, built once per app; the lists live in the app cache's `code` region. */
export function createCodeModule(deps: AppDeps) {
  const codes = new CodeService(new CodeRepository(deps.database.db));
  const desk = new CodeDeskService(
    new CodeDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    () => deps.cache.invalidate('code'),
  );
  const cache = deps.cache.json('code', CODE_CACHE_MS);
  return {
    codes,
    desk,
    routes: (app: Parameters<typeof codeRoutes>[0]) => {
      codeRoutes(app, { codes, cache });
      codeAdminRoutes(app, { desk });
    },
  };
}
export type CodeModule = ReturnType<typeof createCodeModule>;
