import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot, settled } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The rooms desk (issue 38): the operator creates a studio room with a picture through the console form (a picture
 * without its alternative text is refused at the field, what was typed stays), closes a day of it on the room's month
 * with a reason, and a member sees that day closed with its reason and books the new room on another day through the
 * public booking page. The e2e server is shared with other files: the room is this run's own.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 1×1 PNG: the upload domain decides the type by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const enabledDays = (page: Page) => page.locator('[role="grid"] td [role="button"]:not([aria-disabled="true"])');
const availableHours = (page: Page) => page.getByRole('button', { name: /예약 가능$/ });

const monthShown = (page: Page) =>
  page.evaluate(() => document.querySelector('[role="grid"]')?.parentElement?.querySelector('h2')?.textContent);

/** Clicks the first bookable day (this month or the next) whose hour list has loaded with two free hours. */
async function pickDay(page: Page): Promise<void> {
  for (let month = 0; month < 3; month++) {
    const days = enabledDays(page);
    const n = await days.count();
    for (let i = 0; i < n; i++) {
      const before = (await page.locator('[data-hour-box]').getAttribute('data-day')) ?? '';
      await days.nth(i).click();
      await page.waitForFunction((prev) => {
        const box = document.querySelector('[data-hour-box]');
        const day = box?.getAttribute('data-day') ?? '';
        return day !== '' && day !== prev && box?.getAttribute('aria-busy') !== 'true';
      }, before);
      if ((await availableHours(page).count()) >= 2) return;
    }
    const heading = await monthShown(page);
    await page.getByRole('button', { name: '다음 달' }).click();
    await page.waitForFunction(
      (prev) => document.querySelector('[role="grid"]')?.parentElement?.querySelector('h2')?.textContent !== prev,
      heading,
    );
    await enabledDays(page).first().waitFor();
  }
  throw new Error('no bookable day found');
}

describe('the rooms desk', () => {
  it(
    'an operator creates a room with a picture through the console; a member books it on the public page',
    { timeout: 300_000 },
    async () => {
      const roomNm = `데스크 룸 ${Date.now().toString(36)}`;
      const studios = (await (await fetch(`${baseUrl}/v1/app/studio/infos`)).json()) as {
        studoId: number;
        studoNm: string;
      }[];
      const studio = studios[0]!;

      const operator = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await operator.newPage();
      await page.goto(`${baseUrl}/admin/rooms`);
      await page.getByRole('heading', { level: 1, name: '룸 관리' }).waitFor();
      await page.getByText(/^총 \d+건/).waitFor();
      await settled(page);
      await expectAccessible(page, 'console rooms');
      await screenshot(page, 'admin-rooms');

      await page.getByRole('link', { name: '룸 등록' }).click();
      await page.getByRole('heading', { level: 1, name: '룸 등록' }).waitFor();
      await page.getByRole('combobox', { name: /^스튜디오/ }).selectOption({ label: studio.studoNm });
      await page.getByRole('textbox', { name: /^룸 이름/ }).fill(roomNm);
      await page.getByRole('textbox', { name: /^한 줄 소개/ }).fill('조명과 배경지가 있는 1인 방송실');
      await page.getByRole('textbox', { name: /^장비/ }).fill('조명 2대, 삼각대 1개');
      await page.getByRole('textbox', { name: /^최대 인원/ }).fill('3');
      await page.getByRole('textbox', { name: /^시간당 이용료/ }).fill('10000');
      await page.getByRole('combobox', { name: /^한 번에 예약할 수 있는 연속 시간/ }).selectOption({ label: '2시간' });
      await page.getByText('주말에도 운영').click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '사진 올리기' }).click();
      await (await chooser).setFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
      const alt = page.getByRole('textbox', { name: /^사진 1 대체 텍스트/ });
      await alt.waitFor();

      // Without the picture's alternative text: the server's Korean message at the field; what was typed stays.
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '룸을 등록하시겠습니까?');
      await answer(page, '사진마다 대체 텍스트(사진 설명)를 입력해 주세요.');
      await page.getByText('사진마다 대체 텍스트(사진 설명)를 입력해 주세요.').first().waitFor();
      expect(await page.getByRole('textbox', { name: /^룸 이름/ }).inputValue()).toBe(roomNm);
      await alt.fill('삼각대와 조명이 놓인 방송실');
      await settled(page);
      await expectAccessible(page, 'console room form');
      await screenshot(page, 'admin-room-form');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '룸을 등록하시겠습니까?');
      await answer(page, '룸을 등록했습니다.');
      await page.waitForURL((u) => u.pathname === '/admin/rooms');
      await page.getByRole('row').filter({ hasText: roomNm }).getByText('공개').waitFor();

      // The room's month: a day closed with a reason members read.
      await page.getByRole('link', { name: roomNm }).click();
      await page.getByRole('heading', { level: 1, name: '룸 수정' }).waitFor();
      await page.getByRole('heading', { level: 2, name: '휴무일과 공휴일' }).waitFor();
      await enabledDays(page).last().click();
      await page.getByRole('textbox', { name: /^휴무 사유/ }).fill('조명 교체 공사');
      await settled(page);
      await expectAccessible(page, 'console room edit with its month');
      await screenshot(page, 'admin-room-month');
      await page.getByRole('button', { name: '휴무일 지정' }).click();
      await answer(page, '휴무일로 지정하시겠습니까?');
      await answer(page, '휴무일을 지정했습니다.');
      await page.locator('[data-room-marks]').getByText('휴무 — 조명 교체 공사').waitFor();
      await operator.close();

      // The public pages read what the operator saved: the room, its picture and alt text, its fee.
      const rooms = (await (await fetch(`${baseUrl}/v1/app/studio/infos`)).json()) as {
        studoId: number;
        rooms: { roomId: number; roomNm: string }[];
      }[];
      const roomId = rooms.flatMap((s) => s.rooms).find((r) => r.roomNm === roomNm)!.roomId;
      const member = await newContext(browser, 'desktop', { loggedInAs: 'demo-member' });
      const view = await member.newPage();
      await view.goto(`${baseUrl}/studio/room/${roomId}/${studio.studoId}`);
      await view.getByRole('heading', { level: 1, name: new RegExp(roomNm) }).waitFor();
      await view.getByRole('img', { name: '삼각대와 조명이 놓인 방송실' }).first().waitFor();
      expect(await view.locator('dt', { hasText: '이용료' }).locator('+ dd').innerText()).toContain('10,000');
      // The month the operator closed a day of: the calendar names it with its reason, and it cannot be chosen.
      await view.getByText(/이달의 휴무일: .*\(조명 교체 공사\)/).waitFor();
      await pickDay(view);
      await availableHours(view).nth(0).click();
      await availableHours(view).nth(0).click();
      await view.getByRole('button', { name: '다음 단계' }).click();
      const dialog = view.getByRole('dialog', { name: '스튜디오 예약 신청' });
      await dialog.waitFor();
      await dialog.getByText('카메라', { exact: true }).click();
      await dialog.getByRole('combobox', { name: /참여 인원/ }).selectOption({ label: '2명' });
      await dialog.getByRole('textbox', { name: /업체명/ }).fill('온판상회');
      await dialog.getByRole('textbox', { name: /사업자등록번호/ }).fill('1248100998');
      await dialog.getByRole('combobox', { name: /상품 카테고리/ }).selectOption({ label: '식품' });
      await dialog.getByRole('textbox', { name: /대표상품명/ }).fill('수제 과일청');
      await dialog.getByRole('textbox', { name: /브랜드/ }).fill('온판팜');
      await dialog.getByRole('combobox', { name: /이용 카테고리/ }).selectOption({ label: '라이브커머스 방송' });
      await dialog.getByRole('combobox', { name: /업체유형/ }).selectOption({ label: '개인사업자' });
      await dialog.getByRole('textbox', { name: /연락처/ }).fill('010-1234-5678');
      await dialog.getByRole('button', { name: '예약 신청' }).click();
      await answer(view, /신청하시겠습니까|예약/);
      await answer(view, '마이페이지에서 확인해주세요');
      await dialog.waitFor({ state: 'detached' });
      await view.goto(`${baseUrl}/mypage/reservations`);
      await view.locator('li[data-rsvt-id]', { hasText: roomNm }).filter({ hasText: '예약신청' }).first().waitFor();
      await member.close();
    },
  );
});
