import type { Database } from '../../db/database.js';
import type { AppDeps } from '../../domain-deps.js';
import type { Clock } from '../../lib/clock.js';
import { CampaignRepository } from './campaign.repository.js';
import { campaignRoutes } from './campaign.routes.js';
import { CampaignService } from './campaign.service.js';

/** The campaigns' service over one database: for the module and the tests. */
export function createCampaignService(database: Database, clock: Clock): CampaignService {
  return new CampaignService(new CampaignRepository(database.db), clock);
}

/** The campaign domain, built once per app: categories, campaigns and creators' applications. */
export function createCampaignModule(deps: AppDeps) {
  const campaigns = createCampaignService(deps.database, deps.clock);
  return {
    campaigns,
    routes: (app: Parameters<typeof campaignRoutes>[0]) => campaignRoutes(app, { campaigns }),
  };
}
export type CampaignModule = ReturnType<typeof createCampaignModule>;
