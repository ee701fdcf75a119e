import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The campaigns desk (issue 38): the market desk writes a campaign open today with a picture and its alt text; the
 * demo creator applies on the public page; the operator finds the application (the name masked, with the creator's
 * foothold), selects it with a reason, and the creator's my page says 선정; the footholds desk then grants the
 * creator's foothold the certified badge, which its public page shows.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A real 1×1 PNG: the upload decides a file's type by its leading bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Seoul calendar days (yyyyMMdd) from today. */
function seoulDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date(Date.now() + offset * 86_400_000))
    .replaceAll('-', '');
}

describe('the campaigns desk', () => {
  it(
    'a campaign is written, the demo creator applies, is selected and sees 선정 on their my page',
    { timeout: 300_000 },
    async () => {
      const name = `골목 공방 체험 캠페인 ${Date.now().toString(36)}`;

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await menu.getByRole('link', { name: '캠페인' }).click();
      await page.getByRole('heading', { level: 1, name: '캠페인' }).waitFor();
      await page.getByText(/^총 [\d,]+건$/).waitFor();
      await page.getByRole('link', { name: '캠페인 등록' }).click();
      await page.getByRole('heading', { level: 1, name: '캠페인 등록' }).waitFor();

      // A refused save says what to fix at the field and keeps what was typed.
      await page.getByLabel(/^캠페인명/).fill(name);
      await page.getByRole('button', { name: '저장' }).click();
      await answer(page, /분류를 골라 주세요/);
      await page.getByLabel(/^캠페인명/).waitFor();

      await page.getByLabel(/^분류/).selectOption({ label: '공예·문화' });
      await page.getByLabel(/^모집 시작일/).fill(seoulDay(0));
      await page.getByLabel(/^모집 마감일/).fill(seoulDay(7));
      await page.getByLabel(/^활동 시작일/).fill(seoulDay(10));
      await page.getByLabel(/^활동 종료일/).fill(seoulDay(30));
      await page.getByLabel(/^모집 인원/).fill('3');
      await page.getByLabel(/^캠페인 내용/).fill('동네 공방에서 도자기 만들기를 체험하고 영상으로 소개해 주세요.');
      await page.getByLabel('올릴 사진').setInputFiles({ name: 'workshop.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: '사진 올리기' }).click();
      await page.getByLabel(/^사진 설명/).fill('공방 작업대 위의 도자기 그릇');
      await page.getByRole('img', { name: '공방 작업대 위의 도자기 그릇' }).waitFor();
      await expectAccessible(page, 'console campaign form');
      await screenshot(page, 'admin-campaign-form');
      await page.getByRole('button', { name: '저장' }).click();
      await answer(page, '캠페인을 등록하시겠습니까?');
      await answer(page, '캠페인을 등록했습니다.');
      await page.waitForURL((u) => /^\/admin\/campaigns\/\d+$/.test(u.pathname));
      const matchCampnId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { level: 1, name }).waitFor();

      // The demo creator applies on the public page, which shows what the operator saved.
      const creatorContext = await newContext(browser, 'desktop', { loggedInAs: 'demo-creator' });
      const creatorPage = await creatorContext.newPage();
      await creatorPage.goto(`${baseUrl}/campaign/${matchCampnId}/view`);
      await creatorPage.getByRole('heading', { name }).first().waitFor();
      await creatorPage.getByRole('img', { name: '공방 작업대 위의 도자기 그릇' }).waitFor();
      await creatorPage.getByText('3명', { exact: true }).waitFor();
      await creatorPage.getByRole('button', { name: '신청하기' }).click();
      await answer(creatorPage, '캠페인에 신청하시겠습니까?');
      await answer(creatorPage, '캠페인 신청이 완료되었습니다.');
      await creatorPage.getByRole('button', { name: '신청완료' }).waitFor();

      // The operator finds the application, masked, and selects it with a reason.
      await page.reload();
      const applicants = page.getByRole('region', { name: '신청자 목록' });
      const row = applicants.getByRole('row').filter({ hasText: 'demo-creator' });
      await row.getByText('이*리').waitFor();
      await expectAccessible(page, 'console campaign applicants');
      await screenshot(page, 'admin-campaign-applicants');
      await row.getByRole('button', { name: /선정·미선정/ }).click();
      const decide = page.getByRole('dialog', { name: '이*리(demo-creator) 신청 선정·미선정' });
      await decide.getByLabel(/^사유/).fill('공예 채널과 잘 맞음');
      await decide.getByRole('button', { name: '저장' }).click();
      await answer(page, "이*리 님의 신청을 '선정'(으)로 결정하시겠습니까?");
      await answer(page, "'선정'(으)로 결정했습니다. 크리에이터에게 알렸습니다.");
      await row.getByText('선정 (공예 채널과 잘 맞음)').waitFor();
      await page.getByText('1 / 3').waitFor();

      // The creator's my page says 선정.
      await creatorPage.goto(`${baseUrl}/mypage/campaign`);
      const mine = creatorPage.getByRole('row').filter({ hasText: name });
      await mine.getByText('선정', { exact: true }).waitFor();
      await screenshot(creatorPage, 'mypage-campaign-selected');

      // The footholds desk grants the demo creator's foothold the certified badge; its public page shows it.
      await menu.getByRole('link', { name: '크리에이터 거점' }).click();
      await page.getByRole('heading', { level: 1, name: '크리에이터 거점' }).waitFor();
      const foothold = page.getByRole('row').filter({ hasText: 'demo-creator' }).first();
      await foothold.getByText('미인증').waitFor();
      await expectAccessible(page, 'console footholds');
      await screenshot(page, 'console-footholds');
      const fthldLink = foothold.getByRole('link');
      const fthldName = (await fthldLink.textContent()) ?? '';
      const href = (await fthldLink.getAttribute('href')) ?? '';
      await foothold.getByRole('button', { name: /인증 부여/ }).click();
      const grant = page.getByRole('dialog', { name: `${fthldName} 인증 부여` });
      await grant.getByLabel(/^사유/).fill('채널 운영 확인');
      await grant.getByRole('button', { name: '저장' }).click();
      await answer(page, `'${fthldName}' 거점에 인증 부여하시겠습니까?`);
      await answer(page, '인증 크리에이터 배지를 부여했습니다. 크리에이터에게 알렸습니다.');
      await foothold.getByText('인증', { exact: true }).waitFor();
      await creatorPage.goto(`${baseUrl}${href}`);
      await creatorPage.getByText('인증 크리에이터').first().waitFor();
      await creatorContext.close();
      await context.close();
    },
  );
});
