import { scommunityEndpoints as api } from '@onfan/contracts/scommunity';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import { sendAttachment } from '../content/attachment-reply.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { ScommunityService } from './scommunity.service.js';

/** The small-business community (`scommunity/…`): communities, membership, posts, likes, replies, boards. */
export function scommunityRoutes(app: FastifyInstance, m: { scommunity: ScommunityService }): void {
  const { scommunity: s } = m;
  route(app, api.list, (req) => s.list(req.query));
  route(app, api.userAtbtInfo, (req) => s.userAtbtInfo(currentUser(req)));
  route(app, api.postTop, (req) => s.top(req.query.cmntId, req.user));
  route(app, api.prhbWrd, (req) => s.prohibitedWordsOf(req.query.cmntId));
  route(app, api.myCmntCnt, (req) => s.myCommentCount(currentUser(req)));
  route(app, api.myCmntList, (req) => s.myComments(req.query, currentUser(req)));
  route(app, api.boards, (req) => s.boards(req.query.cmntId));
  route(app, api.boardEntries, (req) => s.entries(req.params.cmntBrdMntId, req.query, req.user));
  route(app, api.entry, (req) => s.entry(req.params.cmntBrdId, req.user));
  route(app, api.attachments, (req) => s.attachments(req.params.cmntBrdId));
  route(app, api.download, async (req, reply) =>
    sendAttachment(reply, await s.download(req.params.cmntBrdId, req.params.fileId)),
  );
  withMultipart(app, (scope) => {
    route(scope, api.imageUpload, (req) => s.uploadImages(currentUser(req), formFiles(req)), { limit: 'upload' });
    route(scope, api.atchUpload, (req) => s.uploadAttachments(currentUser(req), formFiles(req)), { limit: 'upload' });
  });
  // Whether a post's files may be read depends on the reader (a post waiting for approval, hidden by reports).
  route(app, api.postDownload, async (req, reply) =>
    sendAttachment(reply, await s.postDownload(req.params.cmntPostId, req.params.fileId, req.user), {
      private: true,
    }),
  );
  route(app, api.posts, (req) => s.posts(req.query, req.user));
  route(app, api.createPost, (req) => s.createPost(req.body, currentUser(req)));
  route(app, api.post, (req) => s.post(req.params.cmntPostId, req.user));
  route(app, api.updatePost, (req) => s.updatePost(req.params.cmntPostId, req.body, currentUser(req)));
  route(app, api.removePost, (req) => s.removePost(req.params.cmntPostId, currentUser(req)));
  route(app, api.approvePost, (req) => s.approvePost(req.params.cmntPostId, currentUser(req)));
  route(app, api.refusePost, (req) => s.refusePost(req.params.cmntPostId, req.body.reason, currentUser(req)));
  route(app, api.like, (req) => s.like(req.params.cmntPostId, req.params.userId, req.body?.likYn, currentUser(req)));
  route(app, api.replies, (req) => s.replies(req.params.cmntPostId, req.user));
  route(app, api.createReply, (req) => s.createReply(req.params.cmntPostId, req.body, currentUser(req)));
  route(app, api.updateReply, (req) =>
    s.updateReply(req.params.cmntPostId, req.params.cmntPostRplyId, req.body.rplyCn, currentUser(req)),
  );
  route(app, api.removeReply, (req) =>
    s.removeReply(req.params.cmntPostId, req.params.cmntPostRplyId, currentUser(req)),
  );
  route(app, api.community, (req) => s.detail(req.params.cmntId, req.user));
  route(app, api.join, (req) => s.join(req.params.cmntId, req.body, currentUser(req)));
  route(app, api.leave, (req) => s.leave(req.params.cmntId, currentUser(req)));
  route(app, api.approveMember, (req) => s.approveMember(req.params.cmntId, req.params.userId, currentUser(req)));
  route(app, api.refuseMember, (req) =>
    s.refuseMember(req.params.cmntId, req.params.userId, req.body.reason, currentUser(req)),
  );
  route(app, api.waiting, (req) => s.waiting(req.params.cmntId, currentUser(req)));
}
