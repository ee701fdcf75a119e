import type { FastifyInstance } from 'fastify';
import type { PostingSuspensionService } from './posting-suspension.service.js';

/**
 * The one place posting suspensions are enforced: every endpoint declared `publishes` (a post, a comment, a reply,
 * a foothold page: packages/contracts) refuses a suspended member with 403 and the end date, after the access check
 * and the body's validation and before its handler runs, so no domain can forget it and none repeats it.
 */
export function registerPostingGuard(app: FastifyInstance, suspensions: PostingSuspensionService): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404 || !request.routeOptions.config.endpoint?.publishes || !request.user) return;
    await suspensions.assertMayPublish(request.user);
  });
}
