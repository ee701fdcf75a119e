import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The broadcast media desk (issue 39, decision 051): the demo operator opens a recording's captions, reads an SRT
 * file into the cue table (a bad file is refused with the line it went wrong on), edits a cue, adds one and
 * publishes; a visitor plays the recording on its public page with the new Korean captions showing.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The last recording of the VOD tab (broadcast.e2e watches the first), once its demo media is rendered. */
async function lastRecording(): Promise<{ brcInfoNo: number; brcTit: string }> {
  const list = await (await fetch(`${baseUrl}/v1/app/broadcast/list?brcType=2`)).json();
  const items = list.items as { brcInfoNo: number; brcTit: string }[];
  const last = items[items.length - 1]!;
  await expect
    .poll(async () => (await (await fetch(`${baseUrl}/v1/app/broadcast/brcInfo/${last.brcInfoNo}`)).json()).mediaUrl, {
      timeout: 90_000,
      interval: 500,
    })
    .toBeTruthy();
  return last;
}

const SRT = [
  '1',
  '00:00:00,000 --> 00:00:03,000',
  '온판 자막 첫 줄',
  '',
  '2',
  '00:00:03,000 --> 00:00:04,000',
  '둘째 줄',
  '',
];
const BAD_SRT = ['1', '00:00:00,000 --> 00:00:03,000', '가', '', '2', '00:00:05,000 --> 00:00:04,000', '나', ''];

describe('the broadcast media desk', () => {
  it(
    'an operator reads SRT captions, edits and publishes them; a visitor sees them on the recording',
    { timeout: 240_000 },
    async () => {
      const vod = await lastRecording();
      const caption = `겨울 특집 자막 ${Date.now().toString(36)}`;
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await openLoggedIn(page, 'demo-admin', `/admin/broadcasts/${vod.brcInfoNo}/captions`);
      await page.getByRole('heading', { level: 1, name: '자막 편집' }).waitFor();
      await page.getByText(vod.brcTit, { exact: false }).first().waitFor();

      // A bad file: its line is named, nothing in the table changes.
      const before = await page.getByRole('textbox', { name: /^내용/ }).count();
      let chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '자막 파일 불러오기' }).click();
      await (
        await chooser
      ).setFiles({
        name: '잘못된 자막.srt',
        mimeType: 'application/x-subrip',
        buffer: Buffer.from(BAD_SRT.join('\n')),
      });
      await page.getByRole('alert').filter({ hasText: '6번째 줄: 끝 시각은 시작 시각보다 뒤여야 합니다.' }).waitFor();
      expect(await page.getByRole('textbox', { name: /^내용/ }).count()).toBe(before);
      await expectAccessible(page, 'console captions (bad file)');

      chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '자막 파일 불러오기' }).click();
      await (
        await chooser
      ).setFiles({ name: '자막.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(SRT.join('\r\n')) });
      await page.getByText('자막 파일을 읽었습니다. 확인한 뒤 게시해 주세요.').waitFor();
      const texts = page.getByRole('textbox', { name: /^내용/ });
      expect(await texts.count()).toBe(2);
      expect(await texts.first().inputValue()).toBe('온판 자막 첫 줄');
      await texts.first().fill(caption);
      await page.getByRole('button', { name: '자막 추가' }).click();
      expect(await texts.count()).toBe(3);
      // The new cue has no text: publishing says so beside it and sends nothing.
      await page.getByRole('button', { name: '게시', exact: true }).click();
      await page.getByText('자막 내용을 입력해 주세요.').waitFor();
      await texts.nth(2).fill('마지막 줄');
      await expectAccessible(page, 'console captions (cues)');
      await screenshot(page, 'admin-broadcast-captions');
      await page.getByRole('button', { name: '게시', exact: true }).click();
      await answer(page, '자막을 게시하시겠습니까? 시청 화면의 자막이 바로 바뀝니다.');
      await answer(page, '자막을 게시했습니다. 시청 화면에 바로 보입니다.');
      await context.close();

      // A visitor plays the recording: the Korean track shows the published cue.
      const visitor = await newContext(browser, 'desktop');
      const view = await visitor.newPage();
      await view.goto(`${baseUrl}/broadcast/${vod.brcInfoNo}/view`);
      const video = view.locator('video');
      await video.waitFor();
      await view.evaluate(async () => {
        const v = document.querySelector('video')!;
        v.muted = true;
        await v.play();
      });
      await expect
        .poll(
          () =>
            video.evaluate((v: HTMLVideoElement) => {
              const track = v.textTracks[0];
              const active = track?.activeCues?.[0] as VTTCue | undefined;
              return `${track?.mode}/${track?.language}/${active?.text ?? ''}`;
            }),
          { timeout: 30_000 },
        )
        .toBe(`showing/ko/${caption}`);
      await visitor.close();
    },
  );
});
