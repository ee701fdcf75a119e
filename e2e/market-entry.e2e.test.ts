import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { closePopups } from './support/portal.js';

/**
 * Market entry (마켓 입점): demo-member starts an application in my page, saves a draft, comes back to it (resumed),
 * checks the business number, uploads the required documents and submits; the status reads 제출 with its history.
 * On a phone demo-creator reads the status of the seeded application under review.
 */

const PATH = '/mypage/cmstr';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** 123-45-67891 is a valid business number; with a last digit of 0 its check digit is wrong. */
const WRONG_CHECK_DIGIT = '123-45-67890';
const CHECK_DIGIT_MESSAGE = '사업자등록번호의 마지막 자리(검증번호)가 앞의 9자리와 맞지 않습니다.';

/** The message under a field (the form kit's error text, which the input names in aria-describedby). */
async function fieldError(page: Page, name: string): Promise<string> {
  return page.getByRole('textbox', { name }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

async function loginTo(page: Page, lgnId: string, path: string) {
  await openLoggedIn(page, lgnId, path);
  await closePopups(page);
}

/** A tiny valid PDF for the upload (the server checks files by their content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

describe('market entry', () => {
  it('a member saves a draft, resumes it, uploads the documents and submits', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await loginTo(page, 'demo-member', PATH);
    await page.getByRole('heading', { level: 1, name: '마켓 입점 신청' }).waitFor();
    await page.getByText('신청서를 한 번 임시 저장하면 서류를 등록할 수 있습니다.').waitFor();
    await expectAccessible(page, 'market entry (new)');

    await page
      .getByRole('radiogroup', { name: '입점할 마켓' })
      .locator('label')
      .filter({ hasText: '소담상회 온라인몰' })
      .click();
    expect(await page.getByRole('radio', { name: '소담상회 온라인몰' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: '회사명' }).fill('온판 시험상회');
    await page.getByRole('button', { name: '임시 저장' }).click();
    await answer(page, '임시 저장되었습니다. 마이페이지에서 이어서 작성할 수 있습니다.');

    // Resumed: the saved values are there after coming back.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: '회사명' }).inputValue()).toBe('온판 시험상회');
    await expect.poll(() => page.getByText('작성 중', { exact: true }).count()).toBeGreaterThan(0);

    // Submitting early lists what is missing.
    await page.getByRole('button', { name: '제출하기' }).click();
    await answer(page, /제출 후에는 검토가 끝날 때까지 수정할 수 없습니다/);
    await answer(page, /대표자명을 입력해주세요/);

    // A business number whose last digit is not its check digit: the field says so as the person leaves it, and
    // the draft keeps it as typed with everything else (issue 33, item 10).
    const brno = page.getByRole('textbox', { name: '사업자등록번호' });
    await brno.fill(WRONG_CHECK_DIGIT);
    await page.getByRole('textbox', { name: '대표 상품명' }).fill('유기농 딸기잼');
    await page.getByRole('textbox', { name: '상품 소개' }).fill('논산 딸기로 만든 무첨가 잼입니다.\n두 번째 줄');
    await page.getByRole('textbox', { name: '판매 가격(원)' }).fill('만 오천 원');
    await page.getByRole('textbox', { name: '상품 소개' }).focus();
    await expect.poll(() => fieldError(page, '사업자등록번호')).toContain(CHECK_DIGIT_MESSAGE);
    await page.getByRole('button', { name: '임시 저장' }).click();
    await answer(page, '임시 저장되었습니다. 제출 전에 다음 항목을 고쳐주세요: 사업자등록번호, 판매 가격');
    await screenshot(page, 'market-entry-draft-to-fix');

    // Leaving for another page and coming back through the menu (no reload): what was typed is all there.
    await page.getByRole('link', { name: '홈으로', exact: false }).first().click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === PATH);
    await expect.poll(() => brno.inputValue()).toBe(WRONG_CHECK_DIGIT);
    expect(await page.getByRole('textbox', { name: '대표 상품명' }).inputValue()).toBe('유기농 딸기잼');
    expect(await page.getByRole('textbox', { name: '상품 소개' }).inputValue()).toBe(
      '논산 딸기로 만든 무첨가 잼입니다.\n두 번째 줄',
    );
    expect(await page.getByRole('textbox', { name: '판매 가격(원)' }).inputValue()).toBe('만 오천 원');
    expect(await page.getByRole('textbox', { name: '회사명' }).inputValue()).toBe('온판 시험상회');
    await expect.poll(() => fieldError(page, '사업자등록번호')).toContain(CHECK_DIGIT_MESSAGE);
    await expect
      .poll(() => fieldError(page, '판매 가격(원)'))
      .toContain('판매 가격은 0원 이상 1억 원 이하로 입력해주세요.');
    await expectAccessible(page, 'market entry (draft kept as typed)');

    await page.getByRole('textbox', { name: '대표자명' }).fill('김시험');
    await page.getByRole('textbox', { name: '사업자등록번호' }).fill('123-45-67891');
    await page.getByRole('button', { name: '사업자등록번호 중복 확인' }).click();
    await answer(page, '입점 신청에 사용할 수 있는 사업자등록번호입니다.');
    await page.getByRole('textbox', { name: '공급사 관리자 아이디' }).fill('onfantest');
    await page.getByRole('textbox', { name: '담당자명' }).fill('김시험');
    await page.getByRole('textbox', { name: '담당자 연락처' }).fill('010-9876-5432');
    await page.getByRole('textbox', { name: '담당자 이메일' }).fill('test@example.kr');
    await page.getByRole('textbox', { name: '대표 상품명' }).fill('유기농 딸기잼');
    await page.getByRole('combobox', { name: /상품 분류/ }).selectOption({ label: '농수산·가공식품' });
    await page.getByRole('textbox', { name: '판매 가격(원)' }).fill('15000');
    await page.getByRole('textbox', { name: '월 공급 가능 수량(개)' }).fill('400');
    await page.getByRole('textbox', { name: '상품 소개' }).fill('논산 딸기로 만든 무첨가 잼입니다.');
    await page.getByRole('button', { name: '임시 저장' }).click();
    await answer(page, /임시 저장되었습니다/);

    for (const doc of ['사업자등록증', '통신판매업 신고증', '정산 계좌 통장 사본', '상품 제안서']) {
      await page.getByLabel(new RegExp(`^${doc} 파일 선택`)).setInputFiles({
        name: `${doc}.pdf`,
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await answer(page, '서류가 등록되었습니다.');
      await page.getByText(`등록한 파일: ${doc}.pdf`).waitFor();
    }
    await screenshot(page, 'market-entry-draft-desktop');

    await page.getByRole('button', { name: '제출하기' }).click();
    await answer(page, /입점 신청서를 제출하시겠습니까/);
    await answer(page, '입점 신청서가 제출되었습니다. 검토 결과는 마이페이지에서 확인할 수 있습니다.');
    await page.getByRole('heading', { level: 2, name: '제출한 신청서' }).waitFor();
    await page.getByRole('list', { name: '처리 이력' }).getByText('제출').waitFor();
    await expectAccessible(page, 'market entry (submitted)');
    await screenshot(page, 'market-entry-submitted-desktop');
    await context.close();
  });

  it('on a phone a member reads the status of an application under review', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await loginTo(page, 'demo-creator', PATH);
    await page.getByRole('heading', { level: 2, name: '신청 상태' }).waitFor();
    await page.getByText('검토 중', { exact: true }).first().waitFor();
    await page.getByText('등록한 파일: 사업자등록증_하루공방.pdf', { exact: false }).waitFor();
    // The summary's values keep whole tokens on a phone: the business number and the company name are one line each.
    const summary = page.getByRole('region', { name: '제출한 신청서' });
    const brno = await summary
      .locator('dd')
      .filter({ hasText: /^\d{3}-\d{2}-\d{5}$/ })
      .boundingBox();
    const name = await summary.locator('dd').filter({ hasText: '하루공방' }).first().boundingBox();
    expect(brno?.height).toBeGreaterThan(0);
    expect(brno?.height).toBe(name?.height);
    await expectAccessible(page, 'market entry (phone)');
    await screenshot(page, 'market-entry-phone');
    await context.close();
  });
});
