import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember, userIdOf, userRow, verifyIdentity } from './auth.testkit.js';

const SESSION_KEYS = [
  'userId',
  'lgnId',
  'userNm',
  'nickName',
  'nickNm',
  'userEmail',
  'telNo',
  'mblNo',
  'userPattnCd',
  'supp',
  'profileImg',
  'felrgEduTknlcrsAplyYn',
  'prtlBrno',
  'openDay',
  'ceoNm',
  'compNm',
  'prtlMngrSiteCntnPssYn',
  'mktAgreViewYn',
  'reTermsViewYn',
  'reTermsAgreYn',
].sort();

describe('login, session, logout', async () => {
  const { app, database } = await createTestApp();

  it('logs a demo member in and answers the Session fields of spec section 3', async () => {
    const res = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: 'demo-member', userPasswd: 'Onfan!2026demo' },
    });
    expect(res.status).toBe(200);
    expect(res.body.number).toBe(200);
    expect(res.body.message).toBe('로그인되었습니다.');
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(res.body.session).sort()).toEqual(SESSION_KEYS);
    expect(res.body.session).toMatchObject({
      lgnId: 'demo-member',
      userNm: '김소상',
      nickName: '골목빵집사장',
      nickNm: '골목빵집사장',
      userPattnCd: '200',
      prtlBrno: '1208147521',
      openDay: '20190315',
      ceoNm: '김소상',
      compNm: '골목빵집',
      mblNo: '010-2000-0200',
    });

    const me = await call(app, 'GET', '/v1/app/auth', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(
      [...SESSION_KEYS, 'sessionExpiresAt', 'mktAgreYn', 'nightAdAgreYn', 'rgnCd'].sort(),
    );
    // The my-page marketing toggle shows the member's current consent.
    expect(['Y', 'N']).toContain(me.body.mktAgreYn);
    expect(me.body.sessionExpiresAt).toMatch(/\+09:00$/);
    expect(me.body.lgnId).toBe('demo-member');
  });

  it('answers an unknown id and a wrong password exactly the same way', async () => {
    const wrong = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: 'demo-creator', userPasswd: 'Wrong!pass1' },
    });
    const unknown = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: 'nobody-here', userPasswd: 'Wrong!pass1' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ number: 401, message: '비밀번호가 잘못되었습니다. (남은 시도 4회)' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('asks for the id and the password in Korean', async () => {
    const res = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: '', userPasswd: '' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'lgnId', message: '아이디를 입력해주세요.' },
      { field: 'userPasswd', message: '비밀번호를 입력해주세요.' },
    ]);
  });

  it('locks after the 5th consecutive failure, refuses even the right password, and unlocks after verification', async () => {
    const m = await newMember(app);
    for (let i = 1; i <= 4; i += 1) {
      const r = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: 'Bad!pass99' } });
      expect(r.body).toEqual({ number: 401, message: `비밀번호가 잘못되었습니다. (남은 시도 ${5 - i}회)` });
    }
    const fifth = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: 'Bad!pass99' } });
    expect(fifth.status).toBe(401);
    expect(fifth.body).toEqual({
      number: 401,
      reason: 'LGN_FAIL_TMS',
      message: '비밀번호를 5회 잘못 입력하셨습니다. 본인인증 후 비밀번호를 재설정 해주세요.',
    });
    const right = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } });
    expect(right.body.reason).toBe('LGN_FAIL_TMS');

    const ticket = await verifyIdentity(app, { userNm: m.userNm, mblNo: m.mblNo, birth: '19900101' }, 'findinfostart');
    const cleared = await call(app, 'PUT', '/v1/app/auth/updateLgnFailMtry', { body: { ticket, lgnId: m.lgnId } });
    expect(cleared.body).toEqual({ number: 200, message: '로그인 실패 횟수가 초기화되었습니다.' });
    expect((await userRow(database, m.userId)).lgnFailCnt).toBe(0);
    const again = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } });
    expect(again.status).toBe(200);
    // The ticket was spent.
    const replay = await call(app, 'PUT', '/v1/app/auth/updateLgnFailMtry', { body: { ticket, lgnId: m.lgnId } });
    expect(replay.status).toBe(400);
  });

  it('counts concurrent failures atomically in the database', async () => {
    const m = await newMember(app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: 'Bad!pass99' } }),
      ),
    );
    expect((await userRow(database, m.userId)).lgnFailCnt).toBe(5);
    expect(results.some((r) => r.body.reason === 'LGN_FAIL_TMS')).toBe(true);
  });

  it('a successful login clears the failure count', async () => {
    const m = await newMember(app);
    await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: 'Bad!pass99' } });
    await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: 'Bad!pass99' } });
    expect((await userRow(database, m.userId)).lgnFailCnt).toBe(2);
    await login(app, m.lgnId, m.password);
    expect((await userRow(database, m.userId)).lgnFailCnt).toBe(0);
  });

  it('limits login attempts per address', async () => {
    const address = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const r = await call(app, 'POST', '/v1/app/auth/login', {
        address,
        body: { lgnId: 'nobody-here', userPasswd: 'Bad!pass99' },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('logout revokes the token; validate reports it', async () => {
    const token = await login(app, 'demo-creator');
    expect((await call(app, 'GET', '/v1/app/auth/validate', { token })).body.valid).toBe(true);
    const out = await call(app, 'POST', '/v1/app/auth/logout', { token });
    expect(out.body).toEqual({ number: 200, message: '로그아웃되었습니다.' });
    expect((await call(app, 'GET', '/v1/app/auth', { token })).status).toBe(401);
    expect((await call(app, 'GET', '/v1/app/auth/validate', { token })).body).toEqual({
      valid: false,
      expiresAt: null,
    });
    expect((await call(app, 'GET', '/v1/app/auth/validate')).body.valid).toBe(false);
    expect((await call(app, 'POST', '/v1/app/auth/logout')).status).toBe(401);
  });

  it('refuses a dormant account with the reason, and a verified person restores it', async () => {
    const m = await newMember(app);
    await database.db.updateTable('appUser').set({ userStts: 'DORMANT' }).where('userId', '=', m.userId).execute();
    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).status).toBe(401);
    const refused = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      number: 403,
      reason: 'DORMANT',
      message: '1년 이상 로그인하지 않아 휴면 상태로 전환된 계정입니다. 본인인증 후 휴면 상태를 해제해주세요.',
    });
    // A wrong password on a dormant account says nothing about dormancy.
    const wrong = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: 'Bad!pass99' } });
    expect(wrong.body.message).toBe('비밀번호가 잘못되었습니다. (남은 시도 4회)');

    const other = await verifyIdentity(app, { userNm: '남남이', mblNo: m.mblNo, birth: '19900101' });
    const mismatch = await call(app, 'POST', '/v1/app/auth/user/restore', { body: { ticket: other, lgnId: m.lgnId } });
    expect(mismatch.body.message).toBe('입력하신 아이디와 본인인증 정보가 일치하는 회원이 없습니다.');

    const ticket = await verifyIdentity(app, { userNm: m.userNm, mblNo: m.mblNo, birth: '19900101' });
    const restored = await call(app, 'POST', '/v1/app/auth/user/restore', { body: { ticket, lgnId: m.lgnId } });
    expect(restored.body).toEqual({ number: 200, message: '휴면 상태가 해제되었습니다.' });
    expect(
      (await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } })).status,
    ).toBe(200);

    const ticket2 = await verifyIdentity(app, { userNm: m.userNm, mblNo: m.mblNo, birth: '19900101' });
    const notDormant = await call(app, 'POST', '/v1/app/auth/user/restore', {
      body: { ticket: ticket2, lgnId: m.lgnId },
    });
    expect(notDormant.body.message).toBe('휴면 상태의 계정이 아닙니다.');
  });

  it('refuses restricted accounts and tells them why', async () => {
    const m = await newMember(app);
    const set = (v: object) => database.db.updateTable('appUser').set(v).where('userId', '=', m.userId).execute();

    await set({ rstrcTypeCd: 'PERM_SUSPENSION', rstrcRsn: '불법 광고 게시', rstrcEndDt: null });
    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).status).toBe(401);
    const perm = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } });
    expect(perm.status).toBe(403);
    expect(perm.body.reason).toBe('RESTRICTED');
    expect(perm.body.message).toBe('이용이 영구 정지된 계정입니다. (사유: 불법 광고 게시) 고객센터에 문의해주세요.');

    await set({ rstrcTypeCd: 'TEMP_SUSPENSION', rstrcRsn: '욕설', rstrcEndDt: '2999-01-31T15:00:00.000Z' });
    const temp = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } });
    expect(temp.body.message).toBe(
      '이용이 2999.02.01까지 일시 정지된 계정입니다. (사유: 욕설) 고객센터에 문의해주세요.',
    );

    await set({ rstrcTypeCd: 'WARNING', rstrcRsn: '도배', rstrcEndDt: '2999-01-31T15:00:00.000Z' });
    const warning = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } });
    expect(warning.body.message).toBe(
      '이용 경고 조치로 2999.02.01까지 로그인이 제한된 계정입니다. (사유: 도배) 고객센터에 문의해주세요.',
    );

    // A temporary restriction that ended no longer applies.
    await set({ rstrcTypeCd: 'TEMP_SUSPENSION', rstrcRsn: '욕설', rstrcEndDt: '2000-01-01T00:00:00.000Z' });
    expect(
      (await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } })).status,
    ).toBe(200);
  });

  it('publishes every auth call in the OpenAPI document', async () => {
    const doc = (await call(app, 'GET', '/v1/app/openapi.json')).body;
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/v1/app/auth/login',
      '/v1/app/auth/signup',
      '/v1/app/auth/user/idnty',
      '/v1/app/auth/convert',
      '/v1/app/auth/admin/certificates/{certId}/decision',
      '/v1/app/auth/sso/transAddSsoUser',
    ]) {
      expect(paths).toContain(p);
    }
    expect(doc.paths['/v1/app/auth/signup'].post.requestBody).toBeDefined();
  });

  it('a token only ever reaches its own member', async () => {
    const a = await newMember(app);
    const b = await newMember(app, { userNm: '이몽룡' });
    expect((await call(app, 'GET', '/v1/app/auth', { token: a.token })).body.userId).toBe(a.userId);
    expect((await call(app, 'GET', '/v1/app/auth', { token: b.token })).body.userId).toBe(b.userId);
    const upd = await call(app, 'PUT', '/v1/app/auth/profile', {
      token: a.token,
      body: { nickNm: '에이', userId: b.userId },
    });
    expect(upd.status).toBe(200);
    expect((await userRow(database, a.userId)).nickNm).toBe('에이');
    expect((await userRow(database, b.userId)).nickNm).toBeNull();
    const withdraw = await call(app, 'POST', '/v1/app/auth/userWhdwl', {
      token: a.token,
      body: { lgnId: b.lgnId, userPasswd: b.password },
    });
    expect(withdraw.body.message).toBe('탈퇴처리가 실패하였습니다. 고객센터에 문의해 주세요.');
    expect((await userRow(database, b.userId)).userStts).toBe('ACTIVE');
    // A forged or unknown token is simply anonymous.
    expect((await call(app, 'GET', '/v1/app/auth', { token: `${a.token.slice(0, -2)}xx` })).status).toBe(401);
    expect(await userIdOf(database, a.lgnId)).toBe(a.userId);
  });
});

describe('session expiry with a fixed clock', async () => {
  const clock = fixedClock('2026-03-02T00:00:00.000Z');
  const { app } = await createTestApp({ clock });
  const at = (minutes: number) =>
    clock.set(new Date(Date.parse('2026-03-02T00:00:00.000Z') + minutes * 60_000).toISOString());

  it('expires after 30 idle minutes', async () => {
    at(0);
    const token = await login(app, 'demo-member');
    at(29);
    expect((await call(app, 'GET', '/v1/app/auth', { token })).status).toBe(200);
    // That call slid the window to 29 + 30.
    at(58);
    expect((await call(app, 'GET', '/v1/app/auth/validate', { token })).body.valid).toBe(true);
    at(58 + 31);
    expect((await call(app, 'GET', '/v1/app/auth', { token })).status).toBe(401);
    expect((await call(app, 'POST', '/v1/app/auth/session/extend', { token })).status).toBe(401);
  });

  it('extends the idle window on request (adjustable time limit)', async () => {
    at(1000);
    const token = await login(app, 'demo-creator');
    at(1020);
    const ext = await call(app, 'POST', '/v1/app/auth/session/extend', { token });
    expect(ext.body).toEqual({
      number: 200,
      message: '로그인 시간이 연장되었습니다.',
      expiresAt: '2026-03-03T02:30:00.000+09:00', // 1020 + 30 minutes
    });
    at(1049); // 29 minutes after the extension
    const me = await call(app, 'GET', '/v1/app/auth', { token });
    expect(me.status).toBe(200);
  });
});
