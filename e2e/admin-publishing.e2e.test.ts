import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * The console's publishing desk (issue 37, 게시): the operator edits a banner's title and moves a main section with
 * the keyboard (위로, its new place announced), and a visitor sees both on the main page at once (the server's main
 * cache was cleared), then drags it back into place; the operator adds a prohibited word and finds it listed. Each
 * desk page passes axe.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A real 1×1 PNG: the upload domain decides an image's type by its leading bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PICTURE_ALT = '지원사업 안내 책자를 든 사장님';

describe('the publishing desk', () => {
  it(
    'edits a banner and moves a section by keyboard; a visitor sees both on the main page; adds a prohibited word',
    { timeout: 240_000 },
    async () => {
      const title = `연말 특별 지원사업 안내 ${Date.now().toString(36)}`;
      const operator = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await operator.newPage();
      await page.goto(`${baseUrl}/admin/main`);
      await page.getByRole('heading', { level: 1, name: '메인 화면' }).waitFor();
      const banners = page.getByRole('region', { name: '메인 배너 목록' });
      const first = banners.getByRole('row').nth(1);
      await first.getByRole('cell', { name: '1', exact: true }).waitFor();
      await expectAccessible(page, 'publishing: banners');

      // The first banner's title, changed on the copy read.
      await first.getByRole('button', { name: /^수정/ }).click();
      const dialog = page.getByRole('dialog', { name: /^배너 수정/ });
      await dialog.waitFor();
      await dialog.getByLabel(/^제목/).fill(title);
      await dialog.getByText('새 창', { exact: true }).click();
      expect(await dialog.getByRole('radio', { name: '새 창' }).isChecked()).toBe(true);
      // A picture, uploaded at once through the upload domain, with its alternative text.
      await dialog.getByLabel(/^그림의 대체 텍스트/).fill(PICTURE_ALT);
      await dialog
        .getByLabel('배너 그림(선택)')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('img', { name: PICTURE_ALT }).waitFor();
      await expectAccessible(page, 'publishing: banner dialog');
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, '배너를 수정하시겠습니까? 메인 화면에 바로 반영됩니다.');
      await answer(page, '배너를 수정했습니다.');
      await dialog.waitFor({ state: 'detached' });
      await banners.getByRole('row').nth(1).getByText(title, { exact: true }).waitFor();
      await screenshot(page, 'admin-publishing-banners');

      // The sections: the last one goes up one place with the keyboard alternative, and its new place is announced.
      await page.getByRole('tab', { name: '섹션 순서' }).click();
      await page.waitForURL((u) => u.searchParams.get('tab') === 'sections');
      const list = page.getByRole('list', { name: '메인 섹션 순서' });
      const names = async () =>
        (await list.getByRole('listitem').locator('strong').allInnerTexts()).map((t) => t.replace(/^\d+\.\s*/, ''));
      await list.getByRole('listitem').first().waitFor();
      const before = await names();
      expect(before.length).toBeGreaterThanOrEqual(2);
      await expectAccessible(page, 'publishing: sections');
      const moving = before.at(-1)!;
      const up = list.getByRole('button', { name: `위로 (${moving})` });
      await up.focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `'${moving}'을(를) ${before.length}개 중 ${before.length - 1}번째로 옮겼습니다.` })
        .waitFor();
      const after = [...before.slice(0, -2), moving, before.at(-2)!];
      await expect.poll(names).toEqual(after);
      // The keyboard stays with the section it moved.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toMatch(new RegExp(`^(위로|아래로) \\(${moving}\\)$`));
      await screenshot(page, 'admin-publishing-sections');

      // A visitor sees the new title and the new order on the main page at once.
      const visitor = await newContext(browser, 'desktop');
      const home = await visitor.newPage();
      await home.goto(`${baseUrl}/`);
      await closePopups(home);
      const slide = home.getByRole('group', { name: /번째$/ }).first();
      await slide.getByRole('heading', { name: title }).waitFor();
      expect(await slide.getByRole('img', { name: PICTURE_ALT }).getAttribute('src')).toMatch(/^\/files\//);
      expect(await slide.getByRole('link', { name: /자세히 보기 \(새 창\)$/ }).getAttribute('target')).toBe('_blank');
      const headings = await home.locator('section[aria-labelledby^="sect-"] h2').allInnerTexts();
      expect(headings).toEqual(after.filter((n) => headings.includes(n)));
      expect(headings.indexOf(moving)).toBeLessThan(headings.indexOf(before.at(-2)!));
      await screenshot(home, 'admin-publishing-home');
      await visitor.close();

      // Drag and drop puts it back: the moved section dropped on the one below it takes that place.
      await list
        .getByRole('listitem')
        .filter({ hasText: moving })
        .dragTo(list.getByRole('listitem').filter({ hasText: before.at(-2)! }));
      await page
        .getByRole('status')
        .filter({ hasText: `'${moving}'을(를) ${before.length}개 중 ${before.length}번째로 옮겼습니다.` })
        .waitFor();
      await expect.poll(names).toEqual(before);

      // A prohibited word, added and listed.
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await menu.getByRole('link', { name: '금칙어' }).click();
      await page.getByRole('heading', { level: 1, name: '금칙어' }).waitFor();
      await expectAccessible(page, 'publishing: prohibited words');
      await page.getByLabel(/^추가할 금칙어/).fill('대포통장');
      await page.getByRole('button', { name: '추가', exact: true }).click();
      await answer(page, "'대포통장'를 금칙어로 추가하시겠습니까?");
      await answer(page, "금칙어 '대포통장'를 추가했습니다.");
      await page
        .getByRole('region', { name: '금칙어 목록 (사용 중)' })
        .getByRole('row')
        .filter({ hasText: '대포통장' })
        .waitFor();
      await screenshot(page, 'admin-publishing-prohibited-words');

      await menu.getByRole('link', { name: '코드 관리' }).click();
      await page.getByRole('heading', { level: 1, name: '코드 관리' }).waitFor();
      await page
        .getByRole('region', { name: '코드 그룹 목록' })
        .getByRole('row')
        .filter({ hasText: '대여 장비' })
        .waitFor();
      await expectAccessible(page, 'publishing: codes');
      await operator.close();
    },
  );
});
