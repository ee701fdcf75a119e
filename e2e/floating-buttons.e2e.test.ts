import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * The floating buttons on a phone (issue 46): a 390 × 844 touch screen at device scale 2. The toggle and 맨 위로
 * float at the window's bottom right at the top of the page, 1,500 px down and at its end; nothing they cover can
 * hold the focus; the footer's last line scrolls clear of them; they come right after the footer in the keyboard
 * order; 메신저 상담 opens the chatbot and 전화 상담 dials the customer centre.
 */

const baseUrl = portalUrl();
const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'the element has a box').not.toBeNull();
  return b!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Both controls inside the window, near its bottom right, and the topmost element at their centre. */
async function expectFloating(page: Page, where: string) {
  for (const name of ['빠른 메뉴 펼치기', '맨 위로 이동']) {
    const control = page.getByRole('button', { name });
    const b = await box(control);
    expect(b.y, `${name} ${where}: top inside the window`).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height, `${name} ${where}: bottom inside the window`).toBeLessThanOrEqual(PHONE.height);
    expect(b.x + b.width, `${name} ${where}: right edge inside the window`).toBeLessThanOrEqual(PHONE.width);
    expect(b.x, `${name} ${where}: on the right`).toBeGreaterThan(PHONE.width / 2);
    expect(b.y, `${name} ${where}: in the lower part of the window`).toBeGreaterThan(PHONE.height / 2);
    const onTop = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop, `${name} ${where}: nothing covers it`).toBe(true);
  }
}

async function scrollTo(page: Page, y: number | 'end') {
  const target = await page.evaluate((to) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const top = to === 'end' ? end : Math.min(to, end);
    window.scrollTo({ top, behavior: 'instant' });
    return top;
  }, y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(target));
}

/** The page's layout shifts so far, not caused by input (what Lighthouse's CLS adds up for the load). */
async function layoutShifts(page: Page): Promise<{ value: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = { value: 0, sources: [] as string[] };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            found.value += e.value;
            for (const s of e.sources)
              found.sources.push((s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?');
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are handed over in a task of their own: answer after it.
        requestAnimationFrame(() => setTimeout(() => resolve(found), 0));
      }),
  );
}

describe('floating buttons on a phone', () => {
  it('are folded in the page’s first HTML already, so nothing moves when the app takes over', async () => {
    const context = await newContext(browser, 'phone', { size: PHONE });
    const page = await context.newPage();
    // A page the server draws in full (its list), the app then taking it over (goto returns after that).
    await page.goto(`${baseUrl}/notice`);
    await page.getByRole('button', { name: '빠른 메뉴 펼치기' }).waitFor();
    expect(await layoutShifts(page)).toEqual({ value: 0, sources: [] });
    await context.close();
  });

  it(
    'float over the page from its top to its end, keyboard and screen reader alike',
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, 'phone', { size: PHONE });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const floating = page.getByRole('complementary', { name: '빠른 메뉴' });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, 'the page is long enough to scroll 1,500 px').toBeGreaterThan(PHONE.height + 1500);

      // The notice popups of the main page: the buttons leave their controls free. The layer sits in the page's
      // flow on a phone, so some scroll brings any part of it down to the buttons' height: its controls keep left of
      // them whatever the page is scrolled to, not only where this notice's length put them (the layer of a notice
      // one line shorter had its 닫기 under the toggle).
      const popupControls = page.locator('aside[data-popup]').getByRole('button');
      const area = await box(floating);
      for (const control of await popupControls.all()) {
        if (!(await control.isVisible())) continue;
        const b = await box(control);
        expect(overlaps(b, area), 'a popup button under the floating buttons').toBe(false);
        expect(b.x + b.width, 'a popup button in the floating buttons’ column').toBeLessThanOrEqual(area.x);
      }
      await expectFloating(page, 'at the top');
      await screenshot(page, 'floating-phone-top');
      await closePopups(page);

      await scrollTo(page, 1500);
      await expectFloating(page, 'after 1,500 px');
      await page.screenshot({ path: 'e2e/artifacts/floating-phone-1500.png' });

      await scrollTo(page, 'end');
      await expectFloating(page, 'at the end');
      // The footer's last line is above them, not under them.
      const copyright = page
        .locator('footer')
        .getByText(/copyright|ⓒ|©/i)
        .last();
      expect(overlaps(await box(copyright), await box(floating)), 'the footer’s last line under the buttons').toBe(
        false,
      );
      await page.screenshot({ path: 'e2e/artifacts/floating-phone-end.png' });

      // Keyboard: right after the footer's last control, in the same place of the reading order as on desktop.
      const lastInFooter = page.locator('footer a, footer button').last();
      await lastInFooter.focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('빠른 메뉴 펼치기');
      // Opened from the keyboard, the list is read before the toggle; leaving it for the page folds it again, so it
      // never hides the control the focus went to.
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: '빠른 메뉴 접기' }).waitFor();
      const items = page.getByRole('complementary', { name: '빠른 메뉴' }).getByRole('listitem');
      const shown = (await items.evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0))).length;
      expect(shown, 'studio, contact, messenger and phone').toBe(4);
      for (let i = 0; i < shown; i += 1) await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('스튜디오 예약');
      await page.keyboard.press('Shift+Tab');
      await page.getByRole('button', { name: '빠른 메뉴 펼치기' }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest('footer') !== null)).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(/^맨 위로 이동/);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expectAccessible(page, 'main page with floating buttons (phone)');
      await context.close();
    },
  );

  it('never hold the focus under them', async () => {
    const context = await newContext(browser, 'phone', { size: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/notice`);
    await closePopups(page);
    const floating = page.getByRole('complementary', { name: '빠른 메뉴' });
    const area = await box(floating);
    // Every link of the list in turn is brought under the buttons, then reached with Tab from the control before it.
    const links = page.locator('main a[href]');
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    let checked = 0;
    for (let i = 1; i < Math.min(count, 8); i += 1) {
      const link = links.nth(i);
      const start = await link.evaluate((el, toY) => {
        const r = el.getBoundingClientRect();
        window.scrollBy({ top: r.top + r.height / 2 - toY, behavior: 'instant' });
        const after = el.getBoundingClientRect();
        const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')];
        focusable[focusable.indexOf(el as HTMLElement) - 1]?.focus({ preventScroll: true });
        return { right: after.right, top: after.top, bottom: after.bottom };
      }, area.y + 24);
      // Only a link the buttons really cover now is a test of the rule.
      if (start.right < area.x || start.bottom < area.y || start.top > area.y + area.height) continue;
      await page.keyboard.press('Tab');
      await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect
        .poll(async () => overlaps(await box(link), await box(floating)), { message: `link ${i} under the buttons` })
        .toBe(false);
      checked += 1;
    }
    expect(checked, 'links that were under the buttons before Tab').toBeGreaterThan(0);
    await context.close();
  });

  it('open the messenger and the phone from the quick menu', async () => {
    const context = await newContext(browser, 'phone', { size: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await closePopups(page);
    await scrollTo(page, 1500);
    await page.getByRole('button', { name: '빠른 메뉴 펼치기' }).tap();
    const menu = page.getByRole('complementary', { name: '빠른 메뉴' });
    const phone = menu.getByRole('link', { name: /전화 상담/ });
    await phone.waitFor();
    expect(await phone.getAttribute('href')).toBe('tel:18990000');
    expect(await phone.textContent()).toContain('1899-0000');
    const messenger = menu.getByRole('link', { name: '메신저 상담' });
    // The open menu is on screen too, above the toggle.
    const b = await box(messenger);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height).toBeLessThanOrEqual(PHONE.height);
    await page.screenshot({ path: 'e2e/artifacts/floating-phone-open.png' });
    await expectAccessible(page, 'quick menu open (phone)');
    await messenger.tap();
    await page.waitForURL((u) => u.pathname === '/chatbot');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });
});
