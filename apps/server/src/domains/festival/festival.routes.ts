import { festivalEndpoints as api } from '@onfan/contracts/festival';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import type { FestivalService } from './festival.service.js';

/** 동행축제 products (`dhfesta/…`): festivals, participation, products, approval, exposure and history. */
export function festivalRoutes(app: FastifyInstance, m: { festival: FestivalService }): void {
  route(app, api.campns, () => m.festival.festivals());
  route(app, api.showcase, () => m.festival.showcase());
  route(app, api.join, (req) => m.festival.join(currentUser(req), req.params.campnId, req.body));
  route(app, api.myCampns, (req) => m.festival.myFestivals(currentUser(req)));
  route(app, api.register, (req) => m.festival.register(currentUser(req), req.body));
  route(app, api.aprvList, (req) => m.festival.aprvList(currentUser(req), req.query));
  route(app, api.product, (req) => m.festival.product(currentUser(req), req.params.manprdId));
  route(app, api.edit, (req) => m.festival.edit(currentUser(req), req.params.manprdId, req.body));
  route(app, api.history, (req) => m.festival.history(currentUser(req), req.params.manprdId));
  route(app, api.decide, (req) => m.festival.decide(currentUser(req), req.params.manprdId, req.body));
  route(app, api.expose, (req) => m.festival.expose(currentUser(req), req.params.manprdId, req.body.expsrYn));
}
