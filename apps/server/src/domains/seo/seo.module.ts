import type { AppDeps } from '../../domain-deps.js';
import { seoRoutes } from './seo.routes.js';
import { type IndexedPages, SeoService } from './seo.service.js';

/** Pages' heads, sitemap.xml and robots.txt, read from the search index that every domain keeps current. */
export function createSeoModule(deps: AppDeps, others: { pages: IndexedPages }) {
  const seo = new SeoService(others.pages, deps.config.publicUrl);
  return { seo, routes: (app: Parameters<typeof seoRoutes>[0]) => seoRoutes(app, { seo }) };
}
