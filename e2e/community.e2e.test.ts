import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { clickAndPost, closePopups, portalUrl, submitLogin } from './support/portal.js';

/**
 * The community (커뮤니티): a member writes a post with an uploaded image and a video, comments, edits the comment
 * and the post, and deletes both; a visitor on a phone reads the board and a post.
 */

const baseUrl = portalUrl();
// A real 1×1 PNG: the server decides by the file's leading bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses a button of the dialog that says `text` (a confirm's 확인, an alert's 확인). */
describe('community', () => {
  it(
    'a member writes a post with an image and a video, comments, edits and deletes',
    { timeout: 180_000 },
    async () => {
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await page.goto(baseUrl + '/login?returnUrl=%2Fcommunity');
      await submitLogin(page, 'demo-member');
      await page.waitForURL((u) => u.pathname === '/community');
      await closePopups(page);
      await page.getByRole('navigation', { name: '커뮤니티 분류' }).getByRole('link').first().waitFor();
      await page.locator('a[href^="/community/"][href*="/view"]').first().waitFor();
      await expectAccessible(page, 'community board (member)');
      await screenshot(page, 'community-board-desktop');

      // Write: category, title, body with an uploaded image and a YouTube video.
      await page.getByRole('button', { name: '글쓰기' }).click();
      await page.waitForURL((u) => u.pathname === '/community/0/edit');
      const title = `판로 개척 질문 ${Date.now()}`;
      await page.getByRole('textbox', { name: /제목/ }).fill(title);
      const body = page.getByRole('textbox', { name: '내용' });
      await body.click();
      await page.keyboard.type('온라인 판로를 처음 여는데 조언 부탁드립니다.');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '이미지 올리기' }).click();
      await (await chooser).setFiles({ name: '매장 사진.png', mimeType: 'image/png', buffer: PNG });
      await body.locator('img[src^="/files/"]').waitFor();
      expect(await body.locator('img').getAttribute('alt')).toBe('첨부 이미지: 매장 사진');
      await page.getByRole('button', { name: '동영상 넣기' }).click();
      const prompt = page.getByRole('dialog').filter({ hasText: '유튜브 동영상 주소를 입력해주세요.' });
      await prompt.getByRole('textbox', { name: '동영상 주소' }).fill('https://youtu.be/dQw4w9WgXcQ');
      await prompt.getByRole('button', { name: '확인' }).click();
      await body.locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]').waitFor();
      await expectAccessible(page, 'community write');
      await screenshot(page, 'community-write-desktop');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '게시글을 등록하시겠습니까?');
      await answer(page, '게시글이 등록되었습니다.');
      await page.waitForURL((u) => /^\/community\/\d+\/view$/.test(u.pathname));
      const postUrl = page.url();

      // What was saved is what is shown: the image, the video frame, the text.
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      const article = page.locator('article');
      await article.locator('img[src^="/files/"]').waitFor();
      // The picture keeps its own size, so the page reserves its space before it arrives.
      expect(await article.locator('img').getAttribute('width')).toBe('1');
      expect(await article.locator('img').getAttribute('height')).toBe('1');
      expect(await article.locator('iframe').getAttribute('src')).toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      );
      expect(await article.textContent()).toContain('온라인 판로를 처음 여는데 조언 부탁드립니다.');

      // Comment, edit it in the same box, delete it.
      const box = page.getByRole('textbox', { name: '댓글 입력' });
      await box.fill('제가 먼저 경험을 나눌게요.');
      const register = page.getByRole('button', { name: '등록', exact: true });
      expect(await clickAndPost(page, register, /\/community\/sb\/\d+\/comment$/)).toMatch(/^200 /);
      const comment = page.locator('li').filter({ hasText: '제가 먼저 경험을 나눌게요.' });
      await comment.waitFor();
      expect(await comment.textContent()).toContain('내 댓글');
      expect(await comment.textContent()).toContain('작성자');
      await expect.poll(() => box.inputValue()).toBe('');
      await expectAccessible(page, 'community post with comment');
      await screenshot(page, 'community-post-desktop');
      await comment.getByRole('button', { name: '수정' }).click();
      const editBox = page.getByRole('textbox', { name: '댓글 수정' });
      await editBox.fill('제가 먼저 경험을 나눌게요. (수정)');
      await page.getByRole('button', { name: '수정 완료' }).click();
      const edited = page.locator('li').filter({ hasText: '제가 먼저 경험을 나눌게요. (수정)' });
      await edited.waitFor();
      await edited.getByRole('button', { name: '삭제' }).click();
      await answer(page, '댓글을 삭제하시겠습니까?');
      await answer(page, '댓글이 삭제되었습니다.');
      await edited.waitFor({ state: 'detached' });

      // Edit the post's title.
      await page.getByRole('link', { name: '수정' }).click();
      await page.waitForURL((u) => u.pathname.endsWith('/edit'));
      const titleBox = page.getByRole('textbox', { name: /제목/ });
      await expect.poll(() => titleBox.inputValue()).toBe(title);
      await titleBox.fill(`${title} (수정)`);
      await page.getByRole('button', { name: '수정', exact: true }).click();
      await answer(page, '게시글을 수정하시겠습니까?');
      await answer(page, '게시글이 수정되었습니다.');
      await page.getByRole('heading', { level: 2, name: `${title} (수정)` }).waitFor();
      await page.locator('article img[src^="/files/"]').waitFor();

      // Delete the post: back to the board, where it is gone.
      await page.getByRole('button', { name: '삭제', exact: true }).first().click();
      await answer(page, '게시글을 삭제하시겠습니까?');
      await answer(page, '게시글이 삭제되었습니다.');
      await page.waitForURL((u) => u.pathname === '/community');
      await page.locator('a[href^="/community/"][href*="/view"]').first().waitFor();
      expect(await page.getByRole('link', { name: `${title} (수정)` }).count()).toBe(0);
      // Its address says it was deleted (410, issue 33 item 11), on the page and in the answer's status.
      const gone = await page.goto(postUrl);
      expect(gone?.status()).toBe(410);
      await page.getByText('삭제된 게시글입니다.').waitFor();
      await context.close();
    },
  );

  it('a visitor reads the board and a post on a phone, and is asked to log in to write', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl + '/community');
    await closePopups(page);
    const first = page.locator('a[href^="/community/"][href*="/view"]').first();
    await first.waitFor();
    await expectAccessible(page, 'community board (phone)');
    await screenshot(page, 'community-board-phone');
    await first.click();
    await page.getByRole('heading', { name: '댓글', exact: false }).waitFor();
    await page.locator('article h2').waitFor();
    await expectAccessible(page, 'community post (phone)');
    await screenshot(page, 'community-post-phone');
    await page.getByRole('link', { name: '목록' }).click();
    await page.waitForURL((u) => u.pathname === '/community');
    await page.getByRole('button', { name: '글쓰기' }).click();
    await answer(page, '회원가입 및 로그인이 필요합니다.');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/community/0/edit?ctgrCode=1007001');
    await context.close();
  });
});
