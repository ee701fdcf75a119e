import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.js';
import { createTestApp } from '../../../test/test-db.js';
import { call, identityCodeFor, login, newMember, userRow, verifyIdentity } from '../auth.testkit.js';

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
    expect(sent.body).toEqual({
      number: 200,
      message: '인증번호가 발송되었습니다.',
      expiresAt: expect.stringMatching(/\+09:00$/),
    });
    const sms = await database.db
      .selectFrom('notificationOutbox')
      .selectAll()
      .where('kind', '=', 'IDENTITY_CODE')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ channel: 'SMS', recipient: '010-2000-0200', status: 'SENT' });
    const code = /\[(\d{6})\]/.exec(sms.body)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await identityCodeFor(app, '010-2000-0200')).toBe(code);

    const ok = await verify(txId, code);
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
    const replay = await verify(txId, code);
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

    await sendCode(txId);
    const code = await identityCodeFor(app, KIM.mblNo);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await verify(txId, wrongCode)).body).toEqual({
      number: -1,
      message: '본인인증에 실패하였습니다. 인증번호가 일치하지 않습니다.',
    });
    expect((await verify(txId, code, { ...KIM, birth: '19800102' })).body.message).toBe(
      '본인인증에 실패하였습니다. 인증번호를 받은 정보와 입력한 정보가 다릅니다.',
    );
    for (let i = 0; i < 3; i += 1) await verify(txId, wrongCode);
    // Five tries are spent: even the right code is refused now.
    expect((await verify(txId, code)).body.message).toBe(
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
    await call(app, 'POST', '/v1/app/auth/user/idnty/sms', { body: { txId, ...KIM } });
    const code = await identityCodeFor(app, KIM.mblNo);
    clock.set('2026-05-01T01:06:00.000Z');
    const late = await call(app, 'POST', '/v1/app/auth/user/idnty', { body: { txId, ...KIM, code } });
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
    expect(Object.keys(sent.body).sort()).toEqual(['expiresAt', 'message', 'number']);
  });
});

describe('the identity code never travels in an answer', async () => {
  const { app, database } = await createTestApp({ config: { env: 'development' } });
  const newestCode = async (mblNo: string) => {
    const row = await database.db
      .selectFrom('notificationOutbox')
      .selectAll()
      .where('kind', '=', 'IDENTITY_CODE')
      .where('recipient', '=', mblNo)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { row, code: /\[(\d{6})\]/.exec(row.body)?.[1] ?? '' };
  };

  it('answers no code in development; the code is where the text message goes (outbox, operator screen)', async () => {
    const txId = (await call(app, 'GET', '/v1/app/auth/findinfostart')).body.txId;
    const sent = await call(app, 'POST', '/v1/app/auth/user/idnty/sms', { body: { txId, ...KIM } });
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(['expiresAt', 'message', 'number']);
    const { row, code } = await newestCode('010-2000-0200');
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(sent.body)).not.toContain(code);
    expect(row.status).toBe('SENT');

    const operator = await login(app, 'demo-admin');
    const page = await call(app, 'GET', '/v1/app/auth/opr/outbox', {
      token: operator,
      query: { mblNo: '01020000200' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ pageNo: 1, pageSize: 10, hasMore: false, totalCount: 1 });
    expect(page.body.items).toEqual([
      {
        id: row.id,
        channel: 'SMS',
        recipient: '010-2000-0200',
        kind: 'IDENTITY_CODE',
        subject: null,
        body: row.body,
        status: 'SENT',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+09:00$/),
      },
    ]);
    const ok = await call(app, 'POST', '/v1/app/auth/user/idnty', { body: { txId, ...KIM, code } });
    expect(ok.body.number).toBe(200);
  });

  it('the outbox is for operators only, newest first, paged by 10 and filtered by mobile number', async () => {
    for (let i = 0; i < 11; i += 1) {
      const txId = (await call(app, 'GET', '/v1/app/auth/checkmestart')).body.txId;
      await call(app, 'POST', '/v1/app/auth/user/idnty/sms', {
        body: { txId, userNm: '박페이지', mblNo: '010-7300-7300', birth: '19900101' },
      });
    }
    expect((await call(app, 'GET', '/v1/app/auth/opr/outbox')).status).toBe(401);
    const member = await login(app, 'demo-member');
    const refused = await call(app, 'GET', '/v1/app/auth/opr/outbox', { token: member });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('인증번호');

    const operator = await login(app, 'demo-admin');
    const first = await call(app, 'GET', '/v1/app/auth/opr/outbox', {
      token: operator,
      query: { mblNo: '010-7300-7300' },
    });
    expect(first.body).toMatchObject({ pageNo: 1, pageSize: 10, totalCount: 11, hasMore: true });
    expect(first.body.items).toHaveLength(10);
    const ids = first.body.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await newestCode('010-7300-7300')).row.id).toBe(ids[0]);
    const second = await call(app, 'GET', '/v1/app/auth/opr/outbox', {
      token: operator,
      query: { mblNo: '01073007300', pageNo: '2' },
    });
    expect(second.body).toMatchObject({ pageNo: 2, totalCount: 11, hasMore: false });
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].id).toBeLessThan(ids[9]);

    const all = await call(app, 'GET', '/v1/app/auth/opr/outbox', { token: operator });
    expect(all.body.totalCount).toBeGreaterThanOrEqual(12);
    const badPhone = await call(app, 'GET', '/v1/app/auth/opr/outbox', { token: operator, query: { mblNo: '12' } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors).toEqual([{ field: 'mblNo', message: '휴대폰번호 형식이 맞지 않습니다.' }]);
  });
});

describe('the verified birth date must match the account', async () => {
  const { app, database } = await createTestApp();

  it('an account whose stored birth date differs is not found, not reset, not unlocked and not restored', async () => {
    const m = await newMember(app, { userNm: '생일이' });
    const person = { userNm: m.userNm, mblNo: m.mblNo, birth: '19900101' };
    await database.db
      .updateTable('appUser')
      .set({ brdt: '19850505', lgnFailCnt: 5 })
      .where('userId', '=', m.userId)
      .execute();

    const ticket = await verifyIdentity(app, person, 'findinfostart');
    const found = await call(app, 'POST', '/v1/app/auth/findId', { body: { ticket } });
    expect(found.status).toBe(404);
    expect(found.body.message).toBe('본인인증 정보로 가입된 아이디가 없습니다.');
    expect((await call(app, 'GET', '/v1/app/auth/user/find/ids', { query: { ticket } })).status).toBe(404);
    expect((await call(app, 'POST', '/v1/app/auth/user/lms', { body: { ticket } })).status).toBe(404);

    const reset = await call(app, 'GET', '/v1/app/auth/user/find/password', { query: { lgnId: m.lgnId, ticket } });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe('입력하신 아이디와 본인인증 정보가 일치하는 회원이 없습니다.');
    const unlock = await call(app, 'PUT', '/v1/app/auth/updateLgnFailMtry', { body: { ticket, lgnId: m.lgnId } });
    expect(unlock.status).toBe(400);
    expect(unlock.body.message).toBe('입력하신 아이디와 본인인증 정보가 일치하는 회원이 없습니다.');
    expect((await userRow(database, m.userId)).lgnFailCnt).toBe(5);

    await database.db.updateTable('appUser').set({ userStts: 'DORMANT' }).where('userId', '=', m.userId).execute();
    const restore = await call(app, 'POST', '/v1/app/auth/user/restore', { body: { ticket, lgnId: m.lgnId } });
    expect(restore.status).toBe(400);
    expect(restore.body.message).toBe('입력하신 아이디와 본인인증 정보가 일치하는 회원이 없습니다.');
    expect((await userRow(database, m.userId)).userStts).toBe('DORMANT');

    // The person the account was verified as gets through.
    const own = await verifyIdentity(app, { ...person, birth: '19850505' }, 'findinfostart');
    const mine = await call(app, 'POST', '/v1/app/auth/findId', { body: { ticket: own } });
    expect(mine.body.items).toHaveLength(1);
    const restored = await call(app, 'POST', '/v1/app/auth/user/restore', { body: { ticket: own, lgnId: m.lgnId } });
    expect(restored.body).toEqual({ number: 200, message: '휴면 상태가 해제되었습니다.' });
  });

  it('an account without a stored birth date matches on name and mobile as before', async () => {
    const m = await newMember(app, { userNm: '무생일' });
    const ticket = await verifyIdentity(app, { userNm: m.userNm, mblNo: m.mblNo, birth: '20010101' }, 'findinfostart');
    const found = await call(app, 'POST', '/v1/app/auth/findId', { body: { ticket } });
    expect(found.body.items).toHaveLength(1);
  });

  it('converting to integrated membership refuses a ticket of another birth date', async () => {
    const m = await newMember(app, { userNm: '최우진' });
    await call(app, 'PUT', '/v1/app/auth/reTermsAgree', {
      token: m.token,
      body: { termsAgreYn: 'Y', prvcAgreYn: 'Y' },
    });
    await database.db.updateTable('appUser').set({ brdt: '19770303' }).where('userId', '=', m.userId).execute();
    const ticket = await verifyIdentity(app, { userNm: m.userNm, mblNo: m.mblNo, birth: '19770304' });
    const res = await call(app, 'POST', '/v1/app/auth/convert', {
      token: m.token,
      body: { brno: '2201004569', openDay: '20170921', ceoNm: '최우진', compNm: '우진수제화', ticket },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('본인인증 정보가 회원정보와 일치하지 않습니다.');
  });
});
