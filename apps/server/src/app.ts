import '@onfan/contracts/zod-setup';
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppDeps } from './domain-deps.js';
import { CacheService } from './http/cache.js';
import { EventStreamHub } from './http/event-stream.js';
import { createHolidayModule } from './domains/holiday/holiday.module.js';
import { createSearchModule } from './domains/search/search.module.js';
import { createSeoModule } from './domains/seo/seo.module.js';
import type { Database } from './db/database.js';
import { DATABASE_RETRY_AFTER_SECONDS } from './db/database-errors.js';
import { createAuthModule } from './domains/auth/auth.module.js';
import { SessionRepository } from './domains/auth/session.repository.js';
import { SessionService } from './domains/auth/session.service.js';
import { createCodeModule } from './domains/code/code.module.js';
import { createContentViewModule } from './domains/content-view/content-view.module.js';
import { createPrivacyModule } from './domains/privacy/privacy.module.js';
import { createProhibitedWordModule } from './domains/prohibited-word/prohibited-word.module.js';
import { createInquiryModule } from './domains/inquiry/inquiry.module.js';
import { createSpaceModule } from './domains/space/space.module.js';
import { createStudioModule } from './domains/studio/studio.module.js';
import { createContentModule } from './domains/content/content.module.js';
import { createMainModule } from './domains/main/main.module.js';
import { createNoticeModule } from './domains/notice/notice.module.js';
import { createSupportModule } from './domains/support/support.module.js';
import { createCampaignModule } from './domains/campaign/campaign.module.js';
import { createCommunityModule } from './domains/community/community.module.js';
import { registerPostingGuard } from './domains/community/posting-suspension.guard.js';
import { createFootholdModule } from './domains/foothold/foothold.module.js';
import { createMessageModule } from './domains/message/message.module.js';
import { createAnnouncementModule, createNotificationModule } from './domains/notification/notification.module.js';
import { createDiagnosisModule } from './domains/diagnosis/diagnosis.module.js';
import { createSurveyModule } from './domains/survey/survey.module.js';
import { createMyDataModule } from './domains/my-data/my-data.module.js';
import { createEducationModule } from './domains/education/education.module.js';
import { createBroadcastModule } from './domains/broadcast/broadcast.module.js';
import { createJobs } from './jobs/create-queue.js';
import type { JobQueue } from './jobs/job-queue.js';
import { createChatbotModule } from './domains/chatbot/chatbot.module.js';
import { createMarketEntryModule } from './domains/market-entry/market-entry.module.js';
import { createSodamModule } from './domains/sodam/sodam.module.js';
import { createEconPromotionModule } from './domains/econ-promotion/econ-promotion.module.js';
import { createFestivalModule } from './domains/festival/festival.module.js';
import { createBusinessCommunityModule } from './domains/business-community/business-community.module.js';
import { BROADCAST_REPORT_TARGETS, VOD_COMMENT_REPORT_TARGETS } from './domains/broadcast/broadcast.report-targets.js';
import { BUSINESS_COMMUNITY_REPORT_TARGETS } from './domains/business-community/business-community.report-targets.js';
import { createFileStorage } from './domains/upload/storage.js';
import { createUploadModule } from './domains/upload/upload.module.js';
import { createAdminModule } from './domains/admin/admin.module.js';
import { createDashboardModule } from './domains/dashboard/dashboard.module.js';
import { ConsoleRecords } from './domains/admin/console-records.js';
import { registerAccessControl } from './http/access.js';
import { registerApiReference } from './http/api-reference.js';
import { loadEndpointNames } from './http/endpoint-names.js';
import { registerOpenApi } from './http/openapi.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerRouteLimits } from './http/route-limits.js';
import { registerResponseSerializers } from './http/response-serializer.js';
import { loggerOptions } from './http/logging.js';
import { registerSecurityHeaders, securityHeaderSets } from './http/security-headers.js';
import { clientErrorHandler, frameworkErrorHandler } from './http/client-errors.js';
import { registerInputGuard } from './http/input-guard.js';
import { createPageRenderPass } from './http/page-render.js';
import { registerDraining } from './http/draining.js';
import { acceptFormPosts, registerFormFallback, registerWebApp } from './http/web-app.js';
import { loginFormRoutes } from './domains/auth/login-form.routes.js';
import type { Clock } from './lib/clock.js';
import { systemClock } from './lib/clock.js';
import { createRedis, redisReady } from './lib/redis.js';
import { connectCacheBus } from './http/cache-bus.js';
import { pgNotify } from './db/notify.js';
import { OutboxRepository } from './domains/auth/notification/outbox.repository.js';
import { registerMetrics } from './http/metrics.js';
import { queueDepth } from './jobs/queue-depth.js';

export type { AppDeps, DomainPlugin } from './domain-deps.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /**
   * The process's one job queue, which its runner takes from (server.ts builds it with createJobs); without one (tests)
   * the app makes its own for the database, without a runner, closed with the app.
   */
  queue?: JobQueue;
}

/** The queue handed to the app, else one of its own for the database (no runner), closed when the app closes. */
function jobQueueOf(app: FastifyInstance, options: BuildOptions): JobQueue {
  if (options.queue) return options.queue;
  const own = createJobs({
    config: { roles: { ...options.config.roles, jobs: false }, jobConcurrency: options.config.jobConcurrency },
    database: options.database,
    sets: [],
    log: app.log,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  app.addHook('onClose', () => own.close());
  return own.queue;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const headerSets = securityHeaderSets({
    hsts: config.env === 'production',
    apiOrigin: config.publicUrl,
    ...(config.mediaPublicUrl ? { mediaOrigin: new URL(config.mediaPublicUrl).origin } : {}),
  });
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    frameworkErrors: frameworkErrorHandler(() => headerSets),
    clientErrorHandler: clientErrorHandler(() => headerSets),
    bodyLimit: 1024 * 1024,
    // The visitor's address behind a proxy comes from X-Forwarded-For only when the peer is a trusted proxy
    // (TRUST_PROXY: its addresses or a hop count); never by default.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // Every request gets an id of its own (never the client's), on each of its log lines (reqId) and in the answer's
    // X-Request-Id header, so a member's report of an answer finds its log lines on whichever instance served it.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Read-only answers go through Fastify's own JSON-schema serializer, the rest through zod's (response-serializer.ts).
  registerResponseSerializers(app);
  registerErrorHandler(app);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  const drain = registerDraining(app);

  registerSecurityHeaders(app, headerSets);
  // Answers over 1 KB are compressed when the client accepts it; no client sends compressed bodies, so requests
  // are never inflated (and carry no hook for it).
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024 });
  // The request chain, in order: access (onRequest, from the matched route's declaration) → input guard and
  // validation (preValidation) → handler → service and policy. See docs/decisions/010-request-chain.md.
  const sessions = new SessionService(
    new SessionRepository(database.db),
    clock,
    config.sessionIdleMinutes,
    config.operatorSessionIdleMinutes,
  );
  registerAccessControl(app, (token) => sessions.resolve(token));
  registerInputGuard(app);
  registerRouteLimits(app, config.routeLimits);
  // A page render's own API calls (in process, carrying this app's pass) are not counted against the visitor.
  const renderPass = createPageRenderPass();
  // Every limit, the per-route kinds included, counts in Redis when REDIS_URL is set (shared by all processes), in
  // this process's memory otherwise. A Redis that does not answer lets the request through (logged): the account
  // lock after five wrong passwords still holds, and the site stays up.
  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log) : null;
  if (redis) {
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    await redisReady(redis, 5000);
  }
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: 'onfan-rl:', skipOnError: true } : {}),
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => renderPass.isPageRender(request),
    errorResponseBuilder: () => ({ statusCode: 429, number: 429, message: COMMON_MESSAGES.tooManyRequests }),
    // Limits are announced when they bite (429 with retry-after), not on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });

  // The OpenAPI document, generated from the declarations the routes are registered from, and its reference page
  // (decision 031).
  await registerOpenApi(app, { config, names: await loadEndpointNames() });
  registerApiReference(app);

  const cache = new CacheService(clock);
  // Several processes on one PostgreSQL database hear each other's invalidations; the cache stays suspended until
  // this one can (a start waits a few seconds for it at most, and goes on uncached).
  if (database.dialect === 'postgres' && database.url) {
    const bus = connectCacheBus(cache, {
      url: database.url,
      notify: (channel, payload) => pgNotify(database.db, channel, payload),
      log: app.log,
    });
    app.addHook('onClose', () => bus.close());
    await Promise.race([bus.ready, new Promise((r) => setTimeout(r, 5000).unref())]);
  }
  // Every event stream goes through the one hub and its caps; open streams would keep the server from closing.
  const streams = new EventStreamHub(config.eventStreams);
  app.addHook('preClose', (done) => {
    streams.closeAll();
    done();
  });
  // A process draining for a restart ends its streams at once; their clients reconnect through the proxy to another
  // instance (a draining one answers a new stream 503, http/draining.ts).
  drain.onStart(() => streams.closeAll('restart'));
  const deps: AppDeps = {
    config,
    database,
    clock,
    sessions,
    storage: createFileStorage(config),
    cache,
    streams,
    records: new ConsoleRecords(database.db, clock),
  };
  // Domain modules, each built once from the deps; a module that needs another's service receives it here.
  const contentView = createContentViewModule(deps);
  const content = createContentModule(deps, { views: contentView.views });
  // `upload.uploads` stores members' files under the daily quota: hand it to every module that takes files.
  const upload = createUploadModule(deps);
  // Accounts: its session service is the one the access hook resolves tokens with (deps.sessions); its built-in
  // notification sender writes to the app's log (decision 009).
  // The notification centre: every outbox message with a member and a link is also their in-app notification.
  const notification = createNotificationModule(deps, { log: app.log });
  const auth = createAuthModule(deps, { uploads: upload.uploads, log: app.log, centre: notification.notifications });
  const holiday = createHolidayModule(deps);
  // One slot engine books studio and space rooms. Who may book is decided by the accounts domain's certificates; the
  // space flow's company check is its business registry.
  const studio = createStudioModule(deps, {
    holidays: holiday.holidays,
    certificates: auth.certificates,
    outbox: auth.outbox,
    uploads: upload.uploads,
  });
  const space = createSpaceModule(deps, {
    reservations: studio.reservations,
    registry: auth.registry,
    certificates: auth.certificates,
    uploads: upload.uploads,
    engine: studio.engine,
    outbox: auth.outbox,
  });
  const search = createSearchModule(deps);
  // Pages' heads and the sitemap come from the search index, which every domain keeps current.
  const seo = createSeoModule(deps, { pages: search.search });
  const prohibited = createProhibitedWordModule(deps);
  // The process's one job queue, for the domains that start a job at once (decision 051).
  const queue = jobQueueOf(app, options);
  const broadcast = createBroadcastModule(deps, {
    prohibitedWords: prohibited.prohibitedWords,
    log: app.log,
    uploads: upload.uploads,
    queue,
  });
  // Video lessons play recorded broadcasts.
  const education = createEducationModule(deps, {
    recordings: broadcast.broadcasts,
    outbox: auth.outbox,
    uploads: upload.uploads,
  });
  // The dashboard's charts and page views, and the member page's activity lists (issue 37).
  const dashboard = createDashboardModule(deps, { log: app.log });
  const sodam = createSodamModule(deps, {
    prohibitedWords: prohibited.prohibitedWords,
    outbox: auth.outbox,
    uploads: upload.uploads,
  });
  const econPromotion = createEconPromotionModule(deps, {
    prohibitedWords: prohibited.prohibitedWords,
    outbox: auth.outbox,
    uploads: upload.uploads,
  });
  const marketEntry = createMarketEntryModule(deps, { uploads: upload.uploads, outbox: auth.outbox });
  const festival = createFestivalModule(deps, { prohibitedWords: prohibited.prohibitedWords, outbox: auth.outbox });
  // The small-business community's posts and replies and the VOD comments are reported into the community board's
  // one queue.
  const community = createCommunityModule(deps, {
    views: contentView.views,
    prohibitedWords: prohibited.prohibitedWords,
    reportTargets: { ...BUSINESS_COMMUNITY_REPORT_TARGETS, ...VOD_COMMENT_REPORT_TARGETS, ...BROADCAST_REPORT_TARGETS },
    outbox: auth.outbox,
  });
  const businessCommunity = createBusinessCommunityModule(deps, {
    views: contentView.views,
    prohibitedWords: prohibited.prohibitedWords,
    uploads: upload.uploads,
    outbox: auth.outbox,
  });
  const modules = [
    auth,
    dashboard,
    // The operator console's frame: the dashboard counts the queues the domains keep.
    createAdminModule(deps, {
      queues: [
        ...auth.consoleQueues,
        ...studio.consoleQueues,
        ...community.consoleQueues,
        ...marketEntry.consoleQueues,
        ...festival.consoleQueues,
        ...sodam.consoleQueues,
        ...econPromotion.consoleQueues,
        ...space.consoleQueues,
        ...businessCommunity.consoleQueues,
      ],
    }),
    holiday,
    search,
    seo,
    createCodeModule(deps),
    prohibited,
    createPrivacyModule(deps),
    contentView,
    content,
    createNoticeModule(deps, { content: content.content, uploads: upload.uploads }),
    createMainModule(deps, { courses: education.education, broadcasts: broadcast.broadcasts }),
    createSupportModule(deps, { contents: content.content, outbox: auth.outbox, uploads: upload.uploads }),
    upload,
    studio,
    space,
    createCampaignModule(deps, { outbox: auth.outbox, uploads: upload.uploads }),
    community,
    createFootholdModule(deps, { outbox: auth.outbox }),
    createMessageModule(deps, {
      log: app.log,
      notices: { outbox: auth.outbox, centre: notification.notifications },
    }),
    notification,
    // The console's announcements (알림 발송): through the accounts' outbox and the centre (decision 045).
    createAnnouncementModule(deps, { outbox: auth.outbox, centre: notification.notifications }),
    createDiagnosisModule(deps, { courses: education.education }),
    createSurveyModule(deps),
    createMyDataModule(deps, { queue, log: app.log }),
    education,
    broadcast,
    businessCommunity,
    marketEntry,
    sodam,
    econPromotion,
    festival,
    createInquiryModule(deps),
    // Answers from the portal's own pages: the search index, minus prohibited words.
    createChatbotModule(deps, { pages: search.search, prohibitedWords: prohibited.prohibitedWords, log: app.log }),
  ];

  // Prometheus's /metrics for the addresses of METRICS_ALLOW (decision 040).
  const outbox = new OutboxRepository(database.db);
  registerMetrics(app, {
    database,
    streams,
    cache,
    queueDepth: () => queueDepth(database, clock.now()),
    outboxBacklog: () => outbox.backlog(),
    allow: config.metricsAllow,
  });
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (drain.active) return reply.status(503).send({ status: 'shutting down' });
    const ok = await database.ping(config.readyTimeoutMs);
    if (!ok) void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unreachable' });
  });

  // A member whose posting is suspended is refused on every endpoint that publishes text (issue 38).
  registerPostingGuard(app, community.suspensions);
  for (const module of modules) await app.register(async (scope) => module.routes(scope));

  const pages = await registerWebApp(
    app,
    config.webDistDir,
    (target, routeTitle) => seo.seo.page(target, routeTitle),
    renderPass,
    (target) => {
      void dashboard.pageViews.record(target);
    },
  );
  // The pages' own forms as plain HTML (a form sent before its page's scripts take over): the login page's form logs
  // in and hands the session to the app; any other page's post comes back to its page. Only this scope reads form
  // bodies; the API keeps refusing them.
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    loginFormRoutes(scope, { auth: auth.auth, sso: auth.sso, pages });
    registerFormFallback(scope);
  });
  return app;
}
