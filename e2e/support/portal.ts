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
