import fs from 'node:fs';
import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { ENTRY_DOCS, MARKET_ENTRY_MESSAGES as M } from '@onfan/contracts/market-entry';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../lib/demo-pdf.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { ownDataDir, PNG, postFiles, uploadTestConfig } from '../upload/upload.testkit.js';

const dataDir = ownDataDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A complete application's fields (a valid business number per member: the checksum digit is computed). */
function brno(seed: number): string {
  const base = String(1_000_000_000 + ((seed * 7919) % 899_999_999)).slice(0, 9);
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const d = base.split('').map(Number);
  let sum = d.reduce((s, x, i) => s + x * w[i]!, 0);
  sum += Math.floor((d[8]! * 5) / 10);
  return base + String((10 - (sum % 10)) % 10);
}
const complete = (n: number) => ({
  mrktCd: 'sodam',
  cmpnyNm: `테스트상회${n}`,
  rprsvNm: '홍길동',
  bzmnRegNo: brno(n),
  scmMngrId: `supplier${n}`,
  picNm: '김담당',
  picTelno: '010-1234-5678',
  picEml: `pic${n}@example.kr`,
  pdNm: '수제 잼',
  pdCtgr: 'food',
  pdPrc: 12000,
  mnthSplyQty: 500,
  pdIntro: '제철 과일로 만든 잼입니다.',
  salesChnl: '자사몰',
});

describe('market entry', async () => {
  const { app, database } = await createTestApp({ config: uploadTestConfig(dataDir) });
  const admin = await login(app, 'demo-admin');
  const aply = (token: string, method: 'POST' | 'PUT', body: object) =>
    call(app, method, '/v1/app/cmstr/aply', { token, body });
  const upload = (token: string, docCd: string, content: Buffer = demoPdf(docCd), filename = `${docCd}.pdf`) =>
    postFiles(app, `/v1/app/cmstr/aply/doc/${docCd}`, token, [{ field: 'uploadFile', filename, content }]);
  const required = ENTRY_DOCS.filter((d) => d.reqYn === 'Y').map((d) => d.docCd);

  it('lists the required documents publicly', async () => {
    const res = await call(app, 'GET', '/v1/app/cmstr/docs');
    expect(res.status).toBe(200);
    expect(res.body.map((d: { docNm: string }) => d.docNm)).toContain('사업자등록증');
  });

  it('saves a draft, resumes it, and submits only when fields and documents are complete', async () => {
    const m = await newMember(app);
    expect((await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token })).body).toBeNull();
    const draft = await aply(m.token, 'POST', { cmpnyNm: '첫 번째', mrktCd: 'sodam' });
    expect(draft.body.message).toBe(M.saved);
    // A first save from a page that did not know of the draft (another tab) saves into it, not refused.
    const again = await aply(m.token, 'POST', { cmpnyNm: '온판상회', mrktCd: 'sodam' });
    expect(again.status).toBe(200);
    expect(
      await database.db.selectFrom('cmstrAply').select('aplyId').where('userId', '=', m.userId).execute(),
    ).toHaveLength(1);
    const resumed = (await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token })).body;
    expect(resumed).toMatchObject({
      sts: 'draft',
      editableYn: 'Y',
      kept: [],
      fields: { cmpnyNm: '온판상회', rprsvNm: null },
    });
    expect(resumed.docs.every((d: { docSts: string }) => d.docSts === 'missing')).toBe(true);

    const early = await aply(m.token, 'PUT', { cmpnyNm: '온판상회', mrktCd: 'sodam', submitYn: 'Y' });
    expect(early.status).toBe(400);
    expect(early.body.message.split('\n')).toEqual(
      expect.arrayContaining([M.incompleteTitle, '대표자명을 입력해주세요.', '상품 분류를 선택해주세요.']),
    );
    const fields = complete(m.userId);
    const noDocs = await aply(m.token, 'PUT', { ...fields, submitYn: 'Y' });
    expect(noDocs.status).toBe(400);
    expect(noDocs.body.message).toBe(
      M.docsMissing('사업자등록증, 통신판매업 신고증, 정산 계좌 통장 사본, 상품 제안서'),
    );

    const txt = await upload(m.token, 'bizreg', Buffer.from('not a pdf'), '등록증.txt');
    expect(txt.status).toBe(400);
    expect(txt.body.message).toBe(M.docFileInvalid);
    for (const docCd of required) expect((await upload(m.token, docCd)).body.message).toBe(M.docUploaded);
    expect((await upload(m.token, 'quality', PNG, '인증서.png')).status).toBe(200);

    const submitted = await aply(m.token, 'PUT', { ...fields, submitYn: 'Y' });
    expect(submitted.body.message).toBe(M.submitted);
    const after = (await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token })).body;
    expect(after).toMatchObject({ sts: 'submitted', stsNm: '제출', editableYn: 'N' });
    expect(after.docs.find((d: { docCd: string }) => d.docCd === 'bizreg')).toMatchObject({
      docSts: 'submitted',
      fileNm: 'bizreg.pdf',
    });
    expect((await aply(m.token, 'PUT', fields)).body.message).toBe(M.notEditable);
    expect((await upload(m.token, 'bizreg')).status).toBe(409);
    const plan = (await call(app, 'GET', '/v1/app/cmstr/aply/pdPlor', { token: m.token })).body;
    expect(plan).toMatchObject({ pdNm: '수제 잼', pdCtgr: 'food', pdPrc: 12000 });
    const sts = (await call(app, 'GET', '/v1/app/cmstr/aply/sts', { token: m.token })).body;
    expect(sts.history.map((h: { sts: string }) => h.sts)).toEqual(['draft', 'submitted']);
  });

  it('a draft keeps whatever was typed and names the field to fix; submitting needs it well formed (issue 33)', async () => {
    const m = await newMember(app);
    const good = brno(m.userId);
    const wrongDigit = `${good.slice(0, 3)}-${good.slice(3, 5)}-${good.slice(5, 9)}${(Number(good[9]) + 1) % 10}`;
    const typed = {
      mrktCd: 'sodam',
      cmpnyNm: '검증번호상회',
      rprsvNm: '이대표',
      bzmnRegNo: wrongDigit,
      picEml: 'pic@',
      pdPrc: '만 오천 원',
      pdIntro: '두 줄\n소개',
    };
    // A first save that asks to submit is refused before anything is written.
    const first = await aply(m.token, 'POST', { ...typed, submitYn: 'Y' });
    expect(first.status).toBe(400);
    expect(await database.db.selectFrom('cmstrAply').select('aplyId').where('userId', '=', m.userId).execute()).toEqual(
      [],
    );
    const saved = await aply(m.token, 'POST', typed);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(M.savedToFix('사업자등록번호, 담당자 이메일, 판매 가격'));
    expect(saved.body.errors).toEqual([
      { field: 'bzmnRegNo', message: M.brnoCheckDigit },
      { field: 'picEml', message: M.emailInvalid },
      { field: 'pdPrc', message: M.priceInvalid },
    ]);
    // Coming back: every field as typed — the well-formed ones stored, the others kept with what to fix.
    const back = (await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token })).body;
    expect(back.fields).toMatchObject({
      mrktCd: 'sodam',
      cmpnyNm: '검증번호상회',
      rprsvNm: '이대표',
      bzmnRegNo: null,
      picEml: null,
      pdPrc: null,
      pdIntro: '두 줄\n소개',
    });
    expect(back.kept).toEqual([
      { field: 'bzmnRegNo', input: wrongDigit, message: M.brnoCheckDigit },
      { field: 'picEml', input: 'pic@', message: M.emailInvalid },
      { field: 'pdPrc', input: '만 오천 원', message: M.priceInvalid },
    ]);
    // Too short is another fault than a wrong check digit.
    const short = await aply(m.token, 'PUT', { ...typed, bzmnRegNo: '123-45' });
    expect(short.body.errors[0]).toEqual({ field: 'bzmnRegNo', message: M.brnoInvalid });
    const check = await call(app, 'GET', '/v1/app/cmstr/dpcnBzmnRegNo', {
      token: m.token,
      query: { bzmnRegNo: wrongDigit },
    });
    expect(check.status).toBe(400);
    expect(check.body.message).toBe(M.brnoCheckDigit);

    // Submitting refuses until they are fixed and names them; a refused submission changes nothing (the form saves
    // the draft first), so the draft is as it was saved.
    const refused = await aply(m.token, 'PUT', { ...typed, cmpnyNm: '제출만 한 이름', submitYn: 'Y' });
    expect(refused.status).toBe(400);
    expect(refused.body.message.split('\n')).toEqual([
      M.submitToFix,
      `사업자등록번호: ${M.brnoCheckDigit}`,
      `담당자 이메일: ${M.emailInvalid}`,
      `판매 가격: ${M.priceInvalid}`,
    ]);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['bzmnRegNo', 'picEml', 'pdPrc']);
    const unchanged = (await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token })).body;
    expect(unchanged.kept).toHaveLength(3);
    expect(unchanged.fields.cmpnyNm).toBe('검증번호상회');

    // Fixed: stored as values, nothing kept; a price typed with commas is a number.
    const fixed = await aply(m.token, 'PUT', { ...typed, bzmnRegNo: good, picEml: 'pic@example.kr', pdPrc: '15,000' });
    expect(fixed.body).toEqual({ number: 200, message: M.saved });
    const now = (await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token })).body;
    expect(now.kept).toEqual([]);
    expect(now.fields).toMatchObject({ bzmnRegNo: good, picEml: 'pic@example.kr', pdPrc: 15000 });

    // Only size (and safety) refuses a draft, and then nothing is written.
    const long = await aply(m.token, 'PUT', { ...typed, cmpnyNm: '가'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(M.tooLong('회사명', 100));
    const control = await aply(m.token, 'PUT', { ...typed, rprsvNm: 'a\u0000b' });
    expect(control.status).toBe(400);
    expect((await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token })).body.fields.cmpnyNm).toBe('검증번호상회');
  });

  it('a business number and a supplier-manager id belong to one application, also under a race', async () => {
    const [a, b] = [await newMember(app), await newMember(app)];
    const shared = complete(a.userId);
    expect((await aply(a.token, 'POST', shared)).status).toBe(200);
    const taken = await call(app, 'GET', '/v1/app/cmstr/dpcnBzmnRegNo', {
      token: b.token,
      query: { bzmnRegNo: shared.bzmnRegNo },
    });
    expect(taken.body).toEqual({ dpcnYn: 'Y', message: M.dupBrno });
    const own = await call(app, 'GET', '/v1/app/cmstr/dpcnBzmnRegNo', {
      token: a.token,
      query: { bzmnRegNo: shared.bzmnRegNo },
    });
    expect(own.body.dpcnYn).toBe('N');
    const scm = await call(app, 'GET', '/v1/api/if/pd/cmstrAply/dpcnScmMngrId', {
      token: b.token,
      query: { scmMngrId: shared.scmMngrId.toUpperCase() },
    });
    expect(scm.body).toEqual({ dpcnYn: 'Y', message: M.dupScmMngrId });
    // Another member's draft keeps the taken number as typed, and says so in its field.
    const dupBrno = await aply(b.token, 'POST', { cmpnyNm: '비상회', bzmnRegNo: shared.bzmnRegNo });
    expect(dupBrno.status).toBe(200);
    expect(dupBrno.body.errors).toEqual([{ field: 'bzmnRegNo', message: M.dupBrno }]);
    const dupScm = await aply(b.token, 'PUT', { cmpnyNm: '비상회', scmMngrId: shared.scmMngrId });
    expect(dupScm.body.errors).toEqual([{ field: 'scmMngrId', message: M.dupScmMngrId }]);
    const refused = await aply(b.token, 'PUT', { ...complete(b.userId), scmMngrId: shared.scmMngrId, submitYn: 'Y' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'scmMngrId', message: M.dupScmMngrId }]);

    // Two members racing for one number: one application holds it, the other keeps it as typed.
    const [c, d] = [await newMember(app), await newMember(app)];
    const number = complete(c.userId).bzmnRegNo;
    const results = await Promise.all([c, d].map((x) => aply(x.token, 'POST', { bzmnRegNo: number })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await database.db.selectFrom('cmstrAply').select('userId').where('bzmnRegNo', '=', number).execute();
    expect(rows).toHaveLength(1);
    const loser = results.find((r) => r.body.errors)!;
    expect(loser.body.errors).toEqual([{ field: 'bzmnRegNo', message: M.dupBrno }]);
  });

  it('operators review documents and move the application; acceptance is the history that refuses withdrawal (301)', async () => {
    const m = await newMember(app);
    await aply(m.token, 'POST', complete(m.userId));
    for (const docCd of required) await upload(m.token, docCd);
    await aply(m.token, 'PUT', { ...complete(m.userId), submitYn: 'Y' });
    const { aplyId } = (await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token })).body;
    // Each move names the copy it was made on (the row's updtDt, read from the console's list).
    const copy = async () =>
      (await call(app, 'GET', '/v1/app/cmstr/admin/aplys?sts=all&pageSize=100', { token: admin })).body.items.find(
        (a: { aplyId: number }) => a.aplyId === aplyId,
      ).updtDt as string;
    const move = async (body: object) =>
      call(app, 'PUT', `/v1/app/cmstr/admin/aply/${aplyId}/sts`, {
        token: admin,
        body: { updtDt: await copy(), ...body },
      });
    // A document's check names the copy of the document it was made on (its updtDt, read from the application page).
    const doc = async (docCd: string, body: object) => {
      const detail = (await call(app, 'GET', `/v1/app/cmstr/admin/aply/${aplyId}`, { token: admin })).body;
      const updtDt = detail.docs.find((d: { docCd: string }) => d.docCd === docCd).updtDt as string;
      return call(app, 'PUT', `/v1/app/cmstr/admin/aply/${aplyId}/doc/${docCd}`, {
        token: admin,
        body: { updtDt, ...body },
      });
    };

    expect((await move({ sts: 'accepted' })).body.message).toBe(M.badTransition);
    expect((await move({ sts: 'rejected' })).body.message).toBe(M.rejectReasonRequired);
    expect((await move({ sts: 'reviewing' })).body.message).toBe(M.stsChanged);
    expect((await move({ sts: 'accepted' })).body.message).toBe(M.docsNotAccepted);
    expect((await doc('bizreg', { docSts: 'rejected', rjctRsn: '발급일이 3개월을 넘었습니다.' })).status).toBe(200);
    expect((await doc('bizreg', { docSts: 'accepted' })).body.message).toBe(M.docNotSubmitted);
    expect((await move({ sts: 'rejected', rjctRsn: '사업자등록증을 다시 제출해주세요.' })).status).toBe(200);

    // The member sees why, revises (the application is a draft again), replaces the document and submits again.
    const rejected = (await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token })).body;
    expect(rejected).toMatchObject({ sts: 'rejected', rjctRsn: '사업자등록증을 다시 제출해주세요.', editableYn: 'Y' });
    expect(rejected.docs[0]).toMatchObject({ docSts: 'rejected', rjctRsn: '발급일이 3개월을 넘었습니다.' });
    expect((await aply(m.token, 'PUT', complete(m.userId))).body.message).toBe(M.saved);
    expect((await upload(m.token, 'bizreg')).status).toBe(200);
    expect((await aply(m.token, 'PUT', { ...complete(m.userId), submitYn: 'Y' })).body.message).toBe(M.submitted);
    await move({ sts: 'reviewing' });
    for (const docCd of required) expect((await doc(docCd, { docSts: 'accepted' })).status).toBe(200);

    // Two operators accept at once: one moves it.
    const read = await copy();
    const stale = await call(app, 'PUT', `/v1/app/cmstr/admin/aply/${aplyId}/sts`, {
      token: admin,
      body: { updtDt: '2000-01-01T00:00:00.000Z', sts: 'accepted' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ADMIN_MESSAGES.staleCopy);
    const both = await Promise.all(
      [1, 2].map(() =>
        call(app, 'PUT', `/v1/app/cmstr/admin/aply/${aplyId}/sts`, {
          token: admin,
          body: { updtDt: read, sts: 'accepted' },
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // Each move left an audit row; the member was told by text through the outbox.
    const audits = await database.db
      .selectFrom('oprAudit')
      .select('action')
      .where('targetKind', '=', 'market-entry')
      .where('targetId', '=', String(aplyId))
      .orderBy('auditId')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['reviewing', 'rejected', 'reviewing', 'accepted']);
    const told = await database.db
      .selectFrom('notificationOutbox')
      .select('kind')
      .where('userId', '=', m.userId)
      .where('kind', '=', 'MARKET_ENTRY_MOVED')
      .execute();
    expect(told).toHaveLength(4);
    const sts = (await call(app, 'GET', '/v1/app/cmstr/aply/sts', { token: m.token })).body;
    expect(sts).toMatchObject({ sts: 'accepted', stsNm: '입점 승인' });
    expect(sts.history.map((h: { sts: string }) => h.sts)).toEqual([
      'draft',
      'submitted',
      'reviewing',
      'rejected',
      'draft',
      'submitted',
      'reviewing',
      'accepted',
    ]);
    expect((await aply(m.token, 'PUT', complete(m.userId))).body.message).toBe(M.accepted);

    const withdraw = await call(app, 'POST', '/v1/app/auth/userWhdwl', {
      token: m.token,
      body: { lgnId: m.lgnId, userPasswd: m.password },
    });
    expect(withdraw.status).toBe(409);
    expect(withdraw.body).toMatchObject({ number: 301, message: AUTH_MESSAGES.withdrawMarketEntry });
  });

  it('the application page: each document viewed (logged), checked on its copy (확인 전 / 적합 / 보완 필요), the moves with who, from, to and why (issue 39)', async () => {
    const m = await newMember(app);
    const fields = { ...complete(m.userId), cmpnyNm: `검색상회${m.userId}`, pdCtgr: 'craft' };
    await aply(m.token, 'POST', fields);
    for (const docCd of required) await upload(m.token, docCd);
    expect((await upload(m.token, 'quality', PNG, '인증서.png')).status).toBe(200);
    await aply(m.token, 'PUT', { ...fields, submitYn: 'Y' });
    const { aplyId } = (await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token })).body;
    const url = `/v1/app/cmstr/admin/aply/${aplyId}`;
    const read = async () => (await call(app, 'GET', url, { token: admin })).body;

    // Filters: a company name as typed (case and LIKE characters literal), a category, a period of submission.
    const list = (q: string) =>
      call(app, 'GET', `/v1/app/cmstr/admin/aplys?sts=all&pageSize=100&${q}`, { token: admin });
    const ids = async (q: string) => (await list(q)).body.items.map((a: { aplyId: number }) => a.aplyId);
    expect(await ids(`q=${encodeURIComponent(`검색상회${m.userId}`)}`)).toEqual([aplyId]);
    expect(await ids(`q=${encodeURIComponent('%')}`)).not.toContain(aplyId);
    expect(await ids('pdCtgr=craft')).toContain(aplyId);
    expect(await ids('pdCtgr=food')).not.toContain(aplyId);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(await ids(`from=${today}&to=${today}`)).toContain(aplyId);
    expect(await ids('from=20000101&to=20000102')).not.toContain(aplyId);
    const badPeriod = await list('from=20260230');
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.message).toBe(ADMIN_MESSAGES.periodInvalid);
    const reversed = await list('from=20260210&to=20260201');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(M.periodOrder);
    expect((await list('pdCtgr=x')).body.message).toBe(M.categoryInvalid);

    // The page: masked names, each document with its check and copy, the history so far.
    const first = await read();
    expect(first).toMatchObject({ aplyId, sts: 'submitted', fields: { rprsvNm: '홍*동' } });
    expect(first.docs.map((d: { checkNm: string }) => d.checkNm)).toEqual([
      '확인 전',
      '확인 전',
      '확인 전',
      '확인 전',
      '확인 전',
    ]);
    expect(first.history.map((h: object) => h)).toMatchObject([
      { fromSts: null, sts: 'draft', byNm: '신청자', byOperYn: 'N' },
      { fromSts: 'draft', fromStsNm: '작성 중', sts: 'submitted', stsNm: '제출', byNm: '신청자' },
    ]);
    expect((await call(app, 'GET', '/v1/app/cmstr/admin/aply/999999', { token: admin })).status).toBe(404);

    // Viewing a document: its own bytes, and a row of the access log naming the document.
    const before = await database.db
      .selectFrom('prvcAccessLog')
      .select('detail')
      .where('subjectUserId', '=', m.userId)
      .execute();
    const file = await app.inject({
      method: 'GET',
      url: `${url}/doc/quality/file`,
      headers: { 'x-auth-token': admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const logged = await database.db
      .selectFrom('prvcAccessLog')
      .select(['detail', 'accessKind', 'screen'])
      .where('subjectUserId', '=', m.userId)
      .execute();
    expect(logged.length).toBe(before.length + 1);
    expect(logged.at(-1)).toMatchObject({
      accessKind: 'VIEW',
      screen: '입점 신청 검토',
      detail: `입점 서류 보기(품질·인증 서류, 인증서.png): 신청 ${aplyId}번`,
    });
    expect((await call(app, 'GET', `${url}/doc/bizreg/file`, { token: m.token })).status).toBe(403);
    const member = await login(app, 'demo-member');
    expect((await call(app, 'GET', `${url}/doc/bizreg/file`, { token: member })).status).toBe(403);

    // A check on a stale copy of the document is refused and changes nothing; 보완 필요 needs a reason.
    const bizreg = first.docs.find((d: { docCd: string }) => d.docCd === 'bizreg');
    const check = (docCd: string, body: object) => call(app, 'PUT', `${url}/doc/${docCd}`, { token: admin, body });
    const stale = await check('bizreg', { updtDt: '2000-01-01T00:00:00.000Z', docSts: 'accepted' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ADMIN_MESSAGES.staleCopy);
    const noReason = await check('bizreg', { updtDt: bizreg.updtDt, docSts: 'rejected', rjctRsn: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(M.docReasonRequired);
    expect((await check('bizreg', { updtDt: bizreg.updtDt, docSts: 'maybe' })).body.message).toBe(M.docCheckInvalid);
    expect((await read()).docs[0].checkNm).toBe('확인 전');

    // A check moves the application's copy on: a move made on the copy read before is stale.
    const copyBefore = (await read()).updtDt;
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (await check('bizreg', { updtDt: bizreg.updtDt, docSts: 'rejected', rjctRsn: '발급일 확인 필요' })).status,
    ).toBe(200);
    const staleMove = await call(app, 'PUT', `${url}/sts`, {
      token: admin,
      body: { updtDt: copyBefore, sts: 'reviewing' },
    });
    expect(staleMove.status).toBe(409);
    const checked = await read();
    expect(checked.docs[0]).toMatchObject({ docSts: 'rejected', checkNm: '보완 필요', rjctRsn: '발급일 확인 필요' });
    // Two operators check one document at once: one check stands.
    const mailorder = checked.docs.find((d: { docCd: string }) => d.docCd === 'mailorder');
    const both = await Promise.all(
      (['accepted', 'rejected'] as const).map((docSts) =>
        check('mailorder', { updtDt: mailorder.updtDt, docSts, rjctRsn: '사유' }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const audits = await database.db
      .selectFrom('oprAudit')
      .select(['action', 'targetId'])
      .where('targetKind', '=', 'market-entry-doc')
      .where('targetId', 'like', `${aplyId}:%`)
      .execute();
    expect(audits).toHaveLength(2);

    // A move with its reason: the history names the operator, from and to.
    const moved = await call(app, 'PUT', `${url}/sts`, {
      token: admin,
      body: { updtDt: (await read()).updtDt, sts: 'rejected', rjctRsn: '서류 보완이 필요합니다.' },
    });
    expect(moved.status).toBe(200);
    const after = await read();
    expect(after.history.at(-1)).toMatchObject({
      fromSts: 'submitted',
      fromStsNm: '제출',
      sts: 'rejected',
      stsNm: '반려',
      memo: '서류 보완이 필요합니다.',
      byOperYn: 'Y',
    });
    expect(after.history.at(-1).byNm).toMatch(/^운영자 /);
    // The member is told in the app too, and reads the state and the reason on their page.
    const inApp = await call(app, 'GET', '/v1/app/cmstr/aply', { token: m.token });
    expect(inApp.body).toMatchObject({ sts: 'rejected', rjctRsn: '서류 보완이 필요합니다.' });
    // A document of a rejected application is not checked any more.
    const quality = after.docs.find((d: { docCd: string }) => d.docCd === 'quality');
    expect((await check('quality', { updtDt: quality.updtDt, docSts: 'accepted' })).body.message).toBe(M.badTransition);
  });

  it('operators list submitted applications (the seeded one under review among them); members cannot', async () => {
    const list = await call(app, 'GET', '/v1/app/cmstr/admin/aplys', { token: admin });
    expect(list.status).toBe(200);
    const items = list.body.items as { fields: { cmpnyNm: string; rprsvNm: string | null }; sts: string }[];
    expect(items.some((a) => a.fields.cmpnyNm === '하루공방')).toBe(true);
    // Waiting ones by default; personal names masked.
    expect(items.every((a) => a.sts === 'submitted' || a.sts === 'reviewing')).toBe(true);
    expect(items.every((a) => a.fields.rprsvNm === null || a.fields.rprsvNm.includes('*'))).toBe(true);
    expect(list.body.totalCount).toBeGreaterThan(0);
    const all = await call(app, 'GET', '/v1/app/cmstr/admin/aplys?sts=all&sort=submitDt&order=asc', { token: admin });
    expect(all.body.items.every((a: { sts: string }) => a.sts !== 'draft')).toBe(true);
    expect((await call(app, 'GET', '/v1/app/cmstr/admin/aplys?sts=x', { token: admin })).status).toBe(400);
    const member = await login(app, 'demo-member');
    expect((await call(app, 'GET', '/v1/app/cmstr/admin/aplys', { token: member })).status).toBe(403);
  });
});
