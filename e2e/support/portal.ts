import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../apps/server/src/domains/auth/auth.seed.js';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The portal this test file drives. Each e2e worker (the project's maxWorkers) has its own server on its own
 * database (global-setup.ts): files in one worker run one after another, as they would on a single server, and never
 * see another worker's members, bookings or counts.
 */
export function portalUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length]!;
}

/** The password of every demo account the seed makes (demo-member, demo-creator, demo-admin ...). */
export const DEMO_PASSWORD = 'Onfan!2026demo';

/**
 * Closes the home page's layer popup (one layer pages through every current notice; its 닫기 closes it for the visit).
 * Only the home page has one (MainLive); elsewhere this returns at once. On the home page the demo seed always has
 * current popups (content.seed.ts), so the layer is waited for — drawn by the server, or after the popups' call when
 * the home page was reached inside the app — and then waited out after the click: the journey goes on with the layer
 * gone, not merely asked to go.
 */
export async function closePopups(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/') return;
  const layer = page.locator('aside[data-popup]');
  await layer.first().waitFor();
  await layer.first().getByRole('button', { name: '닫기' }).click();
  await layer.first().waitFor({ state: 'detached' });
}

/** Fills and sends the login form shown on the page (the login page, or where a journey was sent to log in). */
export async function submitLogin(page: Page, lgnId: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page
    .getByLabel(/^아이디/)
    .first()
    .fill(lgnId);
  await page
    .getByLabel(/^비밀번호/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/**
 * Clicks `control` and waits for the POST call it sends to a path matching `path`; answers '<status> <body>', so a
 * journey checks the call's answer first (`toMatch(/^200 /)`) and a refusal names itself instead of surfacing later as
 * a missing list item.
 */
export async function clickAndPost(page: Page, control: Locator, path: RegExp): Promise<string> {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && path.test(new URL(r.url()).pathname)),
    control.click(),
  ]);
  return `${answer.status()} ${await answer.text()}`;
}

/** A second-factor code of `secret` for the 30-second time step `step` (RFC 6238). */
export function totpCode(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * 30 });
}

const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * Gives the second factor on the page the login sent an operator to (admin/second-factor), as the operator would with
 * the app. Each code is good once and the server also takes the next step's: when earlier journeys have used this
 * step's and the next one's, the journey waits for the app's next code, as a person would.
 */
export async function giveSecondFactor(page: Page, secret: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: '2단계 인증' }).waitFor();
  const first = stepNow();
  for (const step of [first, first + 1, first + 2]) {
    // The server takes a code at most one step ahead of its clock.
    const wait = (step - 1) * 30_000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait + 200);
    await page.getByLabel(/^인증 코드/).fill(await totpCode(secret, step));
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/v1/app/auth/second-factor/verify')),
      page.getByRole('button', { name: '인증하기' }).click(),
    ]);
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '확인' }).click();
    await dialog.waitFor({ state: 'detached' });
    if (answer.ok()) return;
  }
  throw new Error('the second factor was refused three times');
}

let operatorSession: Promise<string> | null = null;

/**
 * Where the demo operator's session is kept between the test files of one portal: each file runs in a fresh module
 * graph, and a code of the second factor is good once, so a new login per file would wait for the app's next code
 * (up to 30 s) whenever the file before it logged in within the same step.
 */
function operatorSessionFile(): string {
  const key = createHash('sha256').update(portalUrl()).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `onfan-e2e-operator-${key}`);
}

/** The kept session when the portal still takes it (it may have ended: logout, expiry, another run's portal). */
async function keptOperatorSession(): Promise<string | null> {
  let token: string;
  try {
    token = fs.readFileSync(operatorSessionFile(), 'utf8').trim();
  } catch {
    return null;
  }
  const res = await fetch(`${portalUrl()}/v1/app/admin/me`, { headers: { 'x-auth-token': token } });
  return res.ok ? token : null;
}

/**
 * A session of the demo operator (demo-admin) that passed the second factor, made through the calls a client makes
 * (login, then the app's code), once per portal and again when it has ended: for journeys whose operator steps are
 * not the subject (approving a festival product, reading the text-message outbox). The login journeys themselves
 * (auth.e2e, admin.e2e) still log in through the form.
 */
export function operatorToken(): Promise<string> {
  operatorSession ??= (async () => {
    const kept = await keptOperatorSession();
    if (kept) return kept;
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${portalUrl()}/v1/app/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
        body: JSON.stringify(body),
      });
    const login = await post('auth/login', { lgnId: 'demo-admin', userPasswd: DEMO_PASSWORD });
    const token = ((await login.json()) as { token: string }).token;
    const first = stepNow();
    for (const step of [first, first + 1, first + 2]) {
      const wait = (step - 1) * 30_000 - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait + 200));
      const code = await totpCode(DEMO_OPERATOR_TOTP_SECRET, step);
      if ((await post('auth/second-factor/verify', { code }, token)).ok) {
        fs.writeFileSync(operatorSessionFile(), token);
        return token;
      }
    }
    throw new Error('the demo operator’s second factor was refused three times');
  })();
  return operatorSession;
}

/** Forgets the demo operator's session (it ended): the next `operatorToken()` logs in again. */
export function forgetOperatorToken(): void {
  operatorSession = null;
  fs.rmSync(operatorSessionFile(), { force: true });
}
