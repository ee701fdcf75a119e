import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { closePopups } from './support/portal.js';

/**
 * The survey builder (issue 39): the demo operator builds a survey of the three question kinds, moves a question with
 * its 위로 button and publishes it; demo-member answers it from my page; the operator's results show the answer in the
 * question's chart and table, and the free text in its list.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A Seoul day `days` from today as a date field holds it ('yyyy-MM-dd'). */
const seoulDay = (days = 0) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('the survey builder', () => {
  it(
    'an operator builds and publishes a survey of all three kinds; a member answers; the results chart shows it',
    { timeout: 300_000 },
    async () => {
      const title = `온판 겨울 이용 설문 ${Date.now().toString(36)}`;
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await openLoggedIn(page, 'demo-admin', '/admin/surveys');
      await page.getByRole('heading', { level: 1, name: '설문 관리' }).waitFor();
      await page.getByText(/^총 \d+건/).waitFor();
      await expectAccessible(page, 'console surveys');
      await screenshot(page, 'admin-surveys');

      await page.getByRole('link', { name: '설문 만들기' }).click();
      await page.getByRole('heading', { level: 1, name: '설문 만들기' }).waitFor();
      await page.getByRole('textbox', { name: /^설문 제목/ }).fill(title);
      await page.getByLabel(/^시작일/).fill(seoulDay());
      await page.getByLabel(/^종료일/).fill(seoulDay(7));
      await page.getByText('참여한 회원에게 결과 공개').click();
      // 1: free text first, then moved down; 2: a star rating; 3: a choice.
      await page.getByRole('textbox', { name: /^1번 문항 내용/ }).fill('온판에 바라는 점을 적어주세요.');
      await page
        .getByRole('radiogroup', { name: /^1번 문항 유형/ })
        .getByText('주관식(자유 입력)')
        .click();
      await page.getByRole('button', { name: '문항 추가' }).click();
      await page.getByRole('textbox', { name: /^2번 문항 내용/ }).fill('온판에 얼마나 만족하시나요?');
      await page
        .getByRole('radiogroup', { name: /^2번 문항 유형/ })
        .getByText('별점(1~5점)')
        .click();
      await page.getByRole('button', { name: '문항 추가' }).click();
      await page.getByRole('textbox', { name: /^3번 문항 내용/ }).fill('가장 자주 쓰는 서비스는?');
      await page.getByRole('textbox', { name: /^3번 문항 보기 1/ }).fill('지원사업 안내');
      await page.getByRole('textbox', { name: /^3번 문항 보기 2/ }).fill('라이브 스튜디오');
      // The free text goes last by keyboard: its 아래로 twice.
      await page.getByRole('button', { name: /^아래로.*1번 문항 아래로/ }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: /^아래로.*2번 문항 아래로/ }).focus();
      await page.keyboard.press('Enter');
      expect(await page.getByRole('textbox', { name: /^3번 문항 내용/ }).inputValue()).toBe(
        '온판에 바라는 점을 적어주세요.',
      );
      await expectAccessible(page, 'console survey write');
      await screenshot(page, 'admin-survey-write');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answer(page, /설문을 저장하시겠습니까/);
      await answer(page, /설문을 저장했습니다/);
      await page.getByRole('heading', { level: 1, name: '설문 수정' }).waitFor();
      const surveyId = /\/admin\/surveys\/(\d+)/.exec(page.url())![1]!;
      await page.getByRole('button', { name: '게시하기' }).click();
      await answer(page, /설문을 게시하시겠습니까/);
      await answer(page, /설문을 게시했습니다/);
      await page.getByText(/현재 상태: 진행 중/).waitFor();

      // demo-member answers it from my page.
      const memberContext = await newContext(browser, 'desktop');
      const member = await memberContext.newPage();
      await openLoggedIn(member, 'demo-member', '/mypage/survey');
      await closePopups(member);
      const row = member.getByRole('row').filter({ has: member.getByRole('rowheader', { name: title }) });
      await row.getByRole('button', { name: '참여하기' }).click();
      const dialog = member.getByRole('dialog', { name: title });
      await dialog.getByRole('radiogroup', { name: /^1\. / }).waitFor();
      await dialog.getByRole('radiogroup', { name: /^1\. / }).locator('label').filter({ hasText: '4점' }).click();
      await dialog
        .getByRole('radiogroup', { name: /^2\. / })
        .locator('label')
        .filter({ hasText: '라이브 스튜디오' })
        .click();
      await dialog.getByRole('textbox', { name: /^3\. / }).fill('스튜디오 주말 예약이 열리면 좋겠습니다.');
      await dialog.getByRole('button', { name: '제출하기' }).click();
      await answer(member, '설문을 제출하시겠습니까?');
      await answer(member, '설문이 제출되었습니다.');
      await memberContext.close();

      // The operator's results: the choice counted in the chart's table, the mean, the text listed.
      await page.goto(`${page.url().split('/admin/')[0]}/admin/surveys/${surveyId}/results`);
      await page.getByRole('heading', { level: 1, name: '설문 결과' }).waitFor();
      const choice = page.getByRole('table', { name: '2. 가장 자주 쓰는 서비스는? 응답 수' });
      await choice.getByRole('row', { name: /라이브 스튜디오 1 1/ }).waitFor();
      await page.getByText('응답 1건 · 평균 4.0점').waitFor();
      await page
        .getByRole('list', { name: /3\. 온판에 바라는 점을 적어주세요\. 응답 목록/ })
        .getByText('스튜디오 주말 예약이 열리면 좋겠습니다.')
        .waitFor();
      await expectAccessible(page, 'console survey results');
      await screenshot(page, 'admin-survey-results');

      // The answers leave only with a reason (the console's one export dialog), here as CSV with the text answer.
      await page.getByRole('button', { name: '응답 내려받기' }).click();
      const exportDialog = page.getByRole('dialog', { name: '설문 응답 내려받기' });
      await exportDialog.getByText('CSV', { exact: true }).click();
      expect(await exportDialog.getByRole('radio', { name: 'CSV' }).isChecked()).toBe(true);
      await exportDialog.getByLabel(/^내려받는 사유/).fill('만족도 결과 보고');
      await expectAccessible(page, 'console survey export');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        exportDialog.getByRole('button', { name: '내려받기' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString('utf8')).toContain('스튜디오 주말 예약이 열리면 좋겠습니다.');
      await exportDialog.waitFor({ state: 'detached' });

      // The answered survey keeps its questions and offers a copy.
      await page.getByRole('link', { name: '설문으로 돌아가기' }).click();
      await page.getByText(/응답이 1건 있어 문항을 바꿀 수 없습니다/).waitFor();
      await page.getByRole('button', { name: '복사해서 새 설문 만들기' }).waitFor();
      expect(await page.getByRole('textbox', { name: /^1번 문항 내용/ }).isDisabled()).toBe(true);
      await expectAccessible(page, 'console survey locked');
      await context.close();
    },
  );
});
