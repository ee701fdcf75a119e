import { authAdminEndpoints as api } from '@onfan/contracts/auth.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { OperatorService } from './operator/operator.service.js';

/** The accounts domain's console desk (decision 034): operators and their roles. */
export function authAdminRoutes(app: FastifyInstance, m: { operators: OperatorService }): void {
  route(app, api.operators, () => m.operators.operators());
  route(app, api.changeRole, (req) => m.operators.changeRole(consoleActor(req), req.params.userId, req.body));
  route(app, api.roleHistory, (req) => m.operators.history(req.query));
  route(app, api.resetSecondFactor, (req) =>
    m.operators.resetSecondFactor(consoleActor(req), req.params.userId, req.body.reason),
  );
}
