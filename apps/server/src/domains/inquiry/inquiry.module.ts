import type { AppDeps } from '../../domain-deps.js';
import { transactions } from '../../db/executor.js';
import { InquiryTemplateRepository } from './inquiry-template.repository.js';
import { InquiryTemplateService } from './inquiry-template.service.js';
import { inquiryAdminRoutes } from './inquiry.admin.routes.js';

/** The inquiry inbox's answer templates (issue 38); the inquiries themselves live in their domains. */
export function createInquiryModule(deps: AppDeps) {
  const templates = new InquiryTemplateService(
    new InquiryTemplateRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
  );
  return {
    templates,
    routes: (app: Parameters<typeof inquiryAdminRoutes>[0]) => inquiryAdminRoutes(app, { templates }),
  };
}
export type InquiryModule = ReturnType<typeof createInquiryModule>;
