import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd } from '../../lib/seoul-time.js';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';

const STALE = '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';
const today = todaySeoulYmd(systemClock);

let seq = 0;
/** A programme form open today for a week, in-portal application, with a unique name. */
function form(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    sprtBizNm: `데스크시험 온라인 판로 지원 ${Date.now().toString(36)}${seq}`,
    sprtPattnDcd: '1',
    rgnCd: 'ALL',
    fldCd: 'MARKET',
    trgtCd: 'ALL',
    instNm: '중소벤처기업부',
    bizDesc: '온라인 판로 개척을 돕는 사업',
    sprtBizCn: '<p>상세 내용</p><script>alert(1)</script>',
    aplyBgngYmd: today,
    aplyEndYmd: addDays(today, 7),
    prtlAplyYn: 'Y',
    aplyUrl: null,
    ...overrides,
  };
}

describe('the support programmes desk', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const desk = await newOperator(app, ['CONTENT'], { userNm: '콘텐츠담당' });
  const base = '/v1/app/support/admin';

  const create = async (body: object, token = desk.token) => call(app, 'POST', `${base}/programmes`, { token, body });
  const detail = async (id: number) =>
    (await call(app, 'GET', `${base}/programmes/${id}`, { token: desk.token })).body as {
      updtDt: string;
      sprtBizNm: string;
      status: string;
      closRsn: string | null;
      sprtBizCn: string;
      aplyEndYmd: string;
    };
  const audits = (kind: string, id: number) =>
    db
      .selectFrom('oprAudit')
      .select(['action', 'beforeJson', 'afterJson', 'oprUserId'])
      .where('targetKind', '=', kind)
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();
  const accessRows = (subjectUserId: number | null, kind: 'VIEW' | 'CHANGE' | 'DOWNLOAD') => {
    let q = db
      .selectFrom('prvcAccessLog')
      .selectAll()
      .where('accessKind', '=', kind)
      .where('oprUserId', '=', desk.userId);
    q = subjectUserId === null ? q.where('subjectUserId', 'is', null) : q.where('subjectUserId', '=', subjectUserId);
    return q.orderBy('logId').execute();
  };

  it('creates a programme with its search entry and audit row; refuses bad input in Korean, changing nothing', async () => {
    const before = await db
      .selectFrom('sprtBiz')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await create(form({ sprtBizNm: '', aplyEndYmd: addDays(today, -1), prtlAplyYn: 'N' }));
    expect(bad.status).toBe(400);
    const messages = (bad.body.errors as { message: string }[]).map((e) => e.message);
    expect(messages).toContain('사업명을 입력해 주세요.');
    const order = await create(form({ aplyEndYmd: addDays(today, -1) }));
    expect(order.body.message).toBe('접수 마감일은 접수 시작일과 같거나 뒤여야 합니다.');
    const external = await create(form({ prtlAplyYn: 'N' }));
    expect(external.body.message).toBe('외부 신청 사업은 신청 누리집 주소(https://…)를 입력해 주세요.');
    const local = await create(form({ sprtPattnDcd: '2', rgnCd: 'ALL' }));
    expect(local.body.message).toBe('지방자치단체 사업은 시·도를 골라 주세요.');
    const badDay = await create(form({ aplyBgngYmd: '20260230' }));
    expect(badDay.body.message).toBe('날짜가 올바르지 않습니다.');
    const after = await db
      .selectFrom('sprtBiz')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const name = `검색되는 데스크 사업 ${Date.now().toString(36)}`;
    const created = await create(form({ sprtBizNm: name, sprtPattnDcd: '2', rgnCd: 'BUSAN' }));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('지원사업을 등록했습니다.');
    const id = created.body.sprtBizId as number;
    const row = await detail(id);
    expect(row).toMatchObject({ sprtBizNm: name, status: expect.stringMatching(/open|closing/), closRsn: null });
    expect(row.sprtBizCn).not.toContain('<script');
    // Public: the detail page and search find it at once.
    const pub = await call(app, 'GET', `/v1/app/support/biz/${id}`);
    expect(pub.body).toMatchObject({ sprtBizNm: name, rgnNm: '부산', prtlAplyYn: 'Y' });
    const found = await call(app, 'GET', '/v1/app/common/search', { query: { searchTerm: '검색되는 데스크' } });
    expect(JSON.stringify(found.body)).toContain(name);
    expect((await audits('support-programme', id)).map((a) => [a.action, a.oprUserId])).toEqual([
      ['CREATE', desk.userId],
    ]);

    const duplicate = await create(form({ sprtBizNm: name }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('같은 해에 같은 이름의 지원사업이 이미 있습니다.');
  });

  it('edits on the copy read: a stale copy is refused and changes nothing; the audit keeps before and after', async () => {
    const id = (await create(form())).body.sprtBizId as number;
    const read = await detail(id);
    const edited = form({ sprtBizNm: `${read.sprtBizNm} (수정)`, instNm: '지자체' });
    const put = await call(app, 'PUT', `${base}/programmes/${id}`, {
      token: desk.token,
      body: { ...edited, updtDt: read.updtDt },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('지원사업을 수정했습니다.');
    const stale = await call(app, 'PUT', `${base}/programmes/${id}`, {
      token: desk.token,
      body: { ...form({ sprtBizNm: '덮어쓰면 안 되는 이름' }), updtDt: read.updtDt },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect((await detail(id)).sprtBizNm).toBe(edited.sprtBizNm);
    const trail = await audits('support-programme', id);
    expect(trail.map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
    expect(JSON.parse(trail[1]!.beforeJson!)).toMatchObject({ sprtBizNm: read.sprtBizNm, instNm: '중소벤처기업부' });
    expect(JSON.parse(trail[1]!.afterJson!)).toMatchObject({ sprtBizNm: edited.sprtBizNm, instNm: '지자체' });
  });

  it('closes early with a reason: the public page says 마감 and applying is refused', async () => {
    const id = (await create(form())).body.sprtBizId as number;
    const read = await detail(id);
    const noReason = await call(app, 'PUT', `${base}/programmes/${id}/close`, {
      token: desk.token,
      body: { updtDt: read.updtDt, reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('사유를 입력해 주세요.');
    const closed = await call(app, 'PUT', `${base}/programmes/${id}/close`, {
      token: desk.token,
      body: { updtDt: read.updtDt, reason: '예산 소진' },
    });
    expect(closed.body.message).toBe('지원사업 접수를 조기 마감했습니다.');
    expect(await detail(id)).toMatchObject({ status: 'closed', closRsn: '예산 소진', aplyEndYmd: addDays(today, -1) });
    expect((await call(app, 'GET', `/v1/app/support/biz/${id}`)).body).toMatchObject({ status: 'closed' });
    const m = await newMember(app);
    const apply = await call(app, 'POST', `/v1/app/support/biz/${id}/aply`, { token: m.token });
    expect(apply.status).toBe(400);
    expect(apply.body.message).toBe('신청 기간이 아닙니다. 접수 기간을 확인해주세요.');
    const again = await call(app, 'PUT', `${base}/programmes/${id}/close`, {
      token: desk.token,
      body: { updtDt: read.updtDt, reason: '다시' },
    });
    expect(again.status).toBe(409);
    // Its period stays as the close left it; the rest can still be edited.
    const closedCopy = await detail(id);
    const reopen = await call(app, 'PUT', `${base}/programmes/${id}`, {
      token: desk.token,
      body: { ...form({ sprtBizNm: closedCopy.sprtBizNm }), updtDt: closedCopy.updtDt },
    });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe(
      '조기 마감한 지원사업의 접수 기간은 바꿀 수 없습니다. 다시 받으려면 새 지원사업으로 등록해 주세요.',
    );
    expect((await detail(id)).status).toBe('closed');
    expect((await audits('support-programme', id)).map((a) => a.action)).toEqual(['CREATE', 'CLOSE']);
  });

  it('sorts programmes by a column the list names, both ways, and refuses any other', async () => {
    const tag = `sorttest${Date.now().toString(36)}`;
    for (const days of [5, 2, 9]) {
      const made = await create(form({ sprtBizNm: `${tag} 정렬 ${days}`, aplyEndYmd: addDays(today, days) }));
      expect(made.status).toBe(200);
    }
    const rows = async (query: Record<string, string>) =>
      (
        await call(app, 'GET', `${base}/programmes`, {
          token: desk.token,
          query: { q: tag, pageSize: '100', ...query },
        })
      ).body.items as { sprtBizId: number; aplyEndYmd: string }[];
    const up = await rows({ sort: 'aplyEndYmd', order: 'asc' });
    expect(up).toHaveLength(3);
    const ends = up.map((r) => r.aplyEndYmd);
    expect(ends).toEqual([...ends].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const down = await rows({ sort: 'aplyEndYmd', order: 'desc' });
    expect(down.map((r) => r.sprtBizId)).toEqual(up.map((r) => r.sprtBizId).reverse());
    expect(await rows({ sort: 'aplyCnt', order: 'desc' })).toHaveLength(3);
    const bad = await call(app, 'GET', `${base}/programmes`, { token: desk.token, query: { sort: 'sprtBizCn' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });

  it('sorts a programme’s applications by a column the list names, both ways, and refuses any other', async () => {
    const id = (await create(form())).body.sprtBizId as number;
    for (let i = 0; i < 3; i += 1) {
      const m = await newMember(app);
      expect((await call(app, 'POST', `/v1/app/support/biz/${id}/aply`, { token: m.token })).status).toBe(200);
    }
    const path = `${base}/programmes/${id}/applications`;
    const ids = async (order: string) =>
      (
        (await call(app, 'GET', path, { token: desk.token, query: { sort: 'lgnId', order } })).body.items as {
          lgnId: string;
        }[]
      ).map((r) => r.lgnId);
    const up = await ids('asc');
    expect(up).toHaveLength(3);
    expect(up).toEqual([...up].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await ids('desc')).toEqual([...up].reverse());
    const bad = await call(app, 'GET', path, { token: desk.token, query: { sort: 'mblNo' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });

  it('lists applications masked, logs the unmasked view, and moves them 접수 → 검토 중 → 선정 / 미선정', async () => {
    const id = (await create(form())).body.sprtBizId as number;
    const a = await newMember(app, { userNm: '홍길동' });
    const b = await newMember(app, { userNm: '김철수' });
    for (const m of [a, b]) {
      const applied = await call(app, 'POST', `/v1/app/support/biz/${id}/aply`, { token: m.token });
      expect(applied.status).toBe(200);
    }
    type Row = { aplyId: number; userId: number; userNm: string; mblNo: string; aplyStts: string; updtDt: string };
    const list = async (query: Record<string, string> = {}) =>
      (await call(app, 'GET', `${base}/programmes/${id}/applications`, { token: desk.token, query })).body as {
        totalCount: number;
        items: Row[];
      };
    const all = await list();
    expect(all.totalCount).toBe(2);
    const rowA = all.items.find((r) => r.userId === a.userId)!;
    expect(rowA).toMatchObject({ userNm: '홍*동', aplyStts: 'RECEIVED' });
    expect(rowA.mblNo).toMatch(/^010-\*{4}-\d{4}$/);
    expect((await list({ q: '김철' })).items.map((r) => r.userId)).toEqual([b.userId]);
    expect((await list({ from: addDays(today, 1) })).totalCount).toBe(0);
    expect((await list({ from: today, to: today })).totalCount).toBe(2);
    const badPeriod = await call(app, 'GET', `${base}/programmes/${id}/applications`, {
      token: desk.token,
      query: { from: '2026-01-01' },
    });
    expect(badPeriod.status).toBe(400);

    const personal = await call(app, 'GET', `${base}/applications/${rowA.aplyId}/personal`, { token: desk.token });
    expect(personal.body).toMatchObject({ userNm: '홍길동', mblNo: a.mblNo });
    expect((await accessRows(a.userId, 'VIEW')).map((r) => r.screen)).toEqual(['지원사업 신청 관리']);

    const move = (aplyId: number, body: object) =>
      call(app, 'PUT', `${base}/applications/${aplyId}/state`, { token: desk.token, body });
    // Illegal: a received application is reviewed before it is decided.
    const skip = await move(rowA.aplyId, { updtDt: rowA.updtDt, to: 'SELECTED', reason: '우수' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe("'접수완료' 상태의 신청은 '선정'(으)로 바꿀 수 없습니다.");
    const review = await move(rowA.aplyId, { updtDt: rowA.updtDt, to: 'REVIEW' });
    expect(review.body.message).toBe("신청 상태를 '검토중'(으)로 바꾸었습니다. 신청자에게 문자로 알렸습니다.");
    // The same copy again: stale, nothing changes.
    const stale = await move(rowA.aplyId, { updtDt: rowA.updtDt, to: 'REVIEW' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    const reviewing = (await list({ state: 'REVIEW' })).items;
    expect(reviewing.map((r) => r.userId)).toEqual([a.userId]);
    const noReason = await move(rowA.aplyId, { updtDt: reviewing[0]!.updtDt, to: 'REJECTED' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('미선정 사유를 입력해 주세요.');
    const selected = await move(rowA.aplyId, { updtDt: reviewing[0]!.updtDt, to: 'SELECTED', reason: '서류 우수' });
    expect(selected.body.message).toBe("신청 상태를 '선정'(으)로 바꾸었습니다. 신청자에게 문자로 알렸습니다.");
    const final = (await list({ state: 'SELECTED' })).items[0]!;
    const undo = await move(rowA.aplyId, { updtDt: final.updtDt, to: 'REVIEW' });
    expect(undo.status).toBe(409);

    // The member's my page shows 선정; the member was told by text; the audit and the access log keep each move.
    const mine = await call(app, 'GET', '/v1/app/support/aplys', { token: a.token });
    expect(
      (mine.body.items as { sprtBizId: number; aplySttsNm: string }[]).find((r) => r.sprtBizId === id),
    ).toMatchObject({ aplySttsNm: '선정' });
    const told = await db
      .selectFrom('notificationOutbox')
      .select(['channel', 'body'])
      .where('userId', '=', a.userId)
      .where('kind', '=', 'SUPPORT_APPLICATION_MOVED')
      .orderBy('id')
      .execute();
    expect(told.map((t) => t.channel)).toEqual(['SMS', 'SMS']);
    expect(told[1]!.body).toContain('선정되었습니다');
    expect((await audits('support-application', rowA.aplyId)).map((r) => r.action)).toEqual(['REVIEW', 'SELECTED']);
    expect((await accessRows(a.userId, 'CHANGE')).map((r) => r.detail)).toEqual([
      expect.stringContaining('접수완료 → 검토중'),
      expect.stringContaining('검토중 → 선정'),
    ]);

    // 미선정 with its reason, which the audit keeps.
    const rowB = (await list({ q: '김철수' })).items[0]!;
    await move(rowB.aplyId, { updtDt: rowB.updtDt, to: 'REVIEW' });
    const rowB2 = (await list({ q: '김철수' })).items[0]!;
    const rejected = await move(rowB.aplyId, { updtDt: rowB2.updtDt, to: 'REJECTED', reason: '대상 업종 아님' });
    expect(rejected.status).toBe(200);
    const lastB = await audits('support-application', rowB.aplyId);
    expect(JSON.parse(lastB[1]!.afterJson!)).toEqual({ aplyStts: 'REJECTED', sttsRsn: '대상 업종 아님' });
  });

  it('exports only with a reason, logging the download with its row count before the file is made', async () => {
    const id = (await create(form())).body.sprtBizId as number;
    const m = await newMember(app, { userNm: '이영희' });
    await call(app, 'POST', `/v1/app/support/biz/${id}/aply`, { token: m.token });
    const url = `${base}/programmes/${id}/applications/export`;
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `${url}?${query}`, headers: { 'x-auth-token': desk.token } });

    const noReason = await get('format=csv');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('내려받는 사유를 입력해 주세요.');
    const blank = await get(`format=xlsx&reason=${encodeURIComponent('  ')}`);
    expect(blank.statusCode).toBe(400);
    expect(await accessRows(null, 'DOWNLOAD')).toEqual([]);

    const csv = await get(`format=csv&reason=${encodeURIComponent('선정 심사 자료')}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['cache-control']).toContain('no-store');
    expect(csv.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      '"신청번호","아이디","이름","휴대폰","이메일","회사명","사업자등록번호","신청일시","상태","상태 사유"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${m.lgnId}","이영희","${m.mblNo}"`);
    expect(lines[1]).toContain('"접수완료"');

    const xlsx = await get(`format=xlsx&reason=${encodeURIComponent('선정 심사 자료(엑셀)')}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe('이름');
    expect(sheet.getRow(2).getCell(2).value).toBe(m.lgnId);
    expect(sheet.getRow(2).getCell(3).value).toBe('이영희');
    expect(sheet.rowCount).toBe(2);

    const logged = await accessRows(null, 'DOWNLOAD');
    expect(logged.map((r) => [r.reason, r.screen])).toEqual([
      ['선정 심사 자료', '지원사업 신청 관리'],
      ['선정 심사 자료(엑셀)', '지원사업 신청 관리'],
    ]);
    expect(logged[0]!.detail).toContain('CSV 1건');
    expect(logged[1]!.detail).toContain('XLSX 1건');
  });

  it('attaches files checked by content, shown and downloaded on the public page, removed with the audit', async () => {
    const id = (await create(form())).body.sprtBizId as number;
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const attach = async (name: string, content: Buffer, type: string) => {
      const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({
        method: 'POST',
        url: `${base}/programmes/${id}/attachments`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': desk.token },
      });
    };
    const refused = await attach('note.pdf', Buffer.from('just text, not a PDF'), 'application/pdf');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      '첨부파일은 PDF, 한글(HWP), 워드·엑셀·파워포인트, ZIP, 이미지 파일만 올릴 수 있습니다.',
    );
    const added = await attach('공고문.pdf', PDF, 'application/pdf');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('첨부파일을 올렸습니다.');

    const files = (await call(app, 'GET', `${base}/programmes/${id}`, { token: desk.token })).body.atchFiles as {
      fileId: string;
      fileNm: string;
      downloadUrl: string;
    }[];
    expect(files.map((f) => f.fileNm)).toEqual(['공고문.pdf']);
    const pub = await call(app, 'GET', `/v1/app/support/biz/${id}`);
    expect(pub.body.atchFiles).toEqual(files);
    const got = await app.inject({ method: 'GET', url: files[0]!.downloadUrl });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''");
    // Only through its own programme.
    const other = (await create(form())).body.sprtBizId as number;
    const elsewhere = await app.inject({ method: 'GET', url: `/v1/app/support/biz/${other}/atch/${files[0]!.fileId}` });
    expect(elsewhere.statusCode).toBe(404);

    const removed = await call(app, 'DELETE', `${base}/programmes/${id}/attachments/${files[0]!.fileId}`, {
      token: desk.token,
    });
    expect(removed.body.message).toBe('첨부파일을 지웠습니다.');
    expect((await call(app, 'GET', `/v1/app/support/biz/${id}`)).body.atchFiles).toEqual([]);
    expect((await app.inject({ method: 'GET', url: files[0]!.downloadUrl })).statusCode).toBe(404);
    expect((await audits('support-programme', id)).map((a) => a.action)).toEqual(['CREATE', 'ATTACH', 'DETACH']);
  });

  it('is the content desk’s and the system administrator’s: other roles, members and visitors are refused', async () => {
    const system = await newOperator(app, ['SYSTEM']);
    const reservation = await newOperator(app, ['RESERVATION']);
    const m = await newMember(app);
    const url = `${base}/programmes`;
    expect((await call(app, 'GET', url, { token: system.token })).status).toBe(200);
    expect((await call(app, 'GET', url, { token: reservation.token })).status).toBe(403);
    expect((await call(app, 'GET', url, { token: m.token })).status).toBe(403);
    expect((await call(app, 'GET', url)).status).toBe(401);
    const refused = await create(form(), reservation.token);
    expect(refused.status).toBe(403);
  });
});
