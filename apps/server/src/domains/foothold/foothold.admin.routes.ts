import { footholdAdminEndpoints as api } from '@onfan/contracts/foothold.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { FootholdDeskService } from './foothold-desk.service.js';

/** The footholds desk of the operator console (decision 034): footholds, the certified badge, creator conversions. */
export function footholdAdminRoutes(app: FastifyInstance, m: { desk: FootholdDeskService }): void {
  route(app, api.footholds, (req) => m.desk.footholds(req.query));
  route(app, api.certify, (req) => m.desk.certify(consoleActor(req), req.params.ctrFthldId, req.body));
  route(app, api.conversions, (req) => m.desk.conversions(req.query));
}
