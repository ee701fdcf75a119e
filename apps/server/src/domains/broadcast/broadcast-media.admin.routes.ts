import {
  broadcastMediaAdminEndpoints as api,
  brcMediaParamsSchema,
  MEDIA_JOB_EVENT,
  MEDIA_JOB_EVENTS_ACCESS,
  MEDIA_JOB_EVENTS_PATH,
} from '@onfan/contracts/broadcast-media.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { coalescedPush, type EventStreamHub } from '../../http/event-stream.js';
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
  m: {
    media: BroadcastMediaService;
    uploads: BroadcastUploadService;
    dataDir: string;
    streams: EventStreamHub;
    heartbeatSeconds: number;
    maxStreamMinutes: number;
  },
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
  registerJobStream(app, m);
}

/**
 * GET broadcast/admin/broadcasts/:brcInfoNo/media/events (the media desk's access): text/event-stream of one
 * broadcast's transcode through the app's one hub. It listens first, then sends `event: media-job` with the row as it
 * stands (a late or reconnected page sees the state), and again after each change the job or a start tells
 * (MediaJobEvents: NOTIFY across processes on PostgreSQL). Reads are coalesced: a burst of changes costs at most one
 * more read. Not in the OpenAPI document (broadcast-media.upload.test.ts covers it).
 */
function registerJobStream(
  app: FastifyInstance,
  m: { uploads: BroadcastUploadService; streams: EventStreamHub; heartbeatSeconds: number; maxStreamMinutes: number },
): void {
  m.streams.route(app, {
    path: MEDIA_JOB_EVENTS_PATH,
    access: MEDIA_JOB_EVENTS_ACCESS,
    heartbeatSeconds: m.heartbeatSeconds,
    lifetimeMinutes: m.maxStreamMinutes,
    async start(req, sink) {
      const parsed = brcMediaParamsSchema.safeParse(req.params);
      // Nothing to stream: the hub ends it.
      if (!parsed.success) throw new Error('not a broadcast number');
      const { brcInfoNo } = parsed.data;
      const push = coalescedPush(
        sink,
        async () => sink.send(MEDIA_JOB_EVENT, await m.uploads.jobEvent(brcInfoNo)),
        (err) => req.log.warn({ err }, 'media job event not sent'),
      );
      await m.uploads.desk(brcInfoNo);
      const off = await m.uploads.events.subscribe(brcInfoNo, push);
      push();
      return off;
    },
  });
}
