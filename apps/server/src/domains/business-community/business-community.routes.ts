import { businessCommunityEndpoints as api } from '@onfan/contracts/business-community';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import type { BusinessCommunityService } from './business-community.service.js';

/**
 * The small-business community's communities and membership (`scommunity/…`): the list, a community's page and its
 * boards, the member's attributes, joining, leaving, a manager's decision on a join request, the community's words.
 * Posts, replies and the notice and data boards register their own (posts/, replies/, boards/).
 */
export function businessCommunityRoutes(
  app: FastifyInstance,
  m: { businessCommunity: BusinessCommunityService },
): void {
  const { businessCommunity: s } = m;
  route(app, api.list, (req) => s.list(req.query));
  route(app, api.userAtbtInfo, (req) => s.userAtbtInfo(currentUser(req)));
  route(app, api.prhbWrd, (req) => s.prohibitedWordsOf(req.query.cmntId));
  route(app, api.boards, (req) => s.boards(req.query.cmntId));
  route(app, api.community, (req) => s.detail(req.params.cmntId, req.user));
  route(app, api.join, (req) => s.join(req.params.cmntId, req.body, currentUser(req)));
  route(app, api.leave, (req) => s.leave(req.params.cmntId, currentUser(req)));
  route(app, api.approveMember, (req) => s.approveMember(req.params.cmntId, req.params.userId, currentUser(req)));
  route(app, api.refuseMember, (req) =>
    s.refuseMember(req.params.cmntId, req.params.userId, req.body.reason, currentUser(req)),
  );
}
