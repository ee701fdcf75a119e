import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';

/**
 * Findable (issue 36), on the server: every public route of the web app's route table, asked for as a search engine
 * or a shared link asks (a route about one item with the address of a real item the sitemap lists), answers a first
 * HTML that names the page itself — its own title (never the bare '온판'), a description, a canonical address and
 * Open Graph tags with a picture. It runs the built app's server entry (`npm run build`), as the portal does: the
 * route titles and the pages' drawing are the app's own. `e2e/seo.e2e.test.ts` asks the same of a running portal.
 */

const REPO = path.resolve(import.meta.dirname, '../../../../..');
const DIST = path.join(REPO, 'apps/web/dist');
const BUILT = fs.existsSync(path.join(DIST, 'ssr', 'entry-server.js'));
const PUBLIC_URL = 'https://www.onfan.example.kr';
const BARE_TITLE = '온판';

/** The route table's paths of the public layouts (the console's are not pages to find). */
function routePaths(): string[] {
  const source = fs.readFileSync(path.join(REPO, 'apps/web/src/app/route-table.ts'), 'utf8');
  return [...source.matchAll(/^\s*(?:main|auth|live|popup)\(\s*'[A-Za-z0-9]+',\s*'([^']*)'/gm)].map((m) => `/${m[1]!}`);
}

/** A member's own pages, the membership conversion, the console: not crawled (page-meta.ts NOT_CRAWLED_PATHS). */
const PRIVATE = /^\/(mypage2?|trans|admin)(\/|$)/;

function patternOf(route: string): RegExp {
  const body = route
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? part.endsWith('?')
          ? '(?:[^/]+)?'
          : '[^/]+'
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}$`);
}

const meta = (html: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('every public route of the route table names itself in its first HTML', () => {
  it('the web app is built for this test (npm run build), as it is before the server tests in `npm test`', () => {
    // Outside CI a developer may run the server tests without a build: the walk below is then skipped, and said so.
    if (process.env.CI) expect(BUILT, 'apps/web/dist/ssr/entry-server.js').toBe(true);
    else if (!BUILT) console.warn('seo-routes.test.ts: apps/web/dist is not built; the route walk is skipped.');
  });

  describe.runIf(BUILT)('with the built app', async () => {
    const { app } = await createTestApp({ config: { webDistDir: DIST, publicUrl: PUBLIC_URL } });
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      return { status: res.statusCode, html: res.body };
    };

    it('its own title, description, canonical address and og tags; a detail page named by its item', async () => {
      const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
        const u = new URL(m[1]!.replace(/&amp;/g, '&'));
        return u.pathname + u.search;
      });
      const routes = routePaths();
      expect(routes.length).toBeGreaterThan(100);

      const problems: string[] = [];
      const items: string[] = [];
      /** Item pages whose first HTML is the app's own drawing (its data handed over), not only a first paint. */
      const drawn: string[] = [];
      for (const route of routes) {
        if (PRIVATE.test(route)) continue;
        const params = route.includes(':');
        const url = params ? listed.find((u) => patternOf(route).test(u.split('?')[0]!)) : route;
        if (!url) {
          // A route whose items are not listed (a lesson, a reservation form): still named by its route.
          const { html } = await get(route.replace(/:[A-Za-z]+\??/g, '1'));
          if (titleOf(html) === BARE_TITLE) problems.push(`${route}: the bare title`);
          continue;
        }
        const { status, html } = await get(url);
        const title = titleOf(html);
        // A page that is not to be indexed (a search with nothing to search for) has no canonical address.
        const indexed = !html.includes('<meta name="robots" content="noindex" />');
        const found = [
          status === 200 ? '' : `status ${status}`,
          title !== BARE_TITLE && title.endsWith('| 온판') ? '' : `title '${title}'`,
          meta(html, 'name="description"') ? '' : 'no description',
          !indexed || /<link rel="canonical" href="https:\/\/www\.onfan\.example\.kr\/[^"]*"/.test(html)
            ? ''
            : 'no canonical',
          meta(html, 'property="og:title"') === title ? '' : 'og:title',
          meta(html, 'property="og:description"') ? '' : 'og:description',
          !indexed || meta(html, 'property="og:url"')?.startsWith('http') ? '' : 'og:url',
          meta(html, 'property="og:type"') ? '' : 'og:type',
          /^https?:\/\/.+\.(png|jpe?g|webp)$/.test(meta(html, 'property="og:image"') ?? '') ? '' : 'og:image',
          params && meta(html, 'property="og:type"') !== 'article' ? 'not named by its item' : '',
        ].filter(Boolean);
        if (found.length > 0) problems.push(`${url}: ${found.join(', ')}`);
        if (params) items.push(url);
        if (params && html.includes('id="ssr-data"') && html.includes(`>${title.replace(/ \| 온판$/, '')}<`))
          drawn.push(url);
      }
      expect(problems).toEqual([]);
      // The newer detail pages are among them, each asked with a real item.
      for (const route of [
        '/community/:id/view',
        '/foothold/:id/view',
        '/education/:id/view',
        '/campaign/:id/view',
        '/scommunity/:id',
        '/sodam/product/:id',
        '/broadcast/:id/view',
        '/notice/:id/view',
      ]) {
        const asked = routes.find((r) => r.replace(/:[A-Za-z]+/g, ':id') === route);
        expect(asked, route).toBeDefined();
        expect(
          items.some((u) => patternOf(asked!).test(u.split('?')[0]!)),
          route,
        ).toBe(true);
        // Drawn by the app on the server with its item (issue 36: a post's picture is not waited for behind the
        // scripts and its call), whether or not the search index holds the item.
        expect(
          drawn.some((u) => patternOf(asked!).test(u.split('?')[0]!)),
          `${route} drawn on the server`,
        ).toBe(true);
      }
      // A small-business community post is addressed by its query, and named by the post.
      const post = listed.find((u) => u.startsWith('/scommunity/detail?cmntPostId='));
      expect(post).toBeDefined();
      const { html } = await get(post!);
      expect(meta(html, 'property="og:type"')).toBe('article');
      expect(titleOf(html)).not.toBe('소상공인 커뮤니티 게시글 | 온판');
    }, 180_000);
  });
});
