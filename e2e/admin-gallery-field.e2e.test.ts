import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot, settled } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The console's shared desk pieces (the fold of the venues desks' copies): the gallery field of the room form,
 * operated by keyboard (upload, alt text, reorder with the focus following the picture, remove), its stored size
 * shown, at 1280 px and reflowed at 320 px; and the studios list on the shared list scaffold (sort and filters in
 * the address bar). Nothing is saved: the e2e server is shared with other files.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 1×1 PNG: the upload domain decides the type by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the console’s shared gallery field and list scaffold', () => {
  it('an operator orders and removes a room’s pictures by keyboard; the studios list keeps its filters in the address', async () => {
    const operator = await newContext(browser, 'desktop', {
      loggedInAs: 'demo-admin',
      size: { width: 1280, height: 900 },
    });
    const page = await operator.newPage();
    await page.goto(`${baseUrl}/admin/rooms/new`);
    await page.getByRole('heading', { level: 1, name: '룸 등록' }).waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '사진 올리기' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG },
      { name: 'second.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const alt = (n: number) => page.getByRole('textbox', { name: new RegExp(`^사진 ${n} 대체 텍스트`) });
    await alt(2).waitFor();
    await alt(1).fill('첫 번째 사진');
    await alt(2).fill('두 번째 사진');
    // The size the server stored each picture at, read from the picture itself.
    await page.getByText('저장된 크기 1×1픽셀').first().waitFor();

    // 뒤로 by keyboard: the pictures swap, and the focus follows the moved picture to its 앞으로 (뒤로 is off at the end).
    await page.getByRole('button', { name: '사진 1 뒤로' }).focus();
    await page.keyboard.press('Enter');
    expect(await alt(1).inputValue()).toBe('두 번째 사진');
    expect(await alt(2).inputValue()).toBe('첫 번째 사진');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('사진 2 앞으로');
    await settled(page);
    await expectAccessible(page, 'console room form with two pictures');
    await screenshot(page, 'admin-gallery-field');

    // At 320 px the form reflows: nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await screenshot(page, 'admin-gallery-field-320');
    await page.setViewportSize({ width: 1280, height: 900 });

    // 빼기 by keyboard: the picture goes, and the focus goes to the gallery's own button.
    await page.getByRole('button', { name: '사진 1 빼기' }).focus();
    await page.keyboard.press('Enter');
    await alt(2).waitFor({ state: 'detached' });
    expect(await alt(1).inputValue()).toBe('첫 번째 사진');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('사진 올리기');

    // The studios list on the shared scaffold: 공개 여부 and a sort go to the address bar.
    await page.goto(`${baseUrl}/admin/studios`);
    await page.getByRole('heading', { level: 1, name: '스튜디오 관리' }).waitFor();
    await page.getByText(/^총 \d+건/).waitFor();
    await settled(page);
    await expectAccessible(page, 'console studios');
    await page.getByRole('button', { name: /^등록일/ }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'regDt' && u.searchParams.get('order') === 'desc');
    await page
      .getByRole('columnheader', { name: /^등록일/ })
      .and(page.locator('[aria-sort="descending"]'))
      .waitFor();
    // A search keeps the sort: 공개 여부 joins it in the address bar (there may be no hidden studio: 0건 is an answer).
    await page.getByRole('combobox', { name: /^공개 여부/ }).selectOption({ label: '숨김' });
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('useYn') === 'N');
    await page.getByText(/^총 \d+건/).waitFor();
    expect(new URL(page.url()).searchParams.get('sort')).toBe('regDt');
    await operator.close();
  }, 300_000);
});
