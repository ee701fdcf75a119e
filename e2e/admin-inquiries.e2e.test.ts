import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The console's inquiry desk (issue 37, decision 034): a member asks about a 소담상회 product, the operator opens the
 * unanswered inquiries from the dashboard's count, answers in a dialog, and the member reads the answer on the product
 * page where they asked.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new general member, logged in by the calls the pages make. */
async function newMember(): Promise<{ lgnId: string; token: string }> {
  const api = (path: string) => `${baseUrl}/v1/app/${path}`;
  const lgnId = `inq${Date.now().toString(36)}`;
  const password = 'Passw0rd!x';
  const signup = await fetch(api('auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      joinType: 'general',
      lgnId,
      userPasswd: password,
      userNm: '나문의',
      userEmail: 'inq@example.kr',
      mblNo: `0107${String(Date.now()).slice(-7)}`,
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
  return { lgnId, token };
}

describe('the console inquiry desk', () => {
  it(
    'a member asks about a 소담상회 product; the operator answers from the dashboard queue; the member sees the answer',
    { timeout: 240_000 },
    async () => {
      const IF = `${baseUrl}/v1/api/if/sodam`;
      const member = await newMember();
      const products = (await (await fetch(`${IF}/products`)).json()) as { items: { pdId: number }[] };
      const pdId = products.items[0]!.pdId;
      const question = `포장 문의 ${Date.now().toString(36)}: 선물 포장이 되나요?`;
      const reply = '네, 매장에서 무료로 선물 포장해 드립니다.';
      const asked = await fetch(`${IF}/product/${pdId}/inq`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': member.token },
        body: JSON.stringify({ inqCn: question }),
      });
      expect(asked.status, await asked.clone().text()).toBe(200);

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole('link', { name: /미답변 문의 \(소담상회\)/ }).click();
      await page.getByRole('heading', { level: 1, name: '문의 답변' }).waitFor();
      expect(new URL(page.url()).searchParams.get('kind')).toBe('sodam');
      const row = page.getByRole('row').filter({ hasText: question });
      await row.waitFor();
      await expectAccessible(page, 'console inquiry queue');
      await row.getByRole('button', { name: /답변하기/ }).click();
      const dialog = page.getByRole('dialog', { name: /상품 문의 답변/ });
      await dialog.getByText(question).waitFor();
      await dialog.getByRole('textbox', { name: /답변 내용/ }).fill(reply);
      await screenshot(page, 'admin-inquiry-answer');
      await dialog.getByRole('button', { name: '답변 등록' }).click();
      await answer(page, /회원의 문의에 이 답변을 등록하시겠습니까\?/);
      await answer(page, '답변이 등록되었습니다.');
      await expect.poll(() => row.count()).toBe(0);
      await context.close();

      // The member reads the answer under 내 문의 on the product page where they asked.
      const memberContext = await newContext(browser, 'desktop');
      await memberContext.addInitScript((t) => window.localStorage.setItem('auth_token', t), member.token);
      const memberPage = await memberContext.newPage();
      await memberPage.goto(`${baseUrl}/sodam/product/${pdId}`);
      await memberPage.getByText(reply).waitFor();
      await memberContext.close();
    },
  );

  it(
    'a member asks about a 판로 홍보 promotion; the operator answers from the dashboard queue; the member sees the answer',
    { timeout: 240_000 },
    async () => {
      const member = await newMember();
      const title = `참여 자격 ${Date.now().toString(36)}`;
      const question = '법인 사업자도 지역경제 프로모션에 참여할 수 있나요?';
      const reply = '네, 법인 사업자도 참여할 수 있습니다.';
      const asked = await fetch(`${baseUrl}/v1/app/local/econoInq`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-auth-token': member.token },
        body: JSON.stringify({ cmpnyNm: '온판상회', telno: '02-123-4567', inqTtl: title, inqCn: question }),
      });
      expect(asked.status, await asked.clone().text()).toBe(200);

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole('link', { name: /미답변 문의 \(판로 홍보\)/ }).click();
      await page.getByRole('heading', { level: 1, name: '문의 답변' }).waitFor();
      expect(new URL(page.url()).searchParams.get('kind')).toBe('econ');
      const row = page.getByRole('row').filter({ hasText: title });
      await row.waitFor();
      await row.getByRole('button', { name: /답변하기/ }).click();
      const dialog = page.getByRole('dialog', { name: /프로모션 문의 답변/ });
      await dialog.getByText(question).waitFor();
      await dialog.getByRole('textbox', { name: /답변 내용/ }).fill(reply);
      await screenshot(page, 'admin-promotion-inquiry-answer');
      await dialog.getByRole('button', { name: '답변 등록' }).click();
      await answer(page, /회원의 문의에 이 답변을 등록하시겠습니까\?/);
      await answer(page, '답변이 등록되었습니다.');
      await expect.poll(() => row.count()).toBe(0);
      await context.close();

      // The member reads the answer in my page's 프로모션 문의 내역, where the promotion page said it would be.
      const memberContext = await newContext(browser, 'desktop');
      await memberContext.addInitScript((t) => window.localStorage.setItem('auth_token', t), member.token);
      const memberPage = await memberContext.newPage();
      await memberPage.goto(`${baseUrl}/mypage/promotion`);
      await memberPage.getByText(reply).waitFor();
      await memberContext.close();
    },
  );

  it(
    'a member asks about a space; the operator answers from the dashboard queue; the member sees the answer',
    { timeout: 240_000 },
    async () => {
      const member = await newMember();
      const spaces = (await (await fetch(`${baseUrl}/v1/app/space/lst`)).json()) as { items: { spaceId: number }[] };
      const title = `주차 문의 ${Date.now().toString(36)}`;
      const question = '공간을 예약하면 주차할 수 있나요?';
      const reply = '네, 건물 지하 주차장을 2시간 무료로 쓸 수 있습니다.';
      const asked = await fetch(`${baseUrl}/v1/app/reservation/inq`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': member.token },
        body: JSON.stringify({ spaceId: spaces.items[0]!.spaceId, inqTit: title, inqCn: question }),
      });
      expect(asked.status, await asked.clone().text()).toBe(200);

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole('link', { name: /미답변 문의 \(공간\)/ }).click();
      await page.getByRole('heading', { level: 1, name: '문의 답변' }).waitFor();
      expect(new URL(page.url()).searchParams.get('kind')).toBe('space');
      const row = page.getByRole('row').filter({ hasText: title });
      await row.waitFor();
      await row.getByRole('button', { name: /답변하기/ }).click();
      const dialog = page.getByRole('dialog', { name: /공간 문의 답변/ });
      await dialog.getByText(question).waitFor();
      await dialog.getByRole('textbox', { name: /답변 내용/ }).fill(reply);
      await dialog.getByRole('button', { name: '답변 등록' }).click();
      await answer(page, /회원의 문의에 이 답변을 등록하시겠습니까\?/);
      await answer(page, '답변이 등록되었습니다.');
      await expect.poll(() => row.count()).toBe(0);
      await context.close();

      // The member reads the answer in 공간 문의 내역, the list of the inquiries they wrote.
      const memberContext = await newContext(browser, 'desktop');
      await memberContext.addInitScript((t) => window.localStorage.setItem('auth_token', t), member.token);
      const memberPage = await memberContext.newPage();
      await memberPage.goto(`${baseUrl}/space/inquiry/List`);
      const mine = memberPage.getByRole('listitem').filter({ hasText: title });
      await mine.getByText('답변완료').waitFor();
      await mine.getByText(title).click();
      await mine.getByText(reply).waitFor();
      await memberContext.close();
    },
  );

  it(
    'an operator keeps an answer template, answers a space inquiry with it edited before sending; the member reads it',
    { timeout: 240_000 },
    async () => {
      const member = await newMember();
      const spaces = (await (await fetch(`${baseUrl}/v1/app/space/lst`)).json()) as { items: { spaceId: number }[] };
      const title = `대관 시간 ${Date.now().toString(36)}`;
      const asked = await fetch(`${baseUrl}/v1/app/reservation/inq`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': member.token },
        body: JSON.stringify({ spaceId: spaces.items[0]!.spaceId, inqTit: title, inqCn: '밤 10시까지 쓸 수 있나요?' }),
      });
      expect(asked.status, await asked.clone().text()).toBe(200);
      const tmplNm = `운영 시간 ${Date.now().toString(36)}`;
      const tmplCn = '공간은 평일 오전 9시부터 오후 9시까지 이용할 수 있습니다.';
      const added = '다만 행사 대관은 담당자와 따로 상의해 주세요.';

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      // The template, kept on the templates page.
      await page.goto(`${baseUrl}/admin/inquiries/templates`);
      await page.getByRole('heading', { level: 1, name: '답변 템플릿' }).waitFor();
      await page.getByRole('button', { name: '새 템플릿' }).click();
      const form = page.getByRole('dialog', { name: '답변 템플릿 만들기' });
      await form.getByLabel('문의 종류').selectOption({ label: '공간 문의' });
      await form.getByRole('textbox', { name: /템플릿 이름/ }).fill(tmplNm);
      await form.getByRole('textbox', { name: /템플릿 내용/ }).fill(tmplCn);
      await form.getByRole('button', { name: '저장' }).click();
      await answer(page, '이 답변 템플릿을 만드시겠습니까?');
      await answer(page, `답변 템플릿 '${tmplNm}'을(를) 만들었습니다.`);
      await page.getByRole('row').filter({ hasText: tmplNm }).waitFor();
      await expectAccessible(page, 'console answer templates');

      // The inbox, narrowed to the question by its words; the template inserted, then edited before sending.
      await page.goto(`${baseUrl}/admin/inquiries?kind=space&q=${encodeURIComponent(title)}`);
      const row = page.getByRole('row').filter({ hasText: title });
      await row.getByText('0일 경과').waitFor();
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      await row.getByRole('button', { name: /답변하기/ }).click();
      const dialog = page.getByRole('dialog', { name: /공간 문의 답변/ });
      await dialog.getByLabel('답변 템플릿').selectOption({ label: tmplNm });
      const field = dialog.getByRole('textbox', { name: /답변 내용/ });
      await expect.poll(() => field.inputValue()).toBe(tmplCn);
      await field.press('End');
      await field.pressSequentially(` ${added}`);
      await screenshot(page, 'admin-inquiry-template-answer');
      await dialog.getByRole('button', { name: '답변 등록' }).click();
      await answer(page, /회원의 문의에 이 답변을 등록하시겠습니까\?/);
      await answer(page, '답변이 등록되었습니다.');
      await expect.poll(() => row.count()).toBe(0);
      await context.close();

      // The member reads the edited answer, and when it came, in 공간 문의 내역 where they asked.
      const memberContext = await newContext(browser, 'desktop');
      await memberContext.addInitScript((t) => window.localStorage.setItem('auth_token', t), member.token);
      const memberPage = await memberContext.newPage();
      await memberPage.goto(`${baseUrl}/space/inquiry/List`);
      const mine = memberPage.getByRole('listitem').filter({ hasText: title });
      await mine.getByText('답변완료').waitFor();
      await mine.getByText(title).click();
      await mine.getByText(`${tmplCn} ${added}`).waitFor();
      await mine.getByText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 답변/).waitFor();
      await screenshot(memberPage, 'space-inquiry-answered');
      await memberContext.close();
    },
  );

  it(
    'the 전체 view lists a product and a space inquiry together, unanswered first; one is answered from it',
    { timeout: 240_000 },
    async () => {
      const member = await newMember();
      const word = `전체보기${Date.now().toString(36)}`;
      const IF = `${baseUrl}/v1/api/if/sodam`;
      const products = (await (await fetch(`${IF}/products`)).json()) as { items: { pdId: number }[] };
      const spaces = (await (await fetch(`${baseUrl}/v1/app/space/lst`)).json()) as { items: { spaceId: number }[] };
      const headers = { 'content-type': 'application/json', 'x-auth-token': member.token };
      const product = await fetch(`${IF}/product/${products.items[0]!.pdId}/inq`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ inqCn: `${word} 선물 포장이 되나요?` }),
      });
      expect(product.status, await product.clone().text()).toBe(200);
      const space = await fetch(`${baseUrl}/v1/app/reservation/inq`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ spaceId: spaces.items[0]!.spaceId, inqTit: `${word} 주차`, inqCn: '주차할 수 있나요?' }),
      });
      expect(space.status, await space.clone().text()).toBe(200);
      const reply = '네, 지하 주차장을 쓸 수 있습니다.';

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/inquiries?q=${encodeURIComponent(word)}`);
      await page.getByRole('heading', { level: 1, name: '문의 답변' }).waitFor();
      const table = page.getByRole('table', { name: /전체 문의 목록/ });
      const productRow = table.getByRole('row').filter({ hasText: '선물 포장이 되나요?' });
      const spaceRow = table.getByRole('row').filter({ hasText: `${word} 주차` });
      await productRow.getByText('소담상회 상품 문의').waitFor();
      await spaceRow.getByText('공간 문의').waitFor();
      // The question asked first is the one waiting longest: it comes first.
      await expect.poll(() => table.getByRole('row').count()).toBe(3);
      await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain('선물 포장이 되나요?');
      await page.getByText('총 2건').waitFor();
      await expectAccessible(page, 'console inquiry inbox, every kind');
      await screenshot(page, 'admin-inquiry-inbox-all');

      await spaceRow.getByRole('button', { name: /답변하기/ }).click();
      const dialog = page.getByRole('dialog', { name: /공간 문의 답변/ });
      await dialog.getByText('주차할 수 있나요?').waitFor();
      await dialog.getByRole('textbox', { name: /답변 내용/ }).fill(reply);
      await dialog.getByRole('button', { name: '답변 등록' }).click();
      await answer(page, /회원의 문의에 이 답변을 등록하시겠습니까\?/);
      await answer(page, '답변이 등록되었습니다.');
      // Answered, it stays in the 전체 view marked so, after every unanswered question.
      await spaceRow.getByText('답변 완료').waitFor();
      await spaceRow.getByRole('button', { name: /답변 고치기/ }).waitFor();
      await expect.poll(() => table.getByRole('row').nth(2).textContent()).toContain(`${word} 주차`);

      // Narrowed to the unanswered by the filter in the address bar, only the product question is left.
      await page.goto(`${baseUrl}/admin/inquiries?q=${encodeURIComponent(word)}&answered=N`);
      await page.getByRole('table', { name: /전체 문의 목록 \(미답변\)/ }).waitFor();
      await page.getByText('총 1건').waitFor();
      await productRow.waitFor();
      await context.close();
    },
  );
});
