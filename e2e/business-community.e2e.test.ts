import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * The small-business community (소상공인 커뮤니티): a member joins a regional community with the region it asks, writes
 * a post with an image, likes it, replies and replies to the reply, searches within the community and downloads a
 * data-board file under its Korean name; a visitor on a phone reads the communities, a post with nested replies and
 * a deleted parent, and a notice.
 */

const baseUrl = portalUrl();
// A real 1×1 PNG: the server decides by the file's leading bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A small PDF (the server decides by its leading bytes); its Korean name is the file's name.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses a button of the dialog that says `text` (a confirm's 확인, an alert's 확인). */
describe('small-business community', () => {
  it(
    'a member joins, posts with an image, likes, replies to a reply, searches and downloads a file',
    { timeout: 180_000 },
    async () => {
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await openLoggedIn(page, 'demo-member', '/scommunity');
      await closePopups(page);
      const seoul = page.getByRole('link', { name: '서울 골목상권 이야기' });
      await seoul.waitFor();
      await expectAccessible(page, 'scommunity list');
      await screenshot(page, 'scommunity-list-desktop');

      // Join: the region the community asks is chosen for it (서울), and the open community takes the member at once.
      await seoul.click();
      await page.waitForURL((u) => /^\/scommunity\/\d+$/.test(u.pathname));
      const homePath = new URL(page.url()).pathname;
      await page.getByRole('button', { name: '가입하기' }).click();
      const joinForm = page.getByRole('form', { name: '가입 정보 입력' });
      await joinForm.waitFor();
      await expectAccessible(page, 'scommunity join');
      await joinForm.getByRole('button', { name: '가입 신청' }).click();
      await answer(page, '커뮤니티에 가입하시겠습니까?');
      await answer(page, '커뮤니티에 가입되었습니다.');
      await page.getByRole('button', { name: '탈퇴하기' }).waitFor();

      // Write a post with an uploaded image.
      await page.getByRole('button', { name: '글쓰기' }).click();
      const title = `골목 상권 질문 ${Date.now()}`;
      await page.getByRole('textbox', { name: /제목/ }).fill(title);
      const body = page.getByRole('textbox', { name: '내용' });
      await body.click();
      await page.keyboard.type('저녁 손님을 늘리는 방법이 궁금합니다.');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '이미지 올리기' }).click();
      await (await chooser).setFiles({ name: '가게 앞.png', mimeType: 'image/png', buffer: PNG });
      await body.locator('img[src^="/files/"]').waitFor();
      const filePicker = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '파일 첨부' }).click();
      await (await filePicker).setFiles({ name: '저녁_매출표.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: '저녁_매출표.pdf 첨부 삭제' }).waitFor();
      await expectAccessible(page, 'scommunity write');
      await screenshot(page, 'scommunity-write-desktop');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '게시글을 등록하시겠습니까?');
      await answer(page, '게시글이 등록되었습니다.');
      await page.waitForURL((u) => u.pathname === '/scommunity/detail');
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      await page.locator('article img[src^="/files/"]').waitFor();
      const postFile = page.waitForEvent('download');
      await page.getByRole('button', { name: /^저녁_매출표\.pdf \(.+\) 내려받기$/ }).click();
      expect((await postFile).suggestedFilename()).toBe('저녁_매출표.pdf');

      // Like, counted by the server.
      await page.getByRole('button', { name: '좋아요 0' }).click();
      await page.getByRole('button', { name: '좋아요 취소 1' }).waitFor();

      // A reply, and a reply to it.
      const box = page.getByRole('textbox', { name: '댓글 입력' });
      await box.fill('저는 야간 조명을 바꿨더니 효과가 있었어요.');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      const reply = page.locator('li').filter({ hasText: '저는 야간 조명을 바꿨더니 효과가 있었어요.' }).first();
      await reply.waitFor();
      // The box empties once the command has finished (saved, lists reloaded).
      await expect.poll(() => box.inputValue()).toBe('');
      await reply.getByRole('button', { name: /^답글/ }).click();
      const nestedBox = page.getByRole('textbox', { name: /님에게 답글$/ });
      await nestedBox.fill('좋은 방법이네요, 참고하겠습니다.');
      await reply.getByRole('button', { name: '등록', exact: true }).click();
      // The saved reply (marked 내 댓글), not the answer box that still holds the same words while it is sent.
      const nested = reply
        .locator('ul li')
        .filter({ hasText: '좋은 방법이네요, 참고하겠습니다.' })
        .filter({ hasText: '내 댓글' });
      await nested.waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: /님에게 답글$/ }).count()).toBe(0);
      await expectAccessible(page, 'scommunity post with replies');
      await screenshot(page, 'scommunity-post-desktop');

      // Search within the community.
      await page.goto(baseUrl + homePath);
      await page.getByRole('searchbox', { name: '커뮤니티 안에서 검색' }).fill('망원동');
      await page.getByRole('button', { name: '검색', exact: true }).click();
      await page.waitForURL((u) => u.pathname === `${homePath}/search`);
      await page.getByRole('link', { name: '망원동 골목 축제 참여 가게 모집' }).waitFor();
      await expectAccessible(page, 'scommunity search within');
      await screenshot(page, 'scommunity-search-desktop');

      // The data board: download a file under its Korean name.
      await page.getByRole('navigation', { name: '게시판' }).getByRole('link', { name: '자료실' }).click();
      await page.waitForURL((u) => u.pathname === '/scommunity/bbs/data');
      await page.getByRole('link', { name: '골목 축제 참가 신청서' }).click();
      await page.waitForURL((u) => u.pathname === '/scommunity/bbs/data/detail');
      const downloadButton = page.getByRole('button', { name: /^골목축제_참가신청서\.txt \(.+\) 내려받기$/ });
      await downloadButton.waitFor();
      await expectAccessible(page, 'scommunity data entry');
      await screenshot(page, 'scommunity-data-desktop');
      const download = page.waitForEvent('download');
      await downloadButton.click();
      expect((await download).suggestedFilename()).toBe('골목축제_참가신청서.txt');

      // A community whose first posts wait for approval says so on the write form, before the member writes; the
      // author then sees the post marked 승인 대기, and a visitor with its link reads that it waits (not NotFound).
      await page.goto(baseUrl + '/scommunity');
      await page.getByRole('link', { name: '제주 소상공인 협동 모임' }).click();
      await page.waitForURL((u) => /^\/scommunity\/\d+$/.test(u.pathname));
      await page.getByRole('button', { name: '가입하기' }).click();
      await page.getByRole('form', { name: '가입 정보 입력' }).getByRole('button', { name: '가입 신청' }).click();
      await answer(page, '커뮤니티에 가입하시겠습니까?');
      await answer(page, '커뮤니티에 가입되었습니다.');
      await page.getByRole('button', { name: '글쓰기' }).click();
      const writePanel = page.getByRole('region', { name: '새 글 쓰기' });
      await writePanel.getByRole('note').filter({ hasText: '첫 게시글을 운영진이 승인한 뒤 공개합니다' }).waitFor();
      const firstTitle = `첫 인사 ${Date.now()}`;
      await page.getByRole('textbox', { name: /제목/ }).fill(firstTitle);
      await page.getByRole('textbox', { name: '내용' }).click();
      await page.keyboard.type('서귀포에서 카페를 합니다. 잘 부탁드립니다.');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '게시글을 등록하시겠습니까?');
      await answer(page, '게시글이 등록되었습니다. 첫 게시글은 운영진 승인 후 공개됩니다.');
      await page.waitForURL((u) => u.pathname === '/scommunity/detail');
      await page.getByRole('heading', { level: 2, name: firstTitle }).waitFor();
      await page.getByText('승인 대기', { exact: true }).first().waitFor();
      const waitingUrl = page.url();
      const visitor = await newContext(browser, 'phone');
      const other = await visitor.newPage();
      await other.goto(waitingUrl);
      await other.getByRole('heading', { level: 1, name: '승인을 기다리는 게시글' }).waitFor();
      await other.getByText('운영진 승인을 기다리는 게시글입니다.').waitFor();
      expect(await other.getByText('페이지를 찾을 수 없습니다').count()).toBe(0);
      await expectAccessible(other, 'scommunity waiting post (visitor, phone)');
      await screenshot(other, 'scommunity-waiting-post-phone');
      await visitor.close();
      await context.close();
    },
  );

  it('a visitor reads communities, a post with nested replies and a notice on a phone', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl + '/scommunity');
    await closePopups(page);
    const bakery = page.getByRole('link', { name: '동네 빵집 사장님 모임' });
    await bakery.waitFor();
    await expectAccessible(page, 'scommunity list (phone)');
    await screenshot(page, 'scommunity-list-phone');
    await bakery.click();
    await page.waitForURL((u) => /^\/scommunity\/\d+$/.test(u.pathname));
    const newest = page.getByRole('link', { name: '빵집 인스타그램 사진 찍는 시간' });
    await newest.waitFor();
    await expectAccessible(page, 'scommunity home (phone)');
    await screenshot(page, 'scommunity-home-phone');
    await newest.click();
    await page.waitForURL((u) => u.pathname === '/scommunity/detail');
    await page.getByText('삭제된 댓글입니다.').waitFor();
    await page.getByText('도움이 되셨다니 다행입니다.').first().waitFor();
    await page.getByText('커뮤니티에 가입한 회원만 댓글을 쓸 수 있습니다.').waitFor();
    await expectAccessible(page, 'scommunity post (phone)');
    await screenshot(page, 'scommunity-post-phone');
    await page.getByRole('link', { name: '목록' }).click();
    await page.getByRole('navigation', { name: '게시판' }).getByRole('link', { name: '공지사항' }).click();
    await page.waitForURL((u) => u.pathname === '/scommunity/bbs/notice');
    await page.getByRole('link', { name: '모임 이용 안내' }).click();
    await page.getByRole('heading', { level: 2, name: '모임 이용 안내' }).waitFor();
    await expectAccessible(page, 'scommunity notice (phone)');
    await screenshot(page, 'scommunity-notice-phone');
    await context.close();
  });
});
