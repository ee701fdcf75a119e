import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot, settled } from './support/browser.js';
import { operatorToken, portalUrl } from './support/portal.js';

/**
 * The 소담상회 desk and the promotions desk (issue 39): the operator adds a product to a store through the console
 * form and hides another product of the store from the list; a visitor sees the first on the public 소담상회 page and
 * not the second. The operator creates a promotion programme; a visitor sees it on the local-economy page. The e2e
 * server is shared with other files: the products and the programme are this run's own.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Today in Seoul as a date field holds it ('yyyy-MM-dd'), and a day `n` days on. */
const seoulDay = (n = 0) => new Date(Date.now() + 9 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

describe('the 소담상회 and promotions desks', () => {
  it(
    'an operator adds a product and hides another, creates a programme; a visitor sees what is shown',
    { timeout: 300_000 },
    async () => {
      const run = Date.now().toString(36);
      const added = `데스크 수제 잼 ${run}`;
      const hidden = `데스크 숨길 상품 ${run}`;
      const prgmNm = `데스크 골목상권 기획전 ${run}`;
      const stores = (await (await fetch(`${baseUrl}/v1/api/if/sodam/stores`)).json()) as {
        storeId: number;
        storeNm: string;
      }[];
      const store = stores[0]!;
      // The product to hide: this run's own, made through the desk's call (its form is the subject of the first).
      const token = await operatorToken();
      const made = await fetch(`${baseUrl}/v1/api/if/sodam/admin/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify({
          storeId: store.storeId,
          ctgrCd: 'craft',
          pdNm: hidden,
          pdSmry: '곧 숨길 상품',
          pdDesc: '숨기면 방문자에게 보이지 않습니다.',
          prc: 5000,
          sellerNm: '데스크 공방',
        }),
      });
      expect(made.status).toBe(200);

      const operator = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await operator.newPage();
      await page.goto(`${baseUrl}/admin/sodam/products?storeId=${store.storeId}`);
      await page.getByRole('heading', { level: 1, name: '소담상회 상품' }).waitFor();
      const hiddenRow = page.getByRole('row').filter({ hasText: hidden });
      await hiddenRow.waitFor();
      await settled(page);
      await expectAccessible(page, 'console sodam products');
      await screenshot(page, 'admin-sodam-products');

      // Hide the one product from its row.
      await hiddenRow.getByRole('button', { name: /^숨기기/ }).click();
      await answer(page, `'${hidden}' 상품을 숨기시겠습니까? 방문자에게 보이지 않게 됩니다.`);
      await answer(page, '상품을 숨겼습니다. 방문자에게 보이지 않습니다.');
      await hiddenRow.getByRole('button', { name: /^다시 공개/ }).waitFor();

      // Add the other through the form: the store comes chosen from the list; a bad price is refused at its field and
      // what was typed stays.
      await page.getByRole('link', { name: '상품 등록' }).click();
      await page.getByRole('heading', { level: 1, name: '소담상회 상품 등록' }).waitFor();
      expect(await page.getByRole('combobox', { name: /^매장/ }).inputValue()).toBe(String(store.storeId));
      await page.getByRole('combobox', { name: /^분류/ }).selectOption({ label: '먹거리' });
      await page.getByRole('textbox', { name: /^상품 이름/ }).fill(added);
      await page.getByRole('textbox', { name: /^한 줄 소개/ }).fill('제철 과일로 끓인 잼');
      await page.getByRole('textbox', { name: /^상품 설명/ }).fill('설탕을 줄이고 과일을 듬뿍 넣었습니다.');
      await page.getByRole('textbox', { name: /^가격/ }).fill('일만');
      await page.getByRole('textbox', { name: /^판매자/ }).fill('데스크 잼공방');
      await page.getByRole('textbox', { name: /^판매 링크/ }).fill('https://mall.example.kr/jam');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '상품을 등록하시겠습니까?');
      await answer(page, '가격은 0원에서 1억 원 사이의 정수로 입력해 주세요.');
      await page.getByText('가격은 0원에서 1억 원 사이의 정수로 입력해 주세요.').first().waitFor();
      expect(await page.getByRole('textbox', { name: /^상품 이름/ }).inputValue()).toBe(added);
      await page.getByRole('textbox', { name: /^가격/ }).fill('12000');
      await settled(page);
      await expectAccessible(page, 'console sodam product form');
      await screenshot(page, 'admin-sodam-product-form');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '상품을 등록하시겠습니까?');
      await answer(page, '상품을 등록했습니다.');
      await page.waitForURL((u) => u.pathname === '/admin/sodam/products');
      await page.getByRole('row').filter({ hasText: added }).waitFor();

      // A promotion programme for the local-economy page, open from today.
      await page.goto(`${baseUrl}/admin/promotions`);
      await page.getByRole('heading', { level: 1, name: '판로 홍보 프로그램' }).waitFor();
      await page.getByText(/^총 \d+건/).waitFor();
      await settled(page);
      await expectAccessible(page, 'console promotions');
      await page.getByRole('link', { name: '프로그램 등록' }).click();
      await page.getByRole('heading', { level: 1, name: '판로 홍보 프로그램 등록' }).waitFor();
      await page.getByRole('combobox', { name: /^프로모션/ }).selectOption({ label: '지역경제 프로모션' });
      await page.getByRole('textbox', { name: /^프로그램 이름/ }).fill(prgmNm);
      await page.getByRole('textbox', { name: /^모집 대상/ }).fill('골목상권 소상공인 50곳');
      await page.getByRole('textbox', { name: /^지원 혜택/ }).fill('기획전 노출과 배송비 지원');
      await page.getByRole('textbox', { name: /^프로그램 설명/ }).fill('연말 온라인 기획전에 참여할 상품을 모읍니다.');
      await page.getByLabel(/^모집 시작일/).fill(seoulDay());
      await page.getByLabel(/^모집 종료일/).fill(seoulDay(30));
      await page.getByLabel(/^운영 시작일/).fill(seoulDay(31));
      await page.getByLabel(/^운영 종료일/).fill(seoulDay(60));
      await settled(page);
      await expectAccessible(page, 'console promotion form');
      await screenshot(page, 'admin-promotion-form');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '프로그램을 등록하시겠습니까?');
      await answer(page, '프로그램을 등록했습니다.');
      await page.waitForURL((u) => u.pathname === '/admin/promotions');
      await operator.close();

      // A visitor: the added product on the store's products, the hidden one not; the programme on its page.
      const visitor = await newContext(browser, 'desktop');
      const shop = await visitor.newPage();
      await shop.goto(`${baseUrl}/sodam?storeId=${store.storeId}&searchTerm=${encodeURIComponent(run)}`);
      await shop.getByRole('link', { name: added }).waitFor();
      expect(await shop.getByRole('link', { name: hidden }).count()).toBe(0);
      await settled(shop);
      await screenshot(shop, 'sodam-after-desk');
      await shop.goto(`${baseUrl}/promotion/localeconomic`);
      await shop.getByRole('heading', { name: prgmNm }).waitFor();
      await shop.getByText('모집 중').first().waitFor();
      await screenshot(shop, 'promotion-after-desk');
      await visitor.close();
    },
  );
});
