import { mainAdminEndpoints as api } from '@onfan/contracts/main.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { MainDeskService } from './main-desk.service.js';

/** The main page's console desk (decision 034): banners and the section groups' order and exposure. */
export function mainAdminRoutes(app: FastifyInstance, m: { desk: MainDeskService }): void {
  const { desk } = m;
  route(app, api.banners, (req) => desk.banners(req.query));
  route(app, api.banner, (req) => desk.banner(req.params.bannrId));
  route(app, api.createBanner, (req) => desk.createBanner(consoleActor(req), req.body));
  route(app, api.editBanner, (req) => desk.editBanner(consoleActor(req), req.params.bannrId, req.body));
  route(app, api.bannerExposure, (req) => desk.bannerExposure(consoleActor(req), req.params.bannrId, req.body));
  route(app, api.bannerPosition, (req) => desk.bannerPosition(consoleActor(req), req.params.bannrId, req.body));
  route(app, api.sections, () => desk.sections());
  route(app, api.sectionExposure, (req) => desk.sectionExposure(consoleActor(req), req.params.sectGrpId, req.body));
  route(app, api.sectionPosition, (req) => desk.sectionPosition(consoleActor(req), req.params.sectGrpId, req.body));
}
