import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { clickAndPost, closePopups, portalUrl, submitLogin } from './support/portal.js';

/**
 * Broadcasts (방송): a visitor browses the tabs and opens a recording whose HLS video really plays with a Korean
 * caption shown; a member comments, replies and likes; a visitor on a phone reads the list and a recording.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first recording of the VOD tab, once the server has rendered its media (in the background at start). */
async function firstRecording(): Promise<{ brcInfoNo: number; brcTit: string }> {
  const list = await (await fetch(`${baseUrl}/v1/app/broadcast/list?brcType=2`)).json();
  const first = list.items[0] as { brcInfoNo: number; brcTit: string };
  await expect
    .poll(async () => (await (await fetch(`${baseUrl}/v1/app/broadcast/brcInfo/${first.brcInfoNo}`)).json()).mediaUrl, {
      timeout: 90_000,
      interval: 500,
    })
    .toBeTruthy();
  return first;
}

describe('broadcast', () => {
  it('a member watches a recording with captions, comments, replies and likes', { timeout: 180_000 }, async () => {
    const vod = await firstRecording();
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(baseUrl + '/broadcast');
    await closePopups(page);
    const tabs = page.getByRole('navigation', { name: '방송 구분' });
    for (const name of ['라이브', '다시보기', '커머스', '숏폼']) await tabs.getByRole('link', { name }).waitFor();
    await page.getByText('방송 중').first().waitFor();
    await expectAccessible(page, 'broadcast list (live)');
    await screenshot(page, 'broadcast-live-desktop');

    await tabs.getByRole('link', { name: '다시보기' }).click();
    await page.getByRole('link', { name: vod.brcTit }).click();
    await page.waitForURL((u) => u.pathname === `/broadcast/${vod.brcInfoNo}/view`);
    await page.getByRole('heading', { level: 1, name: vod.brcTit }).waitFor();
    const video = page.locator('video');
    await video.waitFor();

    // It plays: time advances, and the Korean caption track shows a line of the narration.
    await page.evaluate(async () => {
      const v = document.querySelector('video')!;
      v.muted = true;
      await v.play();
    });
    const activeCue = () =>
      video.evaluate((v: HTMLVideoElement) => {
        const track = v.textTracks[0];
        const active = track?.activeCues?.[0] as VTTCue | undefined;
        return { mode: track?.mode, language: track?.language, text: active?.text ?? '' };
      });
    let cue = await activeCue();
    await expect.poll(async () => (cue = await activeCue()).text, { timeout: 30_000 }).toMatch(/[가-힣]/);
    expect(cue.mode).toBe('showing');
    expect(cue.language).toBe('ko');
    expect(cue.text).toMatch(/[가-힣]/);
    await page.evaluate(() => document.querySelector('video')!.pause());
    await expectAccessible(page, 'VOD view (visitor)');
    await screenshot(page, 'broadcast-vod-desktop');

    // A member comments, replies and likes.
    await page.goto(baseUrl + `/login?returnUrl=${encodeURIComponent(`/broadcast/${vod.brcInfoNo}/view`)}`);
    await submitLogin(page, 'demo-member');
    await page.waitForURL((u) => u.pathname === `/broadcast/${vod.brcInfoNo}/view`);
    await closePopups(page);
    const text = `상품 설명이 알찼어요 ${Date.now()}`;
    await page.getByRole('textbox', { name: '댓글 입력' }).fill(text);
    const register = page.getByRole('button', { name: '등록', exact: true });
    expect(await clickAndPost(page, register, /\/vod\/vodCmnt$/)).toMatch(/^200 /);
    const item = page
      .locator('li')
      .filter({ has: page.getByText(text, { exact: true }) })
      .first();
    await item.waitFor();
    await item.getByRole('button', { name: '답글' }).click();
    const replyText = `답글입니다 ${Date.now()}`;
    await item.getByRole('textbox', { name: '답글 입력' }).fill(replyText);
    await item.getByRole('button', { name: '등록', exact: true }).click();
    await item.getByText(replyText, { exact: true }).waitFor();
    await item.getByRole('button', { name: '좋아요 0' }).first().click();
    await item.getByRole('button', { name: '좋아요 1', pressed: true }).first().waitFor();
    await expectAccessible(page, 'VOD view (member, commented)');
    await screenshot(page, 'broadcast-vod-comments-desktop');
    await context.close();
  });

  it('a member subscribes to a broadcast alert and finds it in my page', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto(baseUrl + '/login?returnUrl=%2Fbroadcast');
    await submitLogin(page, 'demo-member');
    await page.waitForURL((u) => u.pathname === '/broadcast');
    await closePopups(page);
    const title = '수제 가죽 지갑 만드는 과정 공개';
    await page.getByRole('button', { name: `${title} 알림 신청` }).click();
    await answer(page, '방송 알림이 신청되었습니다.');
    await page.getByRole('button', { name: `${title} 알림 해제`, pressed: true }).waitFor();
    await expectAccessible(page, 'broadcast list (member, subscribed)');
    await screenshot(page, 'broadcast-alarm-desktop');

    await page.goto(baseUrl + '/mypage/broadcast');
    await page.getByText(title).waitFor();
    await expectAccessible(page, 'my broadcast alerts');
    await screenshot(page, 'broadcast-my-alarms-desktop');
    await page.getByRole('button', { name: '모두 해제' }).click();
    await answer(page, '방송 알림을 모두 해제하시겠습니까?');
    await answer(page, '방송 알림이 모두 해제되었습니다.');
    await page.getByText('신청한 방송 알림이 없습니다.').waitFor();
    await context.close();
  });

  it(
    'shorts move to the next and previous one by keys on a desktop and by swiping on a phone',
    { timeout: 120_000 },
    async () => {
      const list = await (await fetch(`${baseUrl}/v1/app/broadcast/list?brcType=3`)).json();
      const [first, second] = list.items as { brcInfoNo: number; brcTit: string }[];
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await page.goto(baseUrl + '/broadcast?brcType=3');
      await closePopups(page);
      await page.getByRole('link', { name: first!.brcTit }).click();
      await page.waitForURL((u) => u.pathname === `/broadcast/shorts/${first!.brcInfoNo}/view`);
      await page.getByRole('heading', { level: 1, name: first!.brcTit }).waitFor();
      await page.locator('video').waitFor();
      await expectAccessible(page, 'shorts view (desktop)');
      await screenshot(page, 'broadcast-shorts-desktop');
      await page.keyboard.press('ArrowDown');
      await page.waitForURL((u) => u.pathname === `/broadcast/shorts/${second!.brcInfoNo}/view`);
      await page.getByRole('heading', { level: 1, name: second!.brcTit }).waitFor();
      await page.keyboard.press('ArrowUp');
      await page.waitForURL((u) => u.pathname === `/broadcast/shorts/${first!.brcInfoNo}/view`);
      await page.getByRole('button', { name: '다음 숏폼' }).click();
      await page.waitForURL((u) => u.pathname === `/broadcast/shorts/${second!.brcInfoNo}/view`);
      await context.close();

      const phone = await newContext(browser, 'phone');
      const mobile = await phone.newPage();
      await mobile.goto(baseUrl + `/broadcast/shorts/${first!.brcInfoNo}/view`);
      await closePopups(mobile);
      const box = (await mobile.locator('video').boundingBox())!;
      const cdp = await phone.newCDPSession(mobile);
      const x = box.x + box.width / 2;
      const point = (y: number) => [{ x, y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(box.y + box.height * 0.8) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(box.y + box.height * 0.5) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(box.y + box.height * 0.2) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await mobile.waitForURL((u) => u.pathname === `/broadcast/shorts/${second!.brcInfoNo}/view`);
      await mobile.getByRole('heading', { level: 1, name: second!.brcTit }).waitFor();
      await expectAccessible(mobile, 'shorts view (phone)');
      await screenshot(mobile, 'broadcast-shorts-phone');
      await phone.close();
    },
  );

  it('a visitor on a phone reads the list and a recording', { timeout: 120_000 }, async () => {
    const vod = await firstRecording();
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl + '/broadcast?brcType=2');
    await closePopups(page);
    await page.getByRole('link', { name: vod.brcTit }).waitFor();
    await expectAccessible(page, 'broadcast list (phone)');
    await screenshot(page, 'broadcast-vod-list-phone');
    await page.getByRole('link', { name: vod.brcTit }).click();
    await page.locator('video').waitFor();
    await page.getByRole('heading', { level: 2, name: '방송 상품' }).waitFor();
    await expectAccessible(page, 'VOD view (phone)');
    await screenshot(page, 'broadcast-vod-phone');
    // The comment box in the server's first HTML (which the browser's DOM no longer shows once the app has taken
    // over): a textarea with no input's type attribute (a Nu HTML checker error).
    const html = await (await fetch(new URL(page.url()).href)).text();
    const textareas = html.match(/<textarea\b[^>]*>/g) ?? [];
    expect(textareas.length).toBeGreaterThan(0);
    expect(textareas.filter((t) => /\stype=/.test(t))).toEqual([]);
    await context.close();
  });
});
