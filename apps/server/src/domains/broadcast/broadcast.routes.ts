import { BROADCAST_MESSAGES, broadcastEndpoints as api, brcInfoNoParamsSchema } from '@onfan/contracts/broadcast';
import path from 'node:path';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { route } from '../../http/endpoint-route.js';
import { MEDIA_FILE, MEDIA_KEY } from './broadcast.media.js';
import { MEDIA_CONTENT_TYPES, mediaCacheControl, mediaObjectKey } from './broadcast.store.js';
import type { ObjectStore } from '../../lib/object-store.js';
import type { BroadcastService } from './broadcast.service.js';

/** Broadcasts, alerts, follows, reports and VOD comments (`broadcast/…`, `sbptn/…`, `vod/…`). */
export function broadcastRoutes(
  app: FastifyInstance,
  m: { broadcasts: BroadcastService; objects: ObjectStore; publicUrl: string },
): void {
  route(app, api.list, (req) => m.broadcasts.list(req.query, req.user));
  route(app, api.liveChannels, (req) => m.broadcasts.liveChannels(req.user));
  route(app, api.view, (req) => m.broadcasts.view(req.params.brcInfoNo, req.user));
  route(app, api.status, (req) => m.broadcasts.status(req.params.brcInfoNo));
  route(app, api.report, (req) => m.broadcasts.report(currentUser(req), req.body));
  route(app, api.alarmBanners, (req) => m.broadcasts.alarmBanners(req.user));
  route(app, api.alarmList, (req) => m.broadcasts.myAlarms(currentUser(req), req.body));
  route(app, api.alarmAdd, (req) => m.broadcasts.addAlarm(currentUser(req), req.body.brcInfoNo));
  route(app, api.alarmAddAll, (req) => m.broadcasts.addAllAlarms(currentUser(req), req.body.brcInfoNos));
  route(app, api.alarmDelete, (req) => m.broadcasts.deleteAlarm(currentUser(req), req.body.brcInfoNo));
  route(app, api.alarmDeleteAll, (req) => m.broadcasts.deleteAllAlarms(currentUser(req)));
  route(app, api.schedule, (req) => m.broadcasts.schedule(req.query.ym, req.user));
  route(app, api.follows, (req) => m.broadcasts.follows(currentUser(req)));
  route(app, api.follow, (req) => m.broadcasts.follow(currentUser(req), req.body));
  route(app, api.comments, (req) => m.broadcasts.comments(req.query, req.user));
  route(app, api.comment, (req) => m.broadcasts.addComment(currentUser(req), req.body));
  route(app, api.replies, (req) => m.broadcasts.replies(req.query, req.user));
  route(app, api.reply, (req) => m.broadcasts.addReply(currentUser(req), req.body));
  route(app, api.likeDislike, (req) => m.broadcasts.likeDislike(currentUser(req), req.body));

  // Every broadcast as an .ics file: not JSON, so outside the declared endpoints (hidden from the API document).
  app.get<{ Params: { brcInfoNo: string } }>(
    '/v1/app/broadcast/ics/:brcInfoNo',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const parsed = brcInfoNoParamsSchema.safeParse(request.params);
      if (!parsed.success) {
        return reply.status(400).send({ number: 400, message: BROADCAST_MESSAGES.invalidId });
      }
      const body = await m.broadcasts.ics(parsed.data.brcInfoNo, m.publicUrl);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', contentDisposition(`onfan-broadcast-${parsed.data.brcInfoNo}.ics`))
        .send(body);
    },
  );

  // The broadcasts' media (decisions 017, 032): only the names broadcast.media.ts and broadcast.live.ts write, with
  // their content types, read from the portal's file store (this server's disk or the shared bucket); a rendered clip
  // never changes, so it is cached for a year (a live stream's playlists are not).
  app.get<{ Params: { key: string; '*': string } }>(
    '/media/:key/*',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params;
      const file = request.params['*'];
      const notFound = () => reply.status(404).send({ number: 404, message: COMMON_MESSAGES.notFound });
      if (!MEDIA_KEY.test(key) || !MEDIA_FILE.test(file)) return notFound();
      const found = await m.objects.get(mediaObjectKey(key, file));
      if (!found) return notFound();
      return reply
        .header('Content-Type', MEDIA_CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
        .header('Content-Length', String(found.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', mediaCacheControl(key, file))
        .send(found.stream);
    },
  );
}
