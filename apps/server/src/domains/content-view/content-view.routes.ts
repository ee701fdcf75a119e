import { contentViewEndpoints as api } from '@onfan/contracts/content-view';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import type { ContentViewService, Viewer } from './content-view.service.js';

/** The caller as a viewer: the member, or the address and browser of a visitor. */
function viewerOf(req: FastifyRequest): Viewer {
  return { userId: req.user?.userId ?? null, ip: req.ip, userAgent: req.headers['user-agent'] };
}

/** View counts (`common/contents/{id}/{type}`) and click tracking (`common/potal/update/click`, PUT or POST). */
export function contentViewRoutes(app: FastifyInstance, m: { views: ContentViewService }): void {
  route(app, api.countView, (req) => m.views.countView(req.params, viewerOf(req)));
  route(app, api.recordClick, (req) => m.views.recordClick(req.body, req.user?.userId ?? null));
  route(app, api.recordClickPut, (req) => m.views.recordClick(req.body, req.user?.userId ?? null));
}
