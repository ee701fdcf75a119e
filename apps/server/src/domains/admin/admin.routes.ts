import { adminEndpoints as api } from '@onfan/contracts/admin';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import type { AdminService } from './admin.service.js';

export function adminRoutes(app: FastifyInstance, m: { admin: AdminService }): void {
  route(app, api.me, (req) => m.admin.me(currentUser(req)));
  route(app, api.accessLog, (req) => m.admin.accessLog(req.query));
  route(app, api.accessReview, (req) => m.admin.accessReview(req.query.ym));
  route(app, api.accessChain, () => m.admin.accessChain());
  route(app, api.audit, (req) => m.admin.audit(req.query));
  route(app, api.dashboard, (req) => m.admin.dashboard(currentUser(req)));
}
