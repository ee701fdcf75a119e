import { econPromotionAdminEndpoints as api } from '@onfan/contracts/econ-promotion.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { EconPromotionDeskService } from './econ-promotion.admin.service.js';

/** The promotions desk of the operator console (issue 39): programmes listed, written, edited, hidden. */
export function econPromotionAdminRoutes(app: FastifyInstance, m: { desk: EconPromotionDeskService }): void {
  route(app, api.programmes, (req) => m.desk.programmes(req.query));
  route(app, api.programme, (req) => m.desk.programme(req.params.prgmId));
  route(app, api.create, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.prgmId, req.body));
  route(app, api.visibility, (req) => m.desk.visibility(consoleActor(req), req.params.prgmId, req.body));
  withMultipart(app, (scope) => {
    route(scope, api.uploadImages, (req) => m.desk.uploadImages(consoleActor(req), formFiles(req)), {
      limit: 'upload',
    });
  });
}
