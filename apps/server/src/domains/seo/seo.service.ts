import {
  documentTitle,
  HOME_HEADLINE,
  HOME_LEAD,
  NOT_CRAWLED_PATHS,
  PUBLIC_PAGES,
  publicPageText,
  SEARCH_PAGE_PATHS,
  SITE_DESCRIPTION,
  SITE_NAME,
} from '@onfan/contracts/page-meta';
import type { SearchQuery, SearchResult } from '@onfan/contracts/search';
import { formatSearchCount, searchPageTitle, searchQuerySchema } from '@onfan/contracts/search';
import { requestPath } from '../../http/request-target.js';

/** What the first HTML response of a page says about it in its head. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL (PUBLIC_URL + the page's path); null where the page is not one to be found. */
  canonicalUrl: string | null;
  type: 'website' | 'article';
  /** False for a member's own pages and a search that finds nothing: `noindex`. */
  indexable: boolean;
  siteName: string;
}

/**
 * What a public page shows before any script runs (the first HTML's body): its heading, a lead, the item's facts and,
 * for a list page, its newest items as links. The web app replaces it with the full page when it starts.
 */
export interface FirstPaint {
  /** The main page's first paint is drawn like its hero (headline and lead in the hero's type and colours). */
  variant?: 'home';
  heading: string;
  lead: string;
  facts: string[];
  items: { title: string; url: string; date: string }[];
}

/** A page's first HTML response: its head, and its readable body where the page is public. */
export interface PageView {
  head: PageHead;
  body: FirstPaint | null;
  /** The same for every visitor, so the app may draw it on the server (decision 024): public pages, search results. */
  public: boolean;
}

/** What the pages' heads, bodies and the sitemap need of the search index. */
export interface IndexedPages {
  documentAt(
    url: string,
  ): Promise<{ tit: string; smry: string; url: string; bgngYmd: string | null; endYmd: string | null } | undefined>;
  documents(limit: number): Promise<{ url: string; regDt: string }[]>;
  /** The newest indexed pages whose URL starts with `prefix` ('' for all), at most `limit`. */
  documentsUnder(prefix: string, limit: number): Promise<{ tit: string; url: string; regDt: string }[]>;
  /** The integrated search, as its page asks it. */
  search(query: SearchQuery): Promise<SearchResult>;
}

/** How many of a list's newest items its first HTML names. */
export const FIRST_PAINT_ITEMS = 10;

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
const DESCRIPTION_MAX = 160;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** 'yyyyMMdd' → 'yyyy.MM.dd'. */
function dotted(ymd: string): string {
  return `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}`;
}

/** A stored time (ISO or 'yyyy-MM-dd HH:mm:ss') → its Seoul day 'yyyy.MM.dd'. */
function seoulDay(regDt: string): string {
  const at = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(regDt) ? regDt : `${regDt.replace(' ', 'T')}Z`);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .replace(/\.\s?/g, '.')
    .replace(/\.$/, '');
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

  /**
   * The page's first HTML: its head, and for a public page a readable body (a list page's newest items from the
   * search index under its path, an item page's title, summary and period), so a reader and a search engine see
   * the content before any script runs. Private and unknown pages get no body.
   */
  async page(target: string): Promise<PageView> {
    const view = await this.pageView(target);
    return { ...view, public: view.body !== null || SEARCH_PAGE_PATHS.includes(requestPath(target)) };
  }

  private async pageView(target: string): Promise<Omit<PageView, 'public'>> {
    const head = await this.head(target);
    // A search page has no first paint of its own: the app draws its results on the server (decision 024).
    if (!head.indexable || !head.canonicalUrl || SEARCH_PAGE_PATHS.includes(requestPath(target)))
      return { head, body: null };
    const path = new URL(head.canonicalUrl).pathname;
    const listed = PUBLIC_PAGES.find((p) => p.path === path);
    if (listed) {
      const docs = await this.pages.documentsUnder(path === '/' ? '' : `${path}/`, FIRST_PAINT_ITEMS);
      const home = path === '/';
      const text = publicPageText(path, new URL(target, 'http://portal.invalid').searchParams);
      return {
        head,
        body: {
          ...(home ? { variant: 'home' as const } : {}),
          heading: home ? HOME_HEADLINE.join(' ') : text.title,
          lead: home ? HOME_LEAD : text.description,
          facts: [],
          items: docs.map((d) => ({ title: d.tit, url: d.url, date: seoulDay(d.regDt) })),
        },
      };
    }
    const doc = await this.pages.documentAt(head.canonicalUrl.slice(this.publicUrl.length));
    if (!doc) return { head, body: null };
    const period = doc.bgngYmd && doc.endYmd ? [`기간 ${dotted(doc.bgngYmd)} ~ ${dotted(doc.endYmd)}`] : [];
    return { head, body: { heading: doc.tit, lead: doc.smry, facts: period, items: [] } };
  }

  async head(target: string): Promise<PageHead> {
    const url = new URL(target, 'http://portal.invalid');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const base = { siteName: SITE_NAME, type: 'website' as const };
    if (NOT_CRAWLED_PATHS.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p.endsWith('/') ? p : `${p}/`)))
      return { ...base, title: SITE_NAME, description: SITE_DESCRIPTION, canonicalUrl: null, indexable: false };
    if (SEARCH_PAGE_PATHS.includes(path)) return this.searchHead(path, url.searchParams);
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

  /**
   * A search page's head. A search that finds something is a page worth finding ('‘지원’ 검색 결과'), indexed under
   * one canonical URL: the term trimmed, the '제목' option, and on the one-group page its group and page number; the
   * page size and other parameters are left out. An empty, invalid or fruitless search is `noindex`, so a crawler
   * following a made-up link finds no page to index.
   */
  private async searchHead(path: string, params: URLSearchParams): Promise<PageHead> {
    const base = { siteName: SITE_NAME, type: 'website' as const };
    const single = path === '/search2';
    const parsed = searchQuerySchema.safeParse({
      searchTerm: params.get('searchTerm') ?? undefined,
      option: params.get('option') ?? undefined,
      ...(single ? { type: params.get('type') ?? undefined, pageNo: params.get('pageNo') ?? undefined } : {}),
    });
    const unfound = { ...base, title: documentTitle('통합검색'), description: SITE_DESCRIPTION };
    if (!parsed.success) return { ...unfound, canonicalUrl: null, indexable: false };
    const query = { ...parsed.data, searchTerm: parsed.data.searchTerm.replace(/\s+/g, ' ') };
    const result = await this.pages.search(query);
    const found = result.groups.filter((g) => g.items.length > 0);
    if (found.length === 0) return { ...unfound, canonicalUrl: null, indexable: false };
    const canonical = new URLSearchParams({ searchTerm: query.searchTerm });
    if (query.option === '제목') canonical.set('option', query.option);
    if (query.type) canonical.set('type', query.type);
    if (query.type && query.pageNo > 1) canonical.set('pageNo', String(query.pageNo));
    const title = searchPageTitle(query.searchTerm, query.type);
    const groups = found.map((g) => `${g.typeNm} ${formatSearchCount(g.totalCount, g.totalCountCapped)}`).join(', ');
    return {
      ...base,
      title: documentTitle(title),
      description: shorten(
        `온판 통합검색 ${title} ${formatSearchCount(result.totalCount, result.totalCountCapped)}: ${groups}`,
        DESCRIPTION_MAX,
      ),
      canonicalUrl: `${this.publicUrl}${query.type ? '/search2' : '/search'}?${canonical.toString()}`,
      indexable: true,
    };
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
