import { businessCommunityEndpoints as api } from '@onfan/contracts/business-community';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/endpoint-route.js';
import { sendAttachment } from '../../content/attachment-reply.js';
import type { BoardService } from './board.service.js';

/** The notice and data boards' entries (`scommunity/brd/:cmntBrdMntId`, `scommunity/info/…`, `scommunity/atch/…`). */
export function boardRoutes(app: FastifyInstance, m: { boards: BoardService }): void {
  const { boards: s } = m;
  route(app, api.boardEntries, (req) => s.entries(req.params.cmntBrdMntId, req.query, req.user));
  route(app, api.entry, (req) => s.entry(req.params.cmntBrdId, req.user));
  route(app, api.attachments, (req) => s.attachments(req.params.cmntBrdId));
  route(app, api.download, async (req, reply) =>
    sendAttachment(reply, await s.download(req.params.cmntBrdId, req.params.fileId)),
  );
}
