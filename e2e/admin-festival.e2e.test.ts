import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The 판로 desk's festival queue (issue 37): a participant's 동행축제 product, registered through the calls the pages
 * make, waits on the dashboard; the operator opens the queue from there and approves it. Approval alone does not
 * publish it (the operator shows it separately), so the public festival page does not list it yet.
 */

const baseUrl = portalUrl();
const api = (path: string) => `${baseUrl}/v1/app/${path}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new member who joins the December festival and registers one product (awaiting approval); their session. */
async function participantWithProduct(manprdNm: string): Promise<string> {
  const stamp = Date.now();
  const lgnId = `fst${stamp.toString(36)}`;
  const password = 'Passw0rd!x';
  const signup = await fetch(api('auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      joinType: 'general',
      lgnId,
      userPasswd: password,
      userNm: '나축제',
      userEmail: 'festa@example.kr',
      mblNo: `0108${String(stamp).slice(-7)}`,
      termsAgreYn: 'Y',
      prvcAgreYn: 'Y',
      mktAgreYn: 'N',
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(200);
  const login = await fetch(api('auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lgnId, userPasswd: password }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { 'content-type': 'application/json', 'x-auth-token': token };
  const festivals = (await (await fetch(api('dhfesta/campns'))).json()) as { campnId: number; sts: string }[];
  const open = festivals.find((f) => f.sts !== 'closed')!;
  const joined = await fetch(api(`dhfesta/sent/campn/${open.campnId}/prtcp`), {
    method: 'POST',
    headers,
    body: JSON.stringify({ strNm: '축제상회', telno: '02-123-4567' }),
  });
  expect(joined.status, await joined.clone().text()).toBe(200);
  const registered = await fetch(api('dhfesta/manprd'), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      campnId: open.campnId,
      manprdNm,
      ctgrCd: 'food',
      prc: 18000,
      manprdDesc: '제철 귤로 만든 수제 청입니다.',
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  return token;
}

describe('the 판로 desk: 동행축제 products', () => {
  it(
    'the operator opens the festival queue from the dashboard and approves a product',
    { timeout: 240_000 },
    async () => {
      const manprdNm = `귤청${Date.now().toString(36)}`;
      await participantWithProduct(manprdNm);

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      await page
        .getByRole('link', { name: /동행축제 상품 승인/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: '동행축제 상품 승인' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/festival');
      const row = page
        .getByRole('region', { name: /동행축제 상품 목록/ })
        .getByRole('row')
        .filter({ hasText: manprdNm });
      await row.getByText('승인 대기').waitFor();
      await expectAccessible(page, 'console festival queue');
      await screenshot(page, 'admin-festival');

      await row.getByRole('button', { name: /승인·반려/ }).click();
      const dialog = page.getByRole('dialog', { name: `${manprdNm} 승인·반려` });
      // A rejection needs a reason: the form check says so and nothing is sent.
      await dialog.getByText('반려', { exact: true }).click();
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, /반려 사유를 입력해주세요\./);
      await dialog.getByText('승인', { exact: true }).click();
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, `'${manprdNm}' 상품을 승인하시겠습니까?`);
      await answer(page, '상품을 승인했습니다.');
      // Approved: it leaves the waiting list and is listed under 승인.
      await expect.poll(() => row.count()).toBe(0);
      await page.getByRole('combobox', { name: '승인 상태' }).selectOption({ label: '승인' });
      await page.getByRole('button', { name: '검색' }).click();
      await page.waitForURL((u) => u.searchParams.get('aprvSts') === 'approved');
      await row.getByText('승인', { exact: true }).waitFor();

      // Not shown yet: the public festival page lists approved products only once they are shown.
      await page.goto(`${baseUrl}/promotion/localeconomic`);
      await page.getByRole('heading', { level: 2, name: '동행축제 상품' }).waitFor();
      expect(await page.getByText(manprdNm).count()).toBe(0);
      await context.close();
    },
  );

  it(
    'the operator reads the seasons, rejects a product with a reason and reads its history; the seller reads the reason',
    { timeout: 240_000 },
    async () => {
      const manprdNm = `반려청${Date.now().toString(36)}`;
      const token = await participantWithProduct(manprdNm);

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/festival/seasons`);
      await page.getByRole('heading', { level: 1, name: '동행축제 회차' }).waitFor();
      await page.getByRole('region', { name: '동행축제 회차 목록' }).getByRole('link', { name: /12월/ }).click();
      await page.getByRole('heading', { level: 1, name: '동행축제 회차 수정' }).waitFor();
      // The participant is among the season's companies, their name masked.
      await page
        .getByRole('region', { name: /참여 업체 목록/ })
        .getByRole('row')
        .filter({ hasText: '나*제' })
        .first()
        .waitFor();
      await expectAccessible(page, 'console festival season');
      await screenshot(page, 'admin-festival-season');

      await page.goto(`${baseUrl}/admin/festival`);
      const row = page
        .getByRole('region', { name: /동행축제 상품 목록/ })
        .getByRole('row')
        .filter({ hasText: manprdNm });
      await row.getByRole('button', { name: /승인·반려/ }).click();
      const dialog = page.getByRole('dialog', { name: `${manprdNm} 승인·반려` });
      await dialog.getByText('반려', { exact: true }).click();
      await dialog.getByRole('textbox', { name: /반려 사유/ }).fill('상품 사진을 더해 주세요.');
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, `'${manprdNm}' 상품을 반려하시겠습니까?`);
      await answer(page, '상품을 반려했습니다.');
      await expect.poll(() => row.count()).toBe(0);

      // Under 반려: its history names the operator and the reason.
      await page.goto(`${baseUrl}/admin/festival?aprvSts=rejected`);
      await row.getByRole('button', { name: /처리 이력/ }).click();
      const history = page.getByRole('dialog', { name: `${manprdNm} 처리 이력` });
      await history
        .getByRole('row')
        .filter({ hasText: '상품 사진을 더해 주세요.' })
        .filter({ hasText: /운영자/ })
        .waitFor();
      await expectAccessible(page, 'console festival product history');
      await context.close();

      // The seller's my page shows the rejection and its reason.
      const seller = await newContext(browser, 'desktop', { session: { origin: baseUrl, token } });
      const sellerPage = await seller.newPage();
      await sellerPage.goto(`${baseUrl}/mypage/festival`);
      await sellerPage.getByText('상품 사진을 더해 주세요.').first().waitFor();
      await seller.close();
    },
  );
});
