import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { closePopups, portalUrl, submitLogin } from './support/portal.js';

/**
 * Messages: a member contacts a creator from the foothold by keyboard only, through the ALTCHA check; the creator,
 * already on the portal in another browser, sees the banner the server pushes and reads the message in the inbox.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page, lgnId: string, returnUrl: string) {
  await page.goto(`${baseUrl}/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await submitLogin(page, lgnId);
  await page.waitForURL((u) => u.pathname === returnUrl.split('?')[0]);
}

/** The caller's unread count, asked the way the portal asks it. */
function unreadCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch('/v1/app/common/msg/rcvr', {
      headers: { 'X-AUTH-TOKEN': localStorage.getItem('auth_token') ?? '' },
    });
    return ((await res.json()) as { rcvrMsgCnt: number }).rcvrMsgCnt;
  });
}

/** Presses Tab until the focused element matches `selector` (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 12) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached ${selector}`);
}

/** Presses Tab until the focused element is the button reading `text`. */
async function tabToButton(page: Page, text: string, max = 12) {
  for (let i = 0; i < max; i++) {
    const here = await page.evaluate(() =>
      document.activeElement?.tagName === 'BUTTON' ? document.activeElement.textContent?.trim() : null,
    );
    if (here === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached the button ${text}`);
}

describe('messages', () => {
  it(
    'a member sends a message through ALTCHA by keyboard; the creator sees the banner and reads it',
    { timeout: 180_000 },
    async () => {
      const creatorContext = await newContext(browser, 'desktop', { messageStream: true });
      const creator = await creatorContext.newPage();
      await logIn(creator, 'demo-creator', '/foothold');
      await closePopups(creator);
      const before = await unreadCount(creator);

      const memberContext = await newContext(browser, 'desktop', { messageStream: true });
      const member = await memberContext.newPage();
      await logIn(member, 'demo-member', '/foothold');
      await closePopups(member);
      await member.getByRole('link', { name: '온판 라이브룸' }).first().click();
      await member.getByRole('heading', { level: 2, name: '온판 라이브룸' }).waitFor();

      // Keyboard only from here: the contact button, the form, the anti-bot checkbox, sending, the dialogs.
      const text = `협업 제안드립니다. 다음 달 라이브에 함께해 주실 수 있을까요? (${Date.now() % 100000})`;
      await member.getByRole('button', { name: '메시지 보내기' }).focus();
      await member.keyboard.press('Enter');
      const dialog = member.getByRole('dialog', { name: '메시지 보내기' });
      await dialog.waitFor();
      await tabTo(member, 'textarea');
      await member.keyboard.type(text);
      await tabTo(member, 'altcha-widget input[type="checkbox"]');
      await expectAccessible(member, 'contact dialog');
      await screenshot(member, 'message-contact-desktop');
      await member.keyboard.press('Space');
      await expect
        .poll(() => dialog.locator('altcha-widget input[type="checkbox"]').isChecked(), { timeout: 60_000 })
        .toBe(true);
      await tabTo(member, 'button[type="submit"]');
      await member.keyboard.press('Enter');
      const confirm = member.getByRole('alertdialog').filter({ hasText: '메시지를 보내시겠습니까?' });
      await confirm.waitFor();
      await tabToButton(member, '확인');
      await member.keyboard.press('Enter');
      const sent = member.getByRole('alertdialog').filter({ hasText: '메시지가 전송되었습니다.' });
      await sent.waitFor();
      await member.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });

      // The creator's page, open all along, shows the new count in the banner.
      const banner = creator.getByRole('link', { name: `${before + 1}건의 알람이 있어요 !` });
      await banner.waitFor({ timeout: 20_000 });
      await expectAccessible(creator, 'message banner');
      await screenshot(creator, 'message-banner-desktop');
      await banner.click();
      await creator.waitForURL((u) => u.pathname === '/mypage/connect');
      const item = creator.locator('li').filter({ hasText: text.slice(0, 20) });
      await item.waitFor();
      expect(await item.textContent()).toContain('읽지 않음');
      await item.getByRole('button', { name: /협업 제안드립니다/ }).click();
      await item.getByText(text, { exact: true }).waitFor();
      await expect.poll(() => item.textContent()).not.toContain('읽지 않음');
      expect(await item.getByRole('link', { name: '관련 크리에이터 거점' }).getAttribute('href')).toMatch(
        /^\/foothold\/\d+\/view$/,
      );
      await expect.poll(() => unreadCount(creator)).toBe(before);
      await expectAccessible(creator, 'message inbox');
      await screenshot(creator, 'message-inbox-desktop');

      await item.getByRole('button', { name: '삭제' }).click();
      const ask = creator.getByRole('alertdialog').filter({ hasText: '메시지를 삭제하시겠습니까?' });
      await ask.getByRole('button', { name: '확인' }).click();
      const deleted = creator.getByRole('alertdialog').filter({ hasText: '메시지가 삭제되었습니다.' });
      await deleted.getByRole('button', { name: '확인' }).click();
      await item.waitFor({ state: 'detached' });
      await memberContext.close();
      await creatorContext.close();
    },
  );

  it('shows the inbox on a phone', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await logIn(page, 'demo-member', '/mypage/connect');
    await page.getByRole('list', { name: '받은 메시지' }).getByRole('button').first().waitFor();
    await expectAccessible(page, 'message inbox (phone)');
    await screenshot(page, 'message-inbox-phone');
    await context.close();
  });
});
