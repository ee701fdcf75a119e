import { businessCommunityEndpoints as api } from '@onfan/contracts/business-community';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/access.js';
import { route } from '../../../http/endpoint-route.js';
import type { ReplyService } from './reply.service.js';

/** The replies to the community's posts (`scommunity/post/:cmntPostId/reply…`) and a member's own comments. */
export function replyRoutes(app: FastifyInstance, m: { replies: ReplyService }): void {
  const { replies: s } = m;
  route(app, api.myCmntCnt, (req) => s.myCommentCount(currentUser(req)));
  route(app, api.myCmntList, (req) => s.myComments(req.query, currentUser(req)));
  route(app, api.replies, (req) => s.replies(req.params.cmntPostId, req.user));
  route(app, api.createReply, (req) => s.createReply(req.params.cmntPostId, req.body, currentUser(req)));
  route(app, api.updateReply, (req) =>
    s.updateReply(req.params.cmntPostId, req.params.cmntPostRplyId, req.body.rplyCn, currentUser(req)),
  );
  route(app, api.removeReply, (req) =>
    s.removeReply(req.params.cmntPostId, req.params.cmntPostRplyId, currentUser(req)),
  );
}
