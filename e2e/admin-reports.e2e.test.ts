import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The report desk (커뮤니티 › 신고 처리, issue 37): a member reports another's community post through the call the
 * board makes; the operator sees the waiting reports counted on the dashboard, opens the queue from its link, reads the
 * reported title with its count and reasons, and removes the post with a reason; a visitor finds the post gone.
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

/** A new general member, by the sign-up and login calls the pages make. */
async function newMember(prefix: string): Promise<{ lgnId: string; token: string }> {
  const lgnId = `${prefix}${Date.now().toString(36)}`;
  const password = 'Passw0rd!x';
  const signup = await fetch(api('auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      joinType: 'general',
      lgnId,
      userPasswd: password,
      userNm: '김작성',
      userEmail: `${lgnId}@example.kr`,
      mblNo: `0106${String(Date.now()).slice(-7)}`,
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

async function post(path: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** The number a dashboard card shows ('3건'). */
async function countOf(card: Locator): Promise<number> {
  const text = (await card.textContent()) ?? '';
  return Number(/([\d,]+)건/.exec(text)?.[1]?.replaceAll(',', '') ?? NaN);
}

describe('the report desk', () => {
  it(
    'a reported post is counted on the dashboard, opened from its link and removed with a reason; a visitor finds it gone',
    { timeout: 240_000 },
    async () => {
      const writer = await newMember('rptw');
      const reporter = await newMember('rptr');
      const title = `신고될 글 ${Date.now().toString(36)}`;
      const made = await post('community/sb', writer.token, {
        comunCtgrDcd: '1007002',
        comunBltartclTit: title,
        comunBltartclCn: '<p>광고 문구가 가득한 본문</p>',
      });
      const id = made.comunBltartclId as number;
      await post('community/rpt', reporter.token, { trgtType: 'post', trgtId: id, rsnCd: 'spam', rsnCn: '광고입니다' });

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      const card = page.getByRole('link', { name: /신고 처리 대기/ });
      await card.waitFor();
      const before = await countOf(card);
      expect(before).toBeGreaterThanOrEqual(1);
      await card.click();
      await page.getByRole('heading', { level: 1, name: '신고 처리' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/reports');
      const region = page.getByRole('region', { name: /신고된 글 목록/ });
      const row = region.getByRole('row').filter({ hasText: title });
      await row.waitFor();
      await row.getByText('스팸·광고 1').waitFor();
      await row.getByText('1명').waitFor();
      await row.getByText('공개 중').waitFor();
      await expectAccessible(page, 'console report queue');
      await screenshot(page, 'admin-report-queue');

      // Sorted by the report count from its header: the address bar keeps it.
      await region.getByRole('button', { name: /신고자 수/ }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('rptCnt');
      await row.waitFor();

      await row.getByRole('button', { name: /^삭제/ }).click();
      const dialog = page.getByRole('dialog', { name: '신고된 게시글 삭제' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '삭제' }).click();
      // No reason, no change: the form check names what is missing.
      await answer(page, '사유를 입력해 주세요.');
      await dialog.getByLabel(/처리 사유/).fill('광고성 글이라 삭제합니다.');
      await dialog.getByRole('button', { name: '삭제' }).click();
      await answer(page, `“${title}”을(를) 삭제하시겠습니까?`);
      await answer(page, '삭제되었습니다.');
      await expect.poll(() => row.count()).toBe(0);

      await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '대시보드' }).click();
      await card.waitFor();
      await expect.poll(() => countOf(card)).toBe(before - 1);
      await context.close();

      const visitor = await newContext(browser, 'desktop');
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`${baseUrl}/community/${id}/view`);
      await visitorPage.getByText('삭제된 게시글입니다.').waitFor();
      await visitor.close();
    },
  );
});
