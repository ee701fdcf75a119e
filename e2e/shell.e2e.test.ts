import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../apps/web/build/compile-hint.js';
import { VIEWPORTS, expectAccessible, launchBrowser, newContext, screenshot, settled } from './support/browser.js';
import { portalUrl } from './support/portal.js';

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BUILT_ROUTES = [
  { path: '/', heading: /온판|ONFAN/ },
  { path: '/service/policy', heading: /이용약관/ },
  { path: '/service/privacy-policy', heading: /개인정보/ },
  { path: '/service/onfan', heading: /플랫폼 소개|온판/ },
  { path: '/service/freeedudetail', heading: /교육/ },
  { path: '/service/marketingdetail', heading: /마케팅/ },
  { path: '/guide', heading: /이용안내/ },
  { path: '/renew', heading: /서비스 개편 안내/ },
  { path: '/self', heading: /자가진단 안내/ },
  // Built by the features: each list page opens on its own, with a heading, and passes axe.
  ...[
    '/notice',
    '/support',
    '/support1',
    '/support2',
    '/support/smb-sales',
    '/support/smb-sales/list',
    '/supportbiz',
    '/issue',
    '/issue2',
    '/interview',
    '/playground',
    '/playground2?ctgrCode=1012001',
    '/playground3',
    '/sentcont/home',
    '/studio',
    '/space',
    '/search',
    '/education',
    '/educationpre',
    '/educationapply',
    '/education/certificate',
    '/join',
    '/login',
  ].map((path) => ({ path, heading: /[가-힣]/ })),
];

describe('the portal shell', () => {
  it.each(['desktop', 'phone'] as const)('renders the home page on %s, accessible, with a screenshot', async (vp) => {
    const context = await newContext(browser, vp);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(baseUrl + '/');
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    expect(await page.title()).toMatch(/온판/);
    await settled(page);
    // One font file, preloaded by the HTML and used by the page (decision 022).
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        loaded: [...document.fonts].some((f) => f.family.includes('Pretendard Variable') && f.status === 'loaded'),
        preload: document.querySelector<HTMLLinkElement>('link[rel=preload][as=font]')?.href,
        files: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.woff2'))
          .map((r) => r.name),
      };
    });
    expect(font.loaded).toBe(true);
    expect(font.files).toEqual([font.preload]);
    // The course cards' pictures load lazily when the reader reaches them (their space is reserved meanwhile).
    const courseImages = page.locator('section[aria-labelledby="main-edu"] img');
    await courseImages.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => courseImages.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    expect(await courseImages.count()).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `home-${vp}`);
    await expectAccessible(page, `home (${vp})`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reaches the main content through the skip link by keyboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    // The app renders after the document loads: wait for it, then the first Tab must land on the skip link.
    await page.getByRole('link', { name: '본문 바로가기' }).waitFor({ state: 'attached', timeout: 15000 });
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('본문 바로가기');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? location.hash)).toMatch(/main-content/);
    await context.close();
  });

  it('never hides the focused element under the home notice layer while tabbing (KWCAG 2.4.11)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.locator('aside[data-popup]').first().waitFor();
    await page.getByRole('link', { name: '본문 바로가기' }).waitFor({ state: 'attached' });
    const hidden: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      await page.keyboard.press('Tab');
      // What is drawn at the middle of the focused element must be that element (or inside it), not the layer.
      const covered = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return null;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit && !el.contains(hit) && hit.closest('aside')
          ? (el.textContent ?? el.tagName).trim().slice(0, 40)
          : null;
      });
      if (covered) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
    // Tabbing on past the layer docked it: it comes back, focus in it, from the bar in the corner.
    await page.getByRole('button', { name: '공지 다시 보기' }).click();
    await page.locator('aside[data-popup]').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await context.close();
  });

  it('closes the home notice layer on a 390 px phone without moving the page, focus back where it was', async () => {
    const context = await newContext(browser, 'phone', { size: { width: 390, height: 844, deviceScaleFactor: 3 } });
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    const layer = page.locator('aside[data-popup]').first();
    await layer.waitFor();
    await page.getByRole('link', { name: '본문 바로가기' }).waitFor({ state: 'attached' });
    // By touch: the reader scrolls down to the layer's 닫기 (on a phone the layer stands in the page) and taps it.
    const close = layer.getByRole('button', { name: '닫기' });
    await close.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(0);
    await close.tap();
    await layer.waitFor({ state: 'detached' });
    // The browser's scroll anchoring used to scroll the page by the layer's height (490 px on the phone).
    expect(await page.evaluate(() => window.scrollY)).toBe(y);

    // By keyboard (닫기 closes the layer for the visit only: it is back on the next load): Tab to the layer's 닫기 and
    // press Enter; focus goes back to what had it before focus entered the layer, the page not moving.
    await page.goto(baseUrl + '/');
    await layer.waitFor();
    let reached = false;
    for (let i = 0; i < 80 && !reached; i += 1) {
      // The element focus leaves is marked, until focus lands in the layer.
      await page.evaluate(() => {
        document.querySelector('[data-e2e-before]')?.removeAttribute('data-e2e-before');
        document.activeElement?.setAttribute('data-e2e-before', '');
      });
      await page.keyboard.press('Tab');
      reached = await layer.evaluate((l) => l.contains(document.activeElement));
    }
    expect(reached, 'the layer is reached by Tab').toBe(true);
    while (!(await close.evaluate((b) => b === document.activeElement))) await page.keyboard.press('Tab');
    const keyboardY = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    await layer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-e2e-before'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/^(A|BUTTON)$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(keyboardY);
    await context.close();
  });

  it('opens the main-navigation sub-menu by keyboard and closes it with Escape', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    const trigger = page.getByRole('button', { name: /소셜 스페이스/ }).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByRole('link', { name: '라이브 스튜디오' }).first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('sends join/test/main to the sign-up choice and the side menu FAQ to the guide questions', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl + '/join/test/main');
    await page.waitForURL((u) => u.pathname === '/join');
    await page.goto(baseUrl + '/notice');
    await page
      .getByRole('button', { name: /전체 메뉴|메뉴 열기/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL((u) => u.pathname === '/guide' && u.hash === '#faq');
    await page.getByRole('heading', { level: 2, name: '자주 묻는 질문' }).waitFor();
    await context.close();
  });

  it('opens the side menu on a phone and closes it with Escape', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page
      .getByRole('button', { name: /전체 메뉴|메뉴 열기/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'side-menu-phone');
    await expectAccessible(page, 'side menu (phone)');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it.each(BUILT_ROUTES)('opens $path with its title and passes axe', async ({ path, heading }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl + path);
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(heading);
    expect(await page.title()).toMatch(/\| 온판$/);
    expect(await page.title()).not.toMatch(/^페이지를 찾을 수 없습니다/);
    await settled(page);
    await expectAccessible(page, path);
    await screenshot(page, `route${path.replace(/[/?=]/g, '_') || '_home'}`);
    await context.close();
  });

  it.each(['/no/such/page', '/sodam/store', '/live/12'])(
    'shows NotFound for %s (deep link served with 404, not built yet)',
    async (p) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const res = await page.goto(baseUrl + p);
      expect(res?.status()).toBe(404);
      await expect.poll(() => page.title()).toMatch(/^페이지를 찾을 수 없습니다/);
      await expectAccessible(page, `NotFound ${p}`);
      await context.close();
    },
  );

  it('pushes a pageview to dataLayer on navigation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.getByRole('link', { name: '이용약관' }).first().click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { dataLayer?: { page_path?: string }[] }).dataLayer?.map((e) => e.page_path),
        ),
      )
      .toContain('/service/policy');
    await context.close();
  });

  it('with scripts off, a public page first says why the portal needs them, then shows its content', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'ko-KR', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + '/support');
    // Playwright's text locators skip <noscript>; the line is found by its class and its words checked.
    const note = page.locator('.noscript-note');
    expect(await note.textContent()).toBe('온판 포털을 이용하려면 브라우저에서 자바스크립트를 켜주세요.');
    const heading = page.getByRole('heading', { level: 1, name: '지원사업' });
    const noteBox = await note.boundingBox();
    const headingBox = await heading.boundingBox();
    expect(noteBox && noteBox.y + noteBox.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    expect(noteBox!.y).toBeLessThan(headingBox!.y);
    await screenshot(page, 'support-no-script-phone');
    await context.close();
  });

  it("tells the reader in words when the app cannot be loaded, keeps the server's page, and its retry loads the app", async () => {
    // A plain context: newContext's goto waits for the app to take the server's page over, which is what fails here.
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ko-KR' });
    await context.route('**/assets/start-*.js', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await page.goto(baseUrl + '/support');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('페이지를 불러오지 못했습니다');
    expect(await alert.textContent()).toContain('네트워크 상태가 좋지 않거나 서비스가 업데이트되었을 수 있습니다.');
    expect(await page.locator('#root main h1').textContent()).toBe('지원사업');
    await screenshot(page, 'support-start-failure');
    await expectAccessible(page, 'the start failure notice');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'support-start-failure-phone');
    await expectAccessible(page, 'the start failure notice on a phone');
    await context.unroute('**/assets/start-*.js');
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect.poll(() => page.locator('#ssr-data').count()).toBe(0);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('지원사업');
    await context.close();
  });
});

describe('public pages drawn by the server', () => {
  it.each(['desktop', 'phone'] as const)(
    'are adopted by the app as they are, on a %s: the same elements, no refused style, no error',
    async (viewport) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      // The main area, its heading and the breadcrumb trail's current item (on pages that have one) as the server
      // sent them, kept to compare with what the app ends up with.
      const kept = ['main', 'main h1', 'nav[aria-label="현재 위치"] [aria-current="page"]'];
      await page.addInitScript((selectors) => {
        document.addEventListener('DOMContentLoaded', () => {
          const w = window as unknown as { __served: (Element | null)[] };
          w.__served = selectors.map((selector) => document.querySelector(selector));
        });
      }, kept);
      const studios = (await (await fetch(baseUrl + '/v1/app/studio/infos')).json()) as {
        studoId: number;
        rooms: { roomId: number }[];
      }[];
      const room = `/studio/room/${studios[0]!.rooms[0]!.roomId}/${studios[0]!.studoId}`;
      for (const path of ['/', '/support', '/notice', '/studio', room]) {
        const html = await (await fetch(baseUrl + path)).text();
        expect(html, path).toContain('id="ssr-data"');
        await page.goto(baseUrl + path);
        const adopted = await page.evaluate((selectors) => {
          const w = window as unknown as { __served: (Element | null)[]; __cspViolations: string[] };
          const now = selectors.map((selector) => document.querySelector(selector));
          return {
            // The main area and heading always; the breadcrumb's item where the page has a trail.
            same: w.__served.every((el, i) =>
              i < 2 || el !== null ? el !== null && el === now[i] && el.isConnected : true,
            ),
            trail: w.__served[2] !== null,
            csp: w.__cspViolations,
          };
        }, kept);
        expect(adopted, path).toEqual({ same: true, trail: path.startsWith('/studio'), csp: [] });
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the start of a public page on a phone (decision 025)', () => {
  it('loads its scripts without a preload link apiece, each one compiled whole as it streams in', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl + '/notice');
    const loaded = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /\/assets\/[^/]+\.js$/.test(url)),
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
      stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
    }));
    expect(loaded.preloads).toBe(0);
    expect(loaded.stylesheets).toBeGreaterThan(1);
    expect(loaded.scripts.length).toBeGreaterThan(10);
    for (const url of loaded.scripts) {
      const code = await (await fetch(url)).text();
      expect(code.startsWith(`${COMPILE_HINT}\n`), url).toBe(true);
    }
    await context.close();
  });
});

describe('server rules seen from the browser side', () => {
  it('serves hashed assets immutable and index.html uncached', async () => {
    const res = await fetch(baseUrl + '/');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const a = await fetch(baseUrl + asset);
    expect(a.headers.get('cache-control')).toContain('immutable');
  });

  it('answers the 404 envelope for unknown API calls', async () => {
    const res = await fetch(baseUrl + '/v1/app/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ number: 404, message: '존재하지 않는 요청입니다.' });
  });
});

describe('the floating quick menu', () => {
  const PAGES = ['/', '/support', '/notice', '/studio', '/search?searchTerm=지원'];

  it.each([
    { width: 1440, height: 900 },
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ])('never covers content at $width px', async (viewport) => {
    const context = await newContext(browser, 'desktop', { size: viewport });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(baseUrl + path);
      await page.locator('aside[aria-label="빠른 메뉴"]').waitFor();
      await settled(page);
      // Everything a person reads or presses in the page and footer stays left of the fixed quick menu.
      const covered = await page.evaluate(() => {
        const menu = document.querySelector('aside[aria-label="빠른 메뉴"]')!.getBoundingClientRect();
        const out: string[] = [];
        for (const el of Array.from(document.querySelectorAll('main *, footer *'))) {
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || r.left >= window.innerWidth || r.right <= 0) continue;
          if (el.closest('[inert], [aria-hidden="true"]')) continue;
          const s = getComputedStyle(el);
          if (s.visibility === 'hidden') continue;
          const hasText = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim() !== '');
          const control = el.matches('a, button, input, select, textarea, img, [role="button"]');
          if (!hasText && !control) continue;
          // What shows is clipped by any ancestor that hides its overflow (an ellipsis, a scroller).
          let right = r.right;
          for (let a = el.parentElement; a; a = a.parentElement) {
            if (getComputedStyle(a).overflowX !== 'visible') right = Math.min(right, a.getBoundingClientRect().right);
          }
          if (right > menu.left)
            out.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" right ${Math.round(right)}`);
        }
        return out;
      });
      expect(covered, `${path} at ${viewport.width}px`).toEqual([]);
    }
    await context.close();
  });

  // On a phone it floats too (issue 46): floating-buttons.e2e.test.ts walks it at 390 x 844.
  it('floats on a phone as on a desktop', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl + '/studio');
    const menu = page.locator('aside[aria-label="빠른 메뉴"]');
    expect(await menu.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await context.close();
  });
});
