import type { Database } from '../../db/database.js';
import { transactions } from '../../db/executor.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import type { NotificationOutbox } from '../auth/notification/outbox.js';
import type { CampaignPictures } from './campaign-desk.service.js';
import { CampaignDeskService } from './campaign-desk.service.js';
import { campaignAdminRoutes } from './campaign.admin.routes.js';
import { CampaignRepository } from './campaign.repository.js';
import { campaignRoutes } from './campaign.routes.js';
import { CampaignService } from './campaign.service.js';

/** The campaigns' service over one database: for the module and the tests. */
export function createCampaignService(database: Database, clock: Clock): CampaignService {
  return new CampaignService(new CampaignRepository(database.db), clock);
}

/** The campaign domain, built once per app: categories, campaigns, creators' applications and the console's desk. */
export function createCampaignModule(deps: AppDeps, others: { outbox: NotificationOutbox; uploads: CampaignPictures }) {
  const campaigns = createCampaignService(deps.database, deps.clock);
  const desk = new CampaignDeskService(
    deps.database.db,
    transactions(deps.database.db),
    deps.clock,
    deps.records,
    others.outbox,
    others.uploads,
  );
  return {
    campaigns,
    desk,
    routes: (app: Parameters<typeof campaignRoutes>[0]) => {
      campaignRoutes(app, { campaigns });
      campaignAdminRoutes(app, { desk });
    },
  };
}
export type CampaignModule = ReturnType<typeof createCampaignModule>;
