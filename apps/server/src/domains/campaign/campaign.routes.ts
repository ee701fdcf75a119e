import { campaignEndpoints as api } from '@onfan/contracts/campaign';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import type { CampaignService } from './campaign.service.js';

/** Campaign categories, campaigns and creators' applications (`clss`, `campns`, `campn/…`). */
export function campaignRoutes(app: FastifyInstance, m: { campaigns: CampaignService }): void {
  route(app, api.categories, (req) => m.campaigns.categories(req.query.clsLv));
  route(app, api.list, (req) => m.campaigns.list(req.query));
  route(app, api.view, (req) => m.campaigns.view(req.params.matchCampnId, req.user));
  route(app, api.apply, (req) => m.campaigns.apply(req.body.matchCampnId, currentUser(req)));
  route(app, api.myApplications, (req) => m.campaigns.myApplications(currentUser(req), req.query));
}
