import { diagnosisAdminEndpoints as api } from '@onfan/contracts/diagnosis.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { DiagnosisDeskService } from './diagnosis-desk.service.js';

/** The self-diagnosis questions at the console (설문·진단, issue 39): versions, the draft, publishing. */
export function diagnosisAdminRoutes(app: FastifyInstance, m: { desk: DiagnosisDeskService }): void {
  route(app, api.versions, () => m.desk.list());
  route(app, api.version, (req) => m.desk.detail(req.params.verNo));
  route(app, api.create, (req) => m.desk.create(consoleActor(req)));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.verNo, req.body));
  route(app, api.publish, (req) => m.desk.publish(consoleActor(req), req.params.verNo, req.body));
}
