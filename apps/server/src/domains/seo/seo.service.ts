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
import {
  campaignPath,
  coursePath,
  footholdPath,
  communityPath,
  businessCommunityPath,
  businessCommunityPostPath,
  sodamProductPath,
} from '@onfan/contracts/portal-path';
import type { SearchQuery, SearchResult } from '@onfan/contracts/search';
import { formatSearchCount, searchPageTitle, searchQuerySchema } from '@onfan/contracts/search';
import { requestPath } from '../../http/request-target.js';
import { htmlToText } from '../content/html-sanitizer.js';
import { productImageUrl } from '../sodam/sodam.service.js';
import { sharePicturePath } from './seo.picture.js';
import { SEO_ITEM_KINDS, type SeoItemKind, type SeoItemRow, type SeoRepository } from './seo.repository.js';

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
  /** Absolute URL of the picture a shared link shows: the item's own where it has one, else the portal's. */
  image: string;
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
  /**
   * The readable body (null where the page has none), read only when asked: a public page the app draws on the
   * server does not use it, so a list page's newest items are not read from the search index for nothing.
   */
  firstPaint(): Promise<FirstPaint | null>;
  /** The same for every visitor, so the app may draw it on the server (decision 024): public pages, search results. */
  public: boolean;
}

/** What the pages' heads, bodies and the sitemap need of the search index. */
export interface IndexedPages {
  documentAt(url: string): Promise<
    | {
        docType: string;
        docId: string;
        tit: string;
        smry: string;
        url: string;
        bgngYmd: string | null;
        endYmd: string | null;
      }
    | undefined
  >;
  /** Every indexed page, newest first: at most `limit` after the first `offset`. */
  documents(limit: number, offset?: number): Promise<{ url: string; regDt: string }[]>;
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

/** The portal's own picture for a shared link (1200×630, drawn by apps/web/og-image/draw-og-image.mjs). */
export const DEFAULT_OG_IMAGE = '/og-image.png';

/** Pictures a shared link can show (Open Graph readers take raster pictures, not SVG). */
const RASTER_PICTURE = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/** How an item kind's page is addressed: the id in a request for its page, and its canonical path. */
interface ItemPage {
  kind: SeoItemKind;
  /** The item's id when the request is for this kind's page, else null. */
  idOf(path: string, params: URLSearchParams): number | null;
  /** The page's canonical path (a broadcast keeps the page it was asked on: replay, coming, live). */
  path(row: SeoItemRow, requested: string): string;
}

function idIn(re: RegExp): (path: string) => number | null {
  return (path) => {
    const m = re.exec(path);
    const id = m ? Number(m.slice(1).find(Boolean)) : NaN;
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  };
}

/** Every item page the search index does not name; a new public item kind adds its page here. */
export const ITEM_PAGES: readonly ItemPage[] = [
  { kind: 'community', idOf: idIn(/^\/community\/(\d+)\/view$/), path: (r) => communityPath(r.id) },
  { kind: 'foothold', idOf: idIn(/^\/foothold\/(\d+)\/view$/), path: (r) => footholdPath(r.id) },
  { kind: 'course', idOf: idIn(/^\/education\/(\d+)\/view$/), path: (r) => coursePath(r.id) },
  { kind: 'campaign', idOf: idIn(/^\/campaign\/(\d+)\/view$/), path: (r) => campaignPath(r.id) },
  { kind: 'scommunity', idOf: idIn(/^\/scommunity\/(\d+)$/), path: (r) => businessCommunityPath(r.id) },
  {
    kind: 'scommunityPost',
    idOf: (path, params) => (path === '/scommunity/detail' ? idIn(/^(\d+)$/)(params.get('cmntPostId') ?? '') : null),
    path: (r) => businessCommunityPostPath(r.id),
  },
  { kind: 'product', idOf: idIn(/^\/sodam\/product\/(\d+)$/), path: (r) => sodamProductPath(r.id) },
  {
    kind: 'broadcast',
    idOf: idIn(
      /^\/(?:broadcast\/(\d+)\/view|broadcast\/shorts\/(\d+)\/view|live\/(\d+)\/view|live\/coming\/(\d+)|live\/vod\/(\d+))$/,
    ),
    path: (_r, requested) => requested,
  },
];

/** Where an item kind's pages are listed in the sitemap (the broadcast's page follows its kind). */
function sitemapPath(kind: SeoItemKind, row: SeoItemRow, broadcastPage: (row: SeoItemRow) => string): string {
  if (kind === 'broadcast') return broadcastPage(row);
  const page = ITEM_PAGES.find((p) => p.kind === kind)!;
  return page.path(row, '');
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** 'yyyyMMdd' → 'yyyy.MM.dd'. */
function dotted(ymd: string): string {
  return `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}`;
}

/** Made once: building an `Intl.DateTimeFormat` costs far more than formatting with it. */
const SEOUL_DAY = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A stored time (ISO or 'yyyy-MM-dd HH:mm:ss') → its Seoul day 'yyyy.MM.dd'. */
function seoulDay(regDt: string): string {
  const at = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(regDt) ? regDt : `${regDt.replace(' ', 'T')}Z`);
  if (Number.isNaN(at.getTime())) return '';
  return SEOUL_DAY.format(at).replace(/\.\s?/g, '.').replace(/\.$/, '');
}

/** A stored time (ISO or 'yyyy-MM-dd HH:mm:ss', UTC) as the sitemap's W3C date, or null when it is not a time. */
function w3cDate(stored: string): string | null {
  const at = new Date(
    /[zZ]|[+-]\d\d:?\d\d$/.test(stored) || !stored.includes(' ') ? stored : `${stored.replace(' ', 'T')}Z`,
  );
  return Number.isNaN(at.getTime()) ? null : at.toISOString().slice(0, 10);
}

/** Where the sitemap's addresses come from, in its order: the listed pages, the search index, each item kind. */
const SITEMAP_SOURCES = ['pages', 'index', ...SEO_ITEM_KINDS] as const;
type SitemapSource = (typeof SITEMAP_SOURCES)[number];

interface SitemapEntry {
  /** The page's path on the portal. */
  loc: string;
  /** Its last change as stored, or null where it keeps none. */
  changed: string | null;
}

/** A `<urlset>` of addresses on `publicUrl`, each with its day of last change where it has one. */
function urlset(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const lines = entries.map(({ loc, changed }) => {
    const lastmod = changed ? w3cDate(changed) : null;
    return `<url><loc>${xmlEscape(publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
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
    private readonly items: SeoRepository,
    /** A broadcast's poster (absolute or on this portal), by its media folder; null without media. */
    private readonly posterOf: (mediaKey: string | null) => string | null,
    /** A broadcast's own page by its kind (broadcast.search.ts `broadcastPageOf`). */
    private readonly broadcastPage: (row: { brcInfoNo: number; brcTypeDcd: string }) => string,
    /** The addresses in one sitemap file (the protocol's limit; a test makes it small to see the index). */
    private readonly sitemapMax: number = SITEMAP_MAX_URLS,
  ) {}

  /**
   * A picture as an absolute URL on the public address: a raster picture as it is, one of the app's drawn (SVG)
   * pictures as its 1200×630 PNG copy (seo.picture.ts), else the portal's own.
   */
  private picture(image: string | null | undefined): string {
    const shared = image ? sharePicturePath(image) : null;
    const src = shared ?? (image && RASTER_PICTURE.test(image) ? image : DEFAULT_OG_IMAGE);
    return /^https?:\/\//.test(src) ? src : this.publicUrl + (src.startsWith('/') ? src : `/${src}`);
  }

  /** The public item a request names (a community post, a course, a broadcast …) and its page, or null. */
  private async itemAt(
    path: string,
    params: URLSearchParams,
  ): Promise<{ row: SeoItemRow; url: string; image: string | null } | null> {
    for (const page of ITEM_PAGES) {
      const id = page.idOf(path, params);
      if (id === null) continue;
      const row = await this.items.item(page.kind, id);
      if (!row) return null;
      const image =
        page.kind === 'broadcast'
          ? this.posterOf(row.mediaKey ?? null)
          : page.kind === 'product' && row.mediaKey
            ? productImageUrl(row.mediaKey, row.image)
            : row.image;
      return { row, url: page.path(row, path), image };
    }
    return null;
  }

  /**
   * The page's first HTML: its head, and for a public page a readable body (a list page's newest items from the
   * search index under its path, an item page's title, summary and period), so a reader and a search engine see
   * the content before any script runs. Private and unknown pages get no body.
   */
  async page(target: string, routeTitle?: string | null): Promise<PageView> {
    const head = await this.head(target, routeTitle);
    const none = { head, firstPaint: () => Promise.resolve(null) };
    // A search page has no first paint of its own: the app draws its results on the server (decision 024).
    if (SEARCH_PAGE_PATHS.includes(requestPath(target))) return { ...none, public: true };
    if (!head.indexable || !head.canonicalUrl) return { ...none, public: false };
    const path = new URL(head.canonicalUrl).pathname;
    const listed = PUBLIC_PAGES.find((p) => p.path === path);
    if (listed?.serverDrawn === false) return { ...none, public: false };
    if (listed) {
      // A listed page is public whatever the index holds; its newest items are read only for the first paint.
      const home = path === '/';
      const text = publicPageText(path, new URL(target, 'http://portal.invalid').searchParams);
      return {
        head,
        public: true,
        firstPaint: async () => {
          const docs = await this.pages.documentsUnder(home ? '' : `${path}/`, FIRST_PAINT_ITEMS);
          return {
            ...(home ? { variant: 'home' as const } : {}),
            heading: home ? HOME_HEADLINE.join(' ') : text.title,
            lead: home ? HOME_LEAD : text.description,
            facts: [],
            items: docs.map((d) => ({ title: d.tit, url: d.url, date: seoulDay(d.regDt) })),
          };
        },
      };
    }
    const doc = await this.pages.documentAt(head.canonicalUrl.slice(this.publicUrl.length));
    if (doc) {
      const period = doc.bgngYmd && doc.endYmd ? [`기간 ${dotted(doc.bgngYmd)} ~ ${dotted(doc.endYmd)}`] : [];
      const body: FirstPaint = { heading: doc.tit, lead: doc.smry, facts: period, items: [] };
      return { head, public: true, firstPaint: () => Promise.resolve(body) };
    }
    // A public item the search index does not hold (a community post, a foothold, a product …): as public as the
    // indexed ones, so the app draws it on the server too, and its first paint is its title and summary.
    const url = new URL(target, 'http://portal.invalid');
    const item = await this.itemAt(url.pathname.replace(/\/+$/, ''), url.searchParams);
    if (!item) return { ...none, public: false };
    const body: FirstPaint = { heading: item.row.title, lead: head.description, facts: [], items: [] };
    return { head, public: true, firstPaint: () => Promise.resolve(body) };
  }

  /**
   * A page's head: a listed page's from the page list, a search's from its results, an item page's from its item
   * (the public item kinds' tables, then the search index), and any other page of the app's route table by its
   * route's title (`routeTitle`, from the web app's server entry), under its own address. An address the app has
   * no page for keeps the portal's generic head.
   */
  async head(target: string, routeTitle?: string | null): Promise<PageHead> {
    const url = new URL(target, 'http://portal.invalid');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const base = { siteName: SITE_NAME, type: 'website' as const, image: this.picture(null) };
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
    const item = await this.itemAt(path, url.searchParams);
    if (item) {
      const { row } = item;
      return {
        ...base,
        type: 'article',
        title: documentTitle(row.title),
        description: shorten(htmlToText(row.text) || row.title, DESCRIPTION_MAX),
        canonicalUrl: this.publicUrl + item.url,
        indexable: true,
        image: this.picture(item.image),
      };
    }
    const doc = (await this.pages.documentAt(path + url.search)) ?? (await this.pages.documentAt(path));
    if (doc)
      return {
        ...base,
        type: 'article',
        title: documentTitle(doc.tit),
        description: shorten(doc.smry || doc.tit, DESCRIPTION_MAX),
        canonicalUrl: this.publicUrl + doc.url,
        indexable: true,
        image: this.picture(await this.items.indexedPicture(doc.docType, doc.docId)),
      };
    if (routeTitle?.trim()) {
      // An item page whose item is not for visitors (hidden, waiting, gone) gets no canonical address; the page's
      // own drawing then answers 404 or 410 where the item is not there (web-app.ts), with the NotFound head.
      const itemAsked = ITEM_PAGES.some((p) => p.idOf(path, url.searchParams) !== null);
      return {
        ...base,
        title: documentTitle(routeTitle),
        description: SITE_DESCRIPTION,
        canonicalUrl: itemAsked ? null : this.publicUrl + path + url.search,
        indexable: true,
      };
    }
    return { ...base, title: SITE_NAME, description: SITE_DESCRIPTION, canonicalUrl: null, indexable: true };
  }

  /**
   * A search page's head. A search that finds something is a page worth finding ('‘지원’ 검색 결과'), indexed under
   * one canonical URL: the term trimmed, the '제목' option, and on the one-group page its group and page number; the
   * page size and other parameters are left out. An empty, invalid or fruitless search is `noindex`, so a crawler
   * following a made-up link finds no page to index.
   */
  private async searchHead(path: string, params: URLSearchParams): Promise<PageHead> {
    const base = { siteName: SITE_NAME, type: 'website' as const, image: this.picture(null) };
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

  /**
   * `sitemap.xml`: the listed pages, every indexed item and every public item of the kinds the index does not hold
   * (community posts, footholds, courses, campaigns, small-business communities and their posts, shop products,
   * broadcasts the index lacks), each with its last change where it keeps one. While they fit in one file (the
   * protocol's 50,000 addresses) it lists them; past that it is a sitemap index of files of at most 50,000 addresses
   * each, one series per source (`/sitemap/<source>-<n>.xml`, `sitemapFile`).
   */
  async sitemap(): Promise<string> {
    const entries: SitemapEntry[] = [];
    for (const source of SITEMAP_SOURCES) {
      const room = this.sitemapMax - entries.length;
      const rows = await this.sitemapSlice(source, room + 1, 0);
      if (rows.length > room) return this.sitemapIndex();
      entries.push(...rows);
    }
    return urlset(this.publicUrl, entries);
  }

  /** One file of the sitemap index (`pages-1`, `community-3`): its source's n-th slice, or null where there is none. */
  async sitemapFile(name: string): Promise<string | null> {
    const m = /^([A-Za-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
    const source = SITEMAP_SOURCES.find((s) => s === m?.[1]);
    if (!m || !source) return null;
    const rows = await this.sitemapSlice(source, this.sitemapMax, (Number(m[2]) - 1) * this.sitemapMax);
    return rows.length > 0 ? urlset(this.publicUrl, rows) : null;
  }

  private async sitemapIndex(): Promise<string> {
    const files: string[] = [];
    for (const source of SITEMAP_SOURCES)
      for (let n = 0; (await this.sitemapSlice(source, 1, n * this.sitemapMax)).length > 0; n++)
        files.push(`<sitemap><loc>${xmlEscape(`${this.publicUrl}/sitemap/${source}-${n + 1}.xml`)}</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
  }

  /** A source's addresses, at most `limit` after the first `offset`, in a fixed order (newest first). */
  private async sitemapSlice(source: SitemapSource, limit: number, offset: number): Promise<SitemapEntry[]> {
    if (source === 'pages')
      return PUBLIC_PAGES.slice(offset, offset + limit).map((p) => ({ loc: p.path, changed: null }));
    if (source === 'index')
      return (await this.pages.documents(limit, offset)).map((d) => ({ loc: d.url, changed: d.regDt }));
    return (await this.items.listed(source, limit, offset)).map((row) => ({
      loc: sitemapPath(source, row, (r) => this.broadcastPage({ brcInfoNo: r.id, brcTypeDcd: r.variant ?? '' })),
      changed: row.changed,
    }));
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
