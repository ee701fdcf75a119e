import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * Findable (issue 36) in the browser and over the wire: the portal's picture for shared links, and a page keeps the
 * title its first HTML gave. That every public route's first HTML names itself (title, description, canonical, og
 * tags) is walked by the server test `apps/server/src/domains/seo/seo-routes.test.ts` with the built app, on both
 * databases.
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

async function firstHtml(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${baseUrl}${url}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

const meta = (html: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('the first HTML of every public page names it', () => {
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
