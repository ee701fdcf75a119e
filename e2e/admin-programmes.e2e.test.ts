import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { portalUrl } from './support/portal.js';

/**
 * The support programmes desk (issue 37): the content desk writes a programme open today with in-portal applications;
 * a member applies on the public page; the operator opens the applicant's unmasked record, selects the application
 * with a reason, and the member's my page says 선정; the operator exports the applications as XLSX with a reason, and
 * the personal-data access log shows the download with its reason and the earlier view.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Today and a week on, as Seoul calendar days (yyyyMMdd). */
function seoulDays(): { today: string; inAWeek: string } {
  const ymd = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(d)
      .replaceAll('-', '');
  const now = new Date();
  return { today: ymd(now), inAWeek: ymd(new Date(now.getTime() + 7 * 86_400_000)) };
}

/** A new general member, by the sign-up and login calls the pages make. */
async function newMember(): Promise<{ lgnId: string; token: string }> {
  const api = (path: string) => `${baseUrl}/v1/app/${path}`;
  const lgnId = `aply${Date.now().toString(36)}`;
  const password = 'Passw0rd!x';
  const signup = await fetch(api('auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      joinType: 'general',
      lgnId,
      userPasswd: password,
      userNm: '신청인',
      userEmail: 'applicant@example.kr',
      mblNo: `0107${String(Date.now()).slice(-7)}`,
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
  return { lgnId, token };
}

describe('the support programmes desk', () => {
  it(
    'a programme is written, a member applies, is selected and sees 선정; the export and the view are in the access log',
    { timeout: 300_000 },
    async () => {
      const member = await newMember();
      const name = `온판 판로 개척 지원 ${Date.now().toString(36)}`;
      const { today, inAWeek } = seoulDays();

      // The operator writes the programme.
      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-admin' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/admin`);
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await menu.getByRole('link', { name: '지원사업' }).click();
      await page.getByRole('heading', { level: 1, name: '지원사업' }).waitFor();
      await page.getByText(/^총 [\d,]+건$/).waitFor();
      await expectAccessible(page, 'console programme list');
      await page.getByRole('link', { name: '지원사업 등록' }).click();
      await page.getByRole('heading', { level: 1, name: '지원사업 등록' }).waitFor();
      await page.getByLabel(/^사업명/).fill(name);
      await page.getByLabel(/^지원 분야/).selectOption({ label: '내수·판로' });
      await page.getByLabel(/^주관 기관/).fill('중소벤처기업부');
      await page.getByLabel(/^사업 요약/).fill('온라인 판로 개척을 돕는 사업');
      await page.getByRole('textbox', { name: '사업 내용' }).click();
      await page.keyboard.type('입점 수수료와 홍보비를 지원합니다.');
      await page.getByLabel(/^접수 시작일/).fill(today);
      await page.getByLabel(/^접수 마감일/).fill(inAWeek);
      await expectAccessible(page, 'console programme form');
      await screenshot(page, 'admin-programme-form');
      await page.getByRole('button', { name: '저장' }).click();
      await answer(page, '지원사업을 등록하시겠습니까?');
      await answer(page, '지원사업을 등록했습니다.');
      await page.waitForURL((u) => /^\/admin\/programmes\/\d+$/.test(u.pathname));
      const sprtBizId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { level: 1, name }).waitFor();

      // The 공고문 as an attachment (checked by its content: a real PDF's leading bytes).
      await page
        .getByLabel('올릴 파일')
        .setInputFiles({ name: '공고문.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: '올리기', exact: true }).click();
      await answer(page, '첨부파일을 올렸습니다.');
      await page.getByText(/^공고문\.pdf \(/).waitFor();

      // The member applies on the public page, where the attachment is offered too.
      const memberContext = await newContext(browser, 'desktop');
      await memberContext.addInitScript((t) => window.localStorage.setItem('auth_token', t), member.token);
      const memberPage = await memberContext.newPage();
      await memberPage.goto(`${baseUrl}/support/${sprtBizId}/view`);
      await memberPage.getByRole('heading', { name }).first().waitFor();
      await memberPage.getByRole('button', { name: /^공고문\.pdf .+ 내려받기$/ }).waitFor();
      await memberPage.getByRole('button', { name: '신청하기' }).click();
      await answer(memberPage, '지원사업에 지원하시겠습니까?');
      await answer(memberPage, '지원사업에 신청이 완료되었습니다.');
      await memberPage.getByRole('button', { name: '신청완료' }).waitFor();

      // The operator finds the application, masked, and opens the applicant's record (a logged view).
      await page.reload();
      const applications = page.getByRole('region', { name: '신청 목록' });
      const row = applications.getByRole('row').filter({ hasText: member.lgnId });
      await row.getByText('신*인').waitFor();
      await expectAccessible(page, 'console programme applications');
      await screenshot(page, 'admin-programme-applications');
      await row.getByRole('button', { name: /개인정보/ }).click();
      await answer(page, /개인정보 접근기록에 남습니다/);
      const personal = page.getByRole('dialog', { name: `${member.lgnId} 신청자의 개인정보` });
      await personal.getByText('신청인', { exact: true }).waitFor();
      await personal.getByRole('button', { name: '닫기' }).click();
      await personal.waitFor({ state: 'detached' });

      // 접수 → 검토중 → 선정, with a reason.
      await row.getByRole('button', { name: /상태 변경/ }).click();
      let move = page.getByRole('dialog', { name: `신*인(${member.lgnId}) 신청의 상태 변경` });
      await move.getByRole('button', { name: '저장' }).click();
      await answer(page, "신*인 님의 신청을 '검토중'(으)로 바꾸시겠습니까?");
      await answer(page, "신청 상태를 '검토중'(으)로 바꾸었습니다. 신청자에게 문자로 알렸습니다.");
      await row.getByText('검토중').waitFor();
      await row.getByRole('button', { name: /상태 변경/ }).click();
      move = page.getByRole('dialog', { name: `신*인(${member.lgnId}) 신청의 상태 변경` });
      await move.getByText('선정', { exact: true }).click();
      await move.getByLabel(/^사유/).fill('서류 심사 우수');
      await move.getByRole('button', { name: '저장' }).click();
      await answer(page, "신*인 님의 신청을 '선정'(으)로 바꾸시겠습니까?");
      await answer(page, "신청 상태를 '선정'(으)로 바꾸었습니다. 신청자에게 문자로 알렸습니다.");
      await row.getByText('선정 (서류 심사 우수)').waitFor();

      // The member's my page says 선정.
      await memberPage.goto(`${baseUrl}/mypage/support`);
      const mine = memberPage.getByRole('row').filter({ hasText: name });
      await mine.getByRole('cell', { name: '선정', exact: true }).waitFor();
      await memberContext.close();

      // The export asks for its reason first, then the file comes.
      await applications.getByRole('button', { name: '신청 목록 내려받기' }).click();
      const exportDialog = page.getByRole('dialog', { name: '신청 목록 내려받기' });
      await exportDialog.getByRole('button', { name: '내려받기' }).click();
      await answer(page, '내려받는 사유를 입력해 주세요.');
      await exportDialog.getByLabel(/^내려받는 사유/).fill('선정 결과 보고');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        exportDialog.getByRole('button', { name: '내려받기' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^지원사업 신청 목록_.+\.xlsx$/);
      const file = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      // An XLSX workbook is a zip archive.
      expect(Buffer.concat(chunks).subarray(0, 2).toString('latin1')).toBe('PK');
      await exportDialog.waitFor({ state: 'detached' });

      // The access log: the download with its reason, and the earlier view of the applicant's record.
      await menu.getByRole('link', { name: '개인정보 접근기록' }).click();
      await page.getByRole('heading', { level: 1, name: '개인정보 접근기록' }).waitFor();
      // The log itself (the monthly review beside it lists the month's downloads with their reasons too).
      const log = page.getByRole('region', { name: '접근기록', exact: true });
      const downloadRow = log.getByRole('row').filter({ hasText: '선정 결과 보고' });
      await expect.poll(() => downloadRow.count()).toBe(1);
      await downloadRow.getByText(/XLSX 1건/).waitFor();
      await page.getByRole('region', { name: '다운로드 내역' }).getByText('선정 결과 보고').waitFor();
      await page.getByLabel(/^정보주체\(회원\) 아이디/).fill(member.lgnId);
      await page.getByRole('button', { name: '검색' }).click();
      const views = log.getByRole('row').filter({ hasText: '지원사업 신청자 개인정보' });
      await expect.poll(() => views.count()).toBe(1);
      await screenshot(page, 'admin-programme-access-log');
      await context.close();
    },
  );
});
