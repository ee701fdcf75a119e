import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { closePopups, operatorToken, portalUrl, submitLogin } from './support/portal.js';

/**
 * 동행축제 products: the header's festival link opens the local-economy page, whose festival section lists the approved,
 * shown products by season (tabs, by keyboard); a participant fixes a rejected product and registers another in my
 * page, reads its approval history, and once an operator approves and shows it, the product is on the festival page.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The operator's approval and exposure (operator screens come later): through the API, as demo-admin. */
async function approveAndShow(request: APIRequestContext, manprdNm: string) {
  const headers = { 'x-auth-token': await operatorToken() };
  const pending = await request.get(`${baseUrl}/v1/app/dhfesta/manprd/aprvList`, { headers });
  const items = ((await pending.json()) as { items: { manprdId: number; manprdNm: string; updtDt: string }[] }).items;
  const { manprdId: id, updtDt } = items.find((p) => p.manprdNm === manprdNm)!;
  const approved = await request.put(`${baseUrl}/v1/app/dhfesta/manprd/${id}/aprvSts`, {
    headers,
    data: { aprvSts: 'approved', updtDt },
  });
  expect(approved.status()).toBe(200);
  // Showing names the copy read too (issue 39): the approved product's.
  const read = await request.get(`${baseUrl}/v1/app/dhfesta/manprd/${id}`, { headers });
  const copy = ((await read.json()) as { updtDt: string }).updtDt;
  const shown = await request.put(`${baseUrl}/v1/app/dhfesta/manprd/${id}/expsr`, {
    headers,
    data: { expsrYn: 'Y', updtDt: copy },
  });
  expect(shown.status()).toBe(200);
}

describe('festival products', () => {
  it(
    'a participant registers products, follows their approval, and sees them on the festival page',
    {
      timeout: 180_000,
    },
    async () => {
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await closePopups(page);
      await page.getByRole('link', { name: '축제' }).first().click();
      await page.waitForURL((u) => u.pathname === '/promotion/localeconomic');
      await page.getByRole('heading', { level: 2, name: '동행축제 상품' }).waitFor();
      // December's festival (not begun yet) is open first; the arrow keys move between the seasons.
      const dec = page.getByRole('tab', { name: '12월 동행축제' });
      await expect.poll(() => dec.getAttribute('aria-selected')).toBe('true');
      await page.getByRole('heading', { level: 3, name: '수제 버터쿠키 틴케이스' }).waitFor();
      expect(await page.getByText('크리스마스 슈톨렌').count()).toBe(0); // awaiting approval
      await dec.focus();
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('heading', { level: 3, name: '한가위 건어물 선물세트' }).waitFor();
      expect(await page.getByText('반건조 오징어 5미').count()).toBe(0); // approved, then hidden
      await expectAccessible(page, 'festival products (local economy page)');
      await screenshot(page, 'festival-showcase-desktop');

      await page.goto(`${baseUrl}/login?returnUrl=${encodeURIComponent('/mypage/festival')}`);
      await submitLogin(page, 'demo-creator');
      await page.waitForURL((u) => u.pathname === '/mypage/festival');
      await closePopups(page);
      await page.getByRole('heading', { level: 1, name: '동행축제 참여' }).waitFor();
      const rejected = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: '가죽 다이어리 커버' }) });
      await rejected.getByText('등록한 판매가와 구매 링크의 판매가가 다릅니다', { exact: false }).waitFor();
      await rejected.getByRole('button', { name: '승인 이력 보기' }).click();
      await rejected.getByRole('list', { name: '승인 이력' }).getByText('반려', { exact: false }).first().waitFor();
      await rejected.getByRole('button', { name: '수정 후 재신청' }).click();
      await rejected.getByRole('textbox', { name: /축제 판매가/ }).fill('49000');
      await expectAccessible(page, 'my festival (editing a rejected product)');
      await rejected.getByRole('button', { name: '재신청' }).click();
      await answer(page, '수정한 내용으로 다시 승인 신청하시겠습니까?');
      await answer(page, '수정한 상품이 다시 승인 대기 상태가 되었습니다.');
      await rejected.getByText('승인 대기', { exact: true }).waitFor();

      // A new product: the server's Korean messages first, then a complete one.
      await page.getByRole('button', { name: '상품 등록' }).click();
      await answer(page, /상품을 등록하시겠습니까/);
      await answer(page, /상품명을 입력해주세요\./);
      await page.getByRole('textbox', { name: /^상품명/ }).fill('가죽 펜 케이스');
      await page.getByRole('combobox', { name: /상품 분류/ }).selectOption({ label: '공예·소품' });
      await page
        .getByRole('textbox', { name: /축제 판매가/ })
        .first()
        .fill('29000');
      await page
        .getByRole('textbox', { name: /상품 소개/ })
        .first()
        .fill('만년필 두 자루가 들어가는 소가죽 펜 케이스입니다.');
      await page
        .getByRole('textbox', { name: /구매 링크/ })
        .first()
        .fill('https://harugongbang.example.kr/pencase');
      await page.getByRole('button', { name: '상품 등록' }).click();
      await answer(page, /상품을 등록하시겠습니까/);
      await answer(page, /상품이 등록되었습니다/);
      const added = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '가죽 펜 케이스' }) });
      await added.getByText('승인 대기', { exact: true }).waitFor();
      await expectAccessible(page, 'my festival');
      await screenshot(page, 'festival-mypage-desktop');

      await approveAndShow(page.request, '가죽 펜 케이스');
      await page.goto(`${baseUrl}/promotion/localeconomic`);
      await page.getByRole('heading', { level: 3, name: '가죽 펜 케이스' }).waitFor();
      await page.getByRole('link', { name: /구매하러 가기.*가죽 펜 케이스/ }).waitFor();
      await context.close();
    },
  );

  it('on a phone a visitor browses the seasons and is asked to log in to take part', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/promotion/localeconomic`);
    await closePopups(page);
    await page.getByRole('tab', { name: '5월 동행축제' }).click();
    await page.getByRole('heading', { level: 3, name: '우리밀 단팥빵 선물세트(10개입)' }).waitFor();
    await page.getByText('축제 기간에 매장에서 구매할 수 있습니다.').first().waitFor();
    await page.getByRole('link', { name: '로그인하고 참여 신청하기' }).waitFor();
    await expectAccessible(page, 'festival products (phone)');
    await screenshot(page, 'festival-showcase-phone');
    await context.close();
  });
});
