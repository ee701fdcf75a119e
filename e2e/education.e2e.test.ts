import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * E-learning (이러닝): demo-creator consents to e-learning information and is told the day free courses open;
 * demo-member (consented weeks ago) enrols in a course, finishes every lesson, downloads the completion certificate
 * (a PDF) and checks its number on the verification page; a visitor on a phone browses the catalogue and a course.
 */

const baseUrl = portalUrl();
const COURSE = '소상공인 세무 기초';
const SAID = {
  confirmConsent: '이러닝 정보 수신에 동의하시겠습니까?',
  confirmEnrol: '이 과정을 수강 신청하시겠습니까?',
  enrolled: '수강 신청이 완료되었습니다. 첫 차시부터 학습을 시작하세요.',
  lessonDone: '이 차시의 학습을 완료하였습니다.',
  courseCompleted: '과정을 모두 마쳤습니다. 수료증을 내려받을 수 있습니다.',
};
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function dialogSays(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await dialog.waitFor();
  return dialog;
}

async function answer(page: Page, text: string | RegExp) {
  const dialog = await dialogSays(page, text);
  await dialog.getByRole('button', { name: '확인' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function loginTo(page: Page, lgnId: string, path: string) {
  await openLoggedIn(page, lgnId, path);
  await closePopups(page);
}

describe('e-learning', () => {
  it('a member consents and is told the day free courses open', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await loginTo(page, 'demo-creator', '/educationapply');
    await page.getByRole('heading', { level: 2, name: '이러닝 정보 수신 동의 안내' }).waitFor();
    await expectAccessible(page, 'e-learning consent');
    await page.getByRole('button', { name: '동의하고 신청하기' }).click();
    await answer(page, '동의 항목을 확인해주세요.');
    await page.getByText('위 내용을 확인하였으며 이러닝 정보 수신에 동의합니다.').click();
    await page.getByRole('button', { name: '동의하고 신청하기' }).click();
    await answer(page, SAID.confirmConsent);
    await answer(page, /무료 과정은 \d{4}\.\d{2}\.\d{2}부터 수강할 수 있습니다\./);
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/\d{4}\.\d{2}\.\d{2}.*부터 수강할 수/);
    await screenshot(page, 'education-consent-desktop');

    // A free course now says when it opens instead of offering enrolment.
    await page.goto(`${baseUrl}/education?searchTerm=${encodeURIComponent(COURSE)}`);
    await page.getByRole('link', { name: COURSE }).click();
    await page.getByRole('heading', { level: 2, name: COURSE }).waitFor();
    await page
      .getByText(/무료 과정은 \d{4}\.\d{2}\.\d{2}부터 수강할 수 있습니다\./)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: '수강 신청하기' }).count()).toBe(0);
    await context.close();
  });

  it('a member enrols, finishes every lesson, downloads the certificate and verifies its number', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await loginTo(page, 'demo-member', '/education');
    await page.getByRole('heading', { level: 1, name: '이러닝' }).waitFor();
    await page.getByRole('link', { name: '세무·재무' }).click();
    await page.getByRole('link', { name: COURSE }).waitFor();
    await expectAccessible(page, 'e-learning catalogue');
    await screenshot(page, 'education-catalogue-desktop');
    await page.getByRole('link', { name: COURSE }).click();
    await page.getByRole('heading', { level: 2, name: COURSE }).waitFor();
    await expectAccessible(page, 'course page');
    await screenshot(page, 'education-course-desktop');

    await page.getByRole('button', { name: '수강 신청하기' }).click();
    await answer(page, SAID.confirmEnrol);
    await answer(page, SAID.enrolled);
    await page.waitForURL(/\/education\/\d+\/lesson\/\d+$/);
    // The first lesson's study material downloads with its Korean name.
    await page.getByRole('heading', { level: 3, name: '학습 자료' }).waitFor();
    const [material] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^세금_신고_달력\.csv \(.+\) 내려받기$/ }).click(),
    ]);
    expect(material.suggestedFilename()).toBe('세금_신고_달력.csv');
    expect(fs.readFileSync((await material.path())!, 'utf8')).toContain('종합소득세 신고');
    for (;;) {
      await page.getByRole('heading', { level: 2, name: /^\d+차시\./ }).waitFor();
      await page.getByRole('button', { name: '이 차시 학습 완료' }).click();
      const said = await dialogSays(page, new RegExp(`${SAID.lessonDone}|${SAID.courseCompleted}`));
      const completed = (await said.textContent())?.includes(SAID.courseCompleted);
      await said.getByRole('button', { name: '확인' }).click();
      await said.waitFor({ state: 'detached' });
      if (completed) break;
      await page.getByRole('link', { name: '다음 차시' }).click();
    }
    await page.getByRole('button', { name: '수료증 내려받기(PDF)' }).waitFor();
    await expect.poll(() => page.locator('progress').first().getAttribute('value')).toBe('100');
    await expectAccessible(page, 'lesson (completed)');
    await screenshot(page, 'education-lesson-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '수료증 내려받기(PDF)' }).click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toMatch(new RegExp(`^수료증_${COURSE}_EDU-[2-9A-HJKMNP-Z]{8}\\.pdf$`));
    const file = await download.path();
    expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
    const certNo = /EDU-[2-9A-HJKMNP-Z]{8}/.exec(name)![0];

    // My page lists it as completed; anyone can verify the number.
    await page.goto(`${baseUrl}/mypage/education`);
    await page.getByRole('link', { name: COURSE }).waitFor();
    await expectAccessible(page, 'my e-learning');
    await screenshot(page, 'education-mypage-desktop');
    await page.goto(`${baseUrl}/education/certificate`);
    await page.getByRole('textbox', { name: '수료증 번호' }).fill(certNo.toLowerCase());
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await page.getByText('정상 발급된 수료증입니다.').waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(COURSE);
    await expectAccessible(page, 'certificate verification');
    await screenshot(page, 'education-verify-desktop');
    await context.close();
  });

  it('a member on a phone resumes a video lesson: the recorded broadcast with Korean captions', async () => {
    const VIDEO_COURSE = '숏폼으로 가게 알리기';
    const found = await (
      await fetch(`${baseUrl}/v1/app/edu/courses?searchTerm=${encodeURIComponent(VIDEO_COURSE)}`)
    ).json();
    const course = await (await fetch(`${baseUrl}/v1/app/edu/course/${found.items[0].eduCrsId}`)).json();
    const lesson = (course.lessons as { eduLsnId: number; videoYn: string }[]).find((l) => l.videoYn === 'Y')!;
    // The recording's media are rendered in the background at start: wait for them like the broadcast journey.
    const shorts = await (await fetch(`${baseUrl}/v1/app/broadcast/list?brcType=3&pageSize=20`)).json();
    const short = (shorts.items as { brcInfoNo: number; brcTit: string }[]).find(
      (b) => b.brcTit === '30초 만에 보는 가죽 카드지갑 완성',
    )!;
    await expect
      .poll(
        async () => (await (await fetch(`${baseUrl}/v1/app/broadcast/brcInfo/${short.brcInfoNo}`)).json()).mediaUrl,
        {
          timeout: 90_000,
          interval: 500,
        },
      )
      .toBeTruthy();

    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await loginTo(page, 'demo-member', `/education/${course.eduCrsId}/lesson/${lesson.eduLsnId}`);
    await page.getByRole('heading', { level: 3, name: '강의 영상' }).waitFor();
    await page.getByText(`온판 방송 다시보기 「${short.brcTit}」`).waitFor();
    const video = page.locator('video');
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => [v.textTracks[0]?.language, v.textTracks[0]?.kind]))
      .toEqual(['ko', 'captions']);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    await expectAccessible(page, 'video lesson (phone)');
    await screenshot(page, 'education-video-lesson-phone');
    await context.close();
  });

  it('a visitor on a phone browses the catalogue and a course, and is asked to log in', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/education`);
    await closePopups(page);
    await page.getByRole('heading', { level: 1, name: '이러닝' }).waitFor();
    await page.getByRole('link', { name: '처음 시작하는 온라인 쇼핑몰' }).waitFor();
    await expectAccessible(page, 'e-learning catalogue (phone)');
    await screenshot(page, 'education-catalogue-phone');
    await page.getByRole('link', { name: '처음 시작하는 온라인 쇼핑몰' }).click();
    await page.getByRole('button', { name: '로그인하고 수강하기' }).waitFor();
    await expectAccessible(page, 'course page (phone)');
    await screenshot(page, 'education-course-phone');
    await context.close();
  });
});
