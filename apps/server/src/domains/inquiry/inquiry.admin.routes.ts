import { inquiryAdminEndpoints as api } from '@onfan/contracts/inquiry.admin';
import { inquiryInboxEndpoints as inboxApi } from '@onfan/contracts/inquiry.inbox';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { InquiryInboxService } from './inquiry-inbox.service.js';
import type { InquiryTemplateService } from './inquiry-template.service.js';

/**
 * The inquiry inbox (issue 38): every kind an operator answers in one list, and the answer templates, listed, created,
 * edited and deleted on the copy read.
 */
export function inquiryAdminRoutes(
  app: FastifyInstance,
  m: { inbox: InquiryInboxService; templates: InquiryTemplateService },
): void {
  const { inbox, templates } = m;
  route(app, inboxApi.inbox, (req) => inbox.search(consoleActor(req), req.query));
  route(app, api.templates, (req) => templates.search(consoleActor(req), req.query));
  route(app, api.createTemplate, (req) => templates.create(consoleActor(req), req.body));
  route(app, api.updateTemplate, (req) => {
    const { updtDt, ...body } = req.body;
    return templates.update(consoleActor(req), req.params.id, body, updtDt);
  });
  route(app, api.deleteTemplate, (req) => templates.delete(consoleActor(req), req.params.id, req.body.updtDt));
}
