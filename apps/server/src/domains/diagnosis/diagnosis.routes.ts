import { diagnosisEndpoints as api, diagnosisVersionEndpoints as versions } from '@onfan/contracts/diagnosis';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import type { DiagnosisService } from './diagnosis.service.js';

/** Self-diagnosis: the region tree, scoring the answers, my history (`diagn/area`, `diagn/self/check`, `diagn/his`). */
export function diagnosisRoutes(app: FastifyInstance, m: { diagnosis: DiagnosisService }): void {
  route(app, api.areas, (req) => m.diagnosis.areas(req.query.parentId));
  route(app, api.check, (req) => m.diagnosis.check(req.body, req.user));
  route(app, api.history, (req) => m.diagnosis.history(currentUser(req), req.query));
  route(app, versions.current, () => m.diagnosis.currentVersion());
  route(app, api.historyView, (req) => m.diagnosis.historyView(req.params.diagnHisId, currentUser(req)));
}
