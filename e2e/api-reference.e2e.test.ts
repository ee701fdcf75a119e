import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, launchBrowser, newContext, nextFrames } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The API reference page as a partner opens it (decision 031): Swagger UI, served by the portal itself, draws every
 * operation of the OpenAPI document under the page's own Content-Security-Policy, which refuses nothing it does, and
 * an operation opened shows its Korean description and error answers.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Doc {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, { operationId: string }>>;
}

describe('the API reference page', () => {
  it('draws every operation with its description, under its policy, with no refusal', async () => {
    const doc = (await (await fetch(`${baseUrl}/v1/app/openapi.json`)).json()) as Doc;
    const ids = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .map((op) => op.operationId)
      .sort();
    expect(ids.length).toBeGreaterThan(250);

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`${baseUrl}/v1/app/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect.poll(() => page.title()).toBe('온판 포털 API 참조');

    // Every operation of the document, each under its operationId, and every tag with its Korean description. Swagger
    // UI draws a long list virtualized (only what is near the window), so the page is read as a person scrolls it.
    await expect.poll(() => page.locator('.opblock').count()).toBeGreaterThan(0);
    const seen = { ids: new Set<string>(), tags: new Set<string>(), described: new Set<string>() };
    for (let step = 0; step < 400; step++) {
      await nextFrames(page);
      const view = await page.evaluate(() => {
        return {
          ids: [...document.querySelectorAll('.opblock-summary-operation-id')].map((e) => e.textContent!.trim()),
          tags: [...document.querySelectorAll('.opblock-tag')].map((e) => ({
            name: e.getAttribute('data-tag') ?? '',
            text: (e as HTMLElement).innerText,
          })),
          atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
        };
      });
      for (const id of view.ids) seen.ids.add(id);
      for (const tag of view.tags) {
        seen.tags.add(tag.name);
        if (doc.tags.some((t) => t.name === tag.name && tag.text.includes(t.description))) seen.described.add(tag.name);
      }
      if (view.atEnd && seen.ids.size >= ids.length) break;
      await page.mouse.wheel(0, 500);
    }
    expect([...seen.ids].sort()).toEqual(ids);
    expect([...seen.tags].sort()).toEqual(doc.tags.map((t) => t.name).sort());
    expect([...seen.described].sort()).toEqual(doc.tags.map((t) => t.name).sort());
    await expect.poll(() => page.locator('.info .title').innerText()).toContain('온판(ONFAN) 포털 API');
    await page.evaluate(() => window.scrollTo(0, 0));

    // A partner opens the login: what it does, who may call it, its limit and its refusals, in Korean. The page draws
    // a tag's operations as it comes near the window: go to the auth tag first (the console's 'admin' tag is above it).
    await page.locator('.opblock-tag[data-tag="auth"]').scrollIntoViewIfNeeded();
    const login = page
      .locator('.opblock')
      .filter({ has: page.locator('.opblock-summary-operation-id', { hasText: /^auth\.login$/ }) });
    await login.locator('.opblock-summary-control').click();
    const description = login.locator('.opblock-description-wrapper').filter({ hasText: '권한' });
    await expect.poll(() => description.count()).toBe(1);
    expect(await description.innerText()).toContain('공개: 로그인 없이 호출할 수 있습니다.');
    expect(await description.innerText()).toContain('로그인 시도: 이 호출만 따로 세어');
    const responses = login.locator('.responses-table .response');
    await expect.poll(() => responses.count()).toBeGreaterThan(5);
    expect(await login.locator('.responses-table').innerText()).toContain('비밀번호가 잘못되었습니다.');
    // The page is tens of thousands of pixels long: the picture is the opened operation.
    await login.screenshot({ path: path.join(ARTIFACTS, 'api-reference-login.png') });

    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    expect(violations, 'CSP refusals on the API reference page').toEqual([]);
    expect(errors, 'script errors on the API reference page').toEqual([]);
    await context.close();
  });
});
