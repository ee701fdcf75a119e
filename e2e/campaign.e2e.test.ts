import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * Campaigns (캠페인): a creator applies to an open campaign, sees the server's refusal on a second try and finds the
 * application in my page; a closed campaign offers only a disabled button.
 */

const baseUrl = portalUrl();
const CONFIRM = '캠페인에 신청하시겠습니까?';
const APPLIED = '캠페인 신청이 완료되었습니다.';
const ALREADY_APPLIED = '이미 신청한 캠페인입니다. 마이페이지에서 신청 내역을 확인해주세요.';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logInAsCreator(page: Page) {
  await openLoggedIn(page, 'demo-creator', '/');
}

/** The apply button once the campaign page has settled. */
function applyButton(page: Page) {
  return page.getByRole('button', { name: /^(신청하기|신청완료|모집예정|모집마감)$/ });
}

async function dialogSays(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await dialog.waitFor();
  return dialog;
}

/** The addresses of the campaigns the list shows for one entry state. */
async function campaignLinks(page: Page, state: 'open' | 'closed'): Promise<string[]> {
  await page.goto(`${baseUrl}/campaign?state=${state}`);
  await closePopups(page);
  const links = page.locator('a[href^="/campaign/"][href$="/view"]');
  await links.first().waitFor();
  return links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
}

describe('campaigns', () => {
  it(
    'a creator applies to an open campaign, is refused a second time and finds it in my page',
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await logInAsCreator(page);

      const hrefs = await campaignLinks(page, 'open');
      await expectAccessible(page, 'campaign list (creator)');
      await screenshot(page, 'campaign-list-desktop');
      // An open campaign the creator has not applied to yet.
      let href = '';
      for (const h of hrefs) {
        await page.goto(baseUrl + h);
        await applyButton(page).waitFor();
        if ((await page.getByRole('button', { name: '신청하기' }).count()) === 1) {
          href = h;
          break;
        }
      }
      expect(href).not.toBe('');
      const name = (await page.getByRole('heading', { level: 2 }).first().textContent())!;
      await expectAccessible(page, 'campaign view (creator)');
      await screenshot(page, 'campaign-view-desktop');

      // The same campaign in a second tab, opened before the application: it still offers 신청하기.
      const second = await context.newPage();
      await second.goto(baseUrl + href);
      await second.getByRole('button', { name: '신청하기' }).waitFor();

      await page.getByRole('button', { name: '신청하기' }).click();
      await (await dialogSays(page, CONFIRM)).getByRole('button', { name: '확인' }).click();
      const done = await dialogSays(page, APPLIED);
      await expectAccessible(page, 'campaign apply success');
      await done.getByRole('button', { name: '확인' }).click();
      await page.getByRole('button', { name: '신청완료' }).waitFor();
      expect(await page.getByRole('button', { name: '신청완료' }).isDisabled()).toBe(true);

      // The second try: the server refuses (409) and its own message is shown as is.
      await second.getByRole('button', { name: '신청하기' }).click();
      await (await dialogSays(second, CONFIRM)).getByRole('button', { name: '확인' }).click();
      const refused = await dialogSays(second, ALREADY_APPLIED);
      await expectAccessible(second, 'campaign apply refusal');
      await screenshot(second, 'campaign-apply-refused-desktop');
      await refused.getByRole('button', { name: '확인' }).click();
      await second.getByRole('button', { name: '신청완료' }).waitFor();

      // My page: the application with its state.
      await page.goto(baseUrl + '/mypage/campaign');
      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      expect(await row.textContent()).toContain('신청완료');
      await expectAccessible(page, 'my campaign applications');
      await screenshot(page, 'campaign-mypage-desktop');
      await context.close();
    },
  );

  it.each(['desktop', 'phone'] as const)('a closed campaign offers only a disabled button on %s', async (vp) => {
    const context = await newContext(browser, vp);
    const page = await context.newPage();
    const [href] = await campaignLinks(page, 'closed');
    await expectAccessible(page, `campaign list (closed, ${vp})`);
    await screenshot(page, `campaign-list-closed-${vp}`);
    await page.goto(baseUrl + href!);
    const button = page.getByRole('button', { name: '모집마감' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByText('모집마감', { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page, `closed campaign (${vp})`);
    await screenshot(page, `campaign-closed-${vp}`);
    await context.close();
  });
});
