import { communityEndpoints as api } from '@onfan/contracts/community';
import { communityAdminEndpoints as desk } from '@onfan/contracts/community.admin';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { CommunityService } from './community.service.js';
import type { PostingSuspensionService } from './posting-suspension.service.js';

/** The community board (`community/sbs`, `community/sb/…`), reports and the operators' report queue. */
export function communityRoutes(
  app: FastifyInstance,
  m: { community: CommunityService; suspensions: PostingSuspensionService },
): void {
  const { community, suspensions } = m;
  route(app, api.list, (req) => community.list(req.query, req.user));
  route(app, api.view, (req) => community.view(req.params.comunBltartclId, req.query.ctgrCode, req.user));
  route(app, api.create, (req) => community.create(req.body, currentUser(req)));
  route(app, api.update, (req) => community.update(req.params.comunBltartclId, req.body, currentUser(req)));
  route(app, api.remove, (req) => community.remove(req.params.comunBltartclId, currentUser(req)));
  route(app, api.comments, (req) => community.comments(req.params.comunBltartclId, req.query, req.user));
  route(app, api.createComment, (req) =>
    community.createComment(req.params.comunBltartclId, req.body, currentUser(req)),
  );
  route(app, api.updateComment, (req) =>
    community.updateComment(req.params.comunBltartclId, req.body, currentUser(req)),
  );
  route(app, api.removeComment, (req) =>
    community.removeComment(req.params.comunBltartclId, req.body, currentUser(req)),
  );
  route(app, api.report, (req) => community.report(req.body, currentUser(req)));
  route(app, api.reportQueue, (req) => community.reportQueue(req.query));
  route(app, api.restoreReported, (req) =>
    community.decide(consoleActor(req), req.params.trgtType, req.params.trgtId, 'restore', req.body),
  );
  route(app, api.removeReported, (req) =>
    community.decide(consoleActor(req), req.params.trgtType, req.params.trgtId, 'remove', req.body),
  );
  route(app, desk.memberSuspensions, (req) => suspensions.ofMember(req.params.userId));
  route(app, desk.suspend, (req) => suspensions.suspend(consoleActor(req), req.params.userId, req.body));
  route(app, desk.lift, (req) => suspensions.lift(consoleActor(req), req.params.userId, req.body));
  route(app, desk.mine, (req) => suspensions.mine(currentUser(req)));
}
