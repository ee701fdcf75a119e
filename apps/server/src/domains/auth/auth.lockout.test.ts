import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember, userRow } from './auth.testkit.js';

const LOCKED = {
  number: 401,
  reason: 'LGN_FAIL_TMS',
  message: '비밀번호를 5회 잘못 입력하셨습니다. 본인인증 후 비밀번호를 재설정 해주세요.',
};
const wrong = (left: number) => ({ number: 401, message: `비밀번호가 잘못되었습니다. (남은 시도 ${left}회)` });

/** Hole B of the security issue: the login lock must not be a weapon, nor tell which ids exist. */
describe('login lock-out', async () => {
  const { app, database } = await createTestApp();
  const attempt = (lgnId: string, userPasswd = 'Bad!pass99') =>
    call(app, 'POST', '/v1/app/auth/login', { body: { lgnId, userPasswd } });
  const outboxOf = (userId: number) =>
    database.db.selectFrom('notificationOutbox').selectAll().where('userId', '=', userId).orderBy('id').execute();

  it('every failure says how many tries are left, the same way for a known and an unknown id', async () => {
    const m = await newMember(app);
    for (let i = 1; i <= 4; i += 1) {
      const known = await attempt(m.lgnId);
      const unknown = await attempt('ghost-user1');
      expect(known.status).toBe(401);
      expect(known.body).toEqual(wrong(5 - i));
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
    }
  });

  it('an unknown id locks after 5 failures and answers exactly like a locked known id', async () => {
    const m = await newMember(app);
    const known: { status: number; body: unknown }[] = [];
    const unknown: { status: number; body: unknown }[] = [];
    for (let i = 1; i <= 6; i += 1) {
      known.push(await attempt(m.lgnId));
      unknown.push(await attempt('ghost-user2'));
    }
    expect(known[4]).toEqual({ status: 401, body: LOCKED });
    expect(unknown).toEqual(known);
    // The right password does not open a locked known id; any password answers the same for the unknown one.
    expect(await attempt(m.lgnId, m.password)).toEqual({ status: 401, body: LOCKED });
    expect(await attempt('ghost-user2', m.password)).toEqual({ status: 401, body: LOCKED });
    // An id the rules would never allow is counted the same way (nothing tells the two kinds apart).
    for (let i = 1; i <= 4; i += 1) expect((await attempt('NOT A VALID ID')).body).toEqual(wrong(5 - i));
    expect((await attempt('NOT A VALID ID')).body).toEqual(LOCKED);
  });

  it('counts concurrent failures of an unknown id atomically and never stores the typed id', async () => {
    const results = await Promise.all(Array.from({ length: 7 }, () => attempt('ghost-user3')));
    expect(results.filter((r) => r.body.reason === 'LGN_FAIL_TMS').length).toBeGreaterThanOrEqual(3);
    const lefts = results
      .map((r) => /남은 시도 (\d)회/.exec(r.body.message as string)?.[1])
      .filter((v): v is string => v !== undefined)
      .sort();
    expect(lefts).toEqual(['1', '2', '3', '4']);
    const rows = await database.db.selectFrom('loginGuard').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('ghost-user3');
    const total = await database.db
      .selectFrom('loginGuard')
      .select((eb) => eb.fn.max('failCnt').as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBeGreaterThanOrEqual(5);
  });

  it('tells the owner by text message and e-mail when the account locks, once', async () => {
    const m = await newMember(app, { userEmail: 'lock-owner@example.kr' });
    for (let i = 1; i <= 4; i += 1) await attempt(m.lgnId);
    expect(await outboxOf(m.userId)).toEqual([]);
    expect((await attempt(m.lgnId)).body).toEqual(LOCKED);
    // Written with the lock; delivered right after the answer (not awaited, so the answer's timing tells nothing).
    await expect.poll(async () => (await outboxOf(m.userId)).map((s) => s.status)).toEqual(['SENT', 'SENT']);
    const sent = await outboxOf(m.userId);
    expect(sent.map((s) => [s.channel, s.recipient, s.kind, s.status])).toEqual([
      ['SMS', m.mblNo, 'LOGIN_LOCKED', 'SENT'],
      ['EMAIL', 'lock-owner@example.kr', 'LOGIN_LOCKED', 'SENT'],
    ]);
    for (const s of sent) {
      expect(s.body).toContain('비밀번호가 5회 잘못 입력되어');
      expect(s.body).toContain('본인인증');
    }
    expect(sent[1]?.subject).toBe('[온판] 로그인 잠금 안내');
    // Further attempts on the locked account send nothing more.
    await attempt(m.lgnId);
    await attempt(m.lgnId, m.password);
    expect(await outboxOf(m.userId)).toHaveLength(2);
  });

  it('concurrent failures that lock the account send the notice exactly once', async () => {
    const m = await newMember(app);
    await Promise.all(Array.from({ length: 8 }, () => attempt(m.lgnId)));
    expect((await userRow(database, m.userId)).lgnFailCnt).toBeGreaterThanOrEqual(5);
    const sent = await outboxOf(m.userId);
    expect(sent.filter((s) => s.kind === 'LOGIN_LOCKED' && s.channel === 'SMS')).toHaveLength(1);
  });

  it("the owner's open sessions survive the lock; only new password logins are refused", async () => {
    const m = await newMember(app);
    const second = await login(app, m.lgnId, m.password);
    for (let i = 1; i <= 5; i += 1) await attempt(m.lgnId);
    expect((await userRow(database, m.userId)).lgnFailCnt).toBe(5);
    for (const token of [m.token, second]) {
      const me = await call(app, 'GET', '/v1/app/auth', { token });
      expect(me.status).toBe(200);
      expect(me.body.userId).toBe(m.userId);
      expect((await call(app, 'GET', '/v1/app/auth/validate', { token })).body.valid).toBe(true);
    }
    const fresh = await attempt(m.lgnId, m.password);
    expect(fresh).toEqual({ status: 401, body: LOCKED });
  });
});
