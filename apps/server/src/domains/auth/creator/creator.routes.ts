import { authCreatorEndpoints as api } from '@onfan/contracts/auth-creator';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/access.js';
import { route } from '../../../http/endpoint-route.js';
import type { CreatorService } from './creator.service.js';

/** The member's creator information (auth/ctr). */
export function creatorRoutes(app: FastifyInstance, m: { creator: CreatorService }): void {
  route(app, api.get, (req) => m.creator.get(currentUser(req)));
  route(app, api.save, (req) => m.creator.save(currentUser(req), req.body));
}
