import { broadcastMediaAdminEndpoints as api } from '@onfan/contracts/broadcast-media.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { BroadcastMediaService } from './broadcast-media.service.js';
import type { BroadcastUploadService } from './broadcast-media.upload-service.js';
import { mediaUploadRoutes } from './broadcast-media.upload.js';

/**
 * The broadcast media desk of the operator console (decision 051): a broadcast's captions read, edited, published; a
 * recording or short uploaded (tus, resumable) and transcoded by the queue.
 */
export function broadcastMediaAdminRoutes(
  app: FastifyInstance,
  m: { media: BroadcastMediaService; uploads: BroadcastUploadService; dataDir: string },
): void {
  route(app, api.captions, (req) => m.media.captions(req.params.brcInfoNo));
  route(app, api.publishCaptions, (req) => m.media.publish(consoleActor(req), req.params.brcInfoNo, req.body));
  withMultipart(app, (scope) => {
    route(scope, api.readCaptionFile, (req) => m.media.readFile(req.params.brcInfoNo, formFiles(req)), {
      limit: 'upload',
    });
  });
  route(app, api.media, (req) => m.uploads.desk(req.params.brcInfoNo));
  route(app, api.transcode, (req) => m.uploads.start(consoleActor(req), req.params.brcInfoNo, req.body));
  mediaUploadRoutes(app, { uploads: m.uploads, dataDir: m.dataDir });
}
