import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PostingSuspensionService } from './posting-suspension.service.js';

/**
 * The one place posting suspensions are enforced: every endpoint declared `publishes` (a post, a comment, a reply,
 * a foothold page: packages/contracts) refuses a suspended member with 403 and the end date, after the access check
 * and the body's validation and before its handler runs, so no domain can forget it and none repeats it.
 * Decided once per route when it is registered: a declared route carries the guard as a preValidation hook of its own
 * (a route's own hooks run after the app's: still after access and the input guard), and no other request runs it.
 */
export function registerPostingGuard(app: FastifyInstance, suspensions: PostingSuspensionService): void {
  const guard = async (request: FastifyRequest): Promise<void> => {
    if (request.user) await suspensions.assertMayPublish(request.user);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.endpoint?.publishes) return;
    const own = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [guard, ...own];
  });
}
