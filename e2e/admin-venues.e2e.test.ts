import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot, settled } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The studios and spaces desk (issue 38): the operator creates a space with a gallery picture through the console
 * form (a picture without its alternative text is refused at the field, what was typed stays), then a room of that
 * space on the rooms desk (the room's owner chosen as a space), and a member sees the space, its picture and its room
 * on the public pages. The e2e server is shared with other files: the space and room are this run's own.
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

async function addPicture(page: Page, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '사진 올리기' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PNG });
}

describe('the studios and spaces desk', () => {
  it(
    'an operator creates a space with a picture and a room of it; a member sees both on the public pages',
    { timeout: 300_000 },
    async () => {
      const run = Date.now().toString(36);
      const spaceNm = `데스크 공간 ${run}`;
      const roomNm = `데스크 공간 룸 ${run}`;
      const groups = (await (await fetch(`${baseUrl}/v1/app/space/grp/lst`)).json()) as {
        grpId: number;
        grpNm: string;
      }[];
      const group = groups[0]!;

      const operator = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await operator.newPage();
      await page.goto(`${baseUrl}/admin/spaces`);
      await page.getByRole('heading', { level: 1, name: '공간 관리' }).waitFor();
      await page.getByText(/^총 \d+건/).waitFor();
      await settled(page);
      await expectAccessible(page, 'console spaces');
      await screenshot(page, 'admin-spaces');

      await page.getByRole('link', { name: '공간 등록' }).click();
      await page.getByRole('heading', { level: 1, name: '공간 등록' }).waitFor();
      await page.getByRole('combobox', { name: /^공간 분류/ }).selectOption({ label: group.grpNm });
      await page.getByRole('textbox', { name: /^공간 이름/ }).fill(spaceNm);
      await page.getByRole('textbox', { name: /^한 줄 소개/ }).fill('소상공인이 함께 쓰는 작업실');
      await page.getByRole('textbox', { name: /^상세 소개/ }).fill('작업대 여섯 개와 회의 탁자가 있습니다.');
      await page.getByRole('textbox', { name: /^주소/ }).fill('대전 중구 중앙로 100');
      await page.getByRole('textbox', { name: /^문의 전화/ }).fill('042-123-4567');
      await page.getByRole('textbox', { name: /^이용 안내/ }).fill('이용 30분 전까지 도착해 주세요.');
      await addPicture(page, 'space.png');
      const alt = page.getByRole('textbox', { name: /^사진 1 대체 텍스트/ });
      await alt.waitFor();

      // Without the picture's alternative text: the server's Korean message at the field; what was typed stays.
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '공간을 등록하시겠습니까?');
      await answer(page, '사진마다 대체 텍스트(사진 설명)를 입력해 주세요.');
      await page.getByText('사진마다 대체 텍스트(사진 설명)를 입력해 주세요.').first().waitFor();
      expect(await page.getByRole('textbox', { name: /^공간 이름/ }).inputValue()).toBe(spaceNm);
      await alt.fill('작업대가 놓인 공유 작업실');
      await settled(page);
      await expectAccessible(page, 'console space form');
      await screenshot(page, 'admin-space-form');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '공간을 등록하시겠습니까?');
      await answer(page, '공간을 등록했습니다.');
      await page.waitForURL((u) => u.pathname === '/admin/spaces');
      await page.getByRole('row').filter({ hasText: spaceNm }).getByText('공개').waitFor();

      // A room of the new space, on the rooms desk: the owner chosen as a space.
      await page.goto(`${baseUrl}/admin/rooms/new`);
      await page.getByRole('heading', { level: 1, name: '룸 등록' }).waitFor();
      await page.getByRole('radiogroup', { name: /^소속/ }).getByText('공간', { exact: true }).click();
      await page.getByRole('combobox', { name: /^공간/ }).selectOption({ label: spaceNm });
      await page.getByRole('textbox', { name: /^룸 이름/ }).fill(roomNm);
      await page.getByRole('textbox', { name: /^한 줄 소개/ }).fill('여섯 명이 함께 쓰는 작업실');
      await page.getByRole('textbox', { name: /^최대 인원/ }).fill('6');
      await addPicture(page, 'room.png');
      await page.getByRole('textbox', { name: /^사진 1 대체 텍스트/ }).fill('작업대와 의자가 놓인 룸');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '룸을 등록하시겠습니까?');
      await answer(page, '룸을 등록했습니다.');
      await page.waitForURL((u) => u.pathname === '/admin/rooms');
      await page.getByRole('row').filter({ hasText: roomNm }).getByText(`공간 · ${spaceNm}`).waitFor();
      await operator.close();

      // The public pages read what the operator saved: the space, its picture and alt text, its room.
      const list = (await (await fetch(`${baseUrl}/v1/app/space/lst?pageSize=100`)).json()) as {
        items: { spaceId: number; spaceNm: string }[];
      };
      const spaceId = list.items.find((s) => s.spaceNm === spaceNm)!.spaceId;
      const member = await newContext(browser, 'desktop', { loggedInAs: 'demo-member' });
      const view = await member.newPage();
      await view.goto(`${baseUrl}/space/${spaceId}`);
      await view.getByRole('heading', { level: 1, name: spaceNm }).waitFor();
      await view.getByRole('img', { name: '작업대가 놓인 공유 작업실' }).first().waitFor();
      await view.getByText('이용 30분 전까지 도착해 주세요.').waitFor();
      const rooms = view.getByRole('region', { name: '예약할 수 있는 룸' });
      await rooms.getByRole('heading', { level: 3, name: roomNm }).waitFor();
      await rooms.getByRole('link', { name: new RegExp(roomNm) }).click();
      await view.waitForURL((u) => u.pathname.startsWith(`/space/${spaceId}/rsvt/`));
      await view.getByText(roomNm).first().waitFor();
      await settled(view);
      await screenshot(view, 'space-with-desk-room');
      await member.close();
    },
  );
});
