import { broadcastMediaAdminEndpoints as api } from '@onfan/contracts/broadcast-media.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { BroadcastMediaService } from './broadcast-media.service.js';

/** The broadcast media desk of the operator console (decision 051): a broadcast's captions read, edited, published. */
export function broadcastMediaAdminRoutes(app: FastifyInstance, m: { media: BroadcastMediaService }): void {
  route(app, api.captions, (req) => m.media.captions(req.params.brcInfoNo));
  route(app, api.publishCaptions, (req) => m.media.publish(consoleActor(req), req.params.brcInfoNo, req.body));
  withMultipart(app, (scope) => {
    route(scope, api.readCaptionFile, (req) => m.media.readFile(req.params.brcInfoNo, formFiles(req)), {
      limit: 'upload',
    });
  });
}
