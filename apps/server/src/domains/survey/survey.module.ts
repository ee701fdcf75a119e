import { SurveyRepository } from './survey.repository.js';
import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import { SurveyDeskService } from './survey-desk.service.js';
import { surveyAdminRoutes } from './survey.admin.routes.js';
import { surveyRoutes } from './survey.routes.js';
import { SurveyService } from './survey.service.js';

/** The surveys' service over one database: for the module and the tests. */
export function createSurveyService(database: Pick<Database, 'db'>, clock: Clock): SurveyService {
  return new SurveyService(new SurveyRepository(database.db), transactions(database.db), clock);
}

/** The survey domain, built once per app: surveys, questions, answer sheets, drafts, results and the console's desk. */
export function createSurveyModule(deps: AppDeps) {
  const surveys = createSurveyService(deps.database, deps.clock);
  const desk = new SurveyDeskService(deps.database.db, transactions(deps.database.db), deps.clock, deps.records);
  return {
    surveys,
    desk,
    routes: (app: Parameters<typeof surveyRoutes>[0]) => {
      surveyRoutes(app, { surveys });
      surveyAdminRoutes(app, { desk });
    },
  };
}
export type SurveyModule = ReturnType<typeof createSurveyModule>;
