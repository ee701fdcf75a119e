import type { AppDeps } from '../../domain-deps.js';
import { AccessLogRepository } from './access-log.repository.js';
import { AdminRepository } from './admin.repository.js';
import { adminRoutes } from './admin.routes.js';
import type { ConsoleQueue } from './admin.service.js';
import { AdminService } from './admin.service.js';
import { AuditRepository } from './audit.repository.js';

/**
 * The operator console's frame (decision 034), built once per app: the operator at the console, the access log and
 * the audit (written by every desk through `deps.records`), and the dashboard over the queues the domains keep.
 */
export function createAdminModule(deps: AppDeps, others: { queues: readonly ConsoleQueue[] }) {
  const db = deps.database.db;
  const admin = new AdminService(
    new AdminRepository(db),
    new AccessLogRepository(db),
    new AuditRepository(db),
    deps.clock,
    deps.sessions,
    others.queues,
  );
  return { admin, routes: (app: Parameters<typeof adminRoutes>[0]) => adminRoutes(app, { admin }) };
}
