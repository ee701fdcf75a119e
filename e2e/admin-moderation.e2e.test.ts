import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, portalUrl } from './support/portal.js';

/**
 * Moderation (커뮤니티 담당, issue 38): three members report a member's post (through the call the board makes) and it
 * hides; the operator reads the whole reported text in the queue, suspends the writer's posting for 7 days and removes
 * the post; the writer's next post through the browser is refused with the end date and the reason. A broadcast a
 * member reports (with the broadcast's own reasons) is in the same queue under the kind '방송'; the operator removes
 * it and the public broadcast page no longer shows it.
 */

const baseUrl = portalUrl();
const api = (path: string) => `${baseUrl}/v1/app/${path}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let seq = 0;
/** A new general member (the demo password, so the browser can log in as them), by the calls the pages make. */
async function newMember(prefix: string): Promise<{ lgnId: string; token: string }> {
  const lgnId = `${prefix}${Date.now().toString(36)}${++seq}`;
  const signup = await fetch(api('auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      joinType: 'general',
      lgnId,
      userPasswd: DEMO_PASSWORD,
      userNm: '김작성',
      userEmail: `${lgnId}@example.kr`,
      mblNo: `0107${String(Date.now() + seq).slice(-7)}`,
      termsAgreYn: 'Y',
      prvcAgreYn: 'Y',
      mktAgreYn: 'N',
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(200);
  const login = await fetch(api('auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lgnId, userPasswd: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return { lgnId, token };
}

async function post(path: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** The Seoul day seven days from now, as the refusal names it ('2026년 12월 5일'). */
function sevenDaysOn(): string {
  const d = new Date(Date.now() + 7 * 86_400_000 + 9 * 3_600_000);
  return `${d.getUTCFullYear()}년 ${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일`;
}

describe('the moderation desk', () => {
  it(
    'three reports hide a post; the operator reads it, suspends the writer for 7 days and removes it; the writer is refused',
    { timeout: 240_000 },
    async () => {
      const writer = await newMember('modw');
      const reporters = [await newMember('modr'), await newMember('modr'), await newMember('modr')];
      const title = `도배 광고 ${Date.now().toString(36)}`;
      const text =
        '지금 바로 연락 주세요. 최저가 보장 상품을 안내해 드립니다. 둘째 문단까지 이어지는 긴 광고 본문입니다.';
      const made = await post('community/sb', writer.token, {
        comunCtgrDcd: '1007002',
        comunBltartclTit: title,
        comunBltartclCn: `<p>${text}</p>`,
      });
      const id = made.comunBltartclId as number;
      for (const [i, r] of reporters.entries()) {
        await post('community/rpt', r.token, { trgtType: 'post', trgtId: id, rsnCd: i === 0 ? 'other' : 'spam' });
      }
      // Hidden by the third report.
      expect((await fetch(api(`community/sb/${id}`))).status).toBe(404);

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/reports?trgtType=post`);
      await page.getByRole('heading', { level: 1, name: '신고 처리' }).waitFor();
      const region = page.getByRole('region', { name: /신고된 글 목록/ });
      const row = region.getByRole('row').filter({ hasText: title });
      await row.waitFor();
      await row.getByText('3명').waitFor();
      await row.getByText('스팸·광고 2').waitFor();
      await row.getByText('숨김').waitFor();
      await row.getByText('전체 내용 보기').click();
      await row.getByText(text).waitFor();
      await expectAccessible(page, 'console report queue, text expanded');
      await screenshot(page, 'admin-moderation-queue');

      // Suspend the writer for 7 days (the default choice) with a reason.
      await row.getByRole('button', { name: new RegExp(`^게시 제한 \\(${writer.lgnId}\\)`) }).click();
      const dialog = page.getByRole('dialog', { name: /게시 제한$/ });
      await dialog.getByText('진행 중인 게시 제한이 없습니다.').waitFor();
      expect(await dialog.getByRole('radio', { name: '7일' }).isChecked()).toBe(true);
      await dialog.getByLabel(/^제한 사유/).fill('광고성 도배 글 반복');
      await dialog.getByRole('button', { name: '게시 제한', exact: true }).click();
      await answer(page, /게시 활동을 7일 제한하시겠습니까\?/);
      await answer(page, '게시 제한을 저장했습니다. (7일)');
      await dialog.waitFor({ state: 'detached' });

      // Remove the post with a reason.
      await row.getByRole('button', { name: /^삭제/ }).click();
      const decide = page.getByRole('dialog', { name: '신고된 게시글 삭제' });
      await decide.getByLabel(/처리 사유/).fill('광고성 글이라 삭제합니다.');
      await decide.getByRole('button', { name: '삭제' }).click();
      await answer(page, `“${title}”을(를) 삭제하시겠습니까?`);
      await answer(page, '삭제되었습니다.');
      await expect.poll(() => row.count()).toBe(0);
      await context.close();

      // The writer's next post through the browser is refused with the end date and the reason.
      const own = await newContext(browser, 'desktop', { loggedInAs: writer.lgnId });
      const mine = await own.newPage();
      await mine.goto(`${baseUrl}/community/0/edit`);
      await mine.getByRole('textbox', { name: /제목/ }).fill('다시 올리는 글');
      const body = mine.getByRole('textbox', { name: '내용' });
      await body.click();
      await mine.keyboard.type('제한 중에도 글을 쓸 수 있을까요?');
      await mine.getByRole('button', { name: '등록', exact: true }).click();
      await answer(mine, '게시글을 등록하시겠습니까?');
      await answer(mine, `게시 활동이 ${sevenDaysOn()}까지 제한되었습니다. 사유: 광고성 도배 글 반복`);
      // The form keeps what was typed.
      expect(await mine.getByRole('textbox', { name: /제목/ }).inputValue()).toBe('다시 올리는 글');
      await own.close();
    },
  );

  it(
    "a reported broadcast is removed from the queue's 방송 kind and the public page no longer shows it",
    { timeout: 180_000 },
    async () => {
      // The last recording (the broadcast journeys use the first).
      const list = (await (await fetch(api('broadcast/list?brcType=2&pageSize=100'))).json()) as {
        items: { brcInfoNo: number; brcTit: string }[];
      };
      const target = list.items.at(-1)!;
      const reporter = await newMember('modb');
      await post('broadcast/brcDclr', reporter.token, { brcInfoNo: target.brcInfoNo, rsnCd: 'copyright' });
      // A report hides no broadcast: the operator decides.
      expect((await fetch(api(`broadcast/brcInfo/${target.brcInfoNo}`))).status).toBe(200);

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/reports?trgtType=brc`);
      await page.getByRole('heading', { level: 1, name: '신고 처리' }).waitFor();
      const region = page.getByRole('region', { name: /신고된 글 목록/ });
      const row = region.getByRole('row').filter({ hasText: target.brcTit });
      await row.waitFor();
      await row.getByText('[방송]').waitFor();
      await row.getByText('1명').waitFor();
      await row.getByText('저작권 침해 1').waitFor();
      await screenshot(page, 'admin-moderation-broadcast');

      await row.getByRole('button', { name: /^삭제/ }).click();
      const decide = page.getByRole('dialog', { name: '신고된 방송 삭제' });
      await decide.getByLabel(/처리 사유/).fill('저작권 침해가 확인되어 비공개합니다.');
      await decide.getByRole('button', { name: '삭제' }).click();
      await answer(page, `“${target.brcTit}”을(를) 삭제하시겠습니까?`);
      await answer(page, '삭제되었습니다.');
      await expect.poll(() => row.count()).toBe(0);
      await context.close();

      // The public page no longer shows it.
      const visitor = await newContext(browser, 'desktop');
      const view = await visitor.newPage();
      await view.goto(`${baseUrl}/broadcast/${target.brcInfoNo}/view`);
      await view.getByText('방송을 찾을 수 없습니다.').waitFor();
      expect(await view.getByRole('heading', { name: target.brcTit }).count()).toBe(0);
      await expectAccessible(view, 'broadcast page, removed by an operator');
      await visitor.close();
    },
  );
});
