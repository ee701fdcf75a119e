import { spaceAdminEndpoints as api } from '@onfan/contracts/space.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { SpaceDeskService } from './space-desk.service.js';

/** The spaces desk of the operator console (issue 38): spaces listed, written, edited, hidden; gallery pictures. */
export function spaceAdminRoutes(app: FastifyInstance, m: { desk: SpaceDeskService }): void {
  route(app, api.spaces, (req) => m.desk.list(req.query));
  route(app, api.groups, () => m.desk.groups());
  route(app, api.space, (req) => m.desk.detail(req.params.spaceId));
  route(app, api.create, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.spaceId, req.body));
  route(app, api.visibility, (req) => m.desk.visibility(consoleActor(req), req.params.spaceId, req.body));
  withMultipart(app, (scope) => {
    route(scope, api.uploadImages, (req) => m.desk.uploadImages(consoleActor(req), formFiles(req)), {
      limit: 'upload',
    });
  });
}
