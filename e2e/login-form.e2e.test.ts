import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, screenshot, VIEWPORTS } from './support/browser.js';
import { DEMO_PASSWORD, portalUrl } from './support/portal.js';

/**
 * The login sent before the page's scripts take over (issue 33, item 2). The login page is drawn by the server; its
 * form posts to /login, which logs the member in and hands the session to the app (an inline script allowed by the
 * response's nonce keeps the token where the app keeps it), or draws the page again with the refusal and the id as
 * typed. The password is never in an address. Contexts are made here rather than with newContext, whose page loads
 * wait for the app to take over — these pages are meant to be read without it.
 */

const baseUrl = portalUrl();
const APP_SCRIPTS = /\/assets\/.*\.js$/;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A person's browser that records Content-Security-Policy refusals (as newContext does) and every request. */
async function plainContext(viewport: keyof typeof VIEWPORTS = 'desktop') {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  context.setDefaultTimeout(60_000);
  await context.route('**/v1/app/common/msg/events', (route) => route.abort());
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const requests: Request[] = [];
  context.on('request', (r) => requests.push(r));
  const consoleErrors: string[] = [];
  context.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  return { context, requests, consoleErrors };
}

async function fillLogin(page: Page, lgnId: string | null, password: string) {
  if (lgnId !== null) await page.getByLabel(/^아이디/).fill(lgnId);
  await page
    .getByLabel(/^비밀번호/)
    .first()
    .fill(password);
}

/** Clicks 로그인 and waits for the form's own POST to /login (not a call of the API) and its answer. */
async function sendForm(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login'),
    page.getByRole('button', { name: '로그인', exact: true }).click({ noWaitAfter: true }),
  ]);
  return response;
}

function expectNoPasswordInAnyAddress(requests: Request[], password: string) {
  for (const r of requests) {
    expect(r.url(), 'a request address').not.toContain(encodeURIComponent(password));
    expect(r.url(), 'a request address').not.toContain('userPasswd');
  }
}

async function token(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('auth_token'));
}

describe('login before the scripts', () => {
  it('a plain-HTML form posts: refused with its message, then logged in and back where it started', async () => {
    const { context, requests } = await plainContext('desktop');
    await context.route(APP_SCRIPTS, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login?returnUrl=%2Fnotice`);
    const form = page.getByRole('form', { name: '로그인' });
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('action')).toBe('/login?returnUrl=%2Fnotice');

    await fillLogin(page, 'demo-member', 'Wrong!pass77');
    const refused = await sendForm(page);
    expect(refused.status()).toBe(401);
    await page.getByRole('alert').filter({ hasText: '비밀번호가 잘못되었습니다.' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?returnUrl=%2Fnotice');
    // The id as typed is there; the password is not (in the field or anywhere in the page).
    expect(await page.getByLabel(/^아이디/).inputValue()).toBe('demo-member');
    expect(
      await page
        .getByLabel(/^비밀번호/)
        .first()
        .inputValue(),
    ).toBe('');
    expect(await page.content()).not.toContain('Wrong!pass77');
    await expectAccessible(page, 'login refused before the scripts');
    await screenshot(page, 'login-form-refused-before-scripts');

    await fillLogin(page, null, DEMO_PASSWORD);
    const accepted = await sendForm(page);
    expect(accepted.status()).toBe(200);
    await page.waitForURL((u) => u.pathname === '/notice');
    // The session is where the app's own login keeps it; the hand-over page ran under its nonce only.
    expect(await token(page)).toMatch(/\S{20,}/);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expectNoPasswordInAnyAddress(requests, DEMO_PASSWORD);
    expectNoPasswordInAnyAddress(requests, 'Wrong!pass77');

    // With its scripts the app opens logged in.
    await context.unroute(APP_SCRIPTS);
    await page.reload();
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    await screenshot(page, 'login-form-logged-in');
    await context.close();
  });

  it('a form sent while the scripts are still on their way is drawn again, hydrates with its message and then logs in', async () => {
    const { context, requests, consoleErrors } = await plainContext('phone');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(APP_SCRIPTS, async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    // The scripts are held: the page is the server's HTML only (no load event until they come).
    await page.goto(`${baseUrl}/login?returnUrl=%2Fnotice`, { waitUntil: 'commit' });
    await page.getByLabel(/^아이디/).waitFor();
    await fillLogin(page, 'demo-creator', 'Wrong!pass78');
    expect((await sendForm(page)).status()).toBe(401);
    await page.getByRole('alert').filter({ hasText: '비밀번호가 잘못되었습니다.' }).waitFor();

    // The scripts arrive: the app adopts the server's page, its message included.
    release();
    await page.waitForFunction(() => !document.getElementById('ssr-data'), undefined, { timeout: 30_000 });
    await page.getByRole('alert').filter({ hasText: '비밀번호가 잘못되었습니다.' }).waitFor();
    expect(await page.getByLabel(/^아이디/).inputValue()).toBe('demo-creator');
    expect(consoleErrors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await expectAccessible(page, 'login refused, hydrated (phone)');
    await screenshot(page, 'login-form-refused-hydrated-phone');

    // Now the app's own login: the API call, no page post.
    await fillLogin(page, null, DEMO_PASSWORD);
    const [call] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/app/auth/login'),
      page.getByRole('button', { name: '로그인', exact: true }).click(),
    ]);
    expect(call.status()).toBe(200);
    await page.waitForURL((u) => u.pathname === '/notice');
    expect(await token(page)).toMatch(/\S{20,}/);
    expectNoPasswordInAnyAddress(requests, DEMO_PASSWORD);
    await context.close();
  });

  it('an address that carries the fields is sent on to the login page without them', async () => {
    const { context } = await plainContext('desktop');
    const page = await context.newPage();
    const res = await page.goto(
      `${baseUrl}/login?returnUrl=%2Fnotice&lgnId=demo-member&userPasswd=${encodeURIComponent(DEMO_PASSWORD)}`,
    );
    expect(res?.status()).toBe(200);
    expect(page.url()).toBe(`${baseUrl}/login?returnUrl=%2Fnotice`);
    await page.getByRole('form', { name: '로그인' }).waitFor();
    await context.close();
  });
});
