import {
  documentTitle,
  NOT_CRAWLED_PATHS,
  PUBLIC_PAGES,
  SITE_DESCRIPTION,
  SITE_NAME,
} from '@onfan/contracts/page-meta';

/** What the first HTML response of a page says about it in its head. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL (PUBLIC_URL + the page's path); null where the page is not one to be found. */
  canonicalUrl: string | null;
  type: 'website' | 'article';
  /** False for a member's own pages, sign-in and search results: `noindex`. */
  indexable: boolean;
  siteName: string;
}

/** What the pages' heads and the sitemap need of the search index. */
export interface IndexedPages {
  documentAt(url: string): Promise<{ tit: string; smry: string; url: string } | undefined>;
  documents(limit: number): Promise<{ url: string; regDt: string }[]>;
}

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
const DESCRIPTION_MAX = 160;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The portal as search engines see it: each public page's title, description and canonical URL (list pages from
 * the contracts' page list, item pages from the search index, which every domain keeps current), `sitemap.xml`
 * and `robots.txt`.
 */
export class SeoService {
  constructor(
    private readonly pages: IndexedPages,
    private readonly publicUrl: string,
  ) {}

  async head(target: string): Promise<PageHead> {
    const url = new URL(target, 'http://portal.invalid');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const base = { siteName: SITE_NAME, type: 'website' as const };
    if (NOT_CRAWLED_PATHS.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p.endsWith('/') ? p : `${p}/`)))
      return { ...base, title: SITE_NAME, description: SITE_DESCRIPTION, canonicalUrl: null, indexable: false };
    const listed = PUBLIC_PAGES.find((p) => p.path === path);
    if (listed)
      return {
        ...base,
        title: documentTitle(listed.title),
        description: listed.description,
        canonicalUrl: this.publicUrl + listed.path,
        indexable: true,
      };
    const doc = (await this.pages.documentAt(path + url.search)) ?? (await this.pages.documentAt(path));
    if (doc)
      return {
        ...base,
        type: 'article',
        title: documentTitle(doc.tit),
        description: shorten(doc.smry || doc.tit, DESCRIPTION_MAX),
        canonicalUrl: this.publicUrl + doc.url,
        indexable: true,
      };
    return { ...base, title: SITE_NAME, description: SITE_DESCRIPTION, canonicalUrl: null, indexable: true };
  }

  async sitemap(): Promise<string> {
    const docs = await this.pages.documents(SITEMAP_MAX_URLS - PUBLIC_PAGES.length);
    const entry = (loc: string, lastmod?: string) =>
      `<url><loc>${xmlEscape(this.publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    const lines = [
      ...PUBLIC_PAGES.map((p) => entry(p.path)),
      ...docs.map((d) => entry(d.url, new Date(d.regDt).toISOString().slice(0, 10))),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
  }

  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...NOT_CRAWLED_PATHS.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${this.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
