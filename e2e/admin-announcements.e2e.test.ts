import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, portalUrl } from './support/portal.js';

/**
 * The announcements desk (issue 40, decision 045): the demo operator opens 알림 발송, writes an advertisement to
 * general members of 서울특별시, sees how many it reaches before sending ("N명에게 보냅니다"), confirms and sends
 * it; demo-member, who agreed to marketing and recorded 서울특별시, finds it under the bell with the unsubscribe link.
 * demo-member gives the night consent first, so the journey holds at any hour (at night an advertisement waits for
 * 08:00 without it).
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

async function memberToken(lgnId: string): Promise<string> {
  const res = await fetch(api('auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lgnId, userPasswd: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('the announcements desk', () => {
  it(
    'an operator sees the reach, sends an advertisement to consenting members, and demo-member finds it under the bell',
    { timeout: 300_000 },
    async () => {
      const title = `(광고) 동행축제 특가 ${Date.now().toString(36)}`;
      const token = await memberToken('demo-member');
      const night = await fetch(api('auth/nightAdRcptnAgree?nightAdAgreYn=Y'), {
        method: 'POST',
        headers: { 'x-auth-token': token },
      });
      expect(night.status, await night.clone().text()).toBe(200);

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/announcements`);
      await page.getByRole('heading', { level: 1, name: '알림 발송' }).waitFor();
      await page.getByText(/^총 \d+건/).waitFor();
      await expectAccessible(page, 'console announcements');
      await screenshot(page, 'admin-announcements');

      await page.getByRole('link', { name: '알림 쓰기' }).click();
      await page.getByRole('heading', { level: 1, name: '알림 쓰기' }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /명에게 보냅니다/ })
        .waitFor();
      await page.getByText('광고성', { exact: true }).click();
      await page.getByLabel('받는 회원 종류', { exact: true }).selectOption({ label: '일반 회원' });
      const reachCount = async () => {
        const text = await page
          .getByRole('status')
          .filter({ hasText: /명에게 보냅니다/ })
          .innerText();
        return Number(/([\d,]+)명에게 보냅니다/.exec(text)![1]!.replace(/,/g, ''));
      };
      // General members who agreed to marketing (demo-member among them), counted by the server.
      const reachRes = await fetch(api('notification/admin/announcements/reach?ancmtKind=AD&userPattnCd=200'), {
        headers: { 'x-auth-token': await operatorTokenOf(page) },
      });
      const kindOnly = ((await reachRes.json()) as { reachCnt: number }).reachCnt;
      expect(kindOnly).toBeGreaterThan(0);
      await expect.poll(reachCount).toBe(kindOnly);
      // A 시·도: only members who recorded it in 내 정보 (demo-member's is 서울특별시, by the seed).
      await page.getByLabel('지역', { exact: true }).selectOption({ label: '서울특별시' });
      const regionRes = await fetch(
        api('notification/admin/announcements/reach?ancmtKind=AD&userPattnCd=200&rgnCd=11'),
        { headers: { 'x-auth-token': await operatorTokenOf(page) } },
      );
      const expected = ((await regionRes.json()) as { reachCnt: number }).reachCnt;
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThanOrEqual(kindOnly);
      await expect.poll(reachCount).toBe(expected);

      const tit = page.getByRole('textbox', { name: /^제목/ });
      expect(await tit.inputValue()).toBe('(광고) ');
      await tit.fill(title);
      await page.getByRole('textbox', { name: /^내용/ }).fill('온판 동행축제 특가 상품을 만나 보세요.');
      await page.getByRole('textbox', { name: /^연결 페이지/ }).fill('/notice');
      await page.getByText('이메일 (회원이 받기로 한 경우)').click();
      await expectAccessible(page, 'console announcement write');
      await screenshot(page, 'admin-announcement-write');

      await page.getByRole('button', { name: '발송', exact: true }).click();
      await answer(page, `이 알림을 ${expected.toLocaleString('ko-KR')}명에게 보내시겠습니까?`);
      await answer(page, '알림을 발송했습니다.');
      await page.waitForURL((u) => u.pathname === '/admin/announcements');
      const row = page.getByRole('row').filter({ hasText: title });
      await row.getByText('발송 완료').waitFor();
      expect(await row.innerText()).toContain('일반 회원 · 서울특별시');
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 2, name: '발송 결과' }).waitFor();
      const shown = page.locator('dl').first().locator('div').filter({ hasText: '알림 표시' }).locator('dd');
      expect(await shown.innerText()).toBe(`${expected.toLocaleString('ko-KR')}명`);
      await context.close();

      // demo-member: the bell counts it; the panel shows it with the unsubscribe link, and it opens /notice.
      const memberContext = await newContext(browser, 'desktop', { loggedInAs: 'demo-member' });
      const member = await memberContext.newPage();
      await member.goto(`${baseUrl}/mypage/notifications`);
      const list = member.getByRole('list', { name: '받은 알림' });
      const item = list.getByRole('link').filter({ hasText: title });
      await item.waitFor();
      expect(await item.innerText()).toContain('수신거부:');
      expect(await item.getAttribute('href')).toBe('/notice');
      const bell = member.getByRole('button', { name: /^알림 \d+건$/ });
      await bell.click();
      const panel = member.getByRole('region', { name: '알림' });
      await panel.getByRole('link').filter({ hasText: title }).waitFor();
      await memberContext.close();
    },
  );
});

/** The operator session the page runs with (the one loggedInAs gave it). */
async function operatorTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('auth_token') ?? '');
}
