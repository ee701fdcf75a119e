import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * Findable (issue 36): every public page's first HTML — what a search engine and a shared link read before any script
 * runs — names the page itself: its title, description, canonical address and Open Graph tags with a picture. The
 * routes are the web app's route table, read from its source (the e2e project does not build the app's modules);
 * a route about one item is asked with an address of a real item the sitemap lists.
 */

const baseUrl = portalUrl();
const BARE_TITLE = '온판';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The route table's paths of the public layouts (the console's are not pages to find). */
function routePaths(): string[] {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/app/route-table.ts'), 'utf8');
  const paths = [...source.matchAll(/^\s*(?:main|auth|live|popup)\(\s*'[A-Za-z0-9]+',\s*'([^']*)'/gm)].map(
    (m) => `/${m[1]!}`,
  );
  expect(paths.length).toBeGreaterThan(100);
  return paths;
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

async function firstHtml(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${baseUrl}${url}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

const meta = (html: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('the first HTML of every public page names it', () => {
  it('every public route: its own title, description, canonical address and og tags; items named by the item', async () => {
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`).then((r) => r.text());
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const u = new URL(m[1]!.replace(/&amp;/g, '&'));
      return u.pathname + u.search;
    });
    expect(listed.length).toBeGreaterThan(141);

    const problems: string[] = [];
    const items: string[] = [];
    for (const route of routePaths()) {
      if (PRIVATE.test(route)) continue;
      const params = route.includes(':');
      const url = params ? listed.find((u) => patternOf(route).test(u.split('?')[0]!)) : route === '/' ? '/' : route;
      if (!url) {
        // A route whose items are not listed (a lesson, a reservation form): still named by its route.
        const { html } = await firstHtml(route.replace(/:[A-Za-z]+\??/g, '1'));
        if (titleOf(html) === BARE_TITLE) problems.push(`${route}: the bare title`);
        continue;
      }
      const { status, html } = await firstHtml(url);
      const title = titleOf(html);
      // A search with nothing to search for is not a page to index (decision 012): no canonical address.
      const indexed = !html.includes('<meta name="robots" content="noindex" />');
      const found = [
        status === 200 ? '' : `status ${status}`,
        title !== BARE_TITLE && title.endsWith('| 온판') ? '' : `title '${title}'`,
        meta(html, 'name="description"') ? '' : 'no description',
        !indexed || /<link rel="canonical" href="https?:\/\/[^"]+"/.test(html) ? '' : 'no canonical',
        meta(html, 'property="og:title"') === title ? '' : 'og:title',
        meta(html, 'property="og:description"') ? '' : 'og:description',
        !indexed || meta(html, 'property="og:url"')?.startsWith('http') ? '' : 'og:url',
        meta(html, 'property="og:type"') ? '' : 'og:type',
        /^https?:\/\/.+\.(png|jpe?g|webp)$/.test(meta(html, 'property="og:image"') ?? '') ? '' : 'og:image',
        params && meta(html, 'property="og:type"') !== 'article' ? 'not named by its item' : '',
      ].filter(Boolean);
      if (found.length > 0) problems.push(`${url}: ${found.join(', ')}`);
      if (params) items.push(url);
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
    ]) {
      expect(
        items.some((u) => patternOf(route).test(u)),
        route,
      ).toBe(true);
    }
    // A small-business community post is addressed by its query.
    const post = listed.find((u) => u.startsWith('/scommunity/detail?cmntPostId='));
    expect(post).toBeDefined();
    const { html } = await firstHtml(post!);
    expect(meta(html, 'property="og:type"')).toBe('article');
    expect(titleOf(html)).not.toBe('소상공인 커뮤니티 게시글 | 온판');
  });

  it("the portal's picture for shared links is a real 1200×630 PNG", async () => {
    const { html } = await firstHtml('/support');
    const image = meta(html, 'property="og:image"')!;
    const res = await fetch(`${baseUrl}${new URL(image).pathname}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/png/);
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it('in the browser the page keeps its item title; the data board is named; the newly listed pages pass the audit', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`).then((r) => r.text());
    const course = /<loc>https?:\/\/[^/]+(\/education\/\d+\/view)<\/loc>/.exec(sitemap)?.[1];
    expect(course).toBeDefined();
    const first = titleOf((await firstHtml(course!)).html);
    await page.goto(`${baseUrl}${course}`);
    await page.locator('main h1').first().waitFor();
    await expect.poll(() => page.title()).toBe(first.replace(/&amp;/g, '&'));

    // A community's data board ('자료실'): named by its community and board once drawn, never the bare '온판'.
    const cmntId = /<loc>https?:\/\/[^/]+\/scommunity\/(\d+)<\/loc>/.exec(sitemap)?.[1];
    const boards = (await fetch(`${baseUrl}/v1/app/scommunity/brd?cmntId=${cmntId}`).then((r) => r.json())) as {
      cmntBrdMntId: number;
      brdSeCd: string;
      brdNm: string;
    }[];
    const data = boards.find((b) => b.brdSeCd === 'DATA');
    expect(data).toBeDefined();
    const dataUrl = `/scommunity/bbs/data?cmntBrdMntId=${data!.cmntBrdMntId}`;
    expect(titleOf((await firstHtml(dataUrl)).html)).not.toBe(BARE_TITLE);
    await page.goto(`${baseUrl}${dataUrl}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.title()).toMatch(new RegExp(`${data!.brdNm} \\| 온판$`));
    await expectAccessible(page, 'scommunity data board');
    // Asked without its board, it says so under the board's name, and the tab is named too.
    await page.goto(`${baseUrl}/scommunity/bbs/data`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.title()).toMatch(/자료실 \| 온판$/);

    for (const url of ['/service/policy', '/playground2', '/chatbot']) {
      await page.goto(`${baseUrl}${url}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.title()).not.toBe(BARE_TITLE);
      await expectAccessible(page, `listed page ${url}`);
    }
    await screenshot(page, 'seo-chatbot');
    await context.close();
  });
});
