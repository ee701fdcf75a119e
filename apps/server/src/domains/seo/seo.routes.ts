import type { FastifyInstance } from 'fastify';
import type { SeoService } from './seo.service.js';

/** Crawlers' files at the site root; public, cached for an hour, unlimited like every page. */
export function seoRoutes(app: FastifyInstance, m: { seo: SeoService }): void {
  const options = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/robots.txt', options, (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(m.seo.robots()),
  );
  app.get('/sitemap.xml', options, async (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await m.seo.sitemap()),
  );
}
