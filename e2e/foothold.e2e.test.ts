import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * Creator footholds (크리에이터 거점): a creator edits the foothold in my page (tags with '#' trimmed, a refused
 * channel address), and a visitor finds it by its tag and reads it on desktop and phone.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('footholds', () => {
  it('a creator edits the foothold in my page and a visitor finds it by its tag', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await openLoggedIn(page, 'demo-creator', '/mypage/foothold');
    const name = page.getByRole('textbox', { name: /크리에이터명/ });
    await expect.poll(() => name.inputValue()).toBe('온판 라이브룸');
    await expectAccessible(page, 'my foothold');
    await screenshot(page, 'foothold-mypage-desktop');

    const intro = `동네 가게를 라이브로 소개합니다 ${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: /한 줄 소개/ }).fill(intro);
    await page.getByRole('textbox', { name: /태그 3/ }).fill('  #골목상권 ');
    // An address of another site is refused by the form with the rule's message, and nothing is saved.
    const youtube = page.getByRole('textbox', { name: /유튜브 채널 주소/ });
    await youtube.fill('https://example.com/channel');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answer(page, '유튜브 채널 주소는 youtube.com 또는 youtu.be의 http(s) 주소로 입력해주세요.');
    await youtube.fill('https://www.youtube.com/@onfanlive');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answer(page, '크리에이터 거점을 저장하시겠습니까?');
    await answer(page, '크리에이터 거점이 수정되었습니다.');

    // The list: the new tag is a filter chip; the foothold is under it with its intro.
    await page.goto(baseUrl + '/foothold?tag=' + encodeURIComponent('골목상권'));
    await closePopups(page);
    const card = page.locator('li').filter({ hasText: '온판 라이브룸' });
    await card.waitFor();
    expect(await card.textContent()).toContain(intro);
    expect(await card.textContent()).toContain('#골목상권');
    await expectAccessible(page, 'foothold list by tag');
    await screenshot(page, 'foothold-list-desktop');
    await card.getByRole('link', { name: '온판 라이브룸' }).click();
    await page.getByRole('heading', { level: 2, name: '온판 라이브룸' }).waitFor();
    const channel = page.getByRole('link', { name: '온판 라이브룸의 유튜브 (새 창 열림)' });
    expect(await channel.getAttribute('href')).toBe('https://www.youtube.com/@onfanlive');
    expect(await channel.getAttribute('target')).toBe('_blank');
    await expectAccessible(page, 'foothold view');
    await screenshot(page, 'foothold-view-desktop');
    await context.close();
  });

  it('a visitor reads the certified creators on a phone', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl + '/foothold');
    await closePopups(page);
    const certified = page.locator('li').filter({ hasText: '인증 크리에이터' }).first();
    await certified.waitFor();
    await expectAccessible(page, 'foothold list (phone)');
    await screenshot(page, 'foothold-list-phone');
    await certified.locator('a[href^="/foothold/"]').first().click();
    await page.locator('h2').first().waitFor();
    expect(await page.getByText('인증 크리에이터').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'foothold view (phone)');
    await screenshot(page, 'foothold-view-phone');
    await context.close();
  });
});
