import type { UserPattern } from '@onfan/contracts/envelope';
import { COMMON_MESSAGES, USER_PATTERN } from '@onfan/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Every route under /v1 declares who may call it in `config.access`; a route without one refuses everybody.
 * `member` is any logged-in user; ownership ("owner") is a member route whose service checks the row.
 */
export type Access = 'public' | 'member' | 'operator' | { patterns: UserPattern[] };

export interface SessionUser {
  userId: number;
  lgnId: string;
  userPattnCd: UserPattern;
  tokenHash: string;
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

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/') && !route.url.startsWith('/v1/app/docs') && route.config?.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
  });

  // Callback hooks rather than async ones: most calls carry no token and need no promise at all.
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.headers[AUTH_HEADER];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token) return done();
    resolveToken(token).then((user) => {
      request.user = user;
      done();
    }, done);
  });

  app.addHook('preHandler', (request, _reply, done) => {
    const url = request.url;
    if (request.is404 || !url.startsWith('/v1/') || url.startsWith('/v1/app/docs')) return done();
    try {
      checkAccess(request, request.routeOptions.config?.access);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

export function checkAccess(request: FastifyRequest, access: Access | undefined): void {
  if (access === 'public') return;
  if (access === undefined) throw AppError.forbidden();
  const user = request.user;
  if (!user) throw AppError.unauthorized(COMMON_MESSAGES.loginRequired);
  if (access === 'member') return;
  if (access === 'operator') {
    if (user.userPattnCd !== USER_PATTERN.operator) throw AppError.forbidden();
    return;
  }
  if (!access.patterns.includes(user.userPattnCd)) throw AppError.forbidden();
}

/** For handlers of member routes: the logged-in user (the preHandler already refused anonymous calls). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}
