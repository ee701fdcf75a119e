import { codeAdminEndpoints as api } from '@onfan/contracts/code.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { CodeDeskService } from './code-desk.service.js';

/** The code desk (decision 034): groups, their values, a value added or changed. */
export function codeAdminRoutes(app: FastifyInstance, m: { desk: CodeDeskService }): void {
  const { desk } = m;
  route(app, api.groups, (req) => desk.groups(req.query));
  route(app, api.codes, (req) => desk.codes(req.params.cmmnCd, req.query));
  route(app, api.addCode, (req) => desk.add(consoleActor(req), req.params.cmmnCd, req.body));
  route(app, api.editCode, (req) => desk.edit(consoleActor(req), req.params.cmmnCd, req.params.cmmnCdVal, req.body));
}
