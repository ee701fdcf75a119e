import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { SHARE_PICTURE_PREFIX, type SharePictures } from './seo.picture.js';
import type { SeoService } from './seo.service.js';

const NO_PICTURE = '그림을 찾을 수 없습니다.';
const NO_SITEMAP = '사이트맵 파일을 찾을 수 없습니다.';

/** Crawlers' files at the site root and the shareable copies of drawn pictures; public, cached, unlimited like every page. */
export function seoRoutes(app: FastifyInstance, m: { seo: SeoService; pictures: SharePictures }): void {
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
  // The files a sitemap index names once the portal has more addresses than one file holds (SeoService.sitemapFile).
  app.get('/sitemap/:file', options, async (req, reply) => {
    const xml = await m.seo.sitemapFile((req.params as { file: string }).file);
    if (!xml) throw AppError.notFound(NO_SITEMAP);
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });
  app.get(`${SHARE_PICTURE_PREFIX}/*`, options, async (req, reply) => {
    const relative = (req.params as { '*': string })['*'];
    const png = await m.pictures.png(relative);
    if (!png) throw AppError.notFound(NO_PICTURE);
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(png);
  });
}
