import type { AppDeps } from '../../domain-deps.js';
import { PrivacyRepository } from './privacy.repository.js';
import { privacyRoutes } from './privacy.routes.js';
import { PrivacyService } from './privacy.service.js';

/** The privacy policy, built once per app. */
export function createPrivacyModule(deps: AppDeps) {
  const privacy = new PrivacyService(new PrivacyRepository(deps.database.db), deps.clock);
  return { privacy, routes: (app: Parameters<typeof privacyRoutes>[0]) => privacyRoutes(app, { privacy }) };
}
export type PrivacyModule = ReturnType<typeof createPrivacyModule>;
