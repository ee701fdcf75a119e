import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { clickAndPost, closePopups, portalUrl, submitLogin } from './support/portal.js';

/**
 * Self-diagnosis (자가진단): a visitor reads the intro, walks the four-step wizard (the first step by keyboard only),
 * goes back a step and finds the answers kept, submits, reads the result and opens a recommended programme.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A select, by its label ('업종' is not '세부 업종'). */
function select(page: Page, label: string) {
  return page.getByRole('combobox', { name: new RegExp(`^${label}\\s*\\(필수\\)$`) });
}

async function choose(page: Page, label: string, option: string) {
  await select(page, label).selectOption({ label: option });
}

/** The option a select shows. */
function shown(page: Page, label: string) {
  return select(page, label).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text ?? '');
}

/** On the focused select (the browser's own), the arrow key moves through the options until the one asked for. */
async function chooseByKeyboard(page: Page, label: string, option: string) {
  await expect.poll(() => select(page, label).evaluate((el) => el === document.activeElement)).toBe(true);
  for (let i = 0; i < 40 && (await shown(page, label)) !== option; i++) await page.keyboard.press('ArrowDown');
  expect(await shown(page, label)).toBe(option);
}

function pick(page: Page, group: RegExp, option: string) {
  return page.getByRole('radiogroup', { name: group }).locator('label').filter({ hasText: option }).click();
}

function tick(page: Page, group: RegExp, option: string) {
  return page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

async function stepHeading(page: Page, name: RegExp) {
  const heading = page.getByRole('heading', { level: 2, name });
  await heading.waitFor();
  return heading;
}

describe('self-diagnosis', () => {
  it.each(['desktop', 'phone'] as const)(
    'a visitor walks the wizard, keeps answers going back, reads the result and opens a programme on %s',
    { timeout: 180_000 },
    async (vp) => {
      const context = await newContext(browser, vp);
      const page = await context.newPage();

      await page.goto(baseUrl + '/self-diagnosis');
      await closePopups(page);
      await page.getByRole('heading', { level: 1, name: /자가진단/ }).waitFor();
      expect(await page.getByText(/규칙 기반 계산/).count()).toBeGreaterThan(0);
      await expectAccessible(page, `self-diagnosis intro (${vp})`);
      await screenshot(page, `diagnosis-intro-${vp}`);
      await page.getByRole('link', { name: '자가진단 시작하기' }).click();
      await page.waitForURL((u) => u.pathname === '/self-diagnosis/input');

      // Step 1 by keyboard only: arrow keys in the radio groups, Enter and typing in the selects.
      await stepHeading(page, /1단계 기본 정보/);
      expect(await page.locator('li[aria-current="step"]').textContent()).toContain('기본 정보');
      await page.getByRole('radio', { name: '남성' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: '여성' }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: '40대' }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await chooseByKeyboard(page, '시/도', '서울특별시');
      await page.keyboard.press('Tab');
      await chooseByKeyboard(page, '시/군/구', '마포구');
      await page.keyboard.press('Tab');
      await chooseByKeyboard(page, '업종', '음식점업');
      await page.keyboard.press('Tab');
      await chooseByKeyboard(page, '세부 업종', '제과·제빵');
      await expectAccessible(page, `self-diagnosis step 1 (${vp})`);
      await screenshot(page, `diagnosis-step1-${vp}`);
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('다음 단계');
      await page.keyboard.press('Enter');

      // Step 2, partly answered, then back to step 1 and forward again: nothing is lost.
      const step2 = await stepHeading(page, /2단계 경영 정보/);
      expect(await step2.evaluate((el) => el === document.activeElement)).toBe(true);
      await choose(page, '업력', '3년 이상 5년 미만');
      await pick(page, /주요 판매 채널/, '온·오프라인');
      await page.getByRole('button', { name: '이전 단계' }).click();
      await stepHeading(page, /1단계 기본 정보/);
      expect(await page.getByRole('radio', { name: '여성' }).isChecked()).toBe(true);
      expect(await shown(page, '시/군/구')).toBe('마포구');
      expect(await shown(page, '세부 업종')).toBe('제과·제빵');
      await page.getByRole('button', { name: '다음 단계' }).click();
      await stepHeading(page, /2단계 경영 정보/);
      expect(await shown(page, '업력')).toBe('3년 이상 5년 미만');
      expect(await page.getByRole('radio', { name: '온·오프라인' }).isChecked()).toBe(true);
      await choose(page, '종사자 수', '2~5명');
      await choose(page, '월 평균 매출', '500만~1,000만 원');
      await tick(page, /필요한 지원/, '온라인 판로');
      await tick(page, /필요한 지원/, '홍보·마케팅');
      await tick(page, /필요한 지원/, '라이브커머스');
      await pick(page, /1\. 온라인 판매/, '2 아니다');
      await pick(page, /2\. 우리 가게와 제품/, '3 보통이다');
      await pick(page, /3\. 매출·재고·고객/, '4 그렇다');
      await pick(page, /4\. 간편결제/, '3 보통이다');
      await pick(page, /5\. 앞으로 1년/, '5 매우 그렇다');
      await expectAccessible(page, `self-diagnosis step 2 (${vp})`);
      await screenshot(page, `diagnosis-step2-${vp}`);
      await page.getByRole('button', { name: '다음 단계' }).click();

      await stepHeading(page, /3단계 추가 정보/);
      await pick(page, /SNS/, '예');
      await pick(page, /라이브커머스 방송/, '아니오');
      await pick(page, /수출/, '아니오');
      await pick(page, /지원사업에 참여/, '아니오');
      await tick(page, /입점한 국내 마켓/, '네이버쇼핑');
      await tick(page, /입점한 해외 마켓/, '없음');
      await tick(page, /진출하고 싶은 국가/, '일본');
      await expectAccessible(page, `self-diagnosis step 3 (${vp})`);
      await screenshot(page, `diagnosis-step3-${vp}`);
      const showResult = page.getByRole('button', { name: '진단 결과 보기' });
      expect(await clickAndPost(page, showResult, /\/v1\/app\/diagn\/self\/check$/)).toMatch(/^200 /);

      // The result: scores as text, strengths and weak areas, real recommendations.
      await page.waitForURL((u) => u.pathname === '/self-diagnosis/result');
      await page.getByRole('heading', { level: 2, name: '종합 점수' }).waitFor();
      expect(await page.getByText(/^\d+점/).count()).toBeGreaterThanOrEqual(5);
      expect(await page.getByText(/로그인하지 않은 상태의 결과는 저장되지 않습니다/).count()).toBe(1);
      const studio = page.locator('a[href^="/studio/room/"]');
      expect(await studio.count()).toBeGreaterThan(0);
      await expectAccessible(page, `self-diagnosis result (${vp})`);
      await screenshot(page, `diagnosis-result-${vp}`);
      const programme = page.locator('a[href^="/support/"][href$="/view"]').first();
      const name = (await programme.textContent())!.trim();
      const href = (await programme.getAttribute('href'))!;
      await programme.click();
      await page.waitForURL((u) => u.pathname === href);
      await page.getByText(name).first().waitFor();
      await expectAccessible(page, `recommended programme (${vp})`);
      await screenshot(page, `diagnosis-programme-${vp}`);
      await context.close();
    },
  );

  it.each(['desktop', 'phone'] as const)(
    'a member finds the kept diagnoses with their change over time and opens one on %s',
    { timeout: 120_000 },
    async (vp) => {
      const context = await newContext(browser, vp);
      const page = await context.newPage();
      await page.goto(baseUrl + '/login');
      await submitLogin(page, 'demo-member');
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.goto(baseUrl + '/mypage/diagnosis');
      await closePopups(page);
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThanOrEqual(3);
      expect(await rows.last().textContent()).toContain('첫 진단');
      expect(await page.getByText(/영역별 변화/).count()).toBe(1);
      await expectAccessible(page, `my diagnosis history (${vp})`);
      await screenshot(page, `diagnosis-history-${vp}`);
      await rows.first().getByRole('link').click();
      await page.waitForURL((u) => u.pathname === '/self-diagnosis/result' && u.searchParams.has('diagnHisId'));
      await page.getByRole('heading', { level: 2, name: '종합 점수' }).waitFor();
      expect(await page.getByText(/이 결과는 마이페이지에 저장되었습니다/).count()).toBe(1);
      await expectAccessible(page, `kept diagnosis result (${vp})`);
      await screenshot(page, `diagnosis-kept-result-${vp}`);
      await context.close();
    },
  );
});
