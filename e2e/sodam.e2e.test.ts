import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { closePopups, portalUrl, submitLogin } from './support/portal.js';

/**
 * The 소담상회 shop: a visitor reads the stores and browses products by store, category and search, opens a product
 * (where to buy it, no checkout) and is asked to log in to ask; demo-member asks a question and sees it waiting.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('소담상회', () => {
  it('a visitor browses stores and products, and a member asks about a product', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sodam`);
    await closePopups(page);
    await page.getByRole('heading', { level: 1, name: '소담상회' }).waitFor();
    await page.getByRole('heading', { level: 3, name: '소담상회 인사동점' }).waitFor();
    await page.getByText('온판에서는 결제하지 않습니다.', { exact: false }).first().waitFor();
    await expectAccessible(page, 'sodam shop');
    await screenshot(page, 'sodam-desktop');

    // A store's products, then a category, then words.
    await page.getByRole('link', { name: /상품 \d+개 보기 소담상회 부산 영도점/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('storeId')).not.toBeNull();
    await page.getByRole('link', { name: '남해 죽방멸치 500g' }).waitFor();
    await page.getByRole('navigation', { name: '상품 분류' }).getByRole('link', { name: '공예·소품' }).click();
    await page.getByText('조건에 맞는 상품이 없습니다.').waitFor();
    await page.goto(`${baseUrl}/sodam`);
    await page.getByRole('searchbox', { name: '상품명·판매자 검색' }).fill('부채');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByRole('link', { name: '합죽선 부채' }).click();

    await page.getByRole('heading', { level: 1, name: '합죽선 부채' }).waitFor();
    // The 전주 store sells only in the store: no online-mall link.
    expect(await page.getByRole('link', { name: /온라인몰에서 구매/ }).count()).toBe(0);
    await page.getByText('상품 문의는 로그인한 회원만 남길 수 있습니다.', { exact: false }).waitFor();
    await expectAccessible(page, 'sodam product');
    const productPath = new URL(page.url()).pathname;

    await page.getByRole('link', { name: '로그인' }).last().click();
    await submitLogin(page, 'demo-member');
    await page.waitForURL((u) => u.pathname === productPath);
    await page.getByRole('textbox', { name: '문의 내용' }).fill('선물 포장이 가능한가요?');
    await page.getByRole('button', { name: '문의 등록' }).click();
    await answer(page, '문의를 등록하시겠습니까?');
    await answer(page, /문의가 등록되었습니다/);
    await page.getByText('선물 포장이 가능한가요?').waitFor();
    await page.getByText('답변 대기').waitFor();
    await screenshot(page, 'sodam-product-desktop');
    await context.close();
  });

  it('on a phone: the stores and a product read cleanly', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sodam?ctgrCd=food`);
    await closePopups(page);
    await page.getByRole('link', { name: '기장 미역 선물 세트' }).waitFor();
    await expectAccessible(page, 'sodam shop (phone)');
    await screenshot(page, 'sodam-phone');
    await page.getByRole('link', { name: '기장 미역 선물 세트' }).click();
    await page.getByRole('heading', { level: 1, name: '기장 미역 선물 세트' }).waitFor();
    await page.getByRole('link', { name: /온라인몰에서 구매/ }).waitFor();
    await expectAccessible(page, 'sodam product (phone)');
    await screenshot(page, 'sodam-product-phone');
    await context.close();
  });
});
