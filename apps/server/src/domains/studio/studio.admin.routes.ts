import { studioAdminEndpoints as api } from '@onfan/contracts/studio.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { StudioDeskService } from './studio-desk.service.js';

/** The studios desk of the operator console (issue 38): studios listed, written, edited, hidden and shown. */
export function studioAdminRoutes(app: FastifyInstance, m: { desk: StudioDeskService }): void {
  route(app, api.studios, (req) => m.desk.list(req.query));
  route(app, api.studio, (req) => m.desk.detail(req.params.studoId));
  route(app, api.create, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.studoId, req.body));
  route(app, api.visibility, (req) => m.desk.visibility(consoleActor(req), req.params.studoId, req.body));
}
