import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SearchRepository } from '../domains/search/search.repository.js';
import { createTestApp, testConfig } from '../test/test-db.js';
import { createPageRenderer, styleSources, stylesheetOrder, stylesheetsFor } from './page-render.js';
import { withStyleSources } from './web-app.js';

const INDEX = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="온판" />
    <title>온판 ONFAN</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    dynamicImports: ['src/start.tsx'],
  },
  'src/start.tsx': {
    file: 'assets/start.js',
    imports: ['_Button.js'],
    css: ['assets/start.css'],
    dynamicImports: ['src/pages/NoticePage.tsx'],
  },
  '_Button.js': { file: 'assets/Button.js', css: ['assets/Button.css'] },
  'src/pages/NoticePage.tsx': {
    file: 'assets/NoticePage.js',
    imports: ['_Button.js'],
    css: ['assets/NoticePage.css', 'assets/Shared.css'],
  },
  'src/pages/OtherPage.tsx': { file: 'assets/OtherPage.js', css: ['assets/Shared-copy.css'] },
};

/**
 * A stand-in for the web app's built server entry: it draws the page from one real API call made through the
 * transport the server gives it, and declines (null) or fails where the test asks it to.
 */
const ENTRY = `
let transport;
export function setTransport(next) { transport = next; }
export function routeOf(url) {
  if (url.startsWith('/nowhere') || url.startsWith('/blank')) return 'missing';
  if (url.startsWith('/item/')) return 'item';
  return 'page';
}
export async function render(url) {
  if (url.startsWith('/nowhere'))
    return { html: '<main id="main-content"><h1>페이지를 찾을 수 없습니다</h1></main>', state: {}, status: 404 };
  if (url.startsWith('/blank')) return null;
  if (url.startsWith('/item/gone')) return { html: '<main><p>삭제된 게시글입니다.</p></main>', state: {}, status: 410 };
  if (url.startsWith('/item/missing')) return { html: '<main><p>게시글을 찾을 수 없습니다.</p></main>', state: {}, status: 404 };
  if (url.startsWith('/item/here')) return { html: '<main><p>있는 글</p></main>', state: {}, status: 200 };
  if (url.startsWith('/support')) return null;
  if (url.startsWith('/studio')) throw new Error('render failed');
  if (url.startsWith('/hang')) return new Promise(() => {});
  const answer = await transport('/v1/app/main/bannrs', { headers: { Accept: 'application/json' } });
  const body = await answer.text();
  return {
    html: '<main id="main-content" class="_page_a1 _button_b2"><h1 style="color:#003675">공지사항</h1><p class="_row_c3">' + answer.status + ' ' + body.length + '</p></main>',
    state: { note: '</script><script>alert(1)</script>' },
  };
}
`;

describe('server rendering of public pages', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-ssr-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), ENTRY);
  const css: Record<string, string> = {
    'index.css': 'body{margin:0}',
    'start.css': '._shell_z9{display:grid}',
    'Button.css': '._button_b2{padding:0}',
    'NoticePage.css': '._page_a1{margin:0}',
    'Shared.css': '._row_c3{display:flex}',
    'Shared-copy.css': '._row_c3{display:flex}',
  };
  for (const [file, text] of Object.entries(css)) fs.writeFileSync(path.join(dist, 'assets', file), text);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const { app } = await createTestApp({ config: { webDistDir: dist } });

  it('puts the drawn page, its data and its stylesheets in the first HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/notice' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // The entry's API call went through the server itself and was answered.
    expect(html).toMatch(
      /<div id="root"><main id="main-content"[^>]*><h1 style="color:#003675">공지사항<\/h1><p class="_row_c3">200 \d+<\/p>/,
    );
    expect(html).not.toContain('first-paint');
    // The data is inert JSON: nothing in it can close the script element.
    const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data!)).toEqual({ note: '</script><script>alert(1)</script>' });
    // Only the sheets whose classes the markup uses, one copy each, in the order the app loads them.
    const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(['/assets/index.css', '/assets/Button.css', '/assets/NoticePage.css', '/assets/Shared.css']);
  });

  it("allows exactly the markup's style attributes in that response's policy", async () => {
    const res = await app.inject({ method: 'GET', url: '/notice' });
    const policy = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update('color:#003675').digest('base64');
    expect(policy).toContain(`style-src 'self' 'unsafe-hashes' 'sha256-${hash}'`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    // Another page keeps the plain policy.
    const other = await app.inject({ method: 'GET', url: '/support' });
    expect(String(other.headers['content-security-policy'])).not.toContain('unsafe-hashes');
  });

  it("draws the search results, the same for everyone, but never a member's own page", async () => {
    const search = await app.inject({ method: 'GET', url: `/search?searchTerm=${encodeURIComponent('지원')}` });
    expect(search.body).toContain('id="ssr-data"');
    expect(search.body).not.toContain('noindex');
    for (const url of ['/mypage/info', '/trans']) {
      const own = await app.inject({ method: 'GET', url });
      expect(own.body, url).not.toContain('ssr-data');
    }
  });

  it('keeps the first paint where the app declines or fails to draw the page', async () => {
    for (const url of ['/support', '/studio']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('ssr-data');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("reads a list page's newest items from the search index only for its first paint, not when the app draws it", async () => {
    const newest = vi.spyOn(SearchRepository.prototype, 'documentsUnder');
    try {
      const drawn = await app.inject({ method: 'GET', url: '/notice' });
      expect(drawn.body).toContain('id="ssr-data"');
      expect(drawn.body).toContain('<link rel="canonical" href="http://localhost:3000/notice" />');
      expect(newest).not.toHaveBeenCalled();
      // The app declines /support: its first paint lists the section's newest items, read now.
      const declined = await app.inject({ method: 'GET', url: '/support' });
      expect(declined.body).toContain('<ul class="first-paint-list"><li><a href="/support/');
      expect(newest).toHaveBeenCalledTimes(1);
      expect(newest).toHaveBeenCalledWith('/support/', 10);
    } finally {
      newest.mockRestore();
    }
  });

  it('answers an address without a page with 404 and the NotFound page the app drew', async () => {
    const res = await app.inject({ method: 'GET', url: '/nowhere/at/all' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root"><main id="main-content"><h1>페이지를 찾을 수 없습니다</h1>');
    expect(res.body).toContain('<title>페이지를 찾을 수 없습니다 | 온판</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('rel="canonical"');
    // Nothing drawn (the renderer declined): still 404, the app draws NotFound in the browser.
    const blank = await app.inject({ method: 'GET', url: '/blank' });
    expect(blank.statusCode).toBe(404);
    expect(blank.body).toContain('<div id="root"></div>');
    expect((await app.inject({ method: 'HEAD', url: '/nowhere' })).statusCode).toBe(404);
  });

  it("answers an item page with its item's status: drawn when not there (404) or deleted (410)", async () => {
    const gone = await app.inject({ method: 'GET', url: '/item/gone/1' });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('삭제된 게시글입니다.');
    expect(gone.body).toContain('id="ssr-data"');
    expect(gone.body).toContain('<meta name="robots" content="noindex" />');
    const missing = await app.inject({ method: 'GET', url: '/item/missing/2' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('게시글을 찾을 수 없습니다.');
    // An item that is there but not a public page of the index stays the browser's to draw, as before.
    const here = await app.inject({ method: 'GET', url: '/item/here/3' });
    expect(here.statusCode).toBe(200);
    expect(here.body).not.toContain('ssr-data');
    expect(here.body).not.toContain('있는 글');
  });

  it('gives up on a page that takes too long to draw', async () => {
    const render = await createPageRenderer(app, dist, app.log, 50);
    expect(await render!('/hang', '127.0.0.1')).toBeNull();
    expect((await render!('/notice', '127.0.0.1'))?.html).toContain('공지사항');
  });

  it('never serves the server bundle to browsers', async () => {
    const res = await app.inject({ method: 'GET', url: '/ssr/entry-server.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('setTransport');
  });
});

/** An entry whose page is drawn from one API call that counts against the caller's budget (the community list). */
const COUNTED_ENTRY = `
let transport;
export function setTransport(next) { transport = next; }
export async function render(url) {
  const call = url.startsWith('/search') ? '/v1/app/common/search?searchTerm=%EC%A7%80%EC%9B%90' : '/v1/app/community/sbs';
  const answer = await transport(call, { headers: { Accept: 'application/json' } });
  return { html: '<main id="main-content"><p>' + answer.status + '</p></main>', state: {} };
}
`;

describe("server rendering and the visitor's API budget", async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-ssr-budget-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': MANIFEST['index.html'] }));
  fs.writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), COUNTED_ENTRY);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const BUDGET = 5;
  const SEARCHES = 2;
  const { routeLimits } = testConfig();
  const { app } = await createTestApp({
    config: { webDistDir: dist, rateLimitPerMinute: BUDGET, routeLimits: { ...routeLimits, search: SEARCHES } },
  });
  const api = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/v1/app/community/sbs', remoteAddress, headers });

  it("draws page after page without spending the visitor's API calls", async () => {
    const visitor = '203.0.113.7';
    for (let i = 0; i < BUDGET * 4; i++) {
      const page = await app.inject({ method: 'GET', url: '/community', remoteAddress: visitor });
      expect(page.statusCode).toBe(200);
      // The page's own call was answered, every time.
      expect(page.body).toContain('<main id="main-content"><p>200</p></main>');
    }
    // The visitor's own API calls still have the whole budget.
    for (let i = 0; i < BUDGET; i++) expect((await api(visitor)).statusCode).toBe(200);
    const over = await api(visitor);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ number: 429 });
  });

  it('still counts what a kind of call limits (search), a page drawing it included', async () => {
    const visitor = '203.0.113.9';
    const page = async () => (await app.inject({ method: 'GET', url: '/search', remoteAddress: visitor })).body;
    for (let i = 0; i < SEARCHES; i++) expect(await page()).toContain('<p>200</p>');
    expect(await page()).toContain('<p>429</p>');
  });

  it('cannot be claimed by a client: a request calling itself a page render is counted', async () => {
    const client = '203.0.113.8';
    const forged = { 'x-onfan-page-render': 'yes', 'x-page-render': '1' };
    for (let i = 0; i < BUDGET; i++) expect((await api(client, forged)).statusCode).toBe(200);
    expect((await api(client, forged)).statusCode).toBe(429);
  });
});

describe('what the renderer works out', () => {
  it('orders the stylesheets as the app loads them: entry, a chunk after its imports, lazy chunks later', () => {
    expect(stylesheetOrder(MANIFEST)).toEqual({
      entry: ['assets/index.css'],
      others: [
        'assets/Button.css',
        'assets/start.css',
        'assets/NoticePage.css',
        'assets/Shared.css',
        'assets/Shared-copy.css',
      ],
    });
  });

  it('picks one file for each class the markup uses', () => {
    const sheets = [
      { file: 'assets/a.css', classes: new Set(['_x_1']) },
      { file: 'assets/b.css', classes: new Set(['_y_2', '_x_1']) },
      { file: 'assets/c.css', classes: new Set(['_y_2']) },
      { file: 'assets/d.css', classes: new Set(['_z_3']) },
    ];
    expect(stylesheetsFor('<p class="_x_1 _y_2">a</p><span class="">b</span>', sheets)).toEqual([
      '/assets/a.css',
      '/assets/b.css',
    ]);
  });

  it('hashes style attributes as the browser reads them (entities decoded, each value once)', () => {
    const value = 'font-family:"Pretendard"';
    const hash = `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    expect(
      styleSources(
        '<a style="font-family:&quot;Pretendard&quot;"></a><b style="font-family:&quot;Pretendard&quot;"></b>',
      ),
    ).toEqual([hash]);
    expect(styleSources('<p>none</p>')).toEqual([]);
  });

  it('adds the hashes to style-src only', () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:";
    expect(withStyleSources(policy, ["'sha256-abc'"])).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-hashes' 'sha256-abc';img-src 'self' data:",
    );
    expect(withStyleSources(policy, [])).toBe(policy);
  });
});
