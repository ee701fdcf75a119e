import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, openLoggedIn, screenshot } from './support/browser.js';
import { closePopups } from './support/portal.js';

/**
 * Surveys (설문조사): on a phone demo-member opens the open survey from my page, answers the first question and keeps
 * it as a draft; at the desk the survey resumes from the draft and is finished by keyboard only — a star rating with
 * the arrow keys, free text — submitted, listed as 참여 완료, and its aggregate results opened.
 */

const SURVEY = '라이브 스튜디오 이용 경험 설문';
const SUBMITTED = '설문이 제출되었습니다.';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openMySurveys(page: Page) {
  await openLoggedIn(page, 'demo-member', '/mypage/survey');
  await closePopups(page);
  await page.getByRole('table', { name: '설문조사 목록' }).waitFor();
}

function surveyRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
}

/** Presses Tab until `here` holds for the focused element (at most `max` presses). */
async function tabUntil(page: Page, here: () => boolean, what: string, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate(here)) return;
    await page.keyboard.press('Tab');
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`focus never reached ${what} (focus is on ${at})`);
}

/** Tab to the radio group of the question numbered `n` in the open dialog (its label reads "n. ..."). */
async function tabToQuestion(page: Page, n: number) {
  await page.evaluate((num) => ((window as unknown as { __q: string }).__q = `${num}.`), n);
  await tabUntil(
    page,
    () => {
      const el = document.activeElement;
      if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return false;
      const ids = el.closest('[role="radiogroup"]')?.getAttribute('aria-labelledby') ?? '';
      const label = ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
      return label.startsWith((window as unknown as { __q: string }).__q);
    },
    `question ${n}`,
  );
}

async function tabToButton(page: Page, text: string, max = 30) {
  await page.evaluate((t) => ((window as unknown as { __b: string }).__b = t), text);
  await tabUntil(
    page,
    () =>
      document.activeElement?.tagName === 'BUTTON' &&
      document.activeElement.textContent?.trim() === (window as unknown as { __b: string }).__b,
    `the button ${text}`,
    max,
  );
}

describe('surveys', () => {
  it('on a phone: the list, the survey modal, one answer kept as a draft', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await openMySurveys(page);
    const row = surveyRow(page, SURVEY);
    expect(await row.textContent()).toContain('참여 가능');
    expect(await surveyRow(page, '2026 온판 포털 이용 만족도 조사').textContent()).toContain('참여 완료');
    expect(await surveyRow(page, '2026 하반기 지원사업 수요 조사').textContent()).toContain('마감');
    await expectAccessible(page, 'my surveys (phone)');
    await screenshot(page, 'survey-list-phone');

    await row.getByRole('button', { name: '참여하기' }).click();
    const dialog = page.getByRole('dialog', { name: SURVEY });
    await dialog.getByRole('radiogroup', { name: /^1\. / }).waitFor();
    await dialog.locator('label').filter({ hasText: '상품 사진·영상 촬영' }).click();
    await expectAccessible(page, 'survey modal (phone)');
    await screenshot(page, 'survey-modal-phone');
    // Submitting now names the questions still open, and sends nothing.
    await dialog.getByRole('button', { name: '제출하기' }).click();
    const check = page.getByRole('alertdialog').filter({ hasText: '2, 3, 4번 문항에 답해주세요.' });
    await check.waitFor();
    await check.getByRole('button', { name: '확인' }).click();
    await check.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '임시 저장' }).click();
    const saved = page.getByRole('alertdialog').filter({ hasText: '임시 저장되었습니다.' });
    await saved.waitFor();
    await saved.getByRole('button', { name: '확인' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: '이어서 참여하기' }).waitFor();
    expect(await row.textContent()).toContain('임시 저장됨');
    await context.close();
  });

  it(
    'at the desk: resumes the draft and finishes it by keyboard only, then sees 참여 완료 and the results',
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await openMySurveys(page);
      const row = surveyRow(page, SURVEY);
      await expectAccessible(page, 'my surveys (desktop)');
      await screenshot(page, 'survey-list-desktop');

      // Keyboard only from here.
      await row.getByRole('button', { name: '이어서 참여하기' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: SURVEY });
      await dialog.getByRole('radiogroup', { name: /^1\. / }).waitFor();
      // The phone's answer is back.
      expect(await dialog.getByRole('radio', { name: '상품 사진·영상 촬영' }).isChecked()).toBe(true);

      // 2. a star rating: Space picks the focused 1점, the arrow keys move to 4점.
      await tabToQuestion(page, 2);
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(
        await dialog.getByRole('radiogroup', { name: /^2\. / }).getByRole('radio', { name: '4점' }).isChecked(),
      ).toBe(true);
      // 3. another rating: 5점.
      await tabToQuestion(page, 3);
      await page.keyboard.press('Space');
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      expect(
        await dialog.getByRole('radiogroup', { name: /^3\. / }).getByRole('radio', { name: '5점' }).isChecked(),
      ).toBe(true);
      // 4. free text.
      await tabUntil(page, () => document.activeElement?.tagName === 'TEXTAREA', 'the text answer');
      await page.keyboard.type('촬영 조명 사용법 안내 영상이 있으면 좋겠습니다.');
      await expectAccessible(page, 'survey modal (desktop)');
      await screenshot(page, 'survey-modal-desktop');

      await tabToButton(page, '제출하기');
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog').filter({ hasText: '설문을 제출하시겠습니까?' });
      await confirm.waitFor();
      await tabToButton(page, '확인', 4);
      await page.keyboard.press('Enter');
      const done = page.getByRole('alertdialog').filter({ hasText: SUBMITTED });
      await done.waitFor();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });

      await expect.poll(() => row.textContent()).toContain('참여 완료');
      const results = row.getByRole('button', { name: '결과 보기' });
      await results.focus();
      await page.keyboard.press('Enter');
      const resultDialog = page.getByRole('dialog', { name: `${SURVEY} 결과` });
      await resultDialog.getByText('참여 3명').waitFor();
      expect(await resultDialog.textContent()).toContain('상품 사진·영상 촬영2명 (66.7%)');
      expect(await resultDialog.textContent()).toContain('평균 3.7점');
      await expectAccessible(page, 'survey results (desktop)');
      await screenshot(page, 'survey-result-desktop');
      await page.keyboard.press('Escape');
      await resultDialog.waitFor({ state: 'detached' });
      await context.close();
    },
  );

  it('on a phone: the results of the answered survey', { timeout: 60_000 }, async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await openMySurveys(page);
    await surveyRow(page, SURVEY).getByRole('button', { name: '결과 보기' }).click();
    const resultDialog = page.getByRole('dialog', { name: `${SURVEY} 결과` });
    await resultDialog.getByText('참여 3명').waitFor();
    await expectAccessible(page, 'survey results (phone)');
    await screenshot(page, 'survey-result-phone');
    await context.close();
  });
});
