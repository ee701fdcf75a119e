import { inquiryAdminEndpoints as api } from '@onfan/contracts/inquiry.admin';
import type { FastifyInstance } from 'fastify';
import { consoleActor } from '../../http/console-actor.js';
import { route } from '../../http/endpoint-route.js';
import type { InquiryTemplateService } from './inquiry-template.service.js';

/** The inquiry inbox's answer templates (issue 38): listed, created, edited and deleted on the copy read. */
export function inquiryAdminRoutes(app: FastifyInstance, m: { templates: InquiryTemplateService }): void {
  const { templates } = m;
  route(app, api.templates, (req) => templates.search(consoleActor(req), req.query));
  route(app, api.createTemplate, (req) => templates.create(consoleActor(req), req.body));
  route(app, api.updateTemplate, (req) => {
    const { updtDt, ...body } = req.body;
    return templates.update(consoleActor(req), req.params.id, body, updtDt);
  });
  route(app, api.deleteTemplate, (req) => templates.delete(consoleActor(req), req.params.id, req.body.updtDt));
}
