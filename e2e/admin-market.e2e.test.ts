import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The 판로 desk (issue 37): a member's market-entry application, submitted through the calls the pages make, waits on
 * the dashboard; the operator opens the queue from there, starts the review and rejects it with a reason.
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

/** A tiny valid PDF for the upload (the server checks files by their content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A business number with its check digit. */
function brno(seed: number): string {
  const base = String(1_000_000_000 + ((seed * 7919) % 899_999_999)).slice(0, 9);
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const d = base.split('').map(Number);
  let sum = d.reduce((s, x, i) => s + x * w[i]!, 0);
  sum += Math.floor((d[8]! * 5) / 10);
  return base + String((10 - (sum % 10)) % 10);
}

/** A new member with a submitted market-entry application (every required document uploaded); their session. */
async function memberWithApplication(cmpnyNm: string): Promise<string> {
  const stamp = Date.now();
  const lgnId = `mkt${stamp.toString(36)}`;
  const password = 'Passw0rd!x';
  const signup = await fetch(api('auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      joinType: 'general',
      lgnId,
      userPasswd: password,
      userNm: '나입점',
      userEmail: 'market@example.kr',
      mblNo: `0107${String(stamp).slice(-7)}`,
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
  const fields = {
    mrktCd: 'sodam',
    cmpnyNm,
    rprsvNm: '홍길동',
    bzmnRegNo: brno(stamp % 100_000),
    scmMngrId: `sup${stamp.toString(36)}`,
    picNm: '김담당',
    picTelno: '010-1234-5678',
    picEml: 'pic@example.kr',
    pdNm: '수제 잼',
    pdCtgr: 'food',
    pdPrc: 12000,
    mnthSplyQty: 500,
    pdIntro: '제철 과일로 만든 잼입니다.',
    salesChnl: '자사몰',
  };
  const send = (method: string, body: object) =>
    fetch(api('cmstr/aply'), {
      method,
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify(body),
    });
  const created = await send('POST', fields);
  expect(created.status, await created.clone().text()).toBe(200);
  const docs = (await (await fetch(api('cmstr/docs'))).json()) as { docCd: string; reqYn: string }[];
  for (const d of docs.filter((x) => x.reqYn === 'Y')) {
    const form = new FormData();
    form.append('uploadFile', new Blob([PDF], { type: 'application/pdf' }), `${d.docCd}.pdf`);
    const up = await fetch(api(`cmstr/aply/doc/${d.docCd}`), {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: form,
    });
    expect(up.status, await up.clone().text()).toBe(200);
  }
  const submitted = await send('PUT', { ...fields, submitYn: 'Y' });
  expect(submitted.status, await submitted.clone().text()).toBe(200);
  return token;
}

describe('the 판로 desk', () => {
  it(
    'the operator opens the market-entry queue from the dashboard, starts the review and rejects with a reason',
    { timeout: 240_000 },
    async () => {
      const cmpnyNm = `판로상회${Date.now().toString(36)}`;
      await memberWithApplication(cmpnyNm);

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      await page
        .getByRole('link', { name: /입점 신청 검토/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: '입점 신청 검토' }).waitFor();
      const row = page
        .getByRole('region', { name: /입점 신청 목록/ })
        .getByRole('row')
        .filter({ hasText: cmpnyNm });
      // The representative's name is masked.
      await row.getByText('홍*동').waitFor();
      await expectAccessible(page, 'console market-entry queue');
      await screenshot(page, 'admin-market-entry');

      await row.getByRole('button', { name: /상태 변경/ }).click();
      let dialog = page.getByRole('dialog', { name: `${cmpnyNm} 입점 신청` });
      await dialog.getByText('검토 시작', { exact: true }).click();
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, `${cmpnyNm}의 입점 신청을 '검토 시작'(으)로 옮기시겠습니까?`);
      await answer(page, /변경/);
      await row.getByText('검토 중').first().waitFor();

      await row.getByRole('button', { name: /상태 변경/ }).click();
      dialog = page.getByRole('dialog', { name: `${cmpnyNm} 입점 신청` });
      await dialog.getByText('반려', { exact: true }).click();
      await dialog.getByRole('textbox', { name: /반려 사유/ }).fill('사업자등록증을 다시 제출해 주세요.');
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, `${cmpnyNm}의 입점 신청을 '반려'(으)로 옮기시겠습니까?`);
      await answer(page, /변경/);
      // Rejected: it leaves the waiting list.
      await expect.poll(() => row.count()).toBe(0);
      await context.close();
    },
  );

  it(
    'the operator opens an application, views a document, checks each one and accepts it; the member reads it accepted',
    { timeout: 240_000 },
    async () => {
      const cmpnyNm = `승인상회${Date.now().toString(36)}`;
      const token = await memberWithApplication(cmpnyNm);

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/market-entry?q=${encodeURIComponent(cmpnyNm)}`);
      await page
        .getByRole('region', { name: /입점 신청 목록/ })
        .getByRole('link', { name: new RegExp(cmpnyNm) })
        .click();
      await page.getByRole('heading', { level: 1, name: `입점 신청 상세: ${cmpnyNm}` }).waitFor();
      await expectAccessible(page, 'console market-entry application');

      // A document is read with the session and opened from a blob: address (the PDF in a new window).
      await page.getByRole('button', { name: /사업자등록증 보기/ }).click();
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: /새 창에서 PDF 보기/ }).click(),
      ]);
      expect(popup.url()).toMatch(/^blob:/);
      await popup.close();

      for (const docNm of ['사업자등록증', '통신판매업 신고증', '정산 계좌 통장 사본', '상품 제안서']) {
        const form = page.getByRole('form', { name: `${docNm} 확인` });
        await form.getByText('적합', { exact: true }).click();
        await form.getByRole('button', { name: /확인 결과 저장/ }).click();
        await answer(page, `${docNm}을(를) '적합'(으)로 저장하시겠습니까?`);
        await answer(page, '서류 확인 결과가 저장되었습니다.');
        await form.waitFor({ state: 'detached' });
      }
      await screenshot(page, 'admin-market-entry-application');

      const move = page.getByRole('form', { name: '상태 변경' });
      for (const label of ['검토 시작', '입점 승인']) {
        await move.getByText(label, { exact: true }).click();
        await move.getByRole('button', { name: '저장' }).click();
        await answer(page, `${cmpnyNm}의 입점 신청을 '${label}'(으)로 옮기시겠습니까?`);
        await answer(page, /변경/);
      }
      const history = page.getByRole('region', { name: /상태 변경 이력/ });
      await history.getByRole('row').filter({ hasText: '입점 승인' }).filter({ hasText: '검토 중' }).waitFor();
      await context.close();

      // The member's my page shows the application accepted.
      const member = await newContext(browser, 'desktop', { session: { origin: baseUrl, token } });
      const memberPage = await member.newPage();
      await memberPage.goto(`${baseUrl}/mypage/cmstr`);
      await memberPage.getByText('입점 승인').first().waitFor();
      await member.close();
    },
  );
});
