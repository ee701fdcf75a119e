import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTakenOver, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * The chatbot (챗봇): a visitor opens it from the floating buttons in its 380 x 730 window, asks how to book a studio,
 * reads the steps as a numbered list with the page that does them, asks about something the portal does not have and
 * is offered the customer centre, and follows the page (the main window goes there); on a phone it is a
 * page, says plainly when nothing matches (with the customer centre) and keeps the conversation when reloaded.
 */

const baseUrl = portalUrl();
const STUDIO_QUESTION = '스튜디오 예약은 어떻게 하나요?';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function ask(page: Page, question: string) {
  const before = await page.locator('[role="log"] > ol > li').count();
  await page.getByRole('textbox', { name: '질문' }).fill(question);
  await page.getByRole('textbox', { name: '질문' }).press('Enter');
  // My question and the answer are added to the conversation.
  await expect.poll(() => page.locator('[role="log"] > ol > li').count()).toBeGreaterThanOrEqual(before + 2);
  await expect.poll(() => page.getByText('답변을 찾고 있습니다…').count()).toBe(0);
}

describe('chatbot', () => {
  it('opens in its window from the floating buttons, answers with the pages it used, and the link opens in the portal', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await closePopups(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: /챗봇 상담/ }).click(),
    ]);
    await popup.waitForLoadState();
    // The server draws /chatbot; its form answers once the app has taken the page over.
    await appTakenOver(popup);
    expect(new URL(popup.url()).pathname).toBe('/chatbot');
    await popup.getByRole('heading', { level: 1, name: /온판 챗봇/ }).waitFor();

    // An empty question is refused beside the field; nothing is sent.
    await popup.getByRole('button', { name: '보내기' }).click();
    await popup.getByText('질문을 입력해주세요.').waitFor();

    await ask(popup, STUDIO_QUESTION);
    await popup.getByText('문의하신 내용과 관련된 온판 안내를 찾았습니다.', { exact: false }).waitFor();
    // A task question: the steps as a numbered list and the page that does them.
    const steps = popup.locator('[role="log"] > ol > li ol > li');
    expect(await steps.count()).toBeGreaterThanOrEqual(4);
    expect(await steps.first().textContent()).toContain('소상공인 확인서');
    const goTo = popup.getByRole('link', { name: '라이브 스튜디오 예약 바로 가기' });
    expect(await goTo.getAttribute('href')).toBe('/studio');

    // A question about nothing on the portal: said plainly, with the customer centre offered.
    await ask(popup, '크크 퀀텀 얼룩말 경주 일정');
    await popup.getByText(/관련된 안내를 찾지 못했습니다/).waitFor();
    const call = popup.getByRole('link', { name: '고객센터 전화 1899-0000' }).last();
    expect(await call.getAttribute('href')).toBe('tel:18990000');
    await popup.getByRole('link', { name: '이용안내의 자주 묻는 질문 보기' }).waitFor();
    await expectAccessible(popup, 'chatbot (steps and nothing found)');
    await screenshot(popup, 'chatbot-window-desktop');

    const studio = popup.locator('[role="log"] a[href^="/studio"]').first();
    const href = (await studio.getAttribute('href'))!;
    await studio.click();
    // The portal window goes to the page; the conversation stays open beside it.
    await page.waitForURL((u) => u.pathname + u.search === href);
    expect(new URL(popup.url()).pathname).toBe('/chatbot');
    await context.close();
  });

  it('on a phone: a page that says when nothing matches, keeps the conversation, and follows a link in place', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/chatbot`);
    await page.getByRole('heading', { level: 1, name: /온판 챗봇/ }).waitFor();
    await ask(page, '쀍뛟뷁 어떻게 하나요?');
    await page.getByText(/관련된 안내를 찾지 못했습니다\. 고객센터\(1899-0000/).waitFor();
    await ask(page, STUDIO_QUESTION);
    await page.getByText('참고한 페이지').first().waitFor();
    await expectAccessible(page, 'chatbot (phone)');
    await screenshot(page, 'chatbot-phone');

    // Reloaded, the conversation is still there (kept in this tab).
    await page.reload();
    await page.getByText(STUDIO_QUESTION).waitFor();
    const link = page.locator('[role="log"] a[href^="/studio"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((u) => u.pathname + u.search === href);
    await context.close();
  });
});
