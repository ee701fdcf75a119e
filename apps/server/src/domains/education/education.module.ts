import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import { educationRoutes } from './education.routes.js';
import { EducationService } from './education.service.js';

/** The e-learning service over one database: for the module and the tests. */
export function createEducationService(database: Pick<Database, 'db'>, clock: Clock, publicUrl: string) {
  return new EducationService(database.db, transactions(database.db), clock, publicUrl);
}

/** The e-learning domain, built once per app: courses, lessons, consent, enrolments and certificates. */
export function createEducationModule(deps: AppDeps) {
  const education = createEducationService(deps.database, deps.clock, deps.config.publicUrl);
  return {
    education,
    routes: (app: Parameters<typeof educationRoutes>[0]) => educationRoutes(app, { education }),
  };
}
export type EducationModule = ReturnType<typeof createEducationModule>;
