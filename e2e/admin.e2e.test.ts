import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_TOTP_SECRET } from '../apps/server/src/domains/auth/auth.seed.js';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
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

// A real 1×1 PNG: the server decides a certificate's type by the file's leading bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A new general member who has uploaded a small-business certificate (an image), by the calls the pages make. */
async function memberWithCertificate(): Promise<{ lgnId: string; token: string }> {
  const api = (path: string) => `${baseUrl}/v1/app/${path}`;
  const lgnId = `cert${Date.now().toString(36)}`;
  const password = 'Passw0rd!x';
  const mblNo = `0108${String(Date.now()).slice(-7)}`;
  const signup = await fetch(api('auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      joinType: 'general',
      lgnId,
      userPasswd: password,
      userNm: '나확인',
      userEmail: 'cert@example.kr',
      mblNo,
      termsAgreYn: 'Y',
      prvcAgreYn: 'Y',
      mktAgreYn: 'N',
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(200);
  const login = await fetch(api('auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lgnId, userPasswd: password }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('uploadFile', new Blob([PNG], { type: 'image/png' }), '확인서.png');
  const upload = await fetch(api('auth/certificate/upload'), {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBe(200);
  return { lgnId, token };
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

  it(
    'the reservation desk approves a certificate seen in the browser, after which that member may book a studio',
    { timeout: 240_000 },
    async () => {
      const member = await memberWithCertificate();
      const studios = (await (await fetch(`${baseUrl}/v1/app/studio/infos`)).json()) as {
        studoId: number;
        rooms: { roomId: number; roomNm: string }[];
      }[];
      const studio = studios.find((s) => s.rooms.some((r) => r.roomNm === '쇼룸 스튜디오'))!;
      const room = studio.rooms.find((r) => r.roomNm === '쇼룸 스튜디오')!;
      const roomPage = `${baseUrl}/studio/room/${room.roomId}/${studio.studoId}`;
      const reminder = '예약은 소상공인 확인서가 승인된 회원만 신청할 수 있습니다.';

      const memberContext = await newContext(browser, 'desktop');
      await memberContext.addInitScript((t) => window.localStorage.setItem('auth_token', t), member.token);
      const memberPage = await memberContext.newPage();
      await memberPage.goto(roomPage);
      await memberPage.getByText(reminder).waitFor();

      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await menu.getByRole('link', { name: '소상공인 확인서 검토' }).click();
      await page.getByRole('heading', { level: 1, name: '소상공인 확인서 검토' }).waitFor();
      const row = page
        .getByRole('region', { name: /소상공인 확인서 목록/ })
        .getByRole('row')
        .filter({ hasText: member.lgnId });
      // The name is masked in the list (the one masking function).
      await row.getByText('나*인').waitFor();
      await expectAccessible(page, 'console certificate queue');
      await row.getByRole('button', { name: /검토/ }).click();
      const dialog = page.getByRole('dialog', { name: `나*인(${member.lgnId}) 회원의 소상공인 확인서` });
      const image = dialog.getByRole('img', { name: '제출한 소상공인 확인서 (확인서.png)' });
      await image.waitFor();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
      await expectAccessible(page, 'console certificate review');
      await screenshot(page, 'admin-certificate-review');
      await dialog.getByText('승인', { exact: true }).click();
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, '나*인 회원의 확인서를 승인하시겠습니까?');
      await answer(page, '소상공인 확인서를 승인했습니다. 회원에게 문자로 알렸습니다.');
      await expect.poll(() => row.count()).toBe(0);

      // The file view and the decision are in the personal-data access log.
      await menu.getByRole('link', { name: '개인정보 접근기록' }).click();
      await page.getByRole('heading', { level: 1, name: '개인정보 접근기록' }).waitFor();
      await page.getByLabel(/^정보주체\(회원\) 아이디/).fill(member.lgnId);
      await page.getByRole('button', { name: '검색' }).click();
      const logRows = page.getByRole('row').filter({ hasText: '소상공인 확인서 검토' });
      await expect.poll(() => logRows.count()).toBe(2);
      await context.close();

      // The member may book now: my page says 승인, the room page no longer stops them, and a booking goes through.
      await memberPage.goto(`${baseUrl}/mypage2/selfdx`);
      await expect.poll(() => memberPage.locator('main').textContent()).toContain('승인');
      await memberPage.goto(roomPage);
      await memberPage.getByRole('heading', { name: '이용 후기' }).waitFor();
      expect(await memberPage.getByText(reminder).count()).toBe(0);
      const month = (await (
        await fetch(`${baseUrl}/v1/app/studio/room/${room.roomId}/rsvt/days?rsvtYm=${nextMonth()}`)
      ).json()) as { days: { ymd: string; bookableYn: string }[] };
      let booked = 0;
      for (const day of month.days.filter((d) => d.bookableYn === 'Y')) {
        const ymd = day.ymd.replaceAll('-', '');
        const slots = (await (
          await fetch(`${baseUrl}/v1/app/studio/room/${room.roomId}/rsvt/schds?rsvtYmd=${ymd}`, {
            headers: { 'x-auth-token': member.token },
          })
        ).json()) as { rsvtBgngHhmm: string; rsvtEndHhmm: string; state: string }[];
        const free = slots.find((s) => s.state === 'E');
        if (!free) continue;
        const res = await fetch(`${baseUrl}/v1/app/studio/room/${room.roomId}/rsvt`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-auth-token': member.token },
          body: JSON.stringify({
            rsvtYmd: ymd,
            rsvtBgngHhmm: free.rsvtBgngHhmm,
            rsvtEndHhmm: free.rsvtEndHhmm,
            rsvtUsrcnt: 2,
            rsvtUserCnctel: '010-1234-5678',
            rsvtDmndCn: '',
            strNm: '온판상회',
            brno: '1248100998',
            useCtgrDcd: '1003001',
            shootCtgrDcd: '1004001',
            strPattnDcd: '1022001',
            rprsGdsNm: '수제 과일청',
            brndNm: '온판팜',
            letoffChnl: '스마트스토어',
            loanPssEqu: '1023001',
            osdAddExpctEqu: '',
          }),
        });
        expect(res.status, await res.clone().text()).toBe(200);
        booked += 1;
        break;
      }
      expect(booked).toBe(1);
      await memberContext.close();
    },
  );

  it(
    'the system administrator finds a member masked, opens the unmasked record (logged) and suspends them with a reason',
    { timeout: 180_000 },
    async () => {
      const member = await memberWithCertificate();
      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await menu.getByRole('link', { name: '회원 관리' }).click();
      await page.getByRole('heading', { level: 1, name: '회원 관리' }).waitFor();
      await page.getByLabel(/^검색어/).fill('나확인');
      await page.getByRole('button', { name: '검색' }).click();
      await page.waitForURL((u) => u.searchParams.get('q') === '나확인');
      const row = page.getByRole('row').filter({ hasText: member.lgnId });
      await row.getByText('나*인').waitFor();
      await expectAccessible(page, 'console members');
      // Sorted by a column header (a button; the sort is in the address bar and on the header's aria-sort).
      await page.getByRole('button', { name: '가입일' }).click();
      await page.waitForURL((u) => u.searchParams.get('sort') === 'regDt' && u.searchParams.get('order') === 'desc');
      await page.getByRole('columnheader', { name: '가입일' }).and(page.locator('[aria-sort="descending"]')).waitFor();
      await row.getByText('나*인').waitFor();
      // Usable at 1024 px: the console keeps its width (wide tables scroll in their own box).
      await page.setViewportSize({ width: 1024, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
      await screenshot(page, 'admin-members-1024');
      await page.setViewportSize({ width: 1440, height: 900 });
      await row.getByRole('link', { name: `${member.lgnId} 회원 상세` }).click();
      await page.getByRole('heading', { level: 1, name: `${member.lgnId} 회원` }).waitFor();
      const account = page.getByRole('region', { name: '기본 정보' });
      await account.getByText('나*인').waitFor();
      expect(await page.getByText('나확인').count()).toBe(0);
      await expectAccessible(page, 'console member (masked)');

      await page.getByRole('button', { name: '개인정보 보기' }).click();
      await answer(page, /개인정보 접근기록에 남습니다/);
      const personal = page.getByRole('region', { name: '가리지 않은 개인정보' });
      await personal.getByText('나확인').waitFor();
      await screenshot(page, 'admin-member');

      await page.getByRole('button', { name: '이용 정지', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '이용 정지' });
      await dialog.getByLabel(/^사유/).fill('허위 신청 반복');
      await expectAccessible(page, 'console member lock dialog');
      await dialog.getByRole('button', { name: '저장' }).click();
      await answer(page, `${member.lgnId} 회원의 이용을 정지하시겠습니까?`);
      await answer(page, '회원의 이용을 정지했습니다. 로그인 중인 세션도 끝냈습니다.');
      await account.getByText('이용 정지', { exact: true }).waitFor();
      await account.getByText('허위 신청 반복').waitFor();
      // The member's session ended with the suspension.
      const session = await fetch(`${baseUrl}/v1/app/auth`, { headers: { 'x-auth-token': member.token } });
      expect(session.status).toBe(401);

      await menu.getByRole('link', { name: '개인정보 접근기록' }).click();
      await page.getByRole('heading', { level: 1, name: '개인정보 접근기록' }).waitFor();
      await page.getByLabel(/^정보주체\(회원\) 아이디/).fill(member.lgnId);
      await page.getByRole('button', { name: '검색' }).click();
      await page.getByRole('row').filter({ hasText: '회원 관리' }).filter({ hasText: '허위 신청 반복' }).waitFor();
      await page.getByRole('row').filter({ hasText: '회원 개인정보' }).waitFor();
      await context.close();
    },
  );
});

/** Next month as YYYYMM in Seoul (a month whose days are all ahead). */
function nextMonth(): string {
  const now = new Date(Date.now() + 9 * 3_600_000);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `${next.getUTCFullYear()}${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
}
