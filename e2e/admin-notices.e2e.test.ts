import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_TOTP_SECRET } from '../apps/server/src/domains/auth/auth.seed.js';
import { answer, expectAccessible, launchBrowser, newContext, screenshot, settled } from './support/browser.js';
import { giveSecondFactor, portalUrl, submitLogin } from './support/portal.js';

/**
 * The notices desk (issue 37): the demo operator logs in with the second factor, writes a pinned notice with an
 * attachment and a popup window from today whose 'do not show' lasts 30 days; a visitor sees it as the home page's
 * popup and finds it with the portal's search.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A file name with no space to break at: its remove button wraps in a 320 px window (the audit's reflow). */
const FILE_NAME = '2026년_겨울_정기_점검_안내문_최종본.pdf';

/** Today in Seoul as a date field holds it ('yyyy-MM-dd'). */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

describe('the notices desk', () => {
  it(
    'an operator writes a notice with an attachment and a popup; a visitor sees the popup on / and finds it by search',
    { timeout: 300_000 },
    async () => {
      const title = `겨울 정기 점검 안내 ${Date.now().toString(36)}`;
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login?returnUrl=%2Fadmin%2Fnotices`);
      await submitLogin(page, 'demo-admin');
      await page.waitForURL((u) => u.pathname === '/admin/second-factor');
      await giveSecondFactor(page, DEMO_OPERATOR_TOTP_SECRET);
      await page.waitForURL((u) => u.pathname === '/admin/notices');
      await page.getByRole('heading', { level: 1, name: '공지사항' }).waitFor();
      await page.getByText(/^총 \d+건/).waitFor();
      await expectAccessible(page, 'console notices');
      await screenshot(page, 'admin-notices');

      await page.getByRole('link', { name: '공지사항 쓰기' }).click();
      await page.getByRole('heading', { level: 1, name: '공지사항 쓰기' }).waitFor();
      await page.getByRole('textbox', { name: /^제목/ }).fill(title);
      const body = page.getByRole('textbox', { name: '내용' });
      await body.click();
      await page.keyboard.type('12월 10일 새벽 2시부터 4시까지 온판 서비스 점검이 있습니다.');
      await page.getByText('상단 고정 (목록 맨 위에 보입니다)').click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '파일 첨부' }).click();
      await (await chooser).setFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: `${FILE_NAME} 첨부 삭제` }).waitFor();
      await page.getByText('메인 화면에 팝업으로 띄우기').click();
      await page.getByLabel(/^팝업 시작일/).fill(seoulToday());
      await page.getByLabel(/^팝업 종료일/).fill(seoulToday());
      await page.getByText('30일 (30일 동안 보지 않기)').click();
      expect(await page.getByRole('radio', { name: /^30일/ }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: /상단 고정/ }).isChecked()).toBe(true);
      await expectAccessible(page, 'console notice write');
      await screenshot(page, 'admin-notice-write');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '공지사항을 등록하시겠습니까?');
      await answer(page, '공지사항을 등록했습니다.');
      await page.waitForURL((u) => u.pathname === '/admin/notices');
      const row = page.getByRole('row').filter({ hasText: title });
      await row.getByText('게시 중').waitFor();
      await row.getByText('1개').waitFor();

      // The edit page starts from the notice as saved: its file, its popup's 30 days.
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: '공지사항 수정' }).waitFor();
      expect(await page.getByRole('textbox', { name: /^제목/ }).inputValue()).toBe(title);
      await page.getByRole('button', { name: `${FILE_NAME} 첨부 삭제` }).waitFor();
      expect(await page.getByRole('radio', { name: /^30일/ }).isChecked()).toBe(true);
      await page.getByRole('textbox', { name: /^제목/ }).fill(`${title} (수정)`);
      await page.getByRole('button', { name: '수정', exact: true }).click();
      await answer(page, '공지사항을 수정하시겠습니까?');
      await answer(page, '공지사항을 수정했습니다.');
      await page.waitForURL((u) => u.pathname === '/admin/notices');
      await page
        .getByRole('row')
        .filter({ hasText: `${title} (수정)` })
        .waitFor();
      await context.close();

      // A visitor in a fresh context: the popup on the home page, its 'do not show' lasting 30 days.
      const visitor = await newContext(browser, 'desktop');
      const home = await visitor.newPage();
      await home.goto(`${baseUrl}/`);
      const layer = home.locator('aside[data-popup]');
      await layer.first().waitFor();
      // A pinned notice comes first among the current popups.
      await layer.getByRole('heading', { name: `${title} (수정)` }).waitFor();
      await layer.getByRole('button', { name: '30일 동안 보지 않기' }).click();
      await layer.first().waitFor({ state: 'detached' });
      const cookie = (await visitor.cookies()).find((c) => c.name.startsWith('onfan_popup_hide_'));
      expect(cookie).toBeDefined();
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThanOrEqual(30);

      // The portal's search finds it at once.
      await home.goto(`${baseUrl}/search`);
      const box = home.getByRole('searchbox', { name: '검색어' });
      await box.fill('겨울 정기 점검');
      await box.press('Enter');
      await home
        .getByRole('link', { name: new RegExp(title.split(' ').pop()!) })
        .first()
        .waitFor();
      await settled(home);
      await screenshot(home, 'admin-notice-search');
      await visitor.close();
    },
  );
});
