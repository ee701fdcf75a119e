import { econPromotionEndpoints as api } from '@onfan/contracts/econ-promotion';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { EconPromotionService } from './econ-promotion.service.js';

/** The promotions (`subsecnmy/…`, `local/…`) and the member's inquiries. */
export function econPromotionRoutes(app: FastifyInstance, m: { promotions: EconPromotionService }): void {
  route(app, api.subscription, () => m.promotions.promotion('subs'));
  route(app, api.subscriptionInquiry, (req) => m.promotions.inquire('subs', currentUser(req), req.body));
  route(app, api.local, () => m.promotions.promotion('local'));
  route(app, api.localInquiry, (req) => m.promotions.inquire('local', currentUser(req), req.body));
  route(app, api.myInquiries, (req) => m.promotions.myInquiries(currentUser(req)));
  route(app, api.answer, (req) => m.promotions.answer(consoleActor(req), req.params.inqId, req.body));
  route(app, api.inquiryQueue, (req) => m.promotions.inquiryQueue(req.query));
}
