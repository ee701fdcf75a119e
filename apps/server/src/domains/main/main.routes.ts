import { mainEndpoints as api } from '@onfan/contracts/main';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route.js';
import type { JsonCache } from '../../http/json-cache.js';
import type { MainService } from './main.service.js';

/**
 * The main page's calls (banners, sections, education banners and courses answered from the app cache for five
 * minutes, as their Cache-Control says) and share links.
 */
export function mainRoutes(app: FastifyInstance, m: { main: MainService; cache: JsonCache }): void {
  const { main, cache } = m;
  route(
    app,
    api.banners,
    (req, reply) =>
      cache.send(reply, `bannrs:${req.query.expsrYn}`, api.banners.response, () => main.banners(req.query.expsrYn)),
    { cached: true },
  );
  route(
    app,
    api.sectionGroups,
    (req, reply) =>
      cache.send(reply, `sect:${req.query.expsrYn}`, api.sectionGroups.response, () =>
        main.sections(req.query.expsrYn),
      ),
    { cached: true },
  );
  route(
    app,
    api.eduBanners,
    (req, reply) =>
      cache.send(reply, `edu:${req.query.useYn}`, api.eduBanners.response, () => main.eduBanners(req.query.useYn)),
    { cached: true },
  );
  route(app, api.courses, (_req, reply) => cache.send(reply, 'courses', api.courses.response, () => main.courses()), {
    cached: true,
  });
  // The live section changes with the time of day (on air, next): answered fresh, never from the cache.
  route(app, api.live, () => main.live());
  route(app, api.shortUrl, (req) => main.share(req.query.url));
}

/**
 * `/s/{code}`: a short link redirects the browser to its portal path. A document for browsers (like the web app's
 * pages), not a /v1/app call, so it is left out of the API description.
 */
export function shortLinkRoutes(app: FastifyInstance, m: { main: MainService }): void {
  app.get<{ Params: { code: string } }>(
    '/s/:code',
    { config: { access: 'public' }, schema: { hide: true } },
    async (req, reply) => reply.redirect(await m.main.resolve(req.params.code), 302),
  );
}
