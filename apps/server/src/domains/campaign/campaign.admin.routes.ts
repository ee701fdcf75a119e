import { campaignAdminEndpoints as api } from '@onfan/contracts/campaign.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { CampaignDeskService } from './campaign-desk.service.js';

/** The campaigns desk of the operator console (decision 034): campaigns, their pictures and their applicants. */
export function campaignAdminRoutes(app: FastifyInstance, m: { desk: CampaignDeskService }): void {
  route(app, api.campaigns, (req) => m.desk.campaigns(req.query));
  route(app, api.campaign, (req) => m.desk.campaign(req.params.matchCampnId));
  route(app, api.create, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.matchCampnId, req.body));
  route(app, api.close, (req) => m.desk.close(consoleActor(req), req.params.matchCampnId, req.body));
  withMultipart(app, (scope) => {
    route(scope, api.uploadImage, (req) => m.desk.uploadImage(consoleActor(req), formFiles(req)), { limit: 'upload' });
  });
  route(app, api.applicants, (req) => m.desk.applicants(req.params.matchCampnId, req.query));
  route(app, api.decide, (req) => m.desk.decide(consoleActor(req), req.params.campnAplyId, req.body));
}
