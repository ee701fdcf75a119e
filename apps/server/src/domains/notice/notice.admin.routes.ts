import { noticeAdminEndpoints as api } from '@onfan/contracts/notice.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { NoticeDeskService } from './notice-desk.service.js';

/** The notices desk of the operator console (decision 034): list, a notice, write, edit, hide and show, files. */
export function noticeAdminRoutes(app: FastifyInstance, m: { desk: NoticeDeskService }): void {
  route(app, api.notices, (req) => m.desk.list(req.query));
  route(app, api.notice, (req) => m.desk.detail(req.params.ntcId));
  route(app, api.create, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.ntcId, req.body));
  route(app, api.visibility, (req) => m.desk.visibility(consoleActor(req), req.params.ntcId, req.body));
  withMultipart(app, (scope) => {
    route(scope, api.uploadFiles, (req) => m.desk.uploadFiles(consoleActor(req), formFiles(req)), { limit: 'upload' });
  });
}
