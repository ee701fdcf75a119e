import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The console's content desk (issue 37): the operator writes a news item with a thumbnail (its alt text asked for),
 * a visitor finds it on the public board and opens it; the operator hides it and the visitor's view is gone; the
 * operator writes an FAQ entry that /guide shows.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A real 1×1 PNG: the upload decides a file's type by its leading bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the content desk', () => {
  it(
    'writes a news item with a thumbnail that a visitor sees, hides it, and writes an FAQ entry /guide shows',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now().toString(36);
      const title = `골목 상권 새 소식 ${stamp}`;
      const operator = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await operator.newPage();
      await page.goto(`${baseUrl}/admin`);
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await menu.getByRole('link', { name: '콘텐츠 게시판' }).click();
      await page.getByRole('heading', { level: 1, name: '콘텐츠 게시판' }).waitFor();
      await page.getByLabel(/^게시판/).selectOption({ label: '소식' });
      const list = page.getByRole('region', { name: '소식 게시물 목록' });
      await list.getByRole('row').nth(1).waitFor();
      await page.getByText(/^총 [\d,]+건$/).waitFor();
      await expectAccessible(page, 'content desk: board list');
      await screenshot(page, 'admin-boards-list');

      await page.getByRole('link', { name: '소식 글쓰기' }).click();
      await page.getByRole('heading', { level: 1, name: '소식 글쓰기' }).waitFor();
      await page.getByLabel(/^제목/).fill(title);
      await page.getByLabel('대표 이미지', { exact: true }).setInputFiles({
        name: '가게.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByRole('button', { name: '대표 이미지 빼기' }).waitFor();
      const editor = page.getByRole('textbox', { name: '내용' });
      await editor.click();
      await page.keyboard.type('골목 상권의 새 소식을 전합니다.');
      // The alt text is asked for with the picture.
      await page.getByRole('button', { name: '등록' }).click();
      await answer(page, '대표 이미지의 대체 텍스트를 입력해 주세요.');
      await page.getByLabel(/^대표 이미지 대체 텍스트/).fill('골목 가게 앞 풍경');
      await page.getByRole('img', { name: '골목 가게 앞 풍경' }).waitFor();
      await expectAccessible(page, 'content desk: write');
      await screenshot(page, 'admin-boards-write');
      await page.getByRole('button', { name: '등록' }).click();
      await answer(page, '게시물을 등록하시겠습니까?');
      await answer(page, '게시물을 등록했습니다.');
      await page.waitForURL((u) => u.pathname === '/admin/contents' && u.searchParams.get('board') === 'issue');
      const row = list.getByRole('row').filter({ hasText: title });
      await row.getByText('공개', { exact: true }).waitFor();

      // A visitor finds it on the public board, with its thumbnail, and opens it.
      const visitorContext = await newContext(browser, 'desktop');
      const visitor = await visitorContext.newPage();
      await visitor.goto(`${baseUrl}/issue`);
      const item = visitor.getByRole('link', { name: new RegExp(title) });
      await item.waitFor();
      expect(await item.locator('img').getAttribute('src')).toMatch(/^\/files\/[\w-]+\.png$/);
      await item.click();
      await visitor.waitForURL((u) => /^\/issue\/\d+\/view$/.test(u.pathname));
      await visitor.getByText('골목 상권의 새 소식을 전합니다.').waitFor();
      const viewPath = new URL(visitor.url()).pathname;

      // The operator hides it (with a confirm): the visitor's view is gone, and so is the list entry.
      await row.getByRole('button', { name: `${title} 숨기기` }).click();
      await answer(page, `'${title}' 게시물을 숨기시겠습니까? 공개 목록, 상세, 검색에서 바로 빠집니다.`);
      await answer(page, '게시물을 숨겼습니다. 공개 화면과 검색에서 보이지 않습니다.');
      await row.getByText('숨김', { exact: true }).waitFor();
      await visitor.goto(`${baseUrl}${viewPath}`);
      await visitor.getByText('요청하신 게시물을 찾을 수 없습니다.').waitFor();
      await visitor.goto(`${baseUrl}/issue`);
      await visitor.getByRole('heading', { level: 1, name: '소식' }).waitFor();
      expect(await visitor.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);

      // An FAQ entry, written at the console, on /guide.
      const question = `주말에도 상담할 수 있나요? (${stamp})`;
      await menu.getByRole('link', { name: '자주 묻는 질문' }).click();
      await page.getByRole('heading', { level: 1, name: '자주 묻는 질문' }).waitFor();
      await page.getByRole('region', { name: '자주 묻는 질문 목록' }).getByRole('row').nth(1).waitFor();
      await expectAccessible(page, 'content desk: FAQ');
      await page.getByRole('button', { name: '질문 쓰기' }).click();
      const dialog = page.getByRole('dialog', { name: '자주 묻는 질문 쓰기' });
      await dialog.getByLabel(/^분류/).selectOption({ label: '기타' });
      await dialog.getByLabel(/^질문/).fill(question);
      await dialog.getByLabel(/^답변/).fill('주말 상담은 챗봇으로 받고, 평일에 담당자가 답변드립니다.');
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, '저장하시겠습니까?');
      await answer(page, '자주 묻는 질문을 등록했습니다.');
      await page.getByRole('row').filter({ hasText: question }).waitFor();
      await screenshot(page, 'admin-boards-faq');

      await visitor.goto(`${baseUrl}/guide#faq`);
      const faq = visitor.getByRole('region', { name: '자주 묻는 질문' });
      await faq.getByText(question).waitFor();
      await faq.getByText('주말 상담은 챗봇으로 받고, 평일에 담당자가 답변드립니다.').waitFor();
      await visitorContext.close();
      await operator.close();
    },
  );
});
