import { studioRoomAdminEndpoints as api } from '@onfan/contracts/studio-room.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { StudioRoomDeskService } from './studio-room-desk.service.js';

/** The rooms desk of the operator console (issue 38): rooms listed, written, edited, hidden; pictures; closed days. */
export function studioRoomAdminRoutes(app: FastifyInstance, m: { desk: StudioRoomDeskService }): void {
  route(app, api.rooms, (req) => m.desk.list(req.query));
  route(app, api.owners, () => m.desk.owners());
  route(app, api.room, (req) => m.desk.detail(req.params.roomId));
  route(app, api.create, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.roomId, req.body));
  route(app, api.visibility, (req) => m.desk.visibility(consoleActor(req), req.params.roomId, req.body));
  route(app, api.month, (req) => m.desk.month(req.params.roomId, req.query.ym));
  route(app, api.close, (req) => m.desk.close(consoleActor(req), req.params.roomId, req.body));
  route(app, api.reopen, (req) => m.desk.reopen(consoleActor(req), req.params.roomId, req.params.ymd));
  withMultipart(app, (scope) => {
    route(scope, api.uploadImages, (req) => m.desk.uploadImages(consoleActor(req), formFiles(req)), {
      limit: 'upload',
    });
  });
}
