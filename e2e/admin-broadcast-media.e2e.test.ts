import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The broadcast media desk (issue 39, decision 051): the demo operator uploads a 20-second MP4 (made here by ffmpeg)
 * to a recording and watches it upload and transcode to 100 %; a file that is not a video ends in the Korean error
 * and publishes nothing. Then the operator opens the recording's captions, reads an SRT
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

/** A 20-second 320x180 MP4 with sound, ffmpeg's test picture (ultrafast, small). */
async function makeClip(dir: string): Promise<string> {
  const file = path.join(dir, '겨울 특집.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=20'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=20', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', 'yuv420p', '-b:v', '200k', '-c:a', 'aac', '-b:a', '48k', '-shortest', file],
  ]);
  return file;
}

const mediaUrlOf = async (brcInfoNo: number) =>
  ((await (await fetch(`${baseUrl}/v1/app/broadcast/brcInfo/${brcInfoNo}`)).json()) as { mediaUrl: string | null })
    .mediaUrl;

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
    'an operator uploads a recording and watches it transcode (a non-video is refused), reads SRT captions, edits and publishes them; a visitor sees them on the recording',
    { timeout: 240_000 },
    async () => {
      const vod = await lastRecording();
      const caption = `겨울 특집 자막 ${Date.now().toString(36)}`;
      const work = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-e2e-media-'));
      const clip = await makeClip(work);
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();

      // 영상 올리기: the 20-second clip is uploaded (tus), transcoded by the queue, and published whole; the page
      // follows the transcode through its event stream, not by reading the desk again and again.
      const deskReads: string[] = [];
      const streams: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === `/v1/app/broadcast/admin/broadcasts/${vod.brcInfoNo}/media`) deskReads.push(url.pathname);
        if (url.pathname.endsWith(`/broadcasts/${vod.brcInfoNo}/media/events`)) streams.push(url.pathname);
      });
      await openLoggedIn(page, 'demo-admin', `/admin/broadcasts/${vod.brcInfoNo}/media`);
      await page.getByRole('heading', { level: 1, name: '영상 올리기' }).waitFor();
      const fileInput = page.getByLabel(/^올릴 영상 파일 \(MP4 또는 MOV, \d+MB 이하\)$/);
      await expectAccessible(page, 'console media upload');
      const oldMedia = await mediaUrlOf(vod.brcInfoNo);
      await fileInput.setInputFiles(clip);
      await page.getByRole('button', { name: '올리기', exact: true }).click();
      await page.getByText('영상 변환을 시작했습니다. 진행 상황이 아래에 보입니다.').waitFor({ timeout: 60_000 });
      const state = page.getByTestId('transcode-state');
      await expect.poll(() => state.textContent(), { timeout: 120_000, interval: 250 }).toBe('완료: 100%');
      expect(streams.length).toBeGreaterThan(0);
      // The page's first read and the one after the start: the percent and the end came by the stream.
      expect(deskReads.length).toBeLessThanOrEqual(3);
      await expectAccessible(page, 'console media upload (done)');
      await screenshot(page, 'admin-broadcast-media');
      await expect
        .poll(() => mediaUrlOf(vod.brcInfoNo))
        .toMatch(new RegExp(`/brc-${vod.brcInfoNo}-\\d+/master\\.m3u8$`));
      const published = await mediaUrlOf(vod.brcInfoNo);
      expect(published).not.toBe(oldMedia);

      // A file that is not a video (its name says .mp4): the Korean error at the field, nothing published.
      await fileInput.setInputFiles({
        name: '가짜 영상.mp4',
        mimeType: 'video/mp4',
        buffer: Buffer.from('영상이 아닌 파일입니다.\n'.repeat(200)),
      });
      await page.getByRole('button', { name: '올리기', exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: '영상 파일(MP4 또는 MOV)이 아니거나 손상된 파일입니다. 다른 파일을 골라 주세요.' })
        .first()
        .waitFor({ timeout: 60_000 });
      await expectAccessible(page, 'console media upload (not a video)');
      expect(await mediaUrlOf(vod.brcInfoNo)).toBe(published);
      await fs.rm(work, { recursive: true, force: true });

      // 자막 편집 from the upload page's link.
      await page.getByRole('link', { name: '자막 편집' }).click();
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
