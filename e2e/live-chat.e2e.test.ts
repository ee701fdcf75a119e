import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * Live chat during a broadcast (issue 40): two viewers on one live page — a member on a desktop, a creator on a phone
 * (the chat below the video) — write and see each other's messages pushed by the broadcast's event stream; a refusal
 * shows at the field; the paused list stands still until 다시 재생; the console's operator hides a message from the
 * same page and it disappears for both viewers.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function onAir(): Promise<number> {
  const res = await fetch(`${baseUrl}/v1/app/broadcast/list?brcType=1&pageSize=50`);
  const items = (await res.json()).items as { brcInfoNo: number; brcSts: string }[];
  const live = items.find((i) => i.brcSts === 'LIVE');
  expect(live, 'the demo seeds a live broadcast on air').toBeTruthy();
  return live!.brcInfoNo;
}

async function openChat(page: Page, brcInfoNo: number): Promise<Locator> {
  await page.goto(`${baseUrl}/live/${brcInfoNo}/view`);
  const panel = page.getByRole('region', { name: '실시간 채팅' });
  await panel.getByRole('log', { name: '실시간 채팅' }).waitFor();
  return panel;
}

async function send(panel: Locator, text: string) {
  await panel.getByRole('textbox', { name: /^채팅 입력/ }).fill(text);
  await panel.getByRole('button', { name: '보내기' }).click();
}

describe('live chat', () => {
  it(
    'two viewers chat on one live page, and a message the operator hides disappears for both',
    { timeout: 300_000 },
    async () => {
      const brcInfoNo = await onAir();
      const stamp = Date.now().toString(36);
      const first = `안녕하세요 ${stamp}`;
      const reply = `반갑습니다 ${stamp}`;

      const memberPage = await (await newContext(browser, 'desktop', { loggedInAs: 'demo-member' })).newPage();
      const creatorPage = await (await newContext(browser, 'phone', { loggedInAs: 'demo-creator' })).newPage();
      const member = await openChat(memberPage, brcInfoNo);
      const creator = await openChat(creatorPage, brcInfoNo);
      const memberLog = member.getByRole('log');
      const creatorLog = creator.getByRole('log');

      // A refusal stays at the field, with what was typed.
      await send(member, '이런 바보 같은 방송');
      const box = member.getByRole('textbox', { name: /^채팅 입력/ });
      await member.getByText(/^금칙어가 포함되어 있어 등록할 수 없습니다/).waitFor();
      expect(await box.inputValue()).toBe('이런 바보 같은 방송');
      expect(await box.getAttribute('aria-invalid')).toBe('true');

      await send(member, first);
      await memberLog.getByText(first).waitFor();
      expect(await box.inputValue()).toBe('');
      // Pushed to the other viewer by the stream (nothing reloads the phone's page).
      await creatorLog.getByText(first).waitFor();
      await expectAccessible(memberPage, 'live page with its chat');
      await screenshot(memberPage, 'live-chat-desktop');
      await screenshot(creatorPage, 'live-chat-phone');

      // Paused, the member's list stands still and says what waits; 다시 재생 shows it.
      await member.getByRole('button', { name: '일시정지' }).click();
      await send(creator, reply);
      await creatorLog.getByText(reply).waitFor();
      await member.getByText('새 채팅 1개가 기다리고 있습니다.').waitFor();
      expect(await memberLog.getByText(reply).count()).toBe(0);
      await member.getByRole('button', { name: '다시 재생' }).click();
      await memberLog.getByText(reply).waitFor();

      // The console's operator (every role, second factor given) hides the first message from the live page.
      const operatorPage = await (await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' })).newPage();
      const operator = await openChat(operatorPage, brcInfoNo);
      const item = operator.getByRole('log').getByRole('listitem').filter({ hasText: first });
      await item.getByRole('button', { name: /채팅 숨기기$/ }).click();
      const prompt = operatorPage.getByRole('dialog').filter({ hasText: '숨기는 사유' });
      await prompt.getByRole('textbox', { name: '사유' }).fill('시험용 채팅 정리');
      await prompt.getByRole('button', { name: '확인' }).click();
      await answer(operatorPage, '채팅을 숨겼습니다.');
      await operator.getByRole('log').getByText(first).waitFor({ state: 'detached' });
      await memberLog.getByText(first).waitFor({ state: 'detached' });
      await creatorLog.getByText(first).waitFor({ state: 'detached' });
      // The rest of the chat stays.
      expect(await creatorLog.getByText(reply).count()).toBe(1);
      await operatorPage.context().close();
      await memberPage.context().close();
      await creatorPage.context().close();
    },
  );
});
