import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.js';
import { createTestApp } from '../../../test/test-db.js';
import { call, login, newMember, userRow, verifyIdentity } from '../auth.testkit.js';

const KIM = { userNm: '김소상', mblNo: '010-2000-0200', birth: '19800101' };

describe('identity verification (built-in provider)', async () => {
  const { app, database } = await createTestApp();

  const start = async () => (await call(app, 'GET', '/v1/app/auth/findinfostart')).body.txId as string;
  const sendCode = (txId: string, person = KIM) =>
    call(app, 'POST', '/v1/app/auth/user/idnty/sms', { body: { txId, ...person } });
  const verify = (txId: string, code: string, person = KIM) =>
    call(app, 'POST', '/v1/app/auth/user/idnty', { body: { txId, ...person, code } });

  it('starts a transaction with a popup address', async () => {
    const res = await call(app, 'GET', '/v1/app/auth/checkmestart');
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('local');
    expect(res.body.popupUrl).toBe(`/identity/local?txId=${res.body.txId}&purpose=checkme`);
  });

  it('sends a 6-digit code through the outbox and turns the right code into a ticket', async () => {
    const txId = await start();
    const sent = await sendCode(txId, { ...KIM, mblNo: '01020000200' });
    expect(sent.body).toMatchObject({ number: 200, message: '인증번호가 발송되었습니다.' });
    expect(sent.body.devCode).toMatch(/^\d{6}$/);
    const sms = await database.db
      .selectFrom('notificationOutbox')
      .selectAll()
      .where('kind', '=', 'IDENTITY_CODE')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ channel: 'SMS', recipient: '010-2000-0200', status: 'SENT' });
    expect(sms.body).toContain(`[${sent.body.devCode}]`);

    const ok = await verify(txId, sent.body.devCode);
    expect(ok.body).toMatchObject({
      number: 200,
      message: '본인인증이 완료되었습니다.',
      userNm: '김소상',
      mblNo: '010-2000-0200',
    });
    expect(ok.body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.db.selectFrom('identityTicket').select('ticketHash').execute();
    expect(stored.map((s) => s.ticketHash)).not.toContain(ok.body.ticket);

    // One verification, one ticket.
    const replay = await verify(txId, sent.body.devCode);
    expect(replay.body.number).toBe(-1);
  });

  it('fails with number -1 and the provider message', async () => {
    const txId = await start();
    const early = await verify(txId, '123456');
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      number: -1,
      message: '본인인증에 실패하였습니다. 인증번호 받기를 먼저 진행해주세요.',
    });

    const sent = await sendCode(txId);
    const wrongCode = sent.body.devCode === '000000' ? '111111' : '000000';
    expect((await verify(txId, wrongCode)).body).toEqual({
      number: -1,
      message: '본인인증에 실패하였습니다. 인증번호가 일치하지 않습니다.',
    });
    expect((await verify(txId, sent.body.devCode, { ...KIM, birth: '19800102' })).body.message).toBe(
      '본인인증에 실패하였습니다. 인증번호를 받은 정보와 입력한 정보가 다릅니다.',
    );
    for (let i = 0; i < 3; i += 1) await verify(txId, wrongCode);
    // Five tries are spent: even the right code is refused now.
    expect((await verify(txId, sent.body.devCode)).body.message).toBe(
      '본인인증에 실패하였습니다. 인증번호 입력 횟수를 초과하였습니다. 처음부터 다시 진행해주세요.',
    );
    expect((await verify('no-such-tx', '123456')).body).toEqual({
      number: -1,
      message: '본인인증에 실패하였습니다. 본인인증 요청이 만료되었습니다. 처음부터 다시 진행해주세요.',
    });
  });

  it('validates the person fields in Korean', async () => {
    const txId = await start();
    const res = await sendCode(txId, { userNm: '', mblNo: '0101234', birth: '19991340' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'userNm', message: '이름을 입력해주세요.' },
        { field: 'mblNo', message: '휴대폰번호 형식이 맞지 않습니다.' },
        { field: 'birth', message: '생년월일 8자리를 정확히 입력해주세요. (예: 19900101)' },
      ]),
    );
  });

  it('finds the masked ids of the verified person, and sends them once by text message', async () => {
    const ticket = await verifyIdentity(app, KIM, 'findinfostart');
    const post = await call(app, 'POST', '/v1/app/auth/findId', { body: { ticket } });
    expect(post.body.number).toBe(200);
    expect(post.body.items).toEqual([
      { lgnId: 'demo-m*****', regDt: expect.stringMatching(/\+09:00$/), userPattnCd: '200' },
    ]);
    const get = await call(app, 'GET', '/v1/app/auth/user/find/ids', { query: { ticket } });
    expect(get.body.items).toEqual(post.body.items);

    const lms = await call(app, 'POST', '/v1/app/auth/user/lms', { body: { ticket } });
    expect(lms.body).toEqual({ number: 200, message: '아이디 정보가 문자메시지로 발송되었습니다.' });
    const sms = await database.db
      .selectFrom('notificationOutbox')
      .selectAll()
      .where('kind', '=', 'FIND_ID')
      .executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ channel: 'SMS', recipient: '010-2000-0200', status: 'SENT' });
    expect(sms.body).toContain('demo-member');
    const again = await call(app, 'POST', '/v1/app/auth/user/lms', { body: { ticket } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 문자메시지로 발송하였습니다.');
  });

  it('says when nobody is registered under the verified person, and refuses unknown tickets', async () => {
    const ticket = await verifyIdentity(app, { userNm: '무명씨', mblNo: '010-9999-0000', birth: '20000101' });
    const none = await call(app, 'POST', '/v1/app/auth/findId', { body: { ticket } });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('본인인증 정보로 가입된 아이디가 없습니다.');
    const bad = await call(app, 'GET', '/v1/app/auth/user/find/ids', { query: { ticket: 'forged' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('본인인증 정보가 유효하지 않습니다. 본인인증을 다시 진행해주세요.');
    const missing = await call(app, 'POST', '/v1/app/auth/findId', { body: {} });
    expect(missing.body.message).toBe('본인인증을 진행해주세요.');
  });

  it('resets a password with a one-time ticket, clears the lock and signs every device out', async () => {
    const m = await newMember(app, { userNm: '성춘향' });
    for (let i = 0; i < 5; i += 1) {
      await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: 'Bad!pass99' } });
    }
    expect((await userRow(database, m.userId)).lgnFailCnt).toBe(5);

    const ticket = await verifyIdentity(app, { userNm: m.userNm, mblNo: m.mblNo, birth: '19950505' }, 'findinfostart');
    const wrongId = await call(app, 'GET', '/v1/app/auth/user/find/password', {
      query: { lgnId: 'demo-member', ticket },
    });
    expect(wrongId.body.message).toBe('입력하신 아이디와 본인인증 정보가 일치하는 회원이 없습니다.');
    const started = await call(app, 'GET', '/v1/app/auth/user/find/password', { query: { lgnId: m.lgnId, ticket } });
    expect(started.status).toBe(200);
    const { resetTicket } = started.body;
    expect(
      (await call(app, 'GET', '/v1/app/auth/user/find/password', { query: { lgnId: m.lgnId, ticket } })).status,
    ).toBe(400);

    const weak = await call(app, 'POST', '/v1/app/auth/changePasswd', { body: { resetTicket, newPasswd: 'weak' } });
    expect(weak.body.message).toBe('비밀번호는 영문, 숫자, 특수문자 포함<br>9-20자리로 입력해주세요.');
    const done = await call(app, 'POST', '/v1/app/auth/changePasswd', {
      body: { resetTicket, newPasswd: 'NewPassw0rd#' },
    });
    expect(done.body).toEqual({ number: 200, message: '비밀번호가 변경되었습니다.' });
    const reuse = await call(app, 'POST', '/v1/app/auth/changePasswd', {
      body: { resetTicket, newPasswd: 'Other#pass12' },
    });
    expect(reuse.body.message).toBe('비밀번호 재설정 정보가 유효하지 않습니다. 처음부터 다시 진행해주세요.');

    expect((await userRow(database, m.userId)).lgnFailCnt).toBe(0);
    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).status).toBe(401);
    const old = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: m.lgnId, userPasswd: m.password } });
    expect(old.status).toBe(401);
    await login(app, m.lgnId, 'NewPassw0rd#');
  });
});

describe('identity tickets expire', async () => {
  const clock = fixedClock('2026-05-01T00:00:00.000Z');
  const { app } = await createTestApp({ clock });

  it('a ticket is refused after 30 minutes', async () => {
    const ticket = await verifyIdentity(app, KIM, 'findinfostart');
    clock.set('2026-05-01T00:29:00.000Z');
    expect((await call(app, 'POST', '/v1/app/auth/findId', { body: { ticket } })).status).toBe(200);
    clock.set('2026-05-01T00:31:00.000Z');
    expect((await call(app, 'POST', '/v1/app/auth/findId', { body: { ticket } })).status).toBe(400);
  });

  it('a code is refused after 5 minutes', async () => {
    clock.set('2026-05-01T01:00:00.000Z');
    const txId = (await call(app, 'GET', '/v1/app/auth/findinfostart')).body.txId;
    const sent = await call(app, 'POST', '/v1/app/auth/user/idnty/sms', { body: { txId, ...KIM } });
    clock.set('2026-05-01T01:06:00.000Z');
    const late = await call(app, 'POST', '/v1/app/auth/user/idnty', {
      body: { txId, ...KIM, code: sent.body.devCode },
    });
    expect(late.body.message).toBe(
      '본인인증에 실패하였습니다. 본인인증 요청이 만료되었습니다. 처음부터 다시 진행해주세요.',
    );
  });
});

describe('identity in production', async () => {
  const { app } = await createTestApp({ config: { env: 'production' } });

  it('never hands the code back', async () => {
    const txId = (await call(app, 'GET', '/v1/app/auth/checkmestart')).body.txId;
    const sent = await call(app, 'POST', '/v1/app/auth/user/idnty/sms', { body: { txId, ...KIM } });
    expect(sent.status).toBe(200);
    expect(sent.body.devCode).toBeUndefined();
  });
});
