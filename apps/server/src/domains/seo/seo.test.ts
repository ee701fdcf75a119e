import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  HOME_HEADLINE,
  HOME_LEAD,
  PUBLIC_PAGES,
  publicPageDescription,
  publicPageText,
  SITE_DESCRIPTION,
} from '@onfan/contracts/page-meta';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';

const INDEX = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="온판(ONFAN) — 소상공인과 크리에이터를 위한 공공 포털" />
    <title>온판 ONFAN</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PUBLIC_URL = 'https://www.onfan.example.kr';

describe('what search engines and shared links see', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const { app } = await createTestApp({ config: { webDistDir: dist, publicUrl: PUBLIC_URL } });

  const page = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res.body;
  };
  const meta = (html: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];

  it('a list page carries its own title, description, canonical URL and Open Graph tags', async () => {
    const html = await page('/support');
    expect(html).toContain('<title>지원사업 | 온판</title>');
    const support = PUBLIC_PAGES.find((p) => p.path === '/support')!;
    expect(meta(html, 'name="description"')).toBe(support.description);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/support" />`);
    expect(meta(html, 'property="og:title"')).toBe('지원사업 | 온판');
    expect(meta(html, 'property="og:url"')).toBe(`${PUBLIC_URL}/support`);
    expect(html).not.toContain('noindex');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('an item page is named by its item, from the search index', async () => {
    const list = await app.inject({ method: 'GET', url: '/v1/app/support/bizs?pageNo=1&pageSize=1' });
    const first = list.json().items[0] as { sprtBizId: number; sprtBizNm: string };
    const html = await page(`/support/${first.sprtBizId}/view`);
    const escaped = first.sprtBizNm.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escaped} | 온판</title>`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/support/${first.sprtBizId}/view" />`);
    expect(meta(html, 'property="og:type"')).toBe('article');
    expect(meta(html, 'name="description"')).not.toBe(SITE_DESCRIPTION);
  });

  it("a member's own pages are not indexed; unknown pages keep the generic head", async () => {
    expect(await page('/mypage/info')).toContain('<meta name="robots" content="noindex" />');
    const other = await page('/no/such/page');
    expect(other).toContain('<title>온판</title>');
    expect(other).not.toContain('rel="canonical"');
  });

  it('a public page is readable in its first HTML: a list names its newest items, an item its title and period', async () => {
    const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    const list = root(await page('/support'));
    expect(list).toContain('<h1>지원사업</h1>');
    const links = [...list.matchAll(/<a href="(\/support\/\d+\/view)">/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(10);

    const api = await app.inject({ method: 'GET', url: '/v1/app/support/bizs?pageNo=1&pageSize=1' });
    const first = api.json().items[0] as { sprtBizId: number; sprtBizNm: string };
    const item = root(await page(`/support/${first.sprtBizId}/view`));
    expect(item).toContain(`<h1>${first.sprtBizNm.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</h1>`);
    expect(item).toMatch(/기간 \d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}/);

    // The main page's first paint is its hero: the app's own headline and lead (one source in the contracts).
    const home = root(await page('/'));
    expect(home).toContain('<div class="first-paint first-paint-home">');
    expect(home).toContain(`<h1>${HOME_HEADLINE.join(' ')}</h1>`);
    expect(home).toContain(`<p class="first-paint-lead">${HOME_LEAD}</p>`);
    expect(home).toMatch(/<a href="\/[^"]+">/);
    // The sign-in page paints its heading and lead (the same sentence the app shows) before the app's scripts run.
    const login = root(await page('/login'));
    expect(login).toContain('<h1>로그인</h1>');
    expect(login).toContain(`<p class="first-paint-lead">${publicPageDescription('/login')}</p>`);
    // The integrated login (`?sso=1`) paints its own heading and lead, the ones the app then shows.
    const sso = root(await page('/login?sso=1'));
    expect(sso).toContain(`<h1>${publicPageText('/login', new URLSearchParams('sso=1')).title}</h1>`);
    expect(sso).toContain('<h1>통합 로그인</h1>');
    expect(sso).toContain(
      `<p class="first-paint-lead">${publicPageText('/login', new URLSearchParams('sso=1')).description}</p>`,
    );
    // A member's own page, the search results and an unknown page start empty: the app draws them.
    for (const url of ['/mypage/info', '/search?searchTerm=지원', '/no/such/page'])
      expect(root(await page(url))).toBe('');
  });

  it('a search that finds something is indexed under one canonical URL; an empty or fruitless one is not', async () => {
    const term = encodeURIComponent('지원');
    const html = await page(`/search?searchTerm=${term}`);
    expect(html).not.toContain('noindex');
    expect(html).toContain('<title>‘지원’ 검색 결과 | 온판</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/search?searchTerm=${term}" />`);
    expect(meta(html, 'name="description"')).toMatch(
      /^온판 통합검색 ‘지원’ 검색 결과 [\d,]+건( 이상)?: 지원사업 [\d,]+건/,
    );
    // Spacing around the term, the page size and unknown parameters do not make another page.
    const loose = await page(`/search?searchTerm=%20${term}%20&pageSize=3&utm_source=x&pageNo=4`);
    expect(loose).toContain(`<link rel="canonical" href="${PUBLIC_URL}/search?searchTerm=${term}" />`);
    // One group's page keeps its group and page number; '제목' keeps its option.
    const group = await page(`/search2?searchTerm=${term}&option=${encodeURIComponent('제목')}&type=support&pageNo=1`);
    expect(group).toContain('<title>‘지원’ 지원사업 검색 결과 | 온판</title>');
    expect(group).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/search2?searchTerm=${term}&amp;option=${encodeURIComponent('제목')}&amp;type=support" />`,
    );
    // Nothing found, nothing to search for, a term past the limit, a page past the results: noindex, no canonical.
    for (const url of [
      `/search?searchTerm=${encodeURIComponent('쀍뿗쀍뿗')}`,
      '/search',
      '/search?searchTerm=%20',
      `/search?searchTerm=${'가'.repeat(51)}`,
      `/search2?searchTerm=${term}&type=support&pageNo=999`,
    ]) {
      const none = await page(url);
      expect(none, url).toContain('<meta name="robots" content="noindex" />');
      expect(none, url).not.toContain('rel="canonical"');
    }
  });

  it('markup in an item title cannot escape its attribute', async () => {
    const html = await page('/support/1/view"><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('robots.txt keeps crawlers off private pages and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /mypage');
    expect(res.body).not.toContain('Disallow: /search');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages and every indexed item with its date', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const p of PUBLIC_PAGES) expect(res.body).toContain(`<loc>${PUBLIC_URL}${p.path}</loc>`);
    expect(res.body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/support/\\d+/view</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(res.body).toMatch(/<loc>[^<]*\/notice\/\d+\/view<\/loc>/);
  });
});
