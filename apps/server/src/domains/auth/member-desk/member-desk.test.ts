import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.js';
import { call, login, newMember, newOperator } from '../auth.testkit.js';

const STALE = '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';

describe('the console’s member desk', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const desk = await newOperator(app, ['SYSTEM']);
  const get = (path: string, token = desk.token) => call(app, 'GET', `/v1/app/auth/admin/${path}`, { token });
  const accessRows = (subjectUserId: number) =>
    db
      .selectFrom('prvcAccessLog')
      .select(['accessKind', 'detail', 'reason'])
      .where('subjectUserId', '=', subjectUserId)
      .orderBy('logId')
      .execute();

  it('finds a member by id, name, mobile (any format) or kind, masked; the unmasked record is a logged read', async () => {
    const m = await newMember(app, { userNm: '한가람' });
    for (const q of [m.lgnId, '한가람', m.mblNo, m.mblNo.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3')]) {
      const found = await get(`members?q=${encodeURIComponent(q)}&pageSize=100`);
      expect(found.status, q).toBe(200);
      const row = found.body.items.find((r: { userId: number }) => r.userId === m.userId);
      expect(row, q).toMatchObject({ lgnId: m.lgnId, userNm: '한*람', state: 'ACTIVE', userPattnCd: '200' });
      expect(row.mblNo, q).toMatch(/^010-\*{4}-\d{4}$/);
    }
    const operators = await get('members?kind=100&pageSize=100');
    expect(operators.body.items.every((r: { userPattnCd: string }) => r.userPattnCd === '100')).toBe(true);
    expect(JSON.stringify(await get(`members?q=${m.lgnId}`))).not.toContain('한가람');

    const detail = await get(`members/${m.userId}`);
    expect(detail.body).toMatchObject({ userNm: '한*람', certificate: '미제출', lgnFailCnt: 0 });
    expect(detail.body.consents.map((c: { consentKind: string }) => c.consentKind)).toEqual(
      expect.arrayContaining(['terms', 'privacy', 'marketing']),
    );
    expect(await accessRows(m.userId)).toEqual([]);

    const personal = await get(`members/${m.userId}/personal`);
    expect(personal.body).toMatchObject({ userNm: '한가람', mblNo: expect.stringMatching(/^010/) });
    expect((await accessRows(m.userId)).map((r) => r.accessKind)).toEqual(['VIEW']);
    expect((await get('members/999999999')).status).toBe(404);
  });

  it('locks on the copy read (ending the sessions), refuses a stale copy, unlocks; audit and access rows', async () => {
    const m = await newMember(app);
    const read = (await get(`members/${m.userId}`)).body as { updtDt: string; activeSessions: number };
    expect(read.activeSessions).toBe(1);
    const lock = (body: object, token = desk.token) =>
      call(app, 'PUT', `/v1/app/auth/admin/members/${m.userId}/lock`, { token, body });

    expect((await lock({ action: 'LOCK', updtDt: read.updtDt })).body.message).toBe('사유를 입력해 주세요.');
    const locked = await lock({ action: 'LOCK', reason: '불법 홍보 게시 반복', updtDt: read.updtDt });
    expect(locked.body).toEqual({ number: 200, message: '회원의 이용을 정지했습니다. 로그인 중인 세션도 끝냈습니다.' });
    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).status).toBe(401);
    const refused = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('불법 홍보 게시 반복');
    expect((await get(`members?q=${m.lgnId}&state=LOCKED`)).body.items).toHaveLength(1);
    expect((await get(`members?q=${m.lgnId}&state=ACTIVE`)).body.items).toHaveLength(0);

    // The same old copy again: someone changed the member since.
    const stale = await lock({ action: 'UNLOCK', reason: '해제', updtDt: read.updtDt });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    const fresh = (await get(`members/${m.userId}`)).body as { updtDt: string; state: string };
    expect(fresh.state).toBe('LOCKED');
    expect((await lock({ action: 'UNLOCK', reason: '소명 확인', updtDt: fresh.updtDt })).body.message).toBe(
      '회원의 이용 정지를 해제했습니다.',
    );
    expect(await login(app, m.lgnId, m.password)).toBeTruthy();

    const audit = await db
      .selectFrom('oprAudit')
      .select('action')
      .where('targetKind', '=', 'member')
      .where('targetId', '=', String(m.userId))
      .orderBy('auditId')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['LOCK', 'UNLOCK']);
    expect((await accessRows(m.userId)).map((r) => [r.accessKind, r.reason])).toEqual([
      ['CHANGE', '불법 홍보 게시 반복'],
      ['CHANGE', '소명 확인'],
    ]);

    const end = await call(app, 'POST', `/v1/app/auth/admin/members/${m.userId}/sessions/end`, {
      token: desk.token,
      body: { reason: '분실 신고' },
    });
    expect(end.body.message).toBe('로그인 중인 세션 1개를 끝냈습니다.');
  });

  it('is the system administrator’s: other roles, members and visitors are refused', async () => {
    const m = await newMember(app);
    const reservation = await newOperator(app, ['RESERVATION']);
    for (const token of [reservation.token, m.token]) {
      expect((await get('members', token)).status).toBe(403);
      expect((await get(`members/${m.userId}/personal`, token)).status).toBe(403);
    }
    expect((await call(app, 'GET', '/v1/app/auth/admin/members')).status).toBe(401);
  });
});
