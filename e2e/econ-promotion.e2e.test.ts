import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * The promotions: the header's festival link opens the local-economy promotion; a member sends an inquiry about a
 * subscription-economy programme and follows it in my page, where the seeded answered inquiry reads too.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('promotions', () => {
  it('a member asks about a programme and follows the inquiry in my page', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await closePopups(page);
    await page.getByRole('link', { name: '축제' }).first().click();
    await page.waitForURL((u) => u.pathname === '/promotion/localeconomic');
    await page.getByRole('heading', { level: 3, name: '동행축제 지역 판매관 참여' }).waitFor();
    await expectAccessible(page, 'local economy promotion');

    await openLoggedIn(page, 'demo-member', '/promotion/subscription');
    await closePopups(page);
    await page.getByRole('heading', { level: 1, name: '구독경제 프로모션' }).waitFor();
    await page
      .getByRole('combobox', { name: /문의할 프로그램/ })
      .selectOption({ label: '소상공인 구독 상품 기획 컨설팅' });
    await page.getByRole('textbox', { name: /회사\(상호\)명/ }).fill('온판 반찬가게');
    await page.getByRole('textbox', { name: /연락처/ }).fill('02-555-1234');
    await page.getByRole('textbox', { name: /문의 제목/ }).fill('반찬 정기배송 상품도 되나요?');
    await page.getByRole('textbox', { name: /문의 내용/ }).fill('주 1회 반찬 정기배송을 준비하고 있습니다.');
    await expectAccessible(page, 'subscription promotion (form)');
    await page.getByRole('button', { name: '문의 등록' }).click();
    await answer(page, '문의를 등록하시겠습니까?');
    await answer(page, /문의가 접수되었습니다/);
    await screenshot(page, 'promotion-subscription-desktop');

    await page
      .getByRole('link', { name: /프로모션 문의 내역/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: '프로모션 문의 내역' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '반찬 정기배송 상품도 되나요?' }).waitFor();
    await page.getByText('냉장 진열대를 둘 수 있습니다', { exact: false }).waitFor();
    await expect.poll(() => page.getByText('답변 완료', { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'my promotion inquiries');
    await context.close();
  });

  it('on a phone the programmes read as cards', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/promotion/subscription`);
    await closePopups(page);
    await page.getByRole('heading', { level: 3, name: '정기배송 포장재 지원' }).waitFor();
    await page.getByText('마감', { exact: true }).first().waitFor();
    await page.getByText('문의는 로그인한 회원만 남길 수 있습니다.', { exact: false }).waitFor();
    await expectAccessible(page, 'subscription promotion (phone)');
    await screenshot(page, 'promotion-subscription-phone');
    await context.close();
  });
});
