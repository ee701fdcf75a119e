import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * The e-learning desk (issue 39): the education desk writes a course with a quiz lesson and publishes it; demo-member
 * (consented weeks ago) enrols, fails the quiz, passes it and is completed with a certificate; the desk revokes the
 * certificate with a reason, and the public verification page says it is revoked, with the day.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Today in Seoul as the portal prints it (yyyy.MM.dd). */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '.');

describe('the e-learning desk', () => {
  it(
    'a course with a quiz is published; a member fails then passes it and is certified; the desk revokes it',
    { timeout: 300_000 },
    async () => {
      const name = `라이브커머스 첫 방송 ${Date.now().toString(36)}`;

      // The desk writes the course.
      const desk = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await desk.newPage();
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '이러닝 과정' }).click();
      await page.getByRole('heading', { level: 1, name: '이러닝 과정 관리' }).waitFor();
      await page.getByText(/^총 [\d,]+건$/).waitFor();
      await expectAccessible(page, 'console courses');
      await page.getByRole('link', { name: '과정 등록' }).click();
      await page.getByRole('heading', { level: 1, name: '과정 등록' }).waitFor();
      await page.getByLabel(/^과정명/).fill(name);
      await page.getByLabel(/^강사명/).fill('박라이브');
      await page.getByLabel(/^한 줄 소개/).fill('첫 라이브커머스 방송을 준비하는 소상공인을 위한 과정');
      await page.getByLabel(/^분야/).selectOption({ label: '라이브커머스' });
      await page.getByRole('textbox', { name: '과정 소개' }).click();
      await page.keyboard.type('방송 전 준비물과 진행 순서를 배웁니다.');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, '과정을 등록하시겠습니까?');
      await answer(page, /과정을 등록했습니다/);
      await page.getByRole('heading', { level: 1, name: `과정 수정: ${name}` }).waitFor();

      // A quiz lesson: one single-choice question, the pass mark at 60.
      await page.getByRole('button', { name: '차시 넣기' }).click();
      await page.getByLabel(/^차시 제목/).fill('방송 준비 확인 퀴즈');
      await page.getByLabel(/^학습 시간/).fill('5');
      await page.getByText('퀴즈', { exact: true }).click();
      expect(await page.getByRole('radio', { name: '퀴즈' }).isChecked()).toBe(true);
      await page.getByLabel(/^1번 문항 내용/).fill('방송 시작 전에 꼭 확인할 것은?');
      await page.getByLabel(/^1번 문항 보기 1/).fill('조명 색온도');
      await page.getByLabel(/^1번 문항 보기 2/).fill('상품 재고와 가격');
      await page.getByText('보기 2', { exact: true }).click();
      await expectAccessible(page, 'console course with lesson form');
      await screenshot(page, 'admin-education-lesson');
      await page.getByRole('button', { name: '차시 저장' }).click();
      await answer(page, '차시를 넣으시겠습니까?');
      await answer(page, '차시를 넣었습니다.');
      await page.getByText(/^1차시\. 방송 준비 확인 퀴즈 · 퀴즈 1문항, 합격 60점/).waitFor();
      await page.getByRole('button', { name: '공개', exact: true }).click();
      await answer(page, `'${name}' 과정을 공개하시겠습니까? 이러닝 목록에 보입니다.`);
      await answer(page, /과정을 공개했습니다/);
      const eduCrsId = Number(new URL(page.url()).pathname.split('/').pop());

      // The member enrols and takes the quiz: a fail, then a pass that completes the course.
      const memberContext = await newContext(browser, 'desktop', { loggedInAs: 'demo-member' });
      const member = await memberContext.newPage();
      await member.goto(`${baseUrl}/education/${eduCrsId}/view`);
      await closePopups(member);
      await member.getByRole('heading', { level: 2, name }).waitFor();
      await member.getByRole('button', { name: '수강 신청하기' }).click();
      await answer(member, '이 과정을 수강 신청하시겠습니까?');
      await answer(member, /수강 신청이 완료되었습니다/);
      await member.getByRole('heading', { level: 3, name: '확인 퀴즈' }).waitFor();
      expect(await member.getByRole('button', { name: '이 차시 학습 완료' }).count()).toBe(0);
      await member.getByText('1) 조명 색온도', { exact: true }).click();
      await member.getByRole('button', { name: '답안 제출' }).click();
      await answer(member, '불합격입니다. 0점으로 합격 기준 60점에 못 미쳤습니다. 다시 풀 수 있습니다.');
      await member.getByText(/0점 \(1문항 중 0문항 정답\)/).waitFor();
      await expectAccessible(member, 'lesson quiz after a fail');
      await member.getByText('2) 상품 재고와 가격', { exact: true }).click();
      await member.getByRole('button', { name: '답안 제출' }).click();
      await answer(member, /합격입니다\. 100점으로 합격 기준 60점을 넘었습니다\. 과정을 모두 마쳤습니다/);
      await member.getByRole('button', { name: '수료증 내려받기(PDF)' }).waitFor();
      await screenshot(member, 'education-quiz-passed');
      await memberContext.close();

      // The desk finds the certificate among the enrolments (the member masked) and revokes it with a reason.
      await page.getByRole('link', { name: '수강 현황 보기' }).click();
      await page.getByRole('heading', { level: 1, name: `수강 현황: ${name}` }).waitFor();
      const row = page.getByRole('row').filter({ hasText: /EDU-/ }).first();
      const certNo = (await row.textContent())!.match(/EDU-[2-9A-HJKMNP-Z]{8}/)![0];
      await expectAccessible(page, 'console enrolments');
      await screenshot(page, 'admin-education-enrolments');
      await row.getByRole('button', { name: new RegExp(`${certNo} 수료증 취소`) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^사유/).fill('수강 기록 확인 결과 대리 수강');
      await dialog.getByRole('button', { name: '수료증 취소' }).click();
      await answer(page, `수료증 ${certNo}을(를) 취소하시겠습니까? 회원에게 알림이 갑니다.`);
      await answer(page, '수료증을 취소했습니다. 회원에게 알렸습니다.');
      await page.getByRole('row').filter({ hasText: certNo }).getByText('수료증 취소', { exact: true }).waitFor();
      await desk.close();

      // Anyone checks the number: it says it is revoked, with the day.
      const visitor = await newContext(browser, 'desktop');
      const verify = await visitor.newPage();
      await verify.goto(`${baseUrl}/education/certificate?certNo=${certNo}`);
      await verify.getByText(`취소된 수료증입니다. (취소일 ${seoulToday()})`).waitFor();
      await expectAccessible(verify, 'certificate verification revoked');
      await screenshot(verify, 'education-certificate-revoked');
      await visitor.close();
    },
  );
});
