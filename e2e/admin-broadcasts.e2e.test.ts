import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot, settled } from './support/browser.js';
import { operatorToken, portalUrl } from './support/portal.js';

/**
 * The broadcast desk (issue 39): the operator schedules a commerce live with a product and a poster through the
 * console form (a missing product is named at its field, what was typed stays), a visitor finds it on the public
 * schedule; the operator starts it now and ends it early, and the visitor's live page says it ended. The e2e server
 * is shared with other files: the channel and the broadcast are this run's own.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 1×1 PNG (the upload domain decides the type by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A moment `minutes` from now in Seoul, as a datetime-local field holds it ('yyyy-MM-ddTHH:mm'). */
const seoulLocal = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);

describe('the broadcast desk', () => {
  it(
    'an operator schedules a commerce live with a product and a poster; a visitor sees it; it is ended early',
    { timeout: 300_000 },
    async () => {
      const run = Date.now().toString(36);
      const title = `김장 특가 라이브 ${run}`;
      // The run's own channel (the channels page is the same console frame as the schedule).
      const chnlNm = `데스크 채널 ${run}`;
      const made = await fetch(`${baseUrl}/v1/app/broadcast/admin/channels`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': await operatorToken() },
        body: JSON.stringify({ chnlNm, chnlExpln: '종단 시험 채널', useYn: 'Y' }),
      });
      if (!made.ok) throw new Error(`channel refused: ${made.status} ${await made.text()}`);

      const operator = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await operator.newPage();
      await page.goto(`${baseUrl}/admin/broadcasts`);
      await page.getByRole('heading', { level: 1, name: '편성표' }).waitFor();
      await page.getByText(/^총 \d+건/).waitFor();
      await settled(page);
      await expectAccessible(page, 'console broadcasts');
      await screenshot(page, 'admin-broadcasts');

      await page.getByRole('link', { name: '방송 편성' }).click();
      await page.getByRole('heading', { level: 1, name: '방송 편성' }).waitFor();
      await page.getByText('커머스', { exact: true }).click();
      await page.getByRole('combobox', { name: /^채널/ }).selectOption({ label: chnlNm });
      await page.getByRole('textbox', { name: /^제목/ }).fill(title);
      const start = seoulLocal(30);
      await page.getByLabel(/^시작 일시/).fill(start);
      await page.getByLabel(/^종료 일시/).fill(seoulLocal(90));
      await page.getByRole('textbox', { name: /^소개/ }).fill('해남 절임배추와 김장 양념을 소개합니다.');
      // Without a product the form names the product list and keeps what was typed.
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: '커머스 방송에는 상품을 하나 이상 넣어 주세요.' }).waitFor();
      await page.getByRole('button', { name: '상품 추가' }).click();
      await page.getByRole('textbox', { name: /^상품 1 이름/ }).fill('절임배추 10kg');
      await page.getByRole('textbox', { name: /^상품 1 가격/ }).fill('29000');
      await page.getByRole('textbox', { name: /^상품 1 판매자/ }).fill('해남농장');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '사진 올리기' }).click();
      await (await chooser).setFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('textbox', { name: /^사진 1 대체 텍스트/ }).fill('김장 특가 포스터');
      await expectAccessible(page, 'console broadcast write');
      await screenshot(page, 'admin-broadcast-write');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '방송을 편성하시겠습니까?');
      await answer(page, '방송을 편성했습니다.');
      await page.waitForURL((u) => u.pathname === '/admin/broadcasts');
      const row = page.getByRole('row').filter({ hasText: title });
      await row.getByText('방송 예정').waitFor();

      // A visitor finds it on the public schedule of its month.
      const visitor = await newContext(browser, 'desktop');
      const pub = await visitor.newPage();
      await pub.goto(`${baseUrl}/live/schedule?ym=${start.slice(0, 7).replace('-', '')}`);
      await pub.getByRole('link', { name: title }).first().waitFor();

      // The operator starts it now and ends it early.
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: '방송 수정' }).waitFor();
      await page.getByText('지금 상태: 방송 예정').waitFor();
      await page.getByRole('button', { name: '지금 시작' }).click();
      await answer(page, `「${title}」 방송을 지금 시작하시겠습니까?`);
      await answer(page, '방송을 시작했습니다. 시청 화면에 방송 중으로 표시됩니다.');
      await page.getByText('지금 상태: 방송 중').waitFor();
      await expectAccessible(page, 'console broadcast on air');
      await page.getByRole('button', { name: '지금 종료' }).click();
      await answer(page, `「${title}」 방송을 지금 종료하시겠습니까? 시청자 화면에 방송 종료가 표시됩니다.`);
      await answer(page, '방송을 종료했습니다. 시청 화면에 방송 종료가 표시됩니다.');
      await page.getByText('지금 상태: 방송 종료').waitFor();
      await screenshot(page, 'admin-broadcast-ended');
      const id = new URL(page.url()).pathname.split('/').pop();
      await operator.close();

      await pub.goto(`${baseUrl}/live/${id}/view`);
      await pub.getByRole('status').filter({ hasText: '방송이 종료되었습니다.' }).waitFor();
      await screenshot(pub, 'admin-broadcast-public-ended');
      await visitor.close();
    },
  );
});
