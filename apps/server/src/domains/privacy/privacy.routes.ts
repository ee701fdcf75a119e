import { privacyEndpoints as api } from '@onfan/contracts/privacy';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import type { PrivacyService } from './privacy.service.js';

/** The privacy policy versions (`privacy/prvcPrcsPolic…`). */
export function privacyRoutes(app: FastifyInstance, m: { privacy: PrivacyService }): void {
  route(app, api.versions, () => m.privacy.list());
  route(app, api.latest, () => m.privacy.latest());
  route(app, api.version, (req) => m.privacy.get(req.params.id));
}
