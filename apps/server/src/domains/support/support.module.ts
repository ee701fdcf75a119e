import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import { ProgrammeDeskService } from './programme-desk.service.js';
import type { SupportContents } from './support-business.service.js';
import { supportAdminRoutes } from './support.admin.routes.js';
import { SupportBusinessService } from './support-business.service.js';
import { SupportRepository } from './support.repository.js';
import { supportRoutes } from './support.routes.js';
import { type ProgrammeFiles, SupportService } from './support.service.js';

/** The support programmes' service over one database: for the module, the seed and the MSS import command. */
export function createSupportService(database: Database, clock: Clock): SupportService {
  return new SupportService(new SupportRepository(database.db), clock, transactions(database.db));
}

/**
 * The support domain, built once per app: programmes, applications, recommendations and the MSS feed, its console desk
 * (told to members through the accounts domain's outbox; attachments stored by the upload domain), and the
 * support-business pages, whose items the content module's service (`contents`, handed over by app.ts) serves.
 */
export function createSupportModule(
  deps: AppDeps,
  others: { contents: SupportContents; outbox: NotificationOutbox; uploads: ProgrammeFiles },
) {
  const support = createSupportService(deps.database, deps.clock);
  const supportBusiness = new SupportBusinessService(others.contents);
  // The console desk (issue 37): applicants are told of each decision through the accounts domain's outbox.
  const desk = new ProgrammeDeskService(
    deps.database.db,
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.outbox,
    support,
    others.uploads,
  );
  return {
    support,
    routes: (app: Parameters<typeof supportRoutes>[0]) => {
      supportRoutes(app, { support, supportBusiness, files: others.uploads });
      supportAdminRoutes(app, { desk });
    },
  };
}
export type SupportModule = ReturnType<typeof createSupportModule>;
