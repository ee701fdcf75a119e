import '@onfan/contracts/zod-setup';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { SessionRepository } from './domains/auth/session.repository.js';
import { SessionService } from './domains/auth/session.service.js';
import { registerAccessControl } from './http/access.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logging.js';
import { registerWebApp } from './http/web-app.js';
import type { Clock } from './lib/clock.js';
import { systemClock } from './lib/clock.js';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  sessions: SessionService;
}

export type DomainPlugin = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

/** Every domain, under /v1/app, in one visible list. A domain may serve more than one prefix. */
const DOMAINS: { prefix: string; plugin: DomainPlugin }[] = [];

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    disableRequestLogging: config.env === 'test',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({ statusCode: 429, number: 429, message: COMMON_MESSAGES.tooManyRequests }),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'ONFAN 포털 API', version: '1.0.0', description: '온판 포털의 /v1/app 호출 계약' },
      components: {
        securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'X-AUTH-TOKEN' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/app/docs', staticCSP: true });

  const sessions = new SessionService(new SessionRepository(database.db), clock, config.sessionIdleMinutes);
  registerAccessControl(app, (token) => sessions.resolve(token));
  const deps: AppDeps = { config, database, clock, sessions };

  app.get('/v1/app/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const ok = await database.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unreachable' });
  });

  for (const domain of DOMAINS) {
    await app.register(async (scope) => domain.plugin(scope, deps), { prefix: domain.prefix });
  }

  await registerWebApp(app, config.webDistDir);
  return app;
}
