import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { closePopups, portalUrl, submitLogin } from './support/portal.js';
import { CALENDAR_FITS, calendarLayout } from './support/calendar-layout.js';

/**
 * The live layout (issue 13): the main page's live section, live/list, a live broadcast whose HLS event playlist the
 * development generator keeps appending to (status LIVE, the badge, the player at the live edge and moving), the
 * schedule calendar with its day modal, and the countdown page with its alert button; on desktop and on a phone.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Item {
  brcInfoNo: number;
  brcTit: string;
  brcSts: string;
  brcBgngDt: string;
}

async function liveItems(): Promise<Item[]> {
  return (await (await fetch(`${baseUrl}/v1/app/broadcast/list?brcType=1&pageSize=50`)).json()).items as Item[];
}

/** The demo's broadcast on air, once the generator has started its stream (its first segment at start). */
async function onAir(): Promise<Item> {
  const item = (await liveItems()).find((i) => i.brcSts === 'LIVE')!;
  expect(item, 'the demo seeds a live broadcast on air').toBeTruthy();
  await expect
    .poll(async () => (await (await fetch(`${baseUrl}/v1/app/broadcast/brcInfo/${item.brcInfoNo}`)).json()).mediaUrl, {
      timeout: 60_000,
      interval: 500,
    })
    .toBe(`/media/live-${item.brcInfoNo}/master.m3u8`);
  return item;
}

async function segments(brcInfoNo: number): Promise<number> {
  const text = await (await fetch(`${baseUrl}/media/live-${brcInfoNo}/0/index.m3u8`)).text();
  return (text.match(/^#EXTINF:/gm) ?? []).length;
}

describe('live', () => {
  it(
    'a visitor finds what is live on the main page and watches it at the live edge',
    { timeout: 180_000 },
    async () => {
      const live = await onAir();
      // The stream is an event playlist that grows while the portal runs.
      const before = await segments(live.brcInfoNo);
      await expect.poll(() => segments(live.brcInfoNo), { timeout: 30_000, interval: 500 }).toBeGreaterThan(before);

      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await page.goto(baseUrl + '/');
      await closePopups(page);
      const section = page.getByRole('region', { name: '라이브' });
      await section.getByRole('heading', { level: 3, name: '지금 방송 중' }).waitFor();
      await section.getByRole('link', { name: new RegExp(live.brcTit) }).click();
      await page.waitForURL((u) => u.pathname === `/live/${live.brcInfoNo}/view`);
      await page.getByRole('heading', { level: 1, name: live.brcTit }).waitFor();
      await page.getByText('방송 중', { exact: true }).first().waitFor();

      const video = page.locator('video');
      await video.waitFor();
      await page.evaluate(async () => {
        const v = document.querySelector('video')!;
        v.muted = true;
        await v.play();
      });
      const first = await (async () => {
        await expect
          .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
          .toBeGreaterThan(0);
        return video.evaluate((v: HTMLVideoElement) => v.currentTime);
      })();
      // It plays on: the time advances past where it was.
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
        .toBeGreaterThan(first + 0.5);
      // A live stream: the playlist is not closed, so the browser knows no fixed end.
      const playlist = await (await fetch(`${baseUrl}/media/live-${live.brcInfoNo}/0/index.m3u8`)).text();
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
      expect(playlist).not.toContain('#EXT-X-ENDLIST');
      // Adaptive: the master names two renditions, and the smaller one grows too.
      const master = await (await fetch(`${baseUrl}/media/live-${live.brcInfoNo}/master.m3u8`)).text();
      expect(master.match(/^#EXT-X-STREAM-INF:/gm)).toHaveLength(2);
      const small = await (await fetch(`${baseUrl}/media/live-${live.brcInfoNo}/1/index.m3u8`)).text();
      expect(small).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
      expect((await fetch(`${baseUrl}/media/live-${live.brcInfoNo}/1/seg0.ts`)).headers.get('content-type')).toBe(
        'video/mp2t',
      );
      await page.evaluate(() => document.querySelector('video')!.pause());
      await page.getByRole('button', { name: /채널 구독/ }).waitFor();
      await page.getByRole('button', { name: '방송 신고' }).waitFor();
      await expectAccessible(page, 'live view (visitor)');
      await screenshot(page, 'live-view-desktop');

      await page.getByRole('link', { name: '라이브 목록' }).click();
      await page.waitForURL((u) => u.pathname === '/live/list');
      await page.getByRole('heading', { level: 1, name: '라이브' }).waitFor();
      await page.getByRole('link', { name: live.brcTit }).waitFor();
      await expectAccessible(page, 'live list');
      await screenshot(page, 'live-list-desktop');
      await context.close();
    },
  );

  it(
    'a member picks a day in the schedule, opens a coming broadcast and subscribes to its alert',
    { timeout: 180_000 },
    async () => {
      const coming = (await liveItems()).find((i) => i.brcSts === 'SCHEDULED')!;
      const ymd = coming.brcBgngDt.slice(0, 10);
      const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
      const comingYm = year * 12 + month - 1;

      // A visitor's schedule for the month a link names is drawn by the server with that month's broadcasts.
      const html = await (await fetch(`${baseUrl}/live/schedule?ym=${ymd.slice(0, 7).replace('-', '')}`)).text();
      expect(html).toContain(`${year}년 ${month}월 방송`);
      expect(html).toContain(coming.brcTit);

      // The browser's clock at the last moment of the month before the broadcast's (in Seoul, late, and early when
      // UTC's day is still the one before) and at the first moment of the broadcast's month: the calendar opens on the
      // month the clock says and turns to the broadcast's month, loading each month it shows, and the list follows.
      const seoul = (y: number, m: number, d: number, hms: string) =>
        new Date(`${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T${hms}+09:00`);
      const firstOfMonth = new Date(Date.UTC(year, month - 1, 1));
      const lastOfBefore = new Date(firstOfMonth.getTime() - 86_400_000);
      const before = [
        lastOfBefore.getUTCFullYear(),
        lastOfBefore.getUTCMonth() + 1,
        lastOfBefore.getUTCDate(),
      ] as const;
      const moments = [seoul(...before, '23:59:59'), seoul(...before, '08:30:00'), seoul(year, month, 1, '00:00:00')];
      const monthTitle = (ym: number) => `${Math.floor(ym / 12)}년 ${(ym % 12) + 1}월 방송`;

      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await page.clock.setFixedTime(moments[0]!);
      await page.goto(baseUrl + '/login?returnUrl=%2Flive%2Fschedule');
      await submitLogin(page, 'demo-member');
      await page.waitForURL((u) => u.pathname === '/live/schedule');
      for (const [i, moment] of moments.entries()) {
        if (i > 0) {
          await page.clock.setFixedTime(moment);
          await page.goto(baseUrl + '/live/schedule');
        }
        const shown = new Date(moment.getTime() + 9 * 3_600_000);
        const shownYm = shown.getUTCFullYear() * 12 + shown.getUTCMonth();
        await page.getByRole('heading', { level: 1, name: '라이브 편성표' }).waitFor();
        await page.getByRole('heading', { level: 2, name: monthTitle(shownYm) }).waitFor();
        if (i === 0) {
          await expectAccessible(page, 'live schedule');
          await screenshot(page, 'live-schedule-desktop');
        }
        for (let ym = shownYm; ym < comingYm; ym += 1) {
          await page.getByRole('button', { name: '다음 달' }).click();
          await page.getByRole('heading', { level: 2, name: monthTitle(ym + 1) }).waitFor();
        }
        await page.getByRole('link', { name: coming.brcTit }).first().waitFor();
        const dayButton = page.getByRole('button', { name: new RegExp(`${year}년 ${month}월 ${day}일`) });
        await expect.poll(() => dayButton.getAttribute('aria-disabled')).toBeNull();
      }

      await page.getByRole('button', { name: new RegExp(`${year}년 ${month}월 ${day}일`) }).click();
      const dialog = page.getByRole('dialog', { name: `${ymd.replaceAll('-', '.')} 방송` });
      await dialog.waitFor();
      await expectAccessible(page, 'live schedule day modal');
      await screenshot(page, 'live-schedule-modal-desktop');
      await dialog.getByRole('link', { name: coming.brcTit }).click();
      await page.waitForURL((u) => u.pathname === `/live/coming/${coming.brcInfoNo}`);
      await page.getByRole('heading', { level: 1, name: coming.brcTit }).waitFor();
      // Its poster (the seed's drawing) is shown above the countdown, loaded, not an empty box.
      const poster = page.locator('img[src^="/img/broadcast/"]');
      await poster.waitFor();
      await expect.poll(() => poster.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await page
        .getByRole('timer')
        .filter({ hasText: /[0-9]+(일|시간|분|초)/ })
        .waitFor();
      await page.getByRole('button', { name: `${coming.brcTit} 알림 신청` }).click();
      await answer(page, '방송 알림이 신청되었습니다.');
      await page.getByRole('button', { name: `${coming.brcTit} 알림 해제`, pressed: true }).waitFor();
      await expectAccessible(page, 'live coming (member, subscribed)');
      await screenshot(page, 'live-coming-desktop');
      await page.getByRole('button', { name: `${coming.brcTit} 알림 해제` }).click();
      await answer(page, '방송 알림이 해제되었습니다.');
      await context.close();
    },
  );

  it(
    'a member follows the channel and reports the broadcast from the live view, and reports a comment',
    { timeout: 180_000 },
    async () => {
      const live = await onAir();
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await page.goto(baseUrl + `/login?returnUrl=${encodeURIComponent(`/live/${live.brcInfoNo}/view`)}`);
      await submitLogin(page, 'demo-member');
      await page.waitForURL((u) => u.pathname === `/live/${live.brcInfoNo}/view`);
      await page.getByRole('button', { name: /채널 구독$/ }).click();
      await answer(page, '채널을 구독했습니다.');
      await page.getByRole('button', { name: /구독 해제$/, pressed: true }).waitFor();

      await page.getByRole('button', { name: '방송 신고' }).click();
      const dialog = page.getByRole('dialog', { name: '방송 신고' });
      await dialog.waitFor();
      // Without a reason the form says what is missing, in Korean.
      await dialog.getByRole('button', { name: '신고하기' }).click();
      await answer(page, '신고 사유를 선택해주세요.');
      await dialog.locator('label').filter({ hasText: '허위·과장 광고' }).click();
      await dialog.getByRole('textbox', { name: '신고 내용' }).fill('가격 표기가 실제와 달라요.');
      await expectAccessible(page, 'live view report dialog');
      await screenshot(page, 'live-report-desktop');
      await dialog.getByRole('button', { name: '신고하기' }).click();
      await answer(page, '신고가 접수되었습니다.');
      await page.getByRole('button', { name: /구독 해제$/ }).click();
      await answer(page, '채널 구독이 해제되었습니다.');

      // Another member's comment under a recording goes to the community's report queue.
      const vods = (await (await fetch(`${baseUrl}/v1/app/broadcast/list?brcType=2&pageSize=50`)).json())
        .items as Item[];
      let target: { brcInfoNo: number; cmntCn: string } | null = null;
      for (const v of vods) {
        const comments = await (await fetch(`${baseUrl}/v1/app/vod/vodCmnt?brcInfoNo=${v.brcInfoNo}`)).json();
        const other = (comments.items as { cmntCn: string }[]).find((c) => c.cmntCn.includes('배송'));
        if (other) target = { brcInfoNo: v.brcInfoNo, cmntCn: other.cmntCn };
      }
      expect(target, "the demo has another member's comment").toBeTruthy();
      await page.goto(baseUrl + `/broadcast/${target!.brcInfoNo}/view`);
      const comment = page
        .locator('li')
        .filter({ has: page.getByText(target!.cmntCn, { exact: true }) })
        .first();
      await comment.getByRole('button', { name: '신고' }).click();
      const report = page.getByRole('dialog', { name: '댓글 신고' });
      await report.locator('label').filter({ hasText: '스팸·광고' }).click();
      await expectAccessible(page, 'VOD comment report dialog');
      await report.getByRole('button', { name: '신고하기' }).click();
      await answer(page, '신고가 접수되었습니다.');
      await context.close();
    },
  );

  it(
    'a visitor on a phone reads the live list, a coming broadcast and the live view',
    { timeout: 120_000 },
    async () => {
      const live = await onAir();
      const coming = (await liveItems()).find((i) => i.brcSts === 'SCHEDULED')!;
      const context = await newContext(browser, 'phone');
      const page = await context.newPage();
      await page.goto(baseUrl + '/live/list');
      await page.getByRole('link', { name: coming.brcTit }).waitFor();
      await expectAccessible(page, 'live list (phone)');
      await screenshot(page, 'live-list-phone');
      await page.getByRole('link', { name: coming.brcTit }).click();
      await page.getByRole('timer').waitFor();
      await expectAccessible(page, 'live coming (phone)');
      await screenshot(page, 'live-coming-phone');
      await page.goto(baseUrl + `/live/${live.brcInfoNo}/view`);
      await page.locator('video').waitFor();
      await expectAccessible(page, 'live view (phone)');
      await screenshot(page, 'live-view-phone');
      // The schedule's month grid at 320 px (a phone, or 400 % zoom of 1280 px): all seven days in the window, the
      // Saturday column too, no cells overlapping, nothing to scroll sideways (KWCAG 1.4.10).
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(baseUrl + '/live/schedule');
      await page.getByRole('heading', { level: 1, name: '라이브 편성표' }).waitFor();
      await page.getByRole('grid').first().waitFor();
      expect(await calendarLayout(page)).toEqual(CALENDAR_FITS);
      await expectAccessible(page, 'live schedule (320 px)');
      await screenshot(page, 'live-schedule-320');
      await context.close();
    },
  );
});
