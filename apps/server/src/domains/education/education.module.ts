import { EducationRepository } from './education.repository.js';
import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import { publicOrigin } from '../../http/public-origin.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { EducationDeskRepository } from './education.admin.repository.js';
import { educationAdminRoutes } from './education.admin.routes.js';
import { EducationDeskService, type EducationDeskUploads } from './education.admin.service.js';
import { educationRoutes } from './education.routes.js';
import { EducationService, type LessonMedia, type LessonRecordings } from './education.service.js';

/** The e-learning service over one database: for the module, the seed and the tests. */
export function createEducationService(
  database: Pick<Database, 'db'>,
  clock: Clock,
  publicUrl: string,
  media: LessonMedia = {},
  outbox?: NotificationOutbox,
) {
  return new EducationService(
    new EducationRepository(database.db),
    transactions(database.db),
    clock,
    publicUrl,
    media,
    outbox,
  );
}

/**
 * The e-learning domain, built once per app: courses, lessons (text, video lessons playing a recorded broadcast, study
 * materials in the app's file storage), consent, enrolments and certificates.
 */
export function createEducationModule(
  deps: AppDeps,
  others: { recordings: LessonRecordings; outbox?: NotificationOutbox; uploads: EducationDeskUploads },
) {
  const education = createEducationService(
    deps.database,
    deps.clock,
    deps.config.publicUrl,
    { storage: deps.storage, recordings: others.recordings },
    others.outbox,
  );
  const desk = new EducationDeskService(
    new EducationDeskRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.uploads,
    education,
  );
  return {
    education,
    desk,
    routes: (app: Parameters<typeof educationRoutes>[0]) => {
      educationRoutes(app, { education, origin: (req) => publicOrigin(req, deps.config) });
      educationAdminRoutes(app, { desk });
    },
  };
}
export type EducationModule = ReturnType<typeof createEducationModule>;
