import { footholdEndpoints as api } from '@onfan/contracts/foothold';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import type { FootholdService } from './foothold.service.js';

/** Creators' footholds (`community/fthlds`, `community/fthld/…`, `community/ctr/my/fthld`). */
export function footholdRoutes(app: FastifyInstance, m: { footholds: FootholdService }): void {
  const { footholds } = m;
  route(app, api.list, (req) => footholds.list(req.query));
  route(app, api.tags, () => footholds.tags());
  route(app, api.view, (req) => footholds.view(req.params.ctrFthldId, req.user));
  route(app, api.mine, (req) => footholds.mine(currentUser(req)));
  route(app, api.status, (req) => footholds.status(currentUser(req)));
  route(app, api.create, (req) => footholds.create(req.body, currentUser(req)));
  route(app, api.update, (req) => footholds.update(req.params.ctrFthldId, req.body, currentUser(req)));
}
