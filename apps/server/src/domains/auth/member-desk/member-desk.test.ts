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

  it('sorts by a column the list names, both ways, and refuses any other', async () => {
    const ids = async (query: string) =>
      ((await get(`members?pageSize=100&${query}`)).body.items as { lgnId: string }[]).map((r) => r.lgnId);
    const up = await ids('sort=lgnId&order=asc');
    expect(up.length).toBeGreaterThan(2);
    expect(up).toEqual([...up].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await ids('sort=lgnId&order=desc')).toEqual([...up].reverse());
    const bad = await get('members?sort=userPasswd');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
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

  it('resets a password by text message: sessions end, the old password fails, the one sent works', async () => {
    const m = await newMember(app);
    const read = (await get(`members/${m.userId}`)).body as { updtDt: string };
    const reset = (body: object, token = desk.token) =>
      call(app, 'PUT', `/v1/app/auth/admin/members/${m.userId}/password/reset`, { token, body });
    const texts = () =>
      db
        .selectFrom('notificationOutbox')
        .select(['body', 'channel', 'recipient'])
        .where('userId', '=', m.userId)
        .where('kind', '=', 'PASSWORD_RESET_BY_OPERATOR')
        .execute();

    const noReason = await reset({ updtDt: read.updtDt });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('사유를 입력해 주세요.');
    expect(await texts()).toEqual([]);
    const other = await newOperator(app, ['CONTENT']);
    expect((await reset({ updtDt: read.updtDt, reason: '본인 요청' }, other.token)).status).toBe(403);
    expect((await reset({ updtDt: read.updtDt, reason: '본인 요청' }, m.token)).status).toBe(403);

    const done = await reset({ updtDt: read.updtDt, reason: '본인 요청(전화 확인)' });
    expect(done.body).toEqual({
      number: 200,
      message: '임시 비밀번호를 회원의 휴대폰으로 보냈습니다. 로그인 중인 세션 1개를 끝냈습니다.',
    });
    expect(JSON.stringify(done.body)).not.toMatch(/임시 비밀번호: /);
    const [text, ...more] = await texts();
    expect(more).toEqual([]);
    expect(text).toMatchObject({ channel: 'SMS', recipient: expect.stringMatching(/^010/) });
    const password = /임시 비밀번호: (\S+)/.exec(text!.body)?.[1];
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d]).{12}$/);
    // Never shown at the console: not in the operators' outbox, the audit or the access log.
    const outbox = await call(app, 'GET', `/v1/app/auth/opr/outbox?mblNo=${encodeURIComponent(m.mblNo)}`, {
      token: desk.token,
    });
    expect(outbox.status).toBe(200);
    expect(JSON.stringify(outbox.body)).not.toContain(password);

    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).status).toBe(401);
    const old = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } });
    expect(old.status).not.toBe(200);
    expect(await login(app, m.lgnId, password!)).toBeTruthy();

    const audit = await db
      .selectFrom('oprAudit')
      .select(['action', 'beforeJson', 'afterJson'])
      .where('targetKind', '=', 'member')
      .where('targetId', '=', String(m.userId))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['RESET_PASSWORD']);
    expect(JSON.stringify(audit)).not.toContain(password);
    const access = await accessRows(m.userId);
    expect(access).toEqual([
      { accessKind: 'CHANGE', detail: '비밀번호 초기화(임시 비밀번호 문자 발송)', reason: '본인 요청(전화 확인)' },
    ]);
    expect(JSON.stringify(access)).not.toContain(password);

    // The same copy again is stale: nothing changes, nothing is sent.
    const stale = await reset({ updtDt: read.updtDt, reason: '다시' });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    expect(await texts()).toHaveLength(1);
    expect(await login(app, m.lgnId, password!)).toBeTruthy();
    expect((await reset({ updtDt: read.updtDt, reason: '다시' })).status).toBe(409);
    expect(await accessRows(m.userId)).toHaveLength(1);
  });

  it('refuses a reset for a member without a mobile number, changing nothing', async () => {
    const m = await newMember(app);
    await db.updateTable('appUser').set({ mblNo: null }).where('userId', '=', m.userId).execute();
    const read = (await get(`members/${m.userId}`)).body as { updtDt: string };
    const res = await call(app, 'PUT', `/v1/app/auth/admin/members/${m.userId}/password/reset`, {
      token: desk.token,
      body: { updtDt: read.updtDt, reason: '본인 요청' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('휴대폰 번호가 없는 회원이라 임시 비밀번호를 문자로 보낼 수 없습니다.');
    expect(await login(app, m.lgnId, m.password)).toBeTruthy();
    expect(await accessRows(m.userId)).toEqual([]);
  });

  it('lists the member’s newest reservations, applications and writings with their counts', async () => {
    const m = await newMember(app);
    const activity = (userId = m.userId, token = desk.token) =>
      call(app, 'GET', `/v1/app/admin/members/${userId}/activity`, { token });
    expect((await activity()).body).toEqual({
      reservations: { total: 0, items: [] },
      applications: { total: 0, items: [] },
      posts: { total: 0, items: [] },
    });
    const room = await db
      .selectFrom('rsvtRoom')
      .innerJoin('studio', 'studio.studoId', 'rsvtRoom.studoId')
      .select(['rsvtRoom.roomId', 'rsvtRoom.roomNm', 'studio.studoNm'])
      .orderBy('rsvtRoom.roomId')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    for (let i = 0; i < 7; i += 1) {
      await db
        .insertInto('rsvt')
        .values({
          roomId: room.roomId,
          userId: m.userId,
          rsvtYmd: `209901${String(10 + i)}`,
          rsvtBgngHhmm: '1000',
          rsvtEndHhmm: '1100',
          rsvtUsrcnt: 1,
          rsvtUserCnctel: '010-0000-0000',
          rsvtDmndCn: null,
          strNm: '가게',
          brno: '1248100998',
          useCtgrDcd: '1003001',
          shootCtgrDcd: '1004001',
          strPattnDcd: '1022001',
          rprsGdsNm: '상품',
          brndNm: '브랜드',
          letoffChnl: null,
          loanPssEqu: '',
          osdAddExpctEqu: null,
          sttsRsn: null,
          sttsChgBy: null,
          sttsChgDt: null,
          regDt: now,
        })
        .execute();
    }
    const biz = await db
      .selectFrom('sprtBiz')
      .select(['sprtBizId', 'sprtBizNm'])
      .orderBy('sprtBizId')
      .executeTakeFirstOrThrow();
    await db.insertInto('sprtBizAply').values({ sprtBizId: biz.sprtBizId, userId: m.userId, aplyDt: now }).execute();
    const { comunBltartclId } = await db
      .insertInto('comunBltartcl')
      .values({
        comunCtgrDcd: '1',
        comunBltartclTit: '첫 글입니다',
        comunBltartclCn: '<p>본문</p>',
        cnText: '본문',
        thmbnlImgPtUrl: null,
        userId: m.userId,
        regDt: '2026-01-01T00:00:00.000Z',
        mdfcnDt: '2026-01-01T00:00:00.000Z',
      })
      .returning('comunBltartclId')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('comunCmnt')
      .values({
        comunBltartclId,
        cmntCn: '댓글',
        userId: m.userId,
        regDt: '2026-01-02T00:00:00.000Z',
        mdfcnDt: '2026-01-02T00:00:00.000Z',
      })
      .execute();

    const body = (await activity()).body;
    expect(body.reservations.total).toBe(7);
    expect(body.reservations.items).toHaveLength(5);
    expect(body.reservations.items[0]).toMatchObject({
      kind: 'studio',
      placeNm: room.studoNm,
      roomNm: room.roomNm,
      rsvtYmd: '20990116',
      statusNm: '예약신청',
    });
    expect(body.applications).toEqual({
      total: 1,
      items: [expect.objectContaining({ sprtBizNm: biz.sprtBizNm, aplySttsNm: '접수완료' })],
    });
    expect(body.posts.total).toBe(2);
    expect(body.posts.items.map((p: { kind: string; title: string }) => [p.kind, p.title])).toEqual([
      ['comment', '첫 글입니다'],
      ['post', '첫 글입니다'],
    ]);
    expect(JSON.stringify(body)).not.toContain('010-0000-0000');

    const other = await newOperator(app, ['RESERVATION']);
    expect((await activity(m.userId, other.token)).status).toBe(403);
    expect((await activity(m.userId, m.token)).status).toBe(403);
    expect((await activity(999999999)).status).toBe(404);
  });
});
