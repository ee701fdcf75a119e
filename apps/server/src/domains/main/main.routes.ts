import { shortUrlQuerySchema, shortUrlResultSchema } from '@onfan/contracts/content';
import {
  bannerListSchema,
  courseListSchema,
  eduBannerListSchema,
  expsrQuerySchema,
  MAIN_CACHE_MS,
  sectionGroupListSchema,
  useQuerySchema,
} from '@onfan/contracts/main';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import { CACHED_PUBLIC, JsonCache } from '../../http/json-cache.js';
import { MainService } from './main.service.js';

/** Under /v1/app/main. */
export async function mainRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new MainService(deps.database.db, deps.clock);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['main'];
  // The server keeps banners, sections, education banners and courses for 5 minutes; browsers may too.
  const cache = new JsonCache(deps.clock, MAIN_CACHE_MS);

  r.get(
    '/bannrs',
    {
      config: CACHED_PUBLIC,
      schema: {
        tags,
        summary: '메인 배너(5분 캐시)',
        querystring: expsrQuerySchema,
        response: { 200: bannerListSchema },
      },
    },
    (request, reply) =>
      cache.send(reply, `bannrs:${request.query.expsrYn}`, bannerListSchema, () =>
        service.banners(request.query.expsrYn),
      ),
  );
  r.get(
    '/sect/grps',
    {
      config: CACHED_PUBLIC,
      schema: {
        tags,
        summary: '메인 섹션 묶음(5분 캐시)',
        querystring: expsrQuerySchema,
        response: { 200: sectionGroupListSchema },
      },
    },
    (request, reply) =>
      cache.send(reply, `sect:${request.query.expsrYn}`, sectionGroupListSchema, () =>
        service.sections(request.query.expsrYn),
      ),
  );
  r.get(
    '/edu/bannrs',
    {
      config: CACHED_PUBLIC,
      schema: { tags, summary: '교육 배너', querystring: useQuerySchema, response: { 200: eduBannerListSchema } },
    },
    (request, reply) =>
      cache.send(reply, `edu:${request.query.useYn}`, eduBannerListSchema, () =>
        service.eduBanners(request.query.useYn),
      ),
  );
  r.get(
    '/courses',
    { config: CACHED_PUBLIC, schema: { tags, summary: '추천 교육 과정', response: { 200: courseListSchema } } },
    (_request, reply) => cache.send(reply, 'courses', courseListSchema, () => service.courses()),
  );
  r.get(
    '/util/shortUrl',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '공유용 짧은 주소',
        querystring: shortUrlQuerySchema,
        response: { 200: shortUrlResultSchema },
      },
    },
    async (request) => {
      const code = await service.shortCode(request.query.url);
      return { code, shortUrl: `${deps.config.publicUrl}/s/${code}` };
    },
  );
}

/** Under /s: a short link redirects to its portal path. */
export async function shortLinkRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new MainService(deps.database.db, deps.clock);
  app.get<{ Params: { code: string } }>(
    '/:code',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const code = request.params.code;
      const path = /^[A-Za-z0-9_-]{1,20}$/.test(code) ? await service.resolve(code) : null;
      if (!path) throw AppError.notFound();
      return reply.redirect(path, 302);
    },
  );
}
