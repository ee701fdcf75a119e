import { sodamEndpoints as api } from '@onfan/contracts/sodam';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { SodamService } from './sodam.service.js';

/** The 소담상회 shop, on the shop-mall backend's prefix (`/v1/api/if/sodam/…`). */
export function sodamRoutes(app: FastifyInstance, m: { sodam: SodamService }): void {
  route(app, api.stores, () => m.sodam.stores());
  route(app, api.products, (req) => m.sodam.products(req.query));
  route(app, api.product, (req) => m.sodam.product(req.params.pdId));
  route(app, api.myInquiries, (req) => m.sodam.myInquiries(req.params.pdId, currentUser(req)));
  route(app, api.ask, (req) => m.sodam.ask(req.params.pdId, currentUser(req), req.body.inqCn));
  route(app, api.answer, (req) => m.sodam.answer(consoleActor(req), req.params.inqId, req.body));
  route(app, api.inquiryQueue, (req) => m.sodam.inquiryQueue(req.query));
}
