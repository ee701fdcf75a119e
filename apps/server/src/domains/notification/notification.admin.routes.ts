import { notificationAdminEndpoints as api } from '@onfan/contracts/notification.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { AnnouncementService } from './announcement.service.js';

/** The announcements desk of the operator console (decision 045): list, reach, an announcement, write, edit, send. */
export function notificationAdminRoutes(app: FastifyInstance, m: { announcements: AnnouncementService }): void {
  route(app, api.announcements, (req) => m.announcements.list(req.query));
  route(app, api.reach, (req) => m.announcements.reach(req.query));
  route(app, api.announcement, (req) => m.announcements.detail(req.params.ancmtId));
  route(app, api.create, (req) => m.announcements.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.announcements.update(consoleActor(req), req.params.ancmtId, req.body));
  route(app, api.send, (req) => m.announcements.send(consoleActor(req), req.params.ancmtId, req.body));
}
