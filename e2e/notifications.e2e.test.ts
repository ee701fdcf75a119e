import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { closePopups, DEMO_PASSWORD, operatorToken, portalUrl } from './support/portal.js';

/**
 * The notification centre (issue 40): a member books a room; while their page is open, the operator confirms it in
 * the console, and the member's bell says '알림 1건' without a reload (pushed over the event stream); the bell's panel
 * links to 나의 예약 and following it reads the notification; 마이페이지 → 알림 lists it as read. And a member who turns
 * off e-mail for 커뮤니티 in 알림 받는 방법 gets the next comment on their post in the bell and no e-mail.
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

function nextMonth(): string {
  const now = new Date(Date.now() + 9 * 3_600_000);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `${next.getUTCFullYear()}${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** demo-member books the first free hour of 라이브룸 A next month, by the calls the booking page makes. */
async function bookAsDemoMember(token: string): Promise<number> {
  const studios = (await (await fetch(api('studio/infos'))).json()) as {
    rooms: { roomId: number; roomNm: string }[];
  }[];
  const room = studios.flatMap((s) => s.rooms).find((r) => r.roomNm === '라이브룸 A')!;
  const month = (await (await fetch(api(`studio/room/${room.roomId}/rsvt/days?rsvtYm=${nextMonth()}`))).json()) as {
    days: { ymd: string; bookableYn: string }[];
  };
  for (const day of month.days.filter((d) => d.bookableYn === 'Y')) {
    const ymd = day.ymd.replaceAll('-', '');
    const slots = (await (
      await fetch(api(`studio/room/${room.roomId}/rsvt/schds?rsvtYmd=${ymd}`), { headers: { 'x-auth-token': token } })
    ).json()) as { rsvtBgngHhmm: string; rsvtEndHhmm: string; state: string }[];
    const free = slots.find((s) => s.state === 'E');
    if (!free) continue;
    const res = await fetch(api(`studio/room/${room.roomId}/rsvt`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        rsvtYmd: ymd,
        rsvtBgngHhmm: free.rsvtBgngHhmm,
        rsvtEndHhmm: free.rsvtEndHhmm,
        rsvtUsrcnt: 2,
        rsvtUserCnctel: '010-1234-5678',
        rsvtDmndCn: '',
        strNm: '온판상회',
        brno: '1248100998',
        useCtgrDcd: '1003001',
        shootCtgrDcd: '1004001',
        strPattnDcd: '1022001',
        rprsGdsNm: '수제 과일청',
        brndNm: '온판팜',
        letoffChnl: '스마트스토어',
        loanPssEqu: '1023001',
        osdAddExpctEqu: '',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { rsvtId: number }).rsvtId;
  }
  throw new Error('no free hour next month in 라이브룸 A');
}

describe('the notification centre', () => {
  it(
    'an operator confirms a booking; the member’s open page shows 알림 1건, the panel leads to 나의 예약',
    { timeout: 240_000 },
    async () => {
      const login = await fetch(api('auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lgnId: 'demo-member', userPasswd: DEMO_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const rsvtId = await bookAsDemoMember(token);
      const rsvtNo = `R${String(rsvtId).padStart(8, '0')}`;
      // What came before (the request's own notification among them) is read: the bell starts at 0.
      const cleared = await fetch(api('common/ntfs/read'), { method: 'PUT', headers: { 'x-auth-token': token } });
      expect(cleared.status).toBe(200);

      const memberContext = await newContext(browser, 'desktop', { notificationStream: true });
      await memberContext.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
      const member = await memberContext.newPage();
      await member.goto(`${baseUrl}/`);
      await closePopups(member);
      const bell = member.getByRole('button', { name: /^알림 \d+건$/ });
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('알림 0건');

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/reservations`);
      await page.getByRole('heading', { level: 1, name: '예약 확정' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: rsvtNo });
      await row.waitFor();
      await row.getByRole('button', { name: new RegExp(`^확정 \\(${rsvtNo} 예약 확정\\)`) }).click();
      await answer(page, `${rsvtNo} 예약을 확정하시겠습니까?`);
      await answer(page, '예약이 확정되었습니다.');
      await context.close();

      // Pushed to the open page (the stream), well before the 30-second poll would ask.
      await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('알림 1건');
      expect(await bell.innerText()).toContain('1');

      // The panel: keyboard opens it, Escape closes it and focus returns to the bell.
      await bell.focus();
      await member.keyboard.press('Enter');
      const panel = member.getByRole('region', { name: '알림' });
      const confirmed = panel.getByRole('link', { name: /예약 확정/ }).filter({ hasText: rsvtNo });
      await confirmed.waitFor();
      expect(await confirmed.innerText()).toContain('읽지 않음');
      expect(await confirmed.getAttribute('href')).toBe('/mypage/reservations');
      expect(await panel.getByRole('link', { name: '모두 보기' }).getAttribute('href')).toBe('/mypage/notifications');
      await expectAccessible(member, 'header bell panel open');
      await screenshot(member, 'notifications-panel');
      await member.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);

      // Following the notification lands on 나의 예약 and reads it.
      await bell.click();
      await confirmed.click();
      await member.getByRole('heading', { level: 1, name: '나의 예약' }).waitFor();
      expect(new URL(member.url()).pathname).toBe('/mypage/reservations');
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('알림 0건');

      // 마이페이지 → 알림: the notification, read, linking to its target; 모두 읽음 at hand.
      await member
        .getByRole('navigation', { name: '마이페이지 메뉴' })
        .getByRole('link', { name: '알림', exact: true })
        .click();
      await member.getByRole('heading', { level: 1, name: '알림', exact: true }).waitFor();
      const list = member.getByRole('list', { name: '받은 알림' });
      const item = list.getByRole('link').filter({ hasText: rsvtNo }).first();
      await item.waitFor();
      // The page may first draw the list the panel loaded before the notification was read; the mark's answer
      // refreshes it.
      await expect.poll(() => item.innerText()).toMatch(/(^|\n)읽음(\n|$)/);
      expect(await item.getAttribute('href')).toBe('/mypage/reservations');
      await member.getByRole('button', { name: '모두 읽음' }).waitFor();
      await member.getByText(/^전체 [\d,]+건$/).waitFor();
      await expectAccessible(member, 'my page notifications');
      await screenshot(member, 'notifications-mypage');
      await memberContext.close();
    },
  );

  it(
    'a member turns off e-mail for 커뮤니티: the next comment on their post reaches the bell and no e-mail',
    { timeout: 240_000 },
    async () => {
      const tokenOf = async (lgnId: string) => {
        const res = await fetch(api('auth/login'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ lgnId, userPasswd: DEMO_PASSWORD }),
        });
        return ((await res.json()) as { token: string }).token;
      };
      const send = async (method: string, path: string, token: string, body?: unknown) => {
        const res = await fetch(api(path), {
          method,
          headers: {
            'x-auth-token': token,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        expect(res.status, await res.clone().text()).toBe(200);
        return (await res.json()) as Record<string, unknown>;
      };
      const [memberToken, creatorToken, operator] = await Promise.all([
        tokenOf('demo-member'),
        tokenOf('demo-creator'),
        operatorToken(),
      ]);
      /** The e-mails of comments on the post, newest first (the operators' outbox). */
      const replyMails = async (title: string) => {
        const page = (await send('GET', 'auth/opr/outbox?pageSize=100', operator)) as {
          items: { channel: string; kind: string; body: string }[];
        };
        return page.items.filter((m) => m.kind === 'COMMUNITY_REPLY' && m.body.includes(title));
      };
      // Every channel on to begin with; demo-member's post, and demo-creator's first comment goes by e-mail.
      await send('PUT', 'common/ntf/prefs', memberToken, { items: [{ grp: 'COMMUNITY', smsYn: 'Y', emailYn: 'Y' }] });
      const title = `알림 시험 ${Date.now()}`;
      const post = await send('POST', 'community/sb', memberToken, {
        comunCtgrDcd: '1007002',
        comunBltartclTit: title,
        comunBltartclCn: '<p>댓글 알림을 시험합니다.</p>',
      });
      const postId = post.comunBltartclId as number;
      await send('POST', `community/sb/${postId}/comment`, creatorToken, { cmntCn: '첫 댓글: 메일로도 알려요' });
      expect((await replyMails(title)).map((m) => m.channel)).toEqual(['EMAIL']);
      await send('PUT', 'common/ntfs/read', memberToken);

      // 마이페이지 → 알림 → 알림 받는 방법: 커뮤니티 e-mail off, saved after the confirmation.
      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-member', notificationStream: true });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/mypage/notifications`);
      await closePopups(page);
      await page.getByRole('heading', { level: 1, name: '알림', exact: true }).waitFor();
      const community = page.getByRole('group', { name: '커뮤니티' });
      const email = community.getByRole('checkbox', { name: '이메일' });
      expect(await email.isChecked()).toBe(true);
      await email.focus();
      await page.keyboard.press('Space');
      expect(await email.isChecked()).toBe(false);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await answer(page, '알림 받는 방법을 저장하시겠습니까?');
      await answer(page, '알림 받는 방법을 저장했습니다.');
      const bell = page.getByRole('button', { name: /^알림 \d+건$/ });
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('알림 0건');

      // demo-creator comments again: the bell says so at once, and no e-mail is written.
      await send('POST', `community/sb/${postId}/comment`, creatorToken, { cmntCn: '두 번째 댓글: 앱으로만' });
      await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('알림 1건');
      expect((await replyMails(title)).map((m) => m.body)).toEqual([expect.stringContaining('첫 댓글')]);
      await bell.click();
      // The bell's panel (on this page, beside 받은 알림 of 마이페이지 → 알림).
      const panel = page.getByRole('list', { name: '최근 알림' });
      const reply = panel
        .getByRole('link', { name: /내 글에 새 댓글이 달렸습니다/ })
        .filter({ hasText: '두 번째 댓글' });
      await reply.waitFor();
      expect(await reply.getAttribute('href')).toBe(`/community/${postId}/view?ctgrCode=1007002#community-comments`);
      await expectAccessible(page, 'bell panel with a reply');
      await screenshot(page, 'notifications-reply');
      await reply.click();
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByText('두 번째 댓글: 앱으로만').waitFor();
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('알림 0건');
      await context.close();
      // As it was: every channel on.
      await send('PUT', 'common/ntf/prefs', memberToken, { items: [{ grp: 'COMMUNITY', smsYn: 'Y', emailYn: 'Y' }] });
    },
  );
});
