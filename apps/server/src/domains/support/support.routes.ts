import { supportBizEndpoints as intrd } from '@onfan/contracts/content';
import { supportEndpoints as api } from '@onfan/contracts/support';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access.js';
import { route } from '../../http/endpoint-route.js';
import type { SupportBusinessService } from './support-business.service.js';
import { sendAttachment } from '../content/attachment-reply.js';
import type { ProgrammeFiles, SupportService } from './support.service.js';

/** Support programmes, applications, recommendations and the MSS feed (`support/…`, `mss/…`). */
export function supportRoutes(
  app: FastifyInstance,
  m: { support: SupportService; supportBusiness: SupportBusinessService; files: ProgrammeFiles },
): void {
  route(app, api.list, (req) => m.support.list(req.query));
  route(app, api.view, (req) => m.support.view(req.params.sprtBizId, req.user));
  route(app, api.attachment, async (req, reply) =>
    sendAttachment(reply, await m.support.attachment(req.params.sprtBizId, req.params.fileId, m.files)),
  );
  route(app, api.apply, (req) => m.support.apply(req.params.sprtBizId, currentUser(req)));
  route(app, api.myApplications, (req) => m.support.myApplications(currentUser(req), req.query));
  route(app, api.notices, () => m.supportBusiness.notices());
  route(app, api.treeMenus, () => m.support.treeMenus());
  route(app, api.recommendations, (req) => m.support.recommendations(currentUser(req)));
  route(app, api.mssList, (req) => m.support.mssList(req.query));
  route(app, api.mssSearch, (req) => m.support.mssList(req.query));
  route(app, api.ownCompanyHistory, (req) => m.support.companyHistory(currentUser(req)));
  route(app, api.companyStatus, (req) => m.support.companyHistory(currentUser(req), req.query.brno));

  // Support-business introductions and their examples: content-engine items, declared in contracts/content.ts.
  route(app, intrd.introductions, (req) => m.supportBusiness.introductions(req.query));
  route(app, intrd.introduction, (req) => m.supportBusiness.introduction(req.params.id));
  route(app, intrd.examples, (req) => m.supportBusiness.examples(req.params.id, req.query));
  route(app, intrd.example, (req) => m.supportBusiness.example(req.params.id));
}
