import { studioEndpoints as api } from '@onfan/contracts/studio';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { ReviewDeskService } from './review-desk.service.js';

/** The review desk of the operator console (예약 담당): the studio reviews listed, hidden with a reason, shown again. */
export function reviewDeskRoutes(app: FastifyInstance, m: { reviewDesk: ReviewDeskService }): void {
  route(app, api.reviewDesk, (req) => m.reviewDesk.list(req.query));
  route(app, api.hideReview, (req) => m.reviewDesk.hide(consoleActor(req), req.params.revwId, req.body));
  route(app, api.showReview, (req) => m.reviewDesk.show(consoleActor(req), req.params.revwId, req.body));
}
