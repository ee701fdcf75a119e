import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { operatorToken, portalUrl } from './support/portal.js';

/**
 * The dashboard's charts and the member page (issue 37, decision 037): the system administrator sees the four charts
 * with their tables, switches to 90 days (kept in the address) and downloads one chart's numbers as CSV; opens the
 * demo member's page with its reservations, applications and posts; and resets a member's password by text message.
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

/** The member's id, as the member search finds it. */
async function userIdOf(lgnId: string): Promise<number> {
  const res = await fetch(api(`auth/admin/members?q=${lgnId}`), { headers: { 'x-auth-token': await operatorToken() } });
  const page = (await res.json()) as { items: { userId: number; lgnId: string }[] };
  return page.items.find((m) => m.lgnId === lgnId)!.userId;
}

/** Today's page views on the chart: the last day's count summed over its series (기타 included). */
async function pageViewsToday(): Promise<number> {
  const res = await fetch(api('admin/dashboard/charts/page-views?days=30'), {
    headers: { 'x-auth-token': await operatorToken() },
  });
  expect(res.status).toBe(200);
  const chart = (await res.json()) as { series: { values: number[] }[] };
  return chart.series.reduce((sum, s) => sum + (s.values.at(-1) ?? 0), 0);
}

/** A new general member made by the sign-up call (its password is reset here, so no other journey's member is). */
async function newMember(): Promise<{ lgnId: string; password: string }> {
  const lgnId = `reset${Date.now().toString(36)}`;
  const password = 'Passw0rd!x';
  const signup = await fetch(api('auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      joinType: 'general',
      lgnId,
      userPasswd: password,
      userNm: '나초기',
      userEmail: 'reset@example.kr',
      mblNo: `0107${String(Date.now()).slice(-7)}`,
      termsAgreYn: 'Y',
      prvcAgreYn: 'Y',
      mktAgreYn: 'N',
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(200);
  return { lgnId, password };
}

/** The console is checked at 1280 px, the width issue 37 names. */
const CONSOLE_SIZE = { width: 1280, height: 900 };

const CHARTS = ['회원 유형별 가입', '스튜디오별 예약', '지원사업별 신청', '공개 화면 조회수'];

describe('the console dashboard and member page', () => {
  it(
    'shows the charts with their tables, keeps 90 days in the address and downloads a chart as CSV',
    { timeout: 240_000 },
    async () => {
      // A public page served now is counted in today's page views: the chart's day total grows by it. (Which paths
      // have their own column depends on what the journeys before this one viewed: the chart draws the seven viewed
      // most and sums the rest as 기타, so the page's column is not what is checked.)
      const viewsToday = await pageViewsToday();
      expect((await fetch(`${baseUrl}/notice`)).status).toBe(200);
      await expect.poll(pageViewsToday).toBeGreaterThan(viewsToday);
      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin', size: CONSOLE_SIZE });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole('heading', { level: 1, name: '대시보드' }).waitFor();
      await page.getByRole('heading', { level: 2, name: '추이' }).waitFor();
      for (const title of CHARTS) {
        await page.getByRole('heading', { level: 3, name: title }).waitFor();
        const table = page.getByRole('region', { name: `${title} 일별 건수(최근 30일)` }).getByRole('table');
        await table.waitFor();
        // A row per day, a header row and the totals.
        await expect.poll(() => table.getByRole('row').count()).toBe(32);
      }
      const views = page.getByRole('region', { name: '공개 화면 조회수 일별 건수(최근 30일)' });
      await views.getByRole('columnheader', { name: /^\// }).first().waitFor();
      await expectAccessible(page, 'console dashboard with charts');
      await screenshot(page, 'admin-dashboard-charts');

      await page.getByText('최근 90일', { exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('days') === '90');
      const views90 = page.getByRole('region', { name: '공개 화면 조회수 일별 건수(최근 90일)' });
      await expect.poll(() => views90.getByRole('row').count()).toBe(92);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '공개 화면 조회수 CSV 내려받기' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^온판-공개 화면 조회수-최근90일-\d{8}\.csv$/);
      const csv = await fs.readFile(await download.path(), 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^날짜,\/.*,합계$/);
      expect(lines).toHaveLength(92);
      expect(lines.at(-1)).toMatch(/^합계,/);

      // The address keeps the period: a reload shows 90 days again.
      await page.reload();
      await page.getByRole('region', { name: '회원 유형별 가입 일별 건수(최근 90일)' }).waitFor();
      await context.close();
    },
  );

  it(
    "opens the demo member's page with its activity, and resets a member's password by text message",
    { timeout: 240_000 },
    async () => {
      const member = await newMember();
      const [demoId, memberId] = [await userIdOf('demo-member'), await userIdOf(member.lgnId)];
      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin', size: CONSOLE_SIZE });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/members/${demoId}`);
      await page.getByRole('heading', { level: 1, name: 'demo-member 회원' }).waitFor();
      for (const title of ['예약(스튜디오·공간)', '지원사업 신청', '커뮤니티 글·댓글']) {
        // The section, named by its heading (its table is named '… 최근 목록').
        await page
          .getByRole('region', { name: title, exact: true })
          .getByText(/^총 [\d,]+건/)
          .waitFor();
      }
      await expectAccessible(page, 'console member page with activity');
      await screenshot(page, 'admin-member-activity');

      await page.goto(`${baseUrl}/admin/members/${memberId}`);
      await page.getByRole('heading', { level: 1, name: `${member.lgnId} 회원` }).waitFor();
      await page.getByText('예약 내역이 없습니다.').waitFor();
      await page.getByRole('button', { name: '비밀번호 초기화(문자 발송)' }).click();
      const dialog = page.getByRole('dialog', { name: '비밀번호 초기화(문자 발송)' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, '사유를 입력해 주세요.');
      await dialog.getByLabel(/^사유/).fill('회원 본인 전화 요청(본인 확인 완료)');
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, `${member.lgnId} 회원의 비밀번호를 초기화하고 임시 비밀번호를 문자로 보내시겠습니까?`);
      await answer(page, /임시 비밀번호를 회원의 휴대폰으로 보냈습니다\./);
      await dialog.waitFor({ state: 'detached' });
      await screenshot(page, 'admin-member-password-reset');
      // The old password no longer opens the account.
      const login = await fetch(api('auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lgnId: member.lgnId, userPasswd: member.password }),
      });
      expect(login.status).not.toBe(200);
      await context.close();
    },
  );
});
