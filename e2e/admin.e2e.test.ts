import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_TOTP_SECRET } from '../apps/server/src/domains/auth/auth.seed.js';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { giveSecondFactor, portalUrl, submitLogin, totpCode } from './support/portal.js';

/**
 * The operator console's frame (issue 37, decision 034): an operator registers the second factor at the first login
 * and the console opens; the system administrator logs in with the code, grants a role with a reason and finds it in
 * the history and the audit; a member is told the console is not theirs.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function answer(page: Page, text: string | RegExp, button = '확인') {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the operator console', () => {
  it(
    'an operator registers the second factor at the first login: QR code, first code, recovery codes',
    { timeout: 180_000 },
    async () => {
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login?returnUrl=%2Fadmin`);
      await submitLogin(page, 'demo-editor');
      await page.waitForURL((u) => u.pathname === '/admin/second-factor');
      await page.getByRole('heading', { level: 1, name: '2단계 인증 등록' }).waitFor();
      await expectAccessible(page, 'second factor: registration start');
      await page.getByRole('button', { name: 'QR 코드 보기' }).click();
      const qr = page.getByRole('img', { name: '인증 앱으로 찍을 QR 코드' });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      const secret = (await page.locator('code').innerText()).replaceAll(' ', '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectAccessible(page, 'second factor: QR code');
      await screenshot(page, 'admin-second-factor-qr');

      await page.getByLabel(/^인증 코드/).fill('000000');
      await page.getByRole('button', { name: '등록 마치기' }).click();
      await answer(page, '인증 코드가 맞지 않습니다.');
      await page.getByLabel(/^인증 코드/).fill(await totpCode(secret, Math.floor(Date.now() / 30_000)));
      await page.getByRole('button', { name: '등록 마치기' }).click();
      const codes = page.getByRole('listitem').filter({ hasText: /^[a-z2-9]{4}-[a-z2-9]{4}$/ });
      await expect.poll(() => codes.count()).toBe(10);
      await expectAccessible(page, 'second factor: recovery codes');
      await screenshot(page, 'admin-second-factor-codes');
      // The codes must be kept before going on.
      await page.getByRole('button', { name: '관리자 화면으로' }).click();
      await answer(page, '복구 코드를 보관했는지 확인해 주세요.');
      await page.getByText('복구 코드를 안전한 곳에 보관했습니다.').click();
      await page.getByRole('button', { name: '관리자 화면으로' }).click();

      await page.waitForURL((u) => u.pathname === '/admin');
      await page.getByRole('heading', { level: 1, name: '대시보드' }).waitFor();
      const header = page.getByRole('banner');
      await header.getByText('김편집').waitFor();
      await header.getByText('콘텐츠 담당').waitFor();
      await header.getByText(/자동 로그아웃까지 \d\d:\d\d/).waitFor();
      // The content desk sees no system administrator's pages.
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await menu.getByRole('link', { name: '대시보드' }).waitFor();
      expect(await menu.getByRole('link', { name: '운영자와 역할' }).count()).toBe(0);
      await expectAccessible(page, 'console dashboard (content desk)');
      await context.close();
    },
  );

  it(
    'the system administrator gives the code, grants a role with a reason, and finds it in the history and the audit',
    { timeout: 240_000 },
    async () => {
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login?returnUrl=%2Fadmin%2Foperators`);
      await submitLogin(page, 'demo-admin');
      await page.waitForURL((u) => u.pathname === '/admin/second-factor');
      await expectAccessible(page, 'second factor: code');
      await giveSecondFactor(page, DEMO_OPERATOR_TOTP_SECRET);
      await page.waitForURL((u) => u.pathname === '/admin/operators');
      await page.getByRole('heading', { level: 1, name: '운영자와 역할' }).waitFor();
      const editor = page
        .getByRole('region', { name: '운영자 목록' })
        .getByRole('row')
        .filter({ hasText: 'demo-editor' });
      await editor.getByText('콘텐츠 담당').waitFor();
      await expectAccessible(page, 'console operators');
      await screenshot(page, 'admin-operators');

      await editor.getByRole('button', { name: /역할 변경/ }).click();
      const dialog = page.getByRole('dialog', { name: '김편집의 역할 변경' });
      await dialog.waitFor();
      await dialog.getByLabel(/^역할/).selectOption({ label: '예약 담당' });
      await dialog.getByRole('button', { name: '저장' }).click();
      // The reason is required.
      await answer(page, '사유를 입력해 주세요.');
      await dialog.getByLabel(/^사유/).fill('12월 예약 문의 지원');
      await expectAccessible(page, 'console role dialog');
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, '김편집에게 예약 담당 역할을 부여하시겠습니까?');
      await answer(page, '역할을 부여했습니다.');
      await editor.getByText('예약 담당').waitFor();
      await page
        .getByRole('region', { name: '역할 변경 이력' })
        .getByRole('row')
        .filter({ hasText: '12월 예약 문의 지원' })
        .getByText('부여')
        .waitFor();

      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await menu.getByRole('link', { name: '변경 이력' }).click();
      await page.getByRole('heading', { level: 1, name: '변경 이력' }).waitFor();
      await page.getByLabel(/^대상 구분/).fill('operatorRole');
      await page.getByRole('button', { name: '검색' }).click();
      await page.waitForURL((u) => u.searchParams.get('targetKind') === 'operatorRole');
      await page.getByRole('row').filter({ hasText: 'GRANT' }).first().waitFor();
      await expectAccessible(page, 'console audit');

      await menu.getByRole('link', { name: '개인정보 접근기록' }).click();
      await page.getByRole('heading', { level: 1, name: '개인정보 접근기록' }).waitFor();
      await page.getByRole('button', { name: '점검하기' }).click();
      await page.getByText('접근기록이 빠짐없이 이어져 있습니다.').waitFor();
      await expectAccessible(page, 'console access log');
      await screenshot(page, 'admin-access-log');
      await context.close();
    },
  );

  it('tells a member the console is not theirs', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-member' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: '관리자 화면을 이용할 수 없습니다' }).waitFor();
    await page
      .getByText('이 업무의 담당 역할이 없습니다.')
      .or(page.getByText('이 기능을 사용할 권한이 없습니다.'))
      .first()
      .waitFor();
    await expectAccessible(page, 'console refused (member)');
    // The console is not for search engines.
    const res = await fetch(`${baseUrl}/robots.txt`);
    expect(await res.text()).toContain('Disallow: /admin');
    await context.close();
  });
});
