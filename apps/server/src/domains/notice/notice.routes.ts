import { noticeEndpoints as api } from '@onfan/contracts/notice';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import { sendAttachment } from '../content/attachment-reply.js';
import type { NoticeService } from './notice.service.js';

/** Notices (`notice/…`): popups, the board, a notice, and the attachment downloads of every board. */
export function noticeRoutes(app: FastifyInstance, m: { notices: NoticeService }): void {
  route(app, api.popups, () => m.notices.popups());
  route(app, api.list, (req) => m.notices.list(req.query));
  route(app, api.view, (req) => m.notices.view(req.params.ntcId));
  route(app, api.download, async (req, reply) => sendAttachment(reply, await m.notices.download(req.params.fileId)));
  route(app, api.downloadAttachment, async (req, reply) =>
    sendAttachment(reply, await m.notices.download(req.params.fileId)),
  );
}
