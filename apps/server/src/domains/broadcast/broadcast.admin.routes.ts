import { broadcastAdminEndpoints as api } from '@onfan/contracts/broadcast.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { BroadcastDeskService } from './broadcast.admin.service.js';

/** The broadcast desk of the operator console (issue 39): channels, the schedule, going live, comments. */
export function broadcastAdminRoutes(app: FastifyInstance, m: { desk: BroadcastDeskService }): void {
  route(app, api.channels, (req) => m.desk.channels(req.query));
  route(app, api.channelOptions, () => m.desk.channelOptions());
  route(app, api.channel, (req) => m.desk.channel(req.params.brcChnlId));
  route(app, api.createChannel, (req) => m.desk.createChannel(consoleActor(req), req.body));
  route(app, api.updateChannel, (req) => m.desk.updateChannel(consoleActor(req), req.params.brcChnlId, req.body));
  route(app, api.broadcasts, (req) => m.desk.broadcasts(req.query));
  route(app, api.broadcast, (req) => m.desk.broadcast(req.params.brcInfoNo));
  route(app, api.create, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.brcInfoNo, req.body));
  route(app, api.endNow, (req) => m.desk.endNow(consoleActor(req), req.params.brcInfoNo, req.body));
  route(app, api.startNow, (req) => m.desk.startNow(consoleActor(req), req.params.brcInfoNo, req.body));
  route(app, api.comments, (req) => m.desk.comments(req.params.brcInfoNo, req.query));
  route(app, api.commentVisibility, (req) =>
    m.desk.commentVisibility(consoleActor(req), req.params.vodCmntId, req.body),
  );
  withMultipart(app, (scope) => {
    route(scope, api.uploadImages, (req) => m.desk.uploadImages(consoleActor(req), formFiles(req)), {
      limit: 'upload',
    });
  });
}
