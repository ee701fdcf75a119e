import { businessCommunityEndpoints as api } from '@onfan/contracts/business-community';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/access.js';
import { route } from '../../../http/endpoint-route.js';
import { sendAttachment } from '../../content/attachment-reply.js';
import { formFiles, withMultipart } from '../../upload/upload.multipart.js';
import type { PostService } from './post.service.js';

/** The community's posts (`scommunity/post…`, `scommunity/postTop`, `scommunity/:cmntId/wait`): lists, writing, likes, files. */
export function postRoutes(app: FastifyInstance, m: { posts: PostService }): void {
  const { posts: s } = m;
  route(app, api.postTop, (req) => s.top(req.query.cmntId, req.user));
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
  route(app, api.waiting, (req) => s.waiting(req.params.cmntId, currentUser(req)));
}
