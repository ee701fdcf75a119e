import type { AppDeps } from '../../domain-deps.js';
import { transactions } from '../../db/executor.js';
import { InquiryInboxRepository } from './inquiry-inbox.repository.js';
import { InquiryInboxService } from './inquiry-inbox.service.js';
import { InquiryTemplateRepository } from './inquiry-template.repository.js';
import { InquiryTemplateService } from './inquiry-template.service.js';
import { inquiryAdminRoutes } from './inquiry.admin.routes.js';

/**
 * The inquiry inbox's 전체 view and answer templates (issue 38); each kind's questions, queue and answer live in its
 * domain.
 */
export function createInquiryModule(deps: AppDeps) {
  const templates = new InquiryTemplateService(
    new InquiryTemplateRepository(deps.database.db),
    transactions(deps.database.db),
    deps.clock,
    deps.records,
  );
  const inbox = new InquiryInboxService(new InquiryInboxRepository(deps.database.db), deps.clock);
  return {
    inbox,
    templates,
    routes: (app: Parameters<typeof inquiryAdminRoutes>[0]) => inquiryAdminRoutes(app, { inbox, templates }),
  };
}
export type InquiryModule = ReturnType<typeof createInquiryModule>;
