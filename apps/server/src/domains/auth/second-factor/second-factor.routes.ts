import { authSecondFactorEndpoints as api } from '@onfan/contracts/auth-second-factor';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/access.js';
import { route } from '../../../http/endpoint-route.js';
import type { SecondFactorService } from './second-factor.service.js';

export function secondFactorRoutes(app: FastifyInstance, m: { secondFactor: SecondFactorService }): void {
  route(app, api.status, (req) => m.secondFactor.status(currentUser(req)));
  route(app, api.enrol, (req) => m.secondFactor.enrol(currentUser(req)), { limit: 'password' });
  route(app, api.confirmEnrolment, (req) => m.secondFactor.confirmEnrolment(currentUser(req), req.body.code), {
    limit: 'login',
  });
  route(app, api.verify, (req) => m.secondFactor.verify(currentUser(req), req.body.code), { limit: 'login' });
}
