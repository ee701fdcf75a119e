import type { AppDeps } from '../../domain-deps.js';
import { broadcastPageOf } from '../broadcast/broadcast.search.js';
import { LOCAL_MEDIA_BASE, mediaUrls } from '../broadcast/broadcast.store.js';
import { SharePictures } from './seo.picture.js';
import { SeoRepository } from './seo.repository.js';
import { seoRoutes } from './seo.routes.js';
import { type IndexedPages, SeoService } from './seo.service.js';

/**
 * Pages' heads, sitemap.xml and robots.txt, read from the search index that every domain keeps current and, for the
 * public item kinds the index does not hold, from their own tables (seo.repository.ts).
 */
export function createSeoModule(deps: AppDeps, others: { pages: IndexedPages }) {
  const mediaBase = deps.config.mediaPublicUrl ?? LOCAL_MEDIA_BASE;
  const seo = new SeoService(
    others.pages,
    deps.config.publicUrl,
    new SeoRepository(deps.database.db),
    (mediaKey) => mediaUrls(mediaBase, mediaKey).posterUrl,
    (row) => broadcastPageOf(row as Parameters<typeof broadcastPageOf>[0]),
  );
  const pictures = new SharePictures(deps.config.webDistDir);
  return { seo, routes: (app: Parameters<typeof seoRoutes>[0]) => seoRoutes(app, { seo, pictures }) };
}
