import { businessCommunityAdminEndpoints as api } from '@onfan/contracts/business-community.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import { formFiles, withMultipart } from '../upload/upload.multipart.js';
import type { BusinessCommunityDeskService } from './business-community-desk.service.js';

/** The communities desk of the operator console (issue 38): communities, covers, join requests and first posts. */
export function businessCommunityAdminRoutes(app: FastifyInstance, m: { desk: BusinessCommunityDeskService }): void {
  route(app, api.communities, (req) => m.desk.list(req.query));
  route(app, api.community, (req) => m.desk.detail(req.params.cmntId));
  route(app, api.create, (req) => m.desk.create(consoleActor(req), req.body));
  route(app, api.update, (req) => m.desk.update(consoleActor(req), req.params.cmntId, req.body));
  route(app, api.state, (req) => m.desk.changeState(consoleActor(req), req.params.cmntId, req.body));
  route(app, api.entries, (req) => m.desk.entries(req.params.cmntId, req.query));
  route(app, api.entry, (req) => m.desk.entry(req.params.cmntId, req.params.cmntBrdId));
  route(app, api.createEntry, (req) => m.desk.createEntry(consoleActor(req), req.params.cmntId, req.body));
  route(app, api.updateEntry, (req) =>
    m.desk.updateEntry(consoleActor(req), req.params.cmntId, req.params.cmntBrdId, req.body),
  );
  route(app, api.deleteEntry, (req) =>
    m.desk.deleteEntry(consoleActor(req), req.params.cmntId, req.params.cmntBrdId, req.body.updtDt),
  );
  route(app, api.managers, (req) => m.desk.managers(req.params.cmntId));
  route(app, api.memberSearch, (req) => m.desk.searchMembers(req.params.cmntId, req.query.q));
  route(app, api.manager, (req) =>
    m.desk.changeManager(consoleActor(req), req.params.cmntId, req.params.userId, req.body),
  );
  route(app, api.waiting, (req) => m.desk.waiting(req.params.cmntId));
  route(app, api.decideMember, (req) =>
    m.desk.decideMember(consoleActor(req), req.params.cmntId, req.params.userId, req.body),
  );
  route(app, api.decidePost, (req) =>
    m.desk.decidePost(consoleActor(req), req.params.cmntId, req.params.cmntPostId, req.body),
  );
  withMultipart(app, (scope) => {
    route(scope, api.uploadFiles, (req) => m.desk.uploadFiles(consoleActor(req), formFiles(req)), { limit: 'upload' });
    route(scope, api.uploadCover, (req) => m.desk.uploadCover(consoleActor(req), formFiles(req)), { limit: 'upload' });
  });
}
