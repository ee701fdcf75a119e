import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, expectAccessible, launchBrowser, newContext, screenshot, settled } from './support/browser.js';
import { DEMO_PASSWORD as PASSWORD, portalUrl } from './support/portal.js';
import { CALENDAR_FITS, calendarLayout } from './support/calendar-layout.js';

/**
 * Studio and space reservations in the browser: book from the calendar to my page and cancel, book by keyboard
 * only, write a review on a completed (seeded, past) reservation, the space pages; axe on every page, screenshots
 * on desktop and phone. The e2e server is shared with other files: every journey books its own hours.
 */
const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function apiLogin(lgnId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/app/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lgnId, userPasswd: PASSWORD }),
  });
  const body = (await res.json()) as { token: string };
  return body.token;
}

async function loggedInContext(lgnId: string, vp: 'desktop' | 'phone' = 'desktop'): Promise<BrowserContext> {
  const token = await apiLogin(lgnId);
  const context = await newContext(browser, vp);
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  return context;
}

async function roomId(name: string): Promise<{ roomId: number; studoId: number }> {
  const res = await fetch(`${baseUrl}/v1/app/studio/infos`);
  const studios = (await res.json()) as { studoId: number; rooms: { roomId: number; roomNm: string }[] }[];
  for (const s of studios) {
    const r = s.rooms.find((x) => x.roomNm === name);
    if (r) return { roomId: r.roomId, studoId: s.studoId };
  }
  throw new Error(`room ${name} not seeded`);
}

const enabledDays = (page: Page) => page.locator('[role="grid"] td [role="button"]:not([aria-disabled="true"])');
const availableHours = (page: Page) => page.getByRole('button', { name: /예약 가능$/ });

/** Waits until the hour list shows the day chosen after `previousDay` (its slots loaded): an event, not a sleep. */
async function hoursLoadedAfter(page: Page, previousDay: string | null): Promise<void> {
  await page.waitForFunction((prev) => {
    const box = document.querySelector('[data-hour-box]');
    const day = box?.getAttribute('data-day') ?? '';
    return day !== '' && day !== prev && box?.getAttribute('aria-busy') !== 'true';
  }, previousDay);
}

const shownDay = (page: Page) => page.locator('[data-hour-box]').getAttribute('data-day');

/** Clicks a bookable day (this month or the next) whose hour list offers at least `hours` available hours. */
async function pickDayWithHours(page: Page, hours: number, skip = 0): Promise<void> {
  for (let month = 0; month < 3; month++) {
    await enabledDays(page).first().waitFor();
    const days = enabledDays(page);
    const n = await days.count();
    let seen = 0;
    for (let i = 0; i < n; i++) {
      const before = await shownDay(page);
      await days.nth(i).click();
      await hoursLoadedAfter(page, before);
      if ((await availableHours(page).count()) >= hours) {
        if (seen++ >= skip) return;
      }
    }
    const monthShown = () => document.querySelector('[role="grid"]')?.parentElement?.querySelector('h2')?.textContent;
    const heading = await page.evaluate(monthShown);
    await page.getByRole('button', { name: '다음 달' }).click();
    await page.waitForFunction(
      (prev) => document.querySelector('[role="grid"]')?.parentElement?.querySelector('h2')?.textContent !== prev,
      heading,
    );
  }
  throw new Error('no bookable day found');
}

/** Answers the confirm and then the result alert; returns the alert's text. */
async function confirmThenAlert(page: Page): Promise<string> {
  const confirm = page.getByRole('alertdialog');
  await confirm.waitFor();
  await confirm.getByRole('button', { name: '확인' }).click();
  const alert = page.getByRole('alertdialog');
  await alert.waitFor();
  const text = (await alert.innerText()).trim();
  await alert.getByRole('button', { name: '확인' }).click();
  await alert.waitFor({ state: 'detached' });
  return text;
}

describe('studio reservations in the browser', () => {
  it.each(['desktop', 'phone'] as const)('shows the studio list on %s (axe, screenshot)', async (vp) => {
    const context = await newContext(browser, vp);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/studio`);
    await page.getByRole('heading', { level: 1, name: '라이브 스튜디오' }).waitFor();
    await page.getByRole('heading', { name: '라이브룸 A' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    // Every card's picture has its size (no shift as it loads); the first is fetched first.
    const pictures = await page
      .locator('main img')
      .evaluateAll((imgs) =>
        imgs.map((img) => [
          img.getAttribute('width'),
          img.getAttribute('height'),
          img.getAttribute('fetchpriority') ?? img.getAttribute('loading'),
        ]),
      );
    expect(pictures.length).toBeGreaterThan(2);
    expect(pictures[0]).toEqual(['660', '440', 'high']);
    for (const picture of pictures.slice(1)) expect(picture).toEqual(['660', '440', null]);
    await settled(page);
    await screenshot(page, `studio-list-${vp}`);
    await expectAccessible(page, `studio list (${vp})`);
    await context.close();
  });

  it('asks a visitor to log in before the next step, and leads to the login page', async () => {
    const { roomId: id, studoId } = await roomId('라이브룸 B');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/studio/room/${id}/${studoId}`);
    await page.getByRole('heading', { level: 1, name: /라이브룸 B/ }).waitFor();
    expect(await page.getByText('예약은 소상공인 확인서가 승인된 회원만 신청할 수 있습니다.').count()).toBe(1);
    // Gallery: next and previous move the 660 px slides.
    await page.getByRole('button', { name: '다음 사진' }).click();
    await expect.poll(() => page.getByText('3장 중 2번째 사진').first().count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '다음 단계' }).click();
    const noSelection = page.getByRole('alertdialog');
    await expect.poll(() => noSelection.innerText()).toContain('예약일시를 선택해주세요.');
    await noSelection.getByRole('button', { name: '확인' }).click();
    await pickDayWithHours(page, 3);
    const hours = availableHours(page);
    // Non-consecutive hours are refused with the spec's message.
    await hours.nth(0).click();
    await hours.nth(1).click();
    const gapAlert = page.getByRole('alertdialog');
    await expect.poll(() => gapAlert.innerText()).toContain('연속된 시간만 예약 가능합니다.');
    await gapAlert.getByRole('button', { name: '확인' }).click();
    await page.getByRole('button', { name: '다음 단계' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.innerText()).toContain('회원가입 및 로그인이 필요합니다.');
    await settled(page);
    await screenshot(page, 'room-view-login-confirm-desktop');
    await confirm.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/login\?returnUrl=/);
    await context.close();
  });

  it('books a room from the calendar to my page, then cancels it there (desktop)', async () => {
    const { roomId: id, studoId } = await roomId('쇼룸 스튜디오');
    const context = await loggedInContext('demo-member');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/studio/room/${id}/${studoId}`);
    await page.getByRole('heading', { level: 1, name: /쇼룸 스튜디오/ }).waitFor();
    await page.getByRole('heading', { name: '이용 후기' }).waitFor();
    await settled(page);
    await expectAccessible(page, 'room view');
    // demo-member's certificate is accepted: no reminder of it.
    await settled(page);
    expect(await page.getByText('예약은 소상공인 확인서가 승인된 회원만 신청할 수 있습니다.').count()).toBe(0);
    // The fee and how a request becomes a booking are stated with the room's rules.
    expect(await page.locator('dt', { hasText: '이용료' }).locator('+ dd').innerText()).toBe('무료');
    await pickDayWithHours(page, 2);
    await availableHours(page).nth(0).click();
    await availableHours(page).nth(0).click(); // the first one is now selected; take the next free hour
    await page.getByRole('button', { name: '다음 단계' }).click();

    const dialog = page.getByRole('dialog', { name: '스튜디오 예약 신청' });
    await dialog.waitFor();
    // Empty required fields: the spec's messages, joined, under '입력정보를 확인하세요'.
    await dialog.getByRole('button', { name: '예약 신청' }).click();
    const check = page.getByRole('alertdialog');
    await expect.poll(() => check.innerText()).toContain('대여가능 장비를 선택해주세요.');
    expect(await check.innerText()).toContain('참여 인원을 선택해주세요.');
    await check.getByRole('button', { name: '확인' }).click();

    await check.waitFor({ state: 'detached' });
    await dialog.getByText('카메라', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: '카메라' }).isChecked()).toBe(true);
    await dialog.getByRole('combobox', { name: /참여 인원/ }).selectOption({ label: '2명' });
    await dialog.getByRole('textbox', { name: /업체명/ }).fill('온판상회');
    await dialog.getByRole('textbox', { name: /사업자등록번호/ }).fill('1248100998');
    await dialog.getByRole('combobox', { name: /상품 카테고리/ }).selectOption({ label: '식품' });
    await dialog.getByRole('textbox', { name: /대표상품명/ }).fill('수제 과일청');
    await dialog.getByRole('textbox', { name: /브랜드/ }).fill('온판팜');
    await dialog.getByRole('combobox', { name: /이용 카테고리/ }).selectOption({ label: '라이브커머스 방송' });
    await dialog.getByRole('combobox', { name: /업체유형/ }).selectOption({ label: '개인사업자' });
    await dialog.getByRole('textbox', { name: /연락처/ }).fill('010-1234-5678');
    await screenshot(page, 'reservation-modal-desktop');
    await expectAccessible(page, 'reservation modal');
    await dialog.getByRole('button', { name: '예약 신청' }).click();
    expect(await confirmThenAlert(page)).toContain('마이페이지에서 확인해주세요');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: /내 예약$/ }).count()).toBe(2);

    await page.goto(`${baseUrl}/mypage/reservations`);
    await page.getByRole('heading', { level: 1, name: '나의 예약' }).waitFor();
    const item = page.locator('li[data-rsvt-id]', { hasText: '쇼룸 스튜디오' }).filter({ hasText: '예약신청' }).first();
    await item.waitFor();
    await settled(page);
    await screenshot(page, 'my-reservations-desktop');
    await expectAccessible(page, 'my reservations');
    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: '캘린더에 추가' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);
    const rsvtId = await item.getAttribute('data-rsvt-id');
    // The booking number and what '예약신청' means are shown with the reservation.
    expect(await item.innerText()).toContain(`예약번호 R${rsvtId!.padStart(8, '0')}`);
    expect(await item.innerText()).toContain('운영자가 확인하고 있습니다.');
    await item.getByRole('button', { name: '예약 취소' }).click();
    expect(await confirmThenAlert(page)).toContain('예약이 취소되었습니다.');
    await expect.poll(() => page.locator(`li[data-rsvt-id="${rsvtId}"]`).innerText()).toContain('예약취소');
    await context.close();
  });

  it('shows the booking summary in whole lines on a phone', async () => {
    const { roomId: id, studoId } = await roomId('크로마키 스튜디오');
    const context = await loggedInContext('demo-member', 'phone');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/studio/room/${id}/${studoId}`);
    await page.getByRole('heading', { level: 1, name: /크로마키 스튜디오/ }).waitFor();
    await pickDayWithHours(page, 1);
    await availableHours(page).nth(0).click();
    await page.getByRole('button', { name: '다음 단계' }).click();
    const dialog = page.getByRole('dialog', { name: '스튜디오 예약 신청' });
    await dialog.waitFor();
    // The room name and the date are not squeezed a word per line, and the day and the hours each stay whole (no
    // '2026.1 / 1.30' split): the hours may take the next line, which depends on the digits of the day picked.
    const lines = await dialog
      .locator('section dd')
      .evaluateAll((dds) =>
        dds.map((dd) => Math.round(dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight))),
      );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBeLessThanOrEqual(2);
    expect(lines[1]).toBeLessThanOrEqual(2);
    const parts = await dialog
      .locator('section dd')
      .nth(1)
      .locator('span')
      .evaluateAll((spans) => spans.map((s) => s.getClientRects().length));
    // One line box each: the day and the hours are never broken inside.
    expect(parts).toEqual([1, 1]);
    await expectAccessible(page, 'reservation modal (phone)');
    await dialog.screenshot({ path: path.join(ARTIFACTS, 'studio-booking-summary-phone.png') });
    await context.close();
  });

  it('books by keyboard only', async () => {
    const { roomId: id, studoId } = await roomId('라이브룸 A');
    const context = await loggedInContext('demo-member');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/studio/room/${id}/${studoId}`);
    await page.getByRole('heading', { level: 1, name: /라이브룸 A/ }).waitFor();
    await settled(page);

    const active = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          label: el?.getAttribute('aria-label') ?? '',
          text: (el?.textContent ?? '').trim(),
          disabled: el?.getAttribute('aria-disabled') === 'true',
          inGrid: Boolean(el?.closest('[role="grid"]')),
        };
      });
    const tabUntil = async (pred: (a: Awaited<ReturnType<typeof active>>) => boolean, max = 200) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        if (pred(await active())) return;
      }
      throw new Error('focus never reached the target');
    };

    // Into the calendar grid (the focused day is tomorrow), then along the days until one offers free hours.
    await tabUntil((a) => a.inGrid);
    for (let i = 0; i < 40; i++) {
      if (!(await active()).disabled) {
        const before = await shownDay(page);
        await page.keyboard.press('Enter');
        await hoursLoadedAfter(page, before);
        if ((await availableHours(page).count()) >= 6) break;
      }
      await page.keyboard.press('ArrowRight');
    }
    // Skip the first free hours (the mouse journey may hold some): take the 5th and 6th available ones.
    let seen = 0;
    await tabUntil((a) => a.label.endsWith('예약 가능') && seen++ === 4);
    await page.keyboard.press('Space');
    await tabUntil((a) => a.label.endsWith('예약 가능'));
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('button', { name: /선택됨$/ }).count()).toBe(2);
    await tabUntil((a) => a.text === '다음 단계');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: '스튜디오 예약 신청' });
    await dialog.waitFor();
    // Walk the form with Tab, filling each field as it takes focus.
    const fill = async (label: RegExp, value: string) => {
      for (let i = 0; i < 40; i++) {
        const name = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return el?.labels?.[0]?.textContent ?? el?.getAttribute('aria-label') ?? '';
        });
        if (label.test(name)) {
          await page.keyboard.press('ControlOrMeta+a');
          await page.keyboard.type(value);
          return;
        }
        await page.keyboard.press('Tab');
      }
      throw new Error(`field ${label} not reached`);
    };
    /** On a select (the browser's own), the arrow key moves from 선택하세요 to the first option, then on by `steps`. */
    const choose = async (label: RegExp, steps: number) => {
      for (let i = 0; i < 40; i++) {
        const name = await page.evaluate(() => {
          const el = document.activeElement;
          return el instanceof HTMLSelectElement ? (el.labels?.[0]?.textContent ?? '') : '';
        });
        if (label.test(name)) {
          for (let s = 0; s <= steps; s++) await page.keyboard.press('ArrowDown');
          await expect
            .poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedIndex))
            .toBe(steps + 1);
          return;
        }
        await page.keyboard.press('Tab');
      }
      throw new Error(`select ${label} not reached`);
    };
    // The first checkbox of the equipment group.
    for (let i = 0; i < 40; i++) {
      const isBox = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'checkbox');
      if (isBox) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    await choose(/참여 인원/, 0);
    await fill(/업체명/, '키보드상회');
    await fill(/사업자등록번호/, '1248100998');
    await choose(/상품 카테고리/, 0);
    await fill(/대표상품명/, '수제 잼');
    await fill(/브랜드/, '키보드팜');
    await choose(/이용 카테고리/, 0);
    await choose(/업체유형/, 0);
    await fill(/연락처/, '01012345678');
    await tabUntil((a) => a.text === '예약 신청', 30);
    await page.keyboard.press('Enter');
    // The confirm takes focus; Tab to its OK button and press Enter, then acknowledge the result alert.
    const pressOk = async () => {
      await page.getByRole('alertdialog').waitFor();
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="alertdialog"]'))))
        .toBe(true);
      for (let i = 0; i < 5 && (await active()).text !== '확인'; i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    };
    await pressOk();
    const result = page.getByRole('alertdialog');
    await expect.poll(() => result.innerText()).toContain('마이페이지에서 확인해주세요');
    await pressOk();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('writes a review on a completed reservation and shows it in the room summary', async () => {
    const context = await loggedInContext('demo-member');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage/reservations`);
    const completed = page.locator('li[data-rsvt-id]', { hasText: '라이브룸 A' }).filter({ hasText: '이용완료' });
    const item = completed.filter({ has: page.getByRole('button', { name: '후기 작성' }) }).first();
    await item.waitFor();
    await item.getByRole('button', { name: '후기 작성' }).click();
    const dialog = page.getByRole('dialog', { name: /이용 후기 작성/ });
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: '후기 등록' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: /후기 내용/ }).fill('   ');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: /4점/ }).check({ force: true });
    await dialog.getByRole('textbox', { name: /후기 내용/ }).fill('브라우저에서 남긴 후기입니다. 조명이 좋아요.');
    await screenshot(page, 'review-dialog-desktop');
    await expectAccessible(page, 'review dialog');
    await save.click();
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.innerText()).toContain('후기가 등록되었습니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await dialog.waitFor({ state: 'detached' });

    const { roomId: id, studoId } = await roomId('라이브룸 A');
    await page.goto(`${baseUrl}/studio/room/${id}/${studoId}`);
    const review = page.getByText('브라우저에서 남긴 후기입니다. 조명이 좋아요.');
    await review.waitFor();
    await page.getByText('평균 별점').waitFor();
    expect(await page.locator('section', { hasText: '평균 별점' }).first().innerText()).toMatch(/\d\.\d/);
    const listItem = page.locator('li', { has: review });
    expect(await listItem.innerText()).toMatch(/\d{4}\.\d{2}\.\d{2}/);
    expect(await listItem.innerText()).toMatch(/demo-m\*+/);
    await context.close();
  });

  it.each(['desktop', 'phone'] as const)('room view with reviews on %s (axe, screenshot)', async (vp) => {
    const { roomId: id, studoId } = await roomId('라이브룸 A');
    const context = await loggedInContext('demo-creator', vp);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/studio/room/${id}/${studoId}`);
    await page.getByRole('heading', { name: '이용 후기' }).waitFor();
    await page.getByText('평균 별점').waitFor();
    await pickDayWithHours(page, 1);
    await settled(page);
    if (vp === 'phone') {
      // Swipe the gallery left on a touch screen.
      const viewport = page.locator('[aria-roledescription="캐러셀"] > div').first();
      const box = await viewport.boundingBox();
      if (box) {
        const y = box.y + box.height / 2;
        await viewport.dispatchEvent('touchstart', { touches: [{ clientX: box.x + 250, clientY: y, identifier: 1 }] });
        await viewport.dispatchEvent('touchend', {
          changedTouches: [{ clientX: box.x + 50, clientY: y, identifier: 1 }],
        });
        await expect.poll(() => page.getByText('3장 중 2번째 사진').first().count()).toBeGreaterThan(0);
      }
    }
    await screenshot(page, `room-view-${vp}`);
    await expectAccessible(page, `room view (${vp})`);
    if (vp === 'phone') {
      // At 320 px (a phone, or 400 % zoom of 1280 px) every day of the week stays inside the calendar, none overlapping.
      await page.setViewportSize({ width: 320, height: 720 });
      expect(await calendarLayout(page)).toEqual(CALENDAR_FITS);
      await page.getByRole('grid').first().scrollIntoViewIfNeeded();
      await screenshot(page, 'room-view-320');
    }
    await context.close();
  });
});

describe('spaces in the browser', () => {
  it.each(['desktop', 'phone'] as const)('lists spaces, opens one, marks a favourite on %s', async (vp) => {
    const context = await loggedInContext('demo-creator', vp);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/space`);
    await page.getByRole('heading', { level: 1, name: '공간 예약' }).waitFor();
    await page.getByRole('heading', { name: '소담 공유 회의실' }).waitFor();
    await settled(page);
    await screenshot(page, `space-list-${vp}`);
    await expectAccessible(page, `space list (${vp})`);
    await page.getByRole('heading', { name: '소담 공유 회의실' }).click();
    await page.getByRole('heading', { level: 1, name: '소담 공유 회의실' }).waitFor();
    const favr = page.getByRole('button', { name: '관심 공간 등록' });
    const before = await favr.getAttribute('aria-pressed');
    await favr.click();
    await expect.poll(() => favr.getAttribute('aria-pressed')).not.toBe(before);
    await settled(page);
    await screenshot(page, `space-view-${vp}`);
    await expectAccessible(page, `space view (${vp})`);
    await context.close();
  });

  it('books a space room through the input page, sees it in my space reservations and cancels it', async () => {
    const context = await loggedInContext('demo-member');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/space`);
    await page.getByRole('heading', { name: '온판 포토 스튜디오' }).click();
    await page.getByRole('heading', { name: '포토존 A' }).click();
    await page.getByRole('heading', { level: 1, name: /포토존 A/ }).waitFor();
    await pickDayWithHours(page, 1);
    await availableHours(page).nth(0).click();
    await page.getByRole('button', { name: '다음 단계' }).click();
    await page.waitForURL(/\/Input\?/);
    await page.getByRole('heading', { level: 1, name: '공간 예약 정보 입력' }).waitFor();
    await page.getByText('소상공인 확인서가 승인되어 예약을 신청할 수 있습니다.').waitFor();
    // The company check (reservation/cmpyValidation): a wrong name is refused, the registry's facts pass.
    const company = page.locator('section', { has: page.getByRole('heading', { name: '업체 확인' }) });
    await company.getByRole('textbox', { name: /사업자등록번호/ }).fill('1208147521');
    await company.getByRole('textbox', { name: /개업일자/ }).fill('20190315');
    await company.getByRole('textbox', { name: /대표자명/ }).fill('김소상');
    await company.getByRole('textbox', { name: /상호명/ }).fill('다른가게');
    await company.getByRole('button', { name: '업체 확인' }).click();
    const refused = page.getByRole('alertdialog');
    await expect.poll(() => refused.innerText()).toContain('해당하는 회사정보가 없습니다.');
    await refused.getByRole('button', { name: '확인' }).click();
    await company.getByRole('textbox', { name: /상호명/ }).fill('골목빵집');
    await company.getByRole('button', { name: '업체 확인' }).click();
    const accepted = page.getByRole('alertdialog');
    await expect.poll(() => accepted.innerText()).toContain('인증되었습니다.');
    await accepted.getByRole('button', { name: '확인' }).click();
    await accepted.waitFor({ state: 'detached' });
    const form = page.locator('form');
    await form.getByText('조명', { exact: true }).click();
    await form.getByRole('combobox', { name: /참여 인원/ }).selectOption({ label: '1명' });
    await form.getByRole('textbox', { name: /업체명/ }).fill('포토상회');
    // The business number comes from the company check above (the server checks the four facts again on create).
    expect(await form.getByRole('textbox', { name: /사업자등록번호/ }).count()).toBe(0);
    await form.getByRole('combobox', { name: /상품 카테고리/ }).selectOption({ label: '뷰티' });
    await form.getByRole('textbox', { name: /대표상품명/ }).fill('립밤');
    await form.getByRole('textbox', { name: /브랜드/ }).fill('포토뷰티');
    await form.getByRole('combobox', { name: /이용 카테고리/ }).selectOption({ label: '상품 촬영' });
    await form.getByRole('combobox', { name: /업체유형/ }).selectOption({ label: '법인사업자' });
    await form.getByRole('textbox', { name: /연락처/ }).fill('010-2222-3333');
    await settled(page);
    await screenshot(page, 'space-input-desktop');
    await expectAccessible(page, 'space reservation input');
    await page.getByRole('button', { name: '예약 신청' }).click();
    expect(await confirmThenAlert(page)).toContain('마이페이지에서 확인해주세요');
    await page.waitForURL(/\/space\/myRsvt/);
    const item = page.locator('li[data-rsvt-id]', { hasText: '포토존 A' }).filter({ hasText: '예약신청' }).first();
    await item.waitFor();
    await expectAccessible(page, 'my space reservations');
    await item.getByRole('button', { name: '예약 취소' }).click();
    expect(await confirmThenAlert(page)).toContain('예약이 취소되었습니다.');
    await context.close();
  });

  it('writes an inquiry and deletes it from the list', async () => {
    const context = await loggedInContext('demo-creator');
    const page = await context.newPage();
    const spaces = (await (await fetch(`${baseUrl}/v1/app/space/lst`)).json()) as { items: { spaceId: number }[] };
    await page.goto(`${baseUrl}/space/${spaces.items[0]!.spaceId}/inquiry/Input`);
    await page.getByRole('heading', { level: 1, name: '공간 문의하기' }).waitFor();
    await page.getByRole('button', { name: '문의 등록' }).click();
    const check = page.getByRole('alertdialog');
    await expect.poll(() => check.innerText()).toContain('문의 제목을 입력해주세요.');
    await check.getByRole('button', { name: '확인' }).click();
    await page.getByRole('textbox', { name: /문의 제목/ }).fill('주차 가능 여부');
    await page.getByRole('textbox', { name: /문의 내용/ }).fill('차량 두 대 주차할 수 있을까요?');
    await expectAccessible(page, 'inquiry input');
    await page.getByRole('button', { name: '문의 등록' }).click();
    expect(await confirmThenAlert(page)).toContain('문의가 등록되었습니다.');
    await page.waitForURL(/\/space\/inquiry\/List/);
    const row = page.locator('li', { hasText: '주차 가능 여부' }).first();
    await row.waitFor();
    await screenshot(page, 'space-inquiries-desktop');
    await expectAccessible(page, 'inquiry list');
    await row.getByRole('button', { name: '삭제' }).click();
    expect(await confirmThenAlert(page)).toContain('삭제되었습니다.');
    await expect.poll(() => page.locator('li', { hasText: '주차 가능 여부' }).count()).toBe(0);
    await context.close();
  });
});
