import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The communities desk (issue 38): the demo operator creates a regional community whose members join after approval,
 * appoints a manager found by login id, writes a notice with a file; a member asks to join on the community's page,
 * the operator approves in the console, and the member is in. On another community's page a manager refuses a join
 * request with a reason, and the member's text is in the outbox.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

describe('the communities desk', () => {
  it(
    'an operator creates a community with a manager and a notice with a file; a member joins after the approval',
    { timeout: 300_000 },
    async () => {
      const name = `제주 감귤 농가 모임 ${Date.now().toString(36)}`;
      const notice = '첫 정기 모임 안내';
      const desk = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await desk.newPage();
      await page.goto(`${baseUrl}/admin/communities`);
      await page.getByRole('heading', { level: 1, name: '소상공인 커뮤니티' }).waitFor();
      await page.getByText(/^총 \d+건/).waitFor();

      await page.getByRole('link', { name: '커뮤니티 만들기' }).click();
      await page.getByRole('heading', { level: 1, name: '커뮤니티 만들기' }).waitFor();
      await page.getByRole('radio', { name: '지역별' }).check({ force: true });
      await page.getByRole('combobox', { name: /^업종·지역/ }).selectOption({ label: '제주' });
      await page.getByRole('textbox', { name: /^커뮤니티 이름/ }).fill(name);
      await page.getByRole('textbox', { name: /^소개/ }).fill('제주에서 감귤 농사를 짓고 파는 사장님들의 모임입니다.');
      await page.getByRole('radio', { name: '운영진 승인 후 가입' }).check({ force: true });
      await expectAccessible(page, 'console community create');
      await screenshot(page, 'admin-community-create');
      await page.getByRole('button', { name: '만들기', exact: true }).click();
      await answer(page, '커뮤니티를 만드시겠습니까?');
      await answer(page, '커뮤니티를 만들었습니다.');
      await page.waitForURL((u) => /^\/admin\/communities\/\d+$/.test(u.pathname));
      const cmntId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { level: 1, name }).waitFor();

      // A manager found by login id, shown masked.
      await page.getByRole('textbox', { name: /^회원 아이디 또는 이름/ }).fill('demo-creator');
      await page.getByRole('button', { name: '찾기', exact: true }).click();
      await page.getByRole('button', { name: /^운영진 지정/ }).click();
      await answer(page, /운영진으로 지정하시겠습니까\?/);
      await answer(page, '운영진으로 지정했습니다. 회원에게 알렸습니다.');
      await page
        .getByRole('region', { name: '운영진' })
        .getByRole('button', { name: /^운영진 해제/ })
        .waitFor();

      // A notice with a file, written with the community's editor.
      await page.getByRole('link', { name: '공지사항 쓰기' }).click();
      await page.getByRole('heading', { level: 1, name: '커뮤니티 게시물 쓰기' }).waitFor();
      await page.getByRole('textbox', { name: /^제목/ }).fill(notice);
      await page.getByRole('textbox', { name: '내용' }).click();
      await page.keyboard.type('12월 둘째 주 화요일 저녁 7시에 모입니다.');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '파일 첨부' }).click();
      await (await chooser).setFiles({ name: '모임 안내문.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: '모임 안내문.pdf 첨부 삭제' }).waitFor();
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '게시물을 등록하시겠습니까?');
      await answer(page, '게시물을 등록했습니다.');
      await page.waitForURL((u) => u.pathname === `/admin/communities/${cmntId}`);
      const row = page.getByRole('row').filter({ hasText: notice });
      await row.getByText('1개').waitFor();
      await page.getByText('승인을 기다리는 가입 신청이 없습니다.').waitFor();
      await expectAccessible(page, 'console community page');
      await screenshot(page, 'admin-community');

      // A member asks to join on the community's page and reads the notice there.
      const member = await newContext(browser, 'desktop', { loggedInAs: 'demo-member' });
      const home = await member.newPage();
      await home.goto(`${baseUrl}/scommunity/${cmntId}`);
      await home.getByRole('button', { name: '가입하기' }).click();
      const joinForm = home.getByRole('form', { name: '가입 정보 입력' });
      await joinForm.waitFor();
      await joinForm.getByRole('button', { name: '가입 신청' }).click();
      await answer(home, '커뮤니티에 가입하시겠습니까?');
      await answer(home, /가입 신청이 접수되었습니다/);
      const boards = (await (await fetch(`${baseUrl}/v1/app/scommunity/${cmntId}`)).json()) as {
        boards: { cmntBrdMntId: number; brdSeCd: string }[];
      };
      const board = boards.boards.find((b) => b.brdSeCd === 'NOTICE')!;
      await home.goto(`${baseUrl}/scommunity/bbs/notice?cmntBrdMntId=${board.cmntBrdMntId}`);
      await home.getByRole('link', { name: new RegExp(notice) }).waitFor();

      // The operator approves the request in the console.
      await page.reload();
      const request = page.getByRole('region', { name: '가입 신청' });
      await request.getByRole('button', { name: /^승인/ }).click();
      await answer(page, /가입을 승인하시겠습니까\?/);
      await answer(page, '가입을 승인했습니다. 회원에게 알렸습니다.');
      await page.getByText('승인을 기다리는 가입 신청이 없습니다.').waitFor();

      await home.goto(`${baseUrl}/scommunity/${cmntId}`);
      await home.getByRole('button', { name: '탈퇴하기' }).waitFor();
      expect(await home.getByRole('button', { name: '가입하기' }).count()).toBe(0);
      await member.close();
      await desk.close();
    },
  );

  it(
    'a manager refuses a join request on the community page with a reason, and the member is told by text',
    { timeout: 180_000 },
    async () => {
      const name = `서귀포 공방 모임 ${Date.now().toString(36)}`;
      const desk = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await desk.newPage();
      await page.goto(`${baseUrl}/admin/communities`);
      await page.getByRole('heading', { level: 1, name: '소상공인 커뮤니티' }).waitFor();
      // The community itself is not the subject: made through the desk's call.
      const cmntId = await page.evaluate(async (cmntNm) => {
        const res = await fetch('/v1/app/scommunity/admin/communities', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-auth-token': window.localStorage.getItem('auth_token') ?? '',
          },
          body: JSON.stringify({
            cmntSeCd: 'REGION',
            ctgrNm: '제주',
            cmntNm,
            cmntIntro: '서귀포에서 공방을 하는 사장님들의 모임입니다.',
            joinRule: 'APPROVAL',
          }),
        });
        return ((await res.json()) as { cmntId: number }).cmntId;
      }, name);
      expect(cmntId).toBeGreaterThan(0);

      // The member asks to join on the community's page.
      const member = await newContext(browser, 'desktop', { loggedInAs: 'demo-member' });
      const home = await member.newPage();
      await home.goto(`${baseUrl}/scommunity/${cmntId}`);
      await home.getByRole('button', { name: '가입하기' }).click();
      const joinForm = home.getByRole('form', { name: '가입 정보 입력' });
      await joinForm.waitFor();
      await joinForm.getByRole('button', { name: '가입 신청' }).click();
      await answer(home, '커뮤니티에 가입하시겠습니까?');
      await answer(home, /가입 신청이 접수되었습니다/);

      // The manager (the operator manages every community) refuses it on the community's page, with a reason.
      await page.goto(`${baseUrl}/scommunity/${cmntId}`);
      const panel = page.getByRole('region', { name: '운영진 승인 대기' });
      await panel.getByRole('button', { name: /^거절:/ }).click();
      const ask = page.getByRole('dialog', { name: '거절' });
      await ask.getByRole('textbox', { name: /^거절 사유/ }).fill('서귀포 사장님만 받습니다.');
      await expectAccessible(page, 'community page refusal reason');
      await screenshot(page, 'scommunity-refuse-reason');
      await ask.getByRole('button', { name: '거절', exact: true }).click();
      await answer(page, '가입 신청을 거절했습니다. 회원에게 알렸습니다.');
      await panel.getByText('승인을 기다리는 가입 신청과 게시글이 없습니다.').waitFor();

      // The member's text is in the outbox, with the reason.
      const sent = await page.evaluate(async (cmntNm) => {
        const res = await fetch('/v1/app/auth/opr/outbox?mblNo=01020000200&pageSize=50', {
          headers: { 'x-auth-token': window.localStorage.getItem('auth_token') ?? '' },
        });
        const body = (await res.json()) as { items: { kind: string; body: string }[] };
        return body.items.filter((i) => i.body.includes(cmntNm)).map((i) => `${i.kind} ${i.body}`);
      }, name);
      expect(sent).toEqual([
        expect.stringMatching(/^SCOMMUNITY_JOIN_DECIDED .*거절되었습니다\. 사유: 서귀포 사장님만 받습니다\.$/),
      ]);

      await home.reload();
      await home.getByRole('button', { name: '가입하기' }).waitFor();
      await member.close();
      await desk.close();
    },
  );
});
