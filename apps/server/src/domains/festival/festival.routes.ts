import { festivalEndpoints as api } from '@onfan/contracts/festival';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { FestivalDeskService } from './festival.desk.js';
import type { FestivalService } from './festival.service.js';

/** 동행축제 products (`dhfesta/…`): festivals, participation, products, approval, exposure and history. */
export function festivalRoutes(
  app: FastifyInstance,
  m: { festival: FestivalService; desk: FestivalDeskService },
): void {
  route(app, api.campns, () => m.festival.festivals());
  route(app, api.showcase, () => m.festival.showcase());
  route(app, api.join, (req) => m.festival.join(currentUser(req), req.params.campnId, req.body));
  route(app, api.myCampns, (req) => m.festival.myFestivals(currentUser(req)));
  route(app, api.register, (req) => m.festival.register(currentUser(req), req.body));
  route(app, api.aprvList, (req) => m.festival.aprvList(currentUser(req), req.query));
  route(app, api.product, (req) => m.festival.product(currentUser(req), req.params.manprdId));
  route(app, api.edit, (req) => m.festival.edit(currentUser(req), req.params.manprdId, req.body));
  route(app, api.history, (req) => m.festival.history(currentUser(req), req.params.manprdId));
  route(app, api.deskList, (req) => m.desk.list(req.query));
  route(app, api.decide, (req) => m.desk.decide(consoleActor(req), req.params.manprdId, req.body));
  route(app, api.expose, (req) => m.desk.expose(consoleActor(req), req.params.manprdId, req.body));
  route(app, api.seasons, () => m.desk.seasons());
  route(app, api.season, (req) => m.desk.seasonOne(req.params.campnId));
  route(app, api.createSeason, (req) => m.desk.createSeason(consoleActor(req), req.body));
  route(app, api.updateSeason, (req) => m.desk.updateSeason(consoleActor(req), req.params.campnId, req.body));
  route(app, api.participants, (req) => m.desk.participants(req.params.campnId, req.query));
  route(app, api.deskHistory, (req) => m.desk.history(req.params.manprdId));
}
