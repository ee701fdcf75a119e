import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, portalUrl } from './support/portal.js';

/**
 * Addresses without a page (issue 33, item 11): the server answers 404 — 410 for a post its writer deleted — with
 * the NotFound page (or the post page's own "deleted" notice) drawn in the first HTML, not a 200 that only the
 * browser's scripts turn into NotFound.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/v1/app/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'x-auth-token': token } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** A post demo-member writes and deletes: its address is known to the portal as deleted. */
async function deletedPostId(): Promise<number> {
  const { token } = await api<{ token: string }>('POST', 'auth/login', {
    lgnId: 'demo-member',
    userPasswd: DEMO_PASSWORD,
  });
  const made = await api<{ comunBltartclId: number }>(
    'POST',
    'community/sb',
    { comunCtgrDcd: '1007001', comunBltartclTit: '곧 지울 글', comunBltartclCn: '<p>지울 글입니다.</p>' },
    token,
  );
  await api('DELETE', `community/sb/${made.comunBltartclId}`, undefined, token);
  return made.comunBltartclId;
}

describe('addresses without a page', () => {
  it.each(['/nonexistent-page', '/community/write', '/sodam/store'])(
    'answers %s with 404 and the NotFound page in its first HTML',
    async (path) => {
      const res = await fetch(baseUrl + path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<title>페이지를 찾을 수 없습니다 | 온판</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
      // Drawn by the server inside the root: readable before (and without) any script.
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(/<h1[^>]*>페이지를 찾을 수 없습니다<\/h1>/);
      expect(root).toContain('입력하신 주소가 정확한지 다시 한번 확인해주세요.');
    },
  );

  it('shows NotFound before the scripts run, and the app takes it over with the same status', async () => {
    // Scripts refused: what the first HTML alone shows.
    const plain = await browser.newContext({ locale: 'ko-KR' });
    await plain.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const bare = await plain.newPage();
    const first = await bare.goto(`${baseUrl}/community/write`);
    expect(first?.status()).toBe(404);
    await bare.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }).waitFor();
    expect(await bare.getByRole('link', { name: '홈으로 이동' }).getAttribute('href')).toBe('/');
    await screenshot(bare, 'not-found-before-scripts');
    await plain.close();

    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const res = await page.goto(`${baseUrl}/nonexistent-page`);
      expect(res?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }).waitFor();
      expect(await page.title()).toBe('페이지를 찾을 수 없습니다 | 온판');
      await expectAccessible(page, `NotFound (${viewport})`);
      await screenshot(page, `not-found-${viewport}`);
      // Hydrated: the link is the app's (no page load).
      await page.getByRole('link', { name: '홈으로 이동' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await context.close();
    }
  });

  it('answers 410 for a deleted post and 404 for one that never was, each with its notice', async () => {
    const id = await deletedPostId();
    const gone = await fetch(`${baseUrl}/community/${id}/view`);
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain('삭제된 게시글입니다.');
    expect(goneHtml).toContain('<meta name="robots" content="noindex" />');
    const never = await fetch(`${baseUrl}/community/99999999/view`);
    expect(never.status).toBe(404);
    expect(await never.text()).toContain('게시글을 찾을 수 없습니다.');

    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl}/community/${id}/view`);
    expect(res?.status()).toBe(410);
    await page.getByText('삭제된 게시글입니다.').waitFor();
    await expectAccessible(page, 'deleted post');
    await screenshot(page, 'community-post-deleted');
    // The page is the app's: its list link leads to the board.
    await page.getByRole('link', { name: '목록' }).click();
    await page.waitForURL((u) => u.pathname === '/community');
    await context.close();
  });

  it('keeps 200 for pages that are there', async () => {
    for (const path of ['/', '/community', '/login', '/notice']) {
      const res = await fetch(baseUrl + path);
      expect(res.status, path).toBe(200);
    }
  });
});
