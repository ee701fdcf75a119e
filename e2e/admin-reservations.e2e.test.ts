import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, portalUrl } from './support/portal.js';

/**
 * The reservation desk (issue 37): a member's studio booking waits as '예약신청'; the dashboard counts it under
 * '예약 확정 대기' and links to the queue, where the operator confirms it; the member's 나의 예약 then says '예약확정'.
 */

const baseUrl = portalUrl();
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

/**
 * demo-member (certificate approved) books the first `hours` free consecutive hours of a room next month, by the calls
 * the pages make.
 */
async function bookAsDemoMember(hours = 1): Promise<{ token: string; rsvtId: number; ymd: string; roomId: number }> {
  const api = (path: string) => `${baseUrl}/v1/app/${path}`;
  const login = await fetch(api('auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lgnId: 'demo-member', userPasswd: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
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
    const at = slots.findIndex(
      (s, i) =>
        slots.slice(i, i + hours).length === hours &&
        slots
          .slice(i, i + hours)
          .every((x, j) => x.state === 'E' && (j === 0 || x.rsvtBgngHhmm === slots[i + j - 1]!.rsvtEndHhmm)),
    );
    if (at < 0) continue;
    const free = { rsvtBgngHhmm: slots[at]!.rsvtBgngHhmm, rsvtEndHhmm: slots[at + hours - 1]!.rsvtEndHhmm };
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
    return { token, rsvtId: ((await res.json()) as { rsvtId: number }).rsvtId, ymd, roomId: room.roomId };
  }
  throw new Error('no free hour next month in 라이브룸 A');
}

/** The Monday of a yyyyMMdd day's week (the desk's week grid runs Monday to Sunday). */
function mondayOf(ymd: string): string {
  const d = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

async function myReservationsSay(token: string, rsvtId: number, text: string) {
  const memberContext = await newContext(browser, 'desktop');
  await memberContext.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`${baseUrl}/mypage/reservations`);
  await memberPage.getByRole('heading', { level: 1, name: '나의 예약' }).waitFor();
  const item = memberPage.locator(`li[data-rsvt-id="${rsvtId}"]`);
  await expect.poll(() => item.innerText()).toContain(text);
  await memberContext.close();
}

describe('the reservation desk', () => {
  it(
    'counts a waiting booking on the dashboard, confirms it from the queue, and the member sees 예약확정',
    { timeout: 240_000 },
    async () => {
      const { token, rsvtId } = await bookAsDemoMember();
      const rsvtNo = `R${String(rsvtId).padStart(8, '0')}`;

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      const queueLink = page.getByRole('link', { name: /예약 확정 대기/ });
      await queueLink.waitFor();
      const countOf = async () => Number(/([\d,]+)건/.exec((await queueLink.innerText()) ?? '')![1]!.replace(/,/g, ''));
      const before = await countOf();
      expect(before).toBeGreaterThanOrEqual(1);

      await queueLink.click();
      await page.getByRole('heading', { level: 1, name: '예약 확정' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/reservations');
      const row = page.getByRole('row').filter({ hasText: rsvtNo });
      await row.waitFor();
      // The member is shown masked.
      expect(await row.innerText()).not.toContain('demo-member');
      await expectAccessible(page, 'console reservation queue');
      await screenshot(page, 'admin-reservations');
      await row.getByRole('button', { name: new RegExp(`^확정 \\(${rsvtNo} 예약 확정\\)`) }).click();
      await answer(page, `${rsvtNo} 예약을 확정하시겠습니까?`);
      await answer(page, '예약이 확정되었습니다.');
      await expect.poll(() => row.count()).toBe(0);

      await page.goto(`${baseUrl}/admin`);
      await queueLink.waitFor();
      await expect.poll(countOf).toBe(before - 1);
      await context.close();

      const memberContext = await newContext(browser, 'desktop');
      await memberContext.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
      const memberPage = await memberContext.newPage();
      await memberPage.goto(`${baseUrl}/mypage/reservations`);
      await memberPage.getByRole('heading', { level: 1, name: '나의 예약' }).waitFor();
      const item = memberPage.locator(`li[data-rsvt-id="${rsvtId}"]`);
      await expect.poll(() => item.innerText()).toContain('예약확정');
      await memberContext.close();
    },
  );

  it(
    'a member books two hours; the operator confirms them on the week grid; the member sees 예약확정 and gets the text',
    { timeout: 240_000 },
    async () => {
      const { token, rsvtId, ymd, roomId } = await bookAsDemoMember(2);
      const rsvtNo = `R${String(rsvtId).padStart(8, '0')}`;

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/reservations?rsvtSttsCd=ALL&roomId=${roomId}&week=${mondayOf(ymd)}`);
      await page.getByRole('heading', { level: 2, name: '주간 예약표' }).waitFor();
      const grid = page.getByRole('region', { name: /라이브룸 A 주간 예약표/ });
      const cell = grid.getByRole('button', { name: new RegExp(`${rsvtNo} 예약 열기`) });
      await cell.waitFor();
      expect(await cell.innerText()).toContain('예약신청');
      // The two hours are one cell spanning two rows of the table.
      expect(await cell.locator('xpath=..').getAttribute('rowspan')).toBe('2');
      await expectAccessible(page, 'console reservation week grid');
      await screenshot(page, 'admin-reservations-week');

      // Keyboard: the cell is a button that opens the reservation.
      await cell.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `${rsvtNo} 예약` });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '예약 확정' }).click();
      await answer(page, `${rsvtNo} 예약을 확정하시겠습니까?`);
      await answer(page, '예약이 확정되었습니다.');
      await expect.poll(() => cell.innerText()).toContain('예약확정');

      // The member was told by text: the outbox holds the confirmation to the booking's phone.
      const sent = await page.evaluate(async (no) => {
        const res = await fetch('/v1/app/auth/opr/outbox?mblNo=01012345678', {
          headers: { 'x-auth-token': window.localStorage.getItem('auth_token') ?? '' },
        });
        const body = (await res.json()) as { items: { kind: string; body: string }[] };
        return body.items.filter((i) => i.body.includes(no)).map((i) => i.kind);
      }, rsvtNo);
      expect(sent).toContain('reservation-confirmed');

      // The filtered list (this room) as CSV: a reason first, then the file with its byte-order mark.
      await page.getByRole('button', { name: '예약 목록 내려받기 (CSV)' }).click();
      const exportDialog = page.getByRole('dialog', { name: '예약 목록 내려받기' });
      await exportDialog.getByLabel(/^내려받는 사유/).fill('주간 이용 점검');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        exportDialog.getByRole('button', { name: '내려받기' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^스튜디오 예약 목록_\d{8}\.csv$/);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const csv = Buffer.concat(chunks);
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.toString('utf8')).toContain(`"${rsvtNo}"`);
      await exportDialog.waitFor({ state: 'detached' });
      await context.close();

      await myReservationsSay(token, rsvtId, '예약확정');
    },
  );

  it(
    'the operator hides a studio review with a reason; a visitor no longer sees it on the room page',
    { timeout: 240_000 },
    async () => {
      const studios = (await (await fetch(`${baseUrl}/v1/app/studio/infos`)).json()) as {
        studoId: number;
        rooms: { roomId: number; roomNm: string }[];
      }[];
      const studio = studios.find((s) => s.rooms.some((r) => r.roomNm === '라이브룸 A'))!;
      const roomId = studio.rooms.find((r) => r.roomNm === '라이브룸 A')!.roomId;

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/reviews?roomId=${roomId}&visibility=SHOWN&sort=regDt&order=desc`);
      await page.getByRole('heading', { level: 1, name: '후기 관리' }).waitFor();
      const first = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: /^숨기기/ }) })
        .first();
      await first.waitFor();
      // The text in place; the writer masked.
      const text = (await first.getByRole('cell').nth(3).innerText()).trim();
      expect(text.length).toBeGreaterThan(0);
      expect(await first.innerText()).not.toMatch(/demo-(member|creator|sso|admin)/);
      await expectAccessible(page, 'console review desk');
      await screenshot(page, 'admin-reviews');

      await first.getByRole('button', { name: /^숨기기/ }).click();
      const dialog = page.getByRole('dialog', { name: '후기 숨기기' });
      await dialog.waitFor();
      // No reason: told at the field, nothing sent.
      await dialog.getByRole('button', { name: '숨기기' }).click();
      await dialog.getByText('사유를 입력해 주세요.').waitFor();
      await dialog.getByLabel(/^숨기는 사유/).fill('다른 업체 광고가 포함되어 있음');
      await dialog.getByRole('button', { name: '숨기기' }).click();
      await answer(page, '이 후기를 숨기시겠습니까?');
      await answer(page, '후기를 숨겼습니다. 방문자에게 보이지 않습니다.');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByRole('row').filter({ hasText: text }).count()).toBe(0);

      // A visitor's room page: the review is gone from the list.
      const visitor = await newContext(browser, 'desktop');
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`${baseUrl}/studio/room/${roomId}/${studio.studoId}`);
      await visitorPage.getByRole('heading', { level: 2, name: '이용 후기' }).waitFor();
      await visitorPage.locator('section[aria-labelledby="review-title"] li').first().waitFor();
      expect(await visitorPage.getByText(text, { exact: true }).count()).toBe(0);
      await visitor.close();

      // Hidden ones, with the reason; shown again, so the seeded reviews stay as they were.
      await page.goto(`${baseUrl}/admin/reviews?roomId=${roomId}&visibility=HIDDEN`);
      const hiddenRow = page.getByRole('row').filter({ hasText: text });
      await hiddenRow.waitFor();
      expect(await hiddenRow.innerText()).toContain('숨김 사유: 다른 업체 광고가 포함되어 있음');
      await expectAccessible(page, 'console review desk, hidden reviews');
      await hiddenRow.getByRole('button', { name: /^다시 보이기/ }).click();
      await answer(page, /후기를 다시 보이게 하시겠습니까/);
      await answer(page, '후기를 다시 보이게 했습니다.');
      await expect.poll(() => hiddenRow.count()).toBe(0);
      await context.close();
    },
  );

  it(
    'the operator books two hours for demo-member (대리 예약, 예약확정); the member’s 나의 예약 shows it',
    { timeout: 240_000 },
    async () => {
      const api = (path: string) => `${baseUrl}/v1/app/${path}`;
      // Two free consecutive hours of 라이브룸 A next month, as the public calendar shows them.
      const studios = (await (await fetch(api('studio/infos'))).json()) as {
        rooms: { roomId: number; roomNm: string }[];
      }[];
      const room = studios.flatMap((s) => s.rooms).find((r) => r.roomNm === '라이브룸 A')!;
      const month = (await (await fetch(api(`studio/room/${room.roomId}/rsvt/days?rsvtYm=${nextMonth()}`))).json()) as {
        days: { ymd: string; bookableYn: string }[];
      };
      let pick: { ymd: string; first: string; second: string; end: string } | null = null;
      for (const day of month.days.filter((d) => d.bookableYn === 'Y')) {
        const ymd = day.ymd.replaceAll('-', '');
        const slots = (await (await fetch(api(`studio/room/${room.roomId}/rsvt/schds?rsvtYmd=${ymd}`))).json()) as {
          rsvtBgngHhmm: string;
          rsvtEndHhmm: string;
          state: string;
        }[];
        const at = slots.findIndex(
          (s, i) => s.state === 'E' && slots[i + 1]?.state === 'E' && slots[i + 1]!.rsvtBgngHhmm === s.rsvtEndHhmm,
        );
        if (at < 0) continue;
        pick = {
          ymd,
          first: slots[at]!.rsvtBgngHhmm,
          second: slots[at + 1]!.rsvtBgngHhmm,
          end: slots[at + 1]!.rsvtEndHhmm,
        };
        break;
      }
      if (!pick) throw new Error('no two free hours next month in 라이브룸 A');
      const hhmm = (v: string) => `${v.slice(0, 2)}:${v.slice(2)}`;

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin/reservations`);
      await page.getByRole('link', { name: '대리 예약' }).click();
      await page.getByRole('heading', { level: 1, name: '대리 예약' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/reservations/new');

      await page.getByRole('textbox', { name: /^회원 아이디/ }).fill('demo-member');
      await page.getByRole('button', { name: '회원 찾기' }).click();
      const found = page.getByText(/소상공인 확인서: 승인/);
      await found.waitFor();
      // The member is shown masked.
      expect(await found.innerText()).not.toContain('demo-member');

      await page.getByRole('combobox', { name: /^룸/ }).selectOption(String(room.roomId));
      await page.getByRole('combobox', { name: /^이용 월/ }).selectOption(nextMonth());
      await page.getByRole('combobox', { name: /^이용일/ }).selectOption(pick.ymd);
      const first = page.getByText(`${hhmm(pick.first)}~${hhmm(pick.second)}`, { exact: true });
      await first.waitFor();
      await first.click();
      await page.getByText(`${hhmm(pick.second)}~${hhmm(pick.end)}`, { exact: true }).click();
      await page.getByText('예약확정 (바로 확정)', { exact: true }).click();

      await page.getByText('카메라', { exact: true }).click();
      await page.getByRole('combobox', { name: /참여 인원/ }).selectOption({ label: '2명' });
      await page.getByRole('textbox', { name: /^업체명/ }).fill('온판상회');
      await page.getByRole('textbox', { name: /^사업자등록번호/ }).fill('1248100998');
      await page.getByRole('combobox', { name: /^상품 카테고리/ }).selectOption({ label: '식품' });
      await page.getByRole('textbox', { name: /^대표상품명/ }).fill('수제 과일청');
      await page.getByRole('textbox', { name: /^브랜드/ }).fill('온판팜');
      await page.getByRole('combobox', { name: /^이용 카테고리/ }).selectOption({ label: '라이브커머스 방송' });
      await page.getByRole('combobox', { name: /^업체유형/ }).selectOption({ label: '개인사업자' });
      await page.getByRole('textbox', { name: /^회원 연락처/ }).fill('010-1234-5678');
      await expectAccessible(page, 'console proxy booking form');
      await screenshot(page, 'admin-reservations-proxy');

      await page.getByRole('button', { name: '예약 등록' }).click();
      await answer(page, /회원의 예약을 예약확정 상태로 등록하시겠습니까/);
      await answer(page, '회원의 예약이 예약확정 상태로 등록되었습니다.');
      await page.getByRole('heading', { level: 1, name: '예약 확정' }).waitFor();
      await context.close();

      // The booking is demo-member's: their 나의 예약 shows it confirmed.
      const login = await fetch(api('auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lgnId: 'demo-member', userPasswd: DEMO_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const mine = (await (
        await fetch(api('studio/rsvts?pageSize=100'), { headers: { 'x-auth-token': token } })
      ).json()) as { items: { rsvtId: number; rsvtYmd: string; rsvtBgngHhmm: string; rsvtEndHhmm: string }[] };
      const booked = mine.items.find(
        (i) =>
          i.rsvtYmd.replaceAll('-', '') === pick.ymd && i.rsvtBgngHhmm === pick.first && i.rsvtEndHhmm === pick.end,
      );
      expect(booked, JSON.stringify(mine.items.slice(0, 3))).toBeDefined();
      await myReservationsSay(token, booked!.rsvtId, '예약확정');
    },
  );
});
