import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { closePopups, portalUrl, submitLogin } from './support/portal.js';

/**
 * Support programmes (지원사업): a member applies and sees every answer of the server, a refusal included; a visitor
 * who presses 신청하기 is asked to log in and comes back to the same programme.
 */

const baseUrl = portalUrl();
const APPLIED = '지원사업에 신청이 완료되었습니다.';
const CONFIRM = '지원사업에 지원하시겠습니까?';
const ALREADY_APPLIED = '이미 신청한 지원사업입니다. 마이페이지에서 신청 내역을 확인해주세요.';
const LOGIN_REQUIRED = '회원가입 및 로그인이 필요합니다.';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The apply button of a programme page once the page has settled (신청하기, 신청완료, 접수… or none). */
async function settled(page: Page) {
  const state = page
    .getByRole('button', { name: /^(신청하기|신청완료|접수예정|접수마감)$/ })
    .or(page.getByRole('link', { name: /주관기관 누리집에서 신청하기/ }));
  await state.first().waitFor();
}

/** An open programme the demo member can still apply to in the portal: its page address. */
async function openProgrammeToApply(page: Page): Promise<string> {
  await page.goto(baseUrl + '/support?status=open');
  await closePopups(page);
  const links = page.locator('a[href^="/support/"][href$="/view"]');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) {
    await page.goto(baseUrl + href);
    await settled(page);
    if ((await page.getByRole('button', { name: '신청하기' }).count()) === 1) return href;
  }
  throw new Error('no open programme left to apply to');
}

async function dialogSays(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await dialog.waitFor();
  return dialog;
}

describe('support programmes', () => {
  // Three accessibility checks and two tabs: slow when the machine is busy.
  it(
    'a member applies, then applying again (from a second tab) shows the server refusal',
    { timeout: 120_000 },
    async () => {
      const context: BrowserContext = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await openLoggedIn(page, 'demo-member', '/');

      const href = await openProgrammeToApply(page);
      await expectAccessible(page, 'support programme (member)');
      await screenshot(page, 'support-apply-before-desktop');

      // The same programme in a second tab, opened before the application: it still offers 신청하기.
      const second = await context.newPage();
      await second.goto(baseUrl + href);
      await settled(second);
      expect(await second.getByRole('button', { name: '신청하기' }).count()).toBe(1);

      // Apply in the first tab: confirm, then the server's success message.
      await page.getByRole('button', { name: '신청하기' }).click();
      await (await dialogSays(page, CONFIRM)).getByRole('button', { name: '확인' }).click();
      const done = await dialogSays(page, APPLIED);
      await expectAccessible(page, 'apply success alert');
      await done.getByRole('button', { name: '확인' }).click();
      await page.getByRole('button', { name: '신청완료' }).waitFor();

      // Apply again from the second tab: the server refuses (409) and its message is shown.
      await second.getByRole('button', { name: '신청하기' }).click();
      await (await dialogSays(second, CONFIRM)).getByRole('button', { name: '확인' }).click();
      const refused = await dialogSays(second, ALREADY_APPLIED);
      await expectAccessible(second, 'apply refusal alert');
      await screenshot(second, 'support-apply-refused-desktop');
      await refused.getByRole('button', { name: '확인' }).click();
      // The refusal refreshed the programme: the tab now shows the application.
      await second.getByRole('button', { name: '신청완료' }).waitFor();
      await context.close();
    },
  );

  it.each(['desktop', 'phone'] as const)(
    'a visitor who presses 신청하기 logs in and comes back to the programme on %s',
    async (vp) => {
      const context = await newContext(browser, vp);
      const page = await context.newPage();
      const href = await openProgrammeToApply(page);
      const title = await page.getByRole('heading', { level: 2 }).first().textContent();
      await expectAccessible(page, `support programme (visitor, ${vp})`);
      await screenshot(page, `support-programme-${vp}`);

      await page.getByRole('button', { name: '신청하기' }).click();
      const ask = await dialogSays(page, LOGIN_REQUIRED);
      await expectAccessible(page, `login required (${vp})`);
      await screenshot(page, `support-login-required-${vp}`);
      await ask.getByRole('button', { name: '확인' }).click();

      await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('returnUrl') === href);
      await expectAccessible(page, `login with return (${vp})`);
      await submitLogin(page, 'demo-member');

      await page.waitForURL((u) => u.pathname === href);
      await settled(page);
      expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(title);
      await context.close();
    },
  );
});
