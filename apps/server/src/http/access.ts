import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import type { Access } from '@onfan/contracts/endpoint';
import type { UserPattern } from '@onfan/contracts/envelope';
import type { OperatorRole } from '@onfan/contracts/operator-roles';
import { COMMON_MESSAGES, USER_PATTERN } from '@onfan/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { isApiPath } from './request-target.js';

/**
 * Every API route declares who may call it in `config.access`; a route without one refuses everybody.
 * `member` is any logged-in user; ownership ("owner") is a member route whose service checks the row.
 */
export type { Access } from '@onfan/contracts/endpoint';

export interface SessionUser {
  userId: number;
  lgnId: string;
  userPattnCd: UserPattern;
  tokenHash: string;
  /** An operator's roles (empty for everyone else; decision 034). */
  roles: readonly OperatorRole[];
  /** The session passed the operator's second factor (TOTP or a recovery code). */
  secondFactor: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export type TokenResolver = (token: string) => Promise<SessionUser | null>;

export const AUTH_HEADER = 'x-auth-token';

export function registerAccessControl(app: FastifyInstance, resolveToken: TokenResolver): void {
  app.decorateRequest('user', null);

  // API routes must say who may call them (a missing declaration fails the start-up). Documents — the web app's
  // files, the API docs page, health checks — are public by nature; they are declared so here, once.
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== undefined) return;
    if (isApiPath(route.url ?? '')) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    route.config = { ...route.config, access: 'public' };
  });

  // The matched route's own declaration decides, never the URL's text: an absolute-form target
  // (`GET http://any-host/v1/...`) matches the same route as the origin form and is checked the same way. This runs
  // in onRequest, before the body is parsed and validated, so an anonymous call never learns a member route's rules.
  // Callback hooks: a call without a token makes no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.is404 ? 'public' : request.routeOptions.config.access;
    const raw = request.headers[AUTH_HEADER];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token) return done(accessRefusal(request, access));
    resolveToken(token).then((user) => {
      request.user = user;
      done(accessRefusal(request, access));
    }, done);
  });

  // Personal answers are never kept by a browser or a proxy: every call that needs a login, and any answer given to
  // a logged-in caller that no cache rule already covers (a public list keeps its shared Cache-Control).
  app.addHook('onSend', (request, reply, payload, done) => {
    const access = request.is404 ? 'public' : request.routeOptions.config.access;
    // An answer that says no-store itself (a private download: `private, no-store`) keeps its own words.
    const own = reply.getHeader('cache-control');
    if (typeof own === 'string' && /\bno-store\b/.test(own)) return done(null, payload);
    if (access !== 'public' || (request.user && !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * The refusal for a caller the declaration does not admit: 401 without a login, 403 with the wrong pattern or role.
 * A console call (`roles`) admits an operator holding one of its roles whose session passed the second factor.
 */
function accessRefusal(request: FastifyRequest, access: Access | undefined): AppError | undefined {
  if (access === 'public') return undefined;
  if (access === undefined) return AppError.forbidden();
  const user = request.user;
  if (!user) return AppError.unauthorized(COMMON_MESSAGES.loginRequired);
  if (access === 'member') return undefined;
  if ('patterns' in access) return access.patterns.includes(user.userPattnCd) ? undefined : AppError.forbidden();
  if (user.userPattnCd !== USER_PATTERN.operator) return AppError.forbidden();
  if (!user.secondFactor) return AppError.forbidden(ADMIN_MESSAGES.secondFactorRequired, 'SECOND_FACTOR');
  return access.roles.some((role) => user.roles.includes(role))
    ? undefined
    : AppError.forbidden(ADMIN_MESSAGES.roleRequired);
}

/** For handlers of member routes: the logged-in user (the preHandler already refused anonymous calls). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}
