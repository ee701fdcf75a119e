import { NOTIFICATION_MESSAGES } from '@onfan/contracts/notification';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_TOTP_SECRET } from '../apps/server/src/domains/auth/auth.seed.js';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { startPortal } from './support/global-setup.js';
import { DEMO_PASSWORD, totpCode } from './support/portal.js';

/**
 * Advertising at night (issue 40, 정보통신망법 제50조 ③, decision 045), in the browser: a portal of its own runs at
 * 22:30 in Seoul (its clock shifted, as the server tests hand the app a fixed clock). The operator sees before sending
 * that members without the night consent will get it at 08:00, sends it, and reads 야간 보류 for all of them;
 * demo-member (marketing consent, no night consent) finds nothing under the bell on a phone. After demo-member gives
 * the night consent, the next advertisement reaches them at once and the first one still waits for the morning.
 */

const HOUR = 3_600_000;
/** The next 22:30 in Seoul (UTC+9, no summer time) from now, as a shift of the clock. */
function shiftToSeoulNight(now = Date.now()): number {
  const seoul = new Date(now + 9 * HOUR);
  let target = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate(), 22, 30) - 9 * HOUR;
  if (target < now) target += 24 * HOUR;
  return target - now;
}

const shift = shiftToSeoulNight();
let portal: { url: string; stop: () => Promise<void> };
let browser: Browser;
const api = (path: string) => `${portal.url}/v1/app/${path}`;

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
}

async function loginOf(lgnId: string): Promise<string> {
  const res = await post('auth/login', { lgnId, userPasswd: DEMO_PASSWORD });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ clockShiftMs: shift }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Writes an advertisement to general members on the console and sends it; answers the count the form showed. */
async function sendAd(
  page: Page,
  title: string,
  want: { operator: string; audit: boolean },
): Promise<{ reach: number; held: number }> {
  // What the server counts for 광고성 to general members now (the same query the send uses).
  const res = await fetch(api('notification/admin/announcements/reach?ancmtKind=AD&userPattnCd=200'), {
    headers: { 'x-auth-token': want.operator },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { reachCnt: reach, nightHeldCnt: held } = (await res.json()) as { reachCnt: number; nightHeldCnt: number };
  await page.goto(`${portal.url}/admin/announcements/new`);
  await page.getByRole('heading', { level: 1, name: '알림 쓰기' }).waitFor();
  await page.getByText('광고성', { exact: true }).click();
  await page.getByLabel('받는 회원 종류', { exact: true }).selectOption({ label: '일반 회원' });
  // The form shows that count once its own answer for the choice is in (never the earlier choice's).
  const n = (v: number) => v.toLocaleString('ko-KR');
  const shown =
    `${n(reach)}명에게 보냅니다.` +
    (held > 0 ? ` 지금은 야간(21시~08시)이라 야간 광고 수신에 동의하지 않은 ${n(held)}명은 08시에 받습니다.` : '');
  // The whole text, not a part ("11명에게" holds "1명에게"): the form never shows another choice's count meanwhile.
  const whole = new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page.getByRole('status').filter({ hasText: whole }).waitFor();
  await page.getByRole('textbox', { name: /^제목/ }).fill(title);
  await page.getByRole('textbox', { name: /^내용/ }).fill('동행축제 야간 특가를 안내합니다.');
  if (want.audit) {
    await expectAccessible(page, 'console announcement write at night');
    await screenshot(page, 'admin-announcement-night');
  }
  await page.getByRole('button', { name: '발송', exact: true }).click();
  await answer(page, `이 알림을 ${reach.toLocaleString('ko-KR')}명에게 보내시겠습니까?`);
  await answer(page, '알림을 발송했습니다.');
  await page.waitForURL((u) => u.pathname === '/admin/announcements');
  return { reach, held };
}

/** The delivery counts of the announcement titled `title`, as its page shows them. */
async function countsOf(page: Page, title: string): Promise<Record<string, string>> {
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 2, name: '발송 결과' }).waitFor();
  const counts: Record<string, string> = {};
  for (const row of await page.locator('dl').first().locator('div').all()) {
    counts[await row.locator('dt').innerText()] = await row.locator('dd').innerText();
  }
  await page.goBack();
  return counts;
}

describe('advertising at night', () => {
  let operator: BrowserContext;
  let member: BrowserContext;
  afterAll(async () => {
    await operator?.close();
    await member?.close();
  });

  it(
    'waits until 08:00 for members without the night consent and reaches those who gave it at once',
    { timeout: 300_000 },
    async () => {
      const admin = await loginOf('demo-admin');
      // The second factor by the portal's own (shifted) clock: this fresh portal has seen no code yet.
      const code = await totpCode(DEMO_OPERATOR_TOTP_SECRET, Math.floor((Date.now() + shift) / 30_000));
      const verified = await post('auth/second-factor/verify', { code }, admin);
      expect(verified.status, await verified.clone().text()).toBe(200);
      const memberToken = await loginOf('demo-member');
      operator = await newContext(browser, 'desktop', { session: { origin: portal.url, token: admin } });
      member = await newContext(browser, 'phone', { session: { origin: portal.url, token: memberToken } });
      const desk = await operator.newPage();
      const phone = await member.newPage();

      // Nobody has given the night consent on a fresh portal: every member it reaches waits for the morning.
      const first = `(광고) 야간 특가 ${Date.now().toString(36)}`;
      const sent = await sendAd(desk, first, { operator: admin, audit: true });
      expect(sent.reach).toBeGreaterThan(0);
      expect(sent.held).toBe(sent.reach);
      const before = await countsOf(desk, first);
      expect(before['알림 표시']).toBe('0명');
      expect(before['야간 보류']).toBe(`${sent.reach.toLocaleString('ko-KR')}명`);

      await phone.goto(`${portal.url}/mypage/notifications`);
      const list = phone.getByRole('list', { name: '받은 알림' });
      // The list has answered (its count, or that there is none) before its absence is read.
      await phone
        .getByText(/^전체 [\d,]+건/)
        .or(phone.getByText(NOTIFICATION_MESSAGES.empty))
        .waitFor();
      expect(await list.getByRole('link').filter({ hasText: first }).count()).toBe(0);
      await screenshot(phone, 'notifications-night-held-phone');

      // demo-member gives the night consent (beside the marketing consent in 내 정보).
      const night = await fetch(api('auth/nightAdRcptnAgree?nightAdAgreYn=Y'), {
        method: 'POST',
        headers: { 'x-auth-token': memberToken },
      });
      expect(night.status, await night.clone().text()).toBe(200);

      const second = `(광고) 야간 특가 둘째 ${Date.now().toString(36)}`;
      const again = await sendAd(desk, second, { operator: admin, audit: false });
      expect(again.reach).toBe(sent.reach);
      expect(again.held).toBe(sent.reach - 1);
      const after = await countsOf(desk, second);
      expect(after['알림 표시']).toBe('1명');
      expect(after['야간 보류']).toBe(`${(sent.reach - 1).toLocaleString('ko-KR')}명`);

      // The second reaches demo-member now; the first still waits for 08:00.
      await phone.reload();
      await list.getByRole('link').filter({ hasText: second }).waitFor();
      expect(await list.getByRole('link').filter({ hasText: first }).count()).toBe(0);
      await phone.getByRole('button', { name: /^알림 \d+건$/ }).click();
      await phone.getByRole('region', { name: '알림' }).getByRole('link').filter({ hasText: second }).waitFor();
    },
  );
});
