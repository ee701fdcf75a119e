import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot, settled } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public information', () => {
  it.each(['desktop', 'phone'] as const)('main page shows banners, notices and programmes on %s', async (vp) => {
    const context = await newContext(browser, vp);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await expect.poll(() => page.getByRole('heading', { name: '공지사항' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: '마감 임박 지원사업' }).count()).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: '자동 넘김 정지' }).count()).toBe(1);
    await settled(page);
    await screenshot(page, `content-main-${vp}`);
    await expectAccessible(page, `main (${vp})`);
    await context.close();
  });

  it('shows at most one popup at a time, the others through its pager; closing returns focus to the page', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    const layer = page.locator('aside[data-popup]');
    await expect.poll(() => layer.count()).toBe(1);
    // The demo has several current popups: one layer pages through them; ended ones never show.
    const first = await layer.getByRole('heading').textContent();
    await expect.poll(() => layer.getByText(/^1 \/ \d+$/).count()).toBe(1);
    await layer.getByRole('button', { name: '다음 알림' }).click();
    await expect.poll(() => layer.getByRole('heading').textContent()).not.toBe(first);
    const titles = new Set<string>();
    const total = Number((await layer.getByText(/^\d+ \/ \d+$/).textContent())!.split('/')[1]);
    for (let i = 0; i < total; i++) {
      titles.add((await layer.getByRole('heading').textContent())!);
      await layer.getByRole('button', { name: '다음 알림' }).click();
    }
    expect(titles.size).toBe(total);
    expect([...titles]).not.toContain('지난 시스템 점검 안내(종료)');
    expect([...titles]).not.toContain('다음 달 라이브 스튜디오 신규 개관 예정');
    await layer.getByRole('button', { name: '닫기' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => layer.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await context.close();
  });

  it('hides a popup for a day with a cookie', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    const dialog = page.locator('aside[data-popup]');
    await expect.poll(() => dialog.count()).toBe(1);
    const title = await dialog.getByRole('heading').first().textContent();
    await dialog.getByRole('button', { name: /오늘 하루 보지 않기|30일 동안 보지 않기/ }).click();
    const cookies = await context.cookies();
    const hide = cookies.find((c) => c.name.startsWith('onfan_popup_hide_'));
    expect(hide).toBeDefined();
    const days = (hide!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0.9);
    await page.reload();
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByRole('heading').textContent()).not.toBe(title);
    await context.close();
  });

  it('keeps the popup in the page on a phone, covering nothing', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    const layer = page.locator('aside[data-popup]');
    await expect.poll(() => layer.count()).toBe(1);
    expect(await layer.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await screenshot(page, 'content-popup-phone');
    await context.close();
  });

  it("a programme's first HTML names it for search engines, the page title names it after the page loads, and a list's first HTML leads with the page's own description", async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(baseUrl + '/support');
    const link = page.locator('a[href^="/support/"][href$="/view"]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const html = await (await fetch(baseUrl + href)).text();
    const title = /<title>([^<]+) \| 온판<\/title>/.exec(html)?.[1];
    expect(title).toBeTruthy();
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/support\/\d+\/view" \/>/);
    expect(html).toContain('<meta property="og:type" content="article" />');
    await page.goto(baseUrl + href);
    await expect.poll(() => page.title()).not.toBe('지원사업 상세 | 온판');
    expect(await page.title()).toMatch(/ \| 온판$/);
    const robots = await fetch(baseUrl + '/robots.txt');
    expect(await robots.text()).toContain('Sitemap: ');
    // A search that finds something is a page to find: named by its term in its first HTML and after it loads.
    const search = '/search?searchTerm=' + encodeURIComponent('지원');
    const found = await (await fetch(baseUrl + search)).text();
    expect(found).toContain('<title>‘지원’ 검색 결과 | 온판</title>');
    expect(found).not.toContain('noindex');
    await page.goto(baseUrl + search);
    await expect.poll(() => page.title()).toBe('‘지원’ 검색 결과 | 온판');
    const sitemap = await fetch(baseUrl + '/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    expect(await sitemap.text()).toContain(href + '</loc>');
    // A list page's first HTML is the page itself, drawn by the server: the sentence under its title is its
    // description, and its items are there before any script runs.
    for (const path of ['/notice', '/studio', '/support2']) {
      const first = await (await fetch(baseUrl + path)).text();
      const lead = /<meta name="description" content="([^"]+)" \/>/.exec(first)?.[1];
      expect(lead, path).toBeTruthy();
      expect(first, path).toMatch(new RegExp(`<header[^>]*>.*<p[^>]*>${lead}</p>`));
      expect(first, path).toContain('id="ssr-data"');
      await page.goto(baseUrl + path);
      await page.locator('main header p').getByText(lead!, { exact: true }).waitFor();
    }
    await context.close();
  });

  it('main page → a programme → apply → my applications', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await openLoggedIn(page, 'demo-member', '/support?status=open');
    await closePopups(page);
    const first = page.locator('a[href^="/support/"][href$="/view"]').first();
    await first.waitFor();
    // Find a programme that applies in the portal.
    const hrefs = await page
      .locator('a[href^="/support/"][href$="/view"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    let applied = false;
    for (const href of hrefs) {
      await page.goto(baseUrl + href!);
      const btn = page.getByRole('button', { name: '신청하기' });
      // The programme has rendered (its title and its buttons come together); the header's own new-window links
      // say nothing about it.
      await page.locator('main h2').first().waitFor();
      if ((await btn.count()) === 0) continue;
      await screenshot(page, 'content-support-view-desktop');
      await expectAccessible(page, 'support view');
      await btn.click();
      await page.getByText('지원사업에 지원하시겠습니까?').waitFor();
      await page.getByRole('button', { name: '확인' }).click();
      await page.getByText('지원사업에 신청이 완료되었습니다.').waitFor();
      await page.getByRole('button', { name: '확인' }).click();
      applied = true;
      break;
    }
    expect(applied).toBe(true);
    await page.goto(baseUrl + '/mypage/support');
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('row').count()).toBeGreaterThan(1);
    await screenshot(page, 'content-my-applications-desktop');
    await context.close();
  });

  it.each(['desktop', 'phone'] as const)('searches a two-syllable word on %s', async (vp) => {
    const context = await newContext(browser, vp);
    const page = await context.newPage();
    await page.goto(baseUrl + '/search');
    await closePopups(page);
    const box = page.getByRole('searchbox', { name: '검색어' });
    await box.fill('');
    await box.press('Enter');
    await page.getByText('검색어를 입력해주세요.').waitFor();
    await page.getByRole('button', { name: '확인' }).click();
    await box.fill('대관');
    await box.press('Enter');
    await page.locator('mark', { hasText: '대관' }).first().waitFor();
    expect(await page.getByText(/검색 결과 \d+건/).count()).toBe(1);
    if (vp === 'phone') expect(await page.getByRole('button', { name: '검색', exact: true }).isVisible()).toBe(false);
    // Programmes carry their status and deadline; rooms are found too.
    await box.fill('지원');
    await box.press('Enter');
    await expect.poll(() => page.getByText(/^마감 \d{4}\.\d{2}\.\d{2}/).count()).toBeGreaterThan(0);
    await box.fill('크로마키');
    await box.press('Enter');
    await page.getByRole('heading', { name: /^라이브 스튜디오 \(/ }).waitFor();
    await box.fill('대관');
    await box.press('Enter');
    await page.locator('mark', { hasText: '대관' }).first().waitFor();
    await settled(page);
    await screenshot(page, `content-search-${vp}`);
    await expectAccessible(page, `search (${vp})`);
    await context.close();
  });

  it.each(['desktop', 'phone'] as const)(
    'support-business: introductions → one → its examples → an example on %s',
    async (vp) => {
      const context = await newContext(browser, vp);
      const page = await context.newPage();
      await page.goto(baseUrl + '/supportbiz');
      await closePopups(page);
      await page.getByRole('link', { name: '라이브커머스 지원 자세히 보기' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 2, name: '라이브커머스 지원' }).count()).toBe(1);
      const tab = page
        .getByRole('navigation', { name: '지원사업 소개 목록' })
        .getByRole('link', { name: '라이브커머스 지원' });
      expect(await tab.getAttribute('aria-current')).toBe('page');
      await settled(page);
      await screenshot(page, `supportbiz-intro-${vp}`);
      await expectAccessible(page, `supportbiz intro (${vp})`);

      await page.getByRole('link', { name: '라이브커머스 지원 사례 보기' }).click();
      const rows = page.getByRole('main').getByRole('listitem').getByRole('link');
      await expect.poll(() => page.getByText('1인 화장품 브랜드의 주간 라이브 루틴').count()).toBe(1);
      expect(await page.getByText('수제 간장게장 가게', { exact: false }).count()).toBe(0);
      await expectAccessible(page, `supportbiz examples (${vp})`);
      await rows.filter({ hasText: '1인 화장품 브랜드' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: '1인 화장품 브랜드의 주간 라이브 루틴' }).count())
        .toBe(1);
      // Previous/next stay within the introduction's examples.
      const nav = page.getByRole('list', { name: '이전글 다음글' });
      await expect.poll(() => nav.getByRole('link', { name: /전통시장 떡집/ }).count()).toBe(1);
      await settled(page);
      await screenshot(page, `supportbiz-example-${vp}`);
      await expectAccessible(page, `supportbiz example (${vp})`);
      await context.close();
    },
  );

  it('policy news: the list → an item on the news page, shown from its own board', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(baseUrl + '/issue2');
    await closePopups(page);
    const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL(/\/issue\/\d+\/view\?kind=issue2$/);
    await page.locator('article h2').waitFor();
    expect(await page.getByText('요청하신 게시물을 찾을 수 없습니다.').count()).toBe(0);
    expect(await page.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/issue2');
    await settled(page);
    await screenshot(page, 'content-issue2-view-desktop');
    await expectAccessible(page, 'policy news view');
    await context.close();
  });

  it('downloads a notice attachment with its Korean name', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(baseUrl + '/notice?searchTerm=' + encodeURIComponent('통합 공고'));
    await closePopups(page);
    await page
      .getByRole('link', { name: /통합 공고 안내/ })
      .first()
      .click();
    const button = page.getByRole('button', { name: /2026년_소상공인_지원사업_통합공고\.pdf/ });
    await button.waitFor();
    await screenshot(page, 'content-notice-view-desktop');
    await expectAccessible(page, 'notice view');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('2026년_소상공인_지원사업_통합공고.pdf');
    await context.close();
  });
});
