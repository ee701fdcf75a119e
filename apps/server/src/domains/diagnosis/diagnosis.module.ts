import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import { DiagnosisDeskService } from './diagnosis-desk.service.js';
import { diagnosisAdminRoutes } from './diagnosis.admin.routes.js';
import { DiagnosisRepository } from './diagnosis.repository.js';
import { diagnosisRoutes } from './diagnosis.routes.js';
import { type CourseCatalogue, DiagnosisService } from './diagnosis.service.js';

/** The self-diagnosis service over one database: for the module, the seed and the tests. */
export function createDiagnosisService(
  database: Pick<Database, 'db'>,
  clock: Clock,
  catalogue: CourseCatalogue,
): DiagnosisService {
  return new DiagnosisService(new DiagnosisRepository(database.db), clock, catalogue);
}

/** The self-diagnosis domain, built once per app: region tree, scoring with recommendations, history, versions. */
export function createDiagnosisModule(deps: AppDeps, others: { courses: CourseCatalogue }) {
  const diagnosis = createDiagnosisService(deps.database, deps.clock, others.courses);
  const desk = new DiagnosisDeskService(deps.database.db, transactions(deps.database.db), deps.clock, deps.records);
  return {
    diagnosis,
    desk,
    routes: (app: Parameters<typeof diagnosisRoutes>[0]) => {
      diagnosisRoutes(app, { diagnosis });
      diagnosisAdminRoutes(app, { desk });
    },
  };
}
export type DiagnosisModule = ReturnType<typeof createDiagnosisModule>;
