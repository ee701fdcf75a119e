import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitKind } from '../config.js';
import { isApiPath } from './request-target.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The kind of sensitive call this is: its per-address limit comes from config (`routeLimits`). */
    limit?: LimitKind;
  }
}

/**
 * Kinds counted per member (the caller's account, resolved by the access hook before the limit runs) rather than per
 * client address: a member cannot spread messages over addresses, and members behind one address do not share a count.
 */
export const PER_MEMBER: ReadonlySet<LimitKind> = new Set<LimitKind>(['message']);

function memberKey(request: FastifyRequest): string {
  return request.user ? `member:${request.user.userId}` : request.ip;
}

/**
 * Turns each route's declared `limit` kind into @fastify/rate-limit's per-route setting, with the number from config.
 * Registered before the rate-limit plugin, whose own onRoute hook then reads the result. Routes that are not API
 * calls (the web app's files and shell, uploaded files, the docs page, health checks) are outside the API limit: a
 * first page view alone is dozens of files.
 */
export function registerRouteLimits(app: FastifyInstance, limits: Record<LimitKind, number>): void {
  app.addHook('onRoute', (route) => {
    const kind = route.config?.limit;
    if (kind) {
      route.config = {
        ...route.config,
        rateLimit: {
          max: limits[kind],
          timeWindow: '1 minute',
          // Every call of a limited kind counts, a page render's own included (the API limit's allow list is not
          // this limit's).
          allowList: [],
          ...(PER_MEMBER.has(kind) ? { keyGenerator: memberKey } : {}),
        },
      };
    } else if (!isApiPath(route.url ?? route.path ?? '')) {
      route.config = { ...route.config, rateLimit: false };
    }
  });
}
