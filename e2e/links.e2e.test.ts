import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * No dead ends: every portal link in the header, the full menu (side menu), the footer, the floating buttons and the
 * main page opens a real page — for a visitor and for a logged-in member (whose header and menu differ). The links are
 * gathered in the browser, as a person sees them; each address is then asked of the server, which answers 404 where
 * the app has no page and 404 or 410 where a page's item is missing or deleted (web-app.ts), so a dead link shows in
 * the status without drawing every page in a browser.
 */

const baseUrl = portalUrl();
const NOT_FOUND = /^페이지를 찾을 수 없습니다/;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The portal-internal addresses (path and query, no fragment) of the links inside `selector`. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .flatMap((el) => [...el.querySelectorAll('a[href]')])
      .map((a) => new URL((a as HTMLAnchorElement).href, location.href))
      .filter((u) => u.origin === location.origin)
      .map((u) => u.pathname + u.search),
  );
}

async function collect(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl}/`);
  await closePopups(page);
  await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
  const found = [
    ...(await linksIn(page, 'header')),
    ...(await linksIn(page, 'footer')),
    ...(await linksIn(page, 'aside[aria-label="빠른 메뉴"]')),
    ...(await linksIn(page, 'main')),
  ];
  await page
    .getByRole('button', { name: /전체 메뉴|메뉴 열기/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  found.push(...(await linksIn(page, '[role="dialog"]')));
  await page.keyboard.press('Escape');
  return [...new Set(found)].sort();
}

/** The title of index.html before the app names the page: what the server sends for a page it does not draw. */
const UNDRAWN_TITLE = '온판';

/**
 * The links whose address the server does not answer with a page (`<link> <status> <title>`), asked a few at a time.
 * A page the server draws carries its title in its first HTML; one it does not draw (a member's page) is named by the
 * app, so it is opened in `page` and its title read there, as before.
 */
async function deadAmong(page: Page, links: string[]) {
  const dead: string[] = [];
  const undrawn: string[] = [];
  const queue = [...links];
  const ask = async () => {
    for (let link = queue.shift(); link !== undefined; link = queue.shift()) {
      const res = await fetch(`${baseUrl}${link}`, { headers: { accept: 'text/html' } });
      const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? '';
      if (res.status === 200 && title === UNDRAWN_TITLE) {
        undrawn.push(link);
        continue;
      }
      // The server's first HTML carries the page's title, as the browser's tab shows it.
      expect(title, link).toMatch(/\| 온판$|^페이지를 찾을 수 없습니다/);
      if (res.status !== 200 || NOT_FOUND.test(title)) dead.push(`${link} ${res.status} ${title}`);
    }
  };
  await Promise.all([ask(), ask(), ask()]);
  for (const link of undrawn.sort()) {
    const res = await page.goto(`${baseUrl}${link}`);
    await expect.poll(() => page.title()).toMatch(/\| 온판$|^페이지를 찾을 수 없습니다/);
    if (!res || res.status() !== 200 || NOT_FOUND.test(await page.title())) dead.push(`${link} ${res?.status()}`);
  }
  return dead.sort();
}

describe('no dead links', () => {
  it(
    'a visitor: every header, menu, footer, floating-button and main-page link opens a real page',
    { timeout: 300_000 },
    async () => {
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      const links = await collect(page);
      expect(links.length).toBeGreaterThan(30);
      expect(await deadAmong(page, links)).toEqual([]);
      await context.close();
    },
  );

  it('a member: the same on a phone, with my page and the messenger links', { timeout: 300_000 }, async () => {
    const context = await newContext(browser, 'phone', { loggedInAs: 'demo-member' });
    const page = await context.newPage();
    const links = await collect(page);
    expect(links).toContain('/chatbot');
    expect(await deadAmong(page, links)).toEqual([]);
    await context.close();
  });
});
