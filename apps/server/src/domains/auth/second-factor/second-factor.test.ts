import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { SECOND_FACTOR_MESSAGES } from '@onfan/contracts/auth-second-factor';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.js';
import { createTestApp } from '../../../test/test-db.js';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_PASSWORD } from '../auth.seed.js';
import { call, login, newOperator } from '../auth.testkit.js';
import { recoveryCodeHash, totpCode } from './second-factor.service.js';

/**
 * Operators' second factor (decision 034): the console refuses a password-only session; a code from the app opens it,
 * once per code; an operator without one registers it by a QR code and gets ten recovery codes, each good once.
 */
describe('the operators’ second factor', async () => {
  const clock = fixedClock('2026-11-28T03:00:10Z');
  const { app, database } = await createTestApp({ clock, config: { sessionIdleMinutes: 120 } });
  const stepNow = () => Math.floor(clock.now().getTime() / 30_000);
  const passwordOnly = (lgnId: string) => login(app, lgnId, DEMO_PASSWORD, { secondFactor: false });
  const verify = (token: string, code: string) =>
    call(app, 'POST', '/v1/app/auth/second-factor/verify', { token, body: { code } });
  const me = (token: string) => call(app, 'GET', '/v1/app/admin/me', { token });

  it('asks an enrolled operator for the code, and the console is refused until it is given', async () => {
    const res = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: 'demo-admin', userPasswd: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.secondFactor).toBe('VERIFY');
    const token = res.body.token as string;
    expect(await me(token)).toEqual({
      status: 403,
      body: { number: 403, message: ADMIN_MESSAGES.secondFactorRequired, reason: 'SECOND_FACTOR' },
    });
    expect((await call(app, 'GET', '/v1/app/auth/second-factor', { token })).body).toEqual({
      enrolled: true,
      passed: false,
      recoveryCodesLeft: 0,
    });

    const wrong = await verify(token, '000000');
    expect(wrong).toEqual({ status: 400, body: { number: 400, message: SECOND_FACTOR_MESSAGES.wrongCode } });
    expect((await me(token)).status).toBe(403);

    const ok = await verify(token, await totpCode(DEMO_OPERATOR_TOTP_SECRET, stepNow()));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe(SECOND_FACTOR_MESSAGES.verified);
    const opened = await me(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ lgnId: 'demo-admin', userNm: '온판운영자' });
    expect(opened.body.roles).toEqual(expect.arrayContaining(['SYSTEM', 'CONTENT', 'RESERVATION', 'MARKET']));
    // A member is asked for nothing.
    const member = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: 'demo-member', userPasswd: DEMO_PASSWORD },
    });
    expect(member.body.secondFactor).toBeUndefined();
  });

  it('takes each code once: again, or in two sessions at once, it opens one session only', async () => {
    clock.set('2026-11-28T03:10:10Z');
    const code = await totpCode(DEMO_OPERATOR_TOTP_SECRET, stepNow());
    const [a, b] = await Promise.all([passwordOnly('demo-admin'), passwordOnly('demo-admin')]);
    const answers = await Promise.all([verify(a, code), verify(b, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.status === 400)!.body.message).toBe(SECOND_FACTOR_MESSAGES.codeUsed);
    const third = await passwordOnly('demo-admin');
    expect((await verify(third, code)).body.message).toBe(SECOND_FACTOR_MESSAGES.codeUsed);
    // The next step's code (a phone a little ahead) is good, once.
    expect((await verify(third, await totpCode(DEMO_OPERATOR_TOTP_SECRET, stepNow() + 1))).status).toBe(200);
    // A code two steps away is not.
    const fourth = await passwordOnly('demo-admin');
    expect((await verify(fourth, await totpCode(DEMO_OPERATOR_TOTP_SECRET, stepNow() + 3))).status).toBe(400);
  });

  it('registers a new operator by a QR code shown once, confirmed with the first code; ten recovery codes', async () => {
    clock.set('2026-11-28T04:00:10Z');
    const operator = await newOperator(app, ['CONTENT'], { secondFactor: false });
    const login1 = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: operator.lgnId, userPasswd: DEMO_PASSWORD },
    });
    expect(login1.body.secondFactor).toBe('ENROL');
    const token = login1.body.token as string;
    // Nothing to verify against yet.
    expect((await verify(token, '123456')).body).toEqual({
      number: 403,
      message: SECOND_FACTOR_MESSAGES.notEnrolled,
    });

    const started = await call(app, 'POST', '/v1/app/auth/second-factor/enrolment', { token });
    expect(started.status).toBe(200);
    const { secret, otpauthUri, qrSvg } = started.body as { secret: string; otpauthUri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain(encodeURIComponent(operator.lgnId));
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Kept sealed: the database never holds the secret as the app shows it.
    const row = await database.db
      .selectFrom('oprMfa')
      .selectAll()
      .where('userId', '=', operator.userId)
      .executeTakeFirstOrThrow();
    expect(row.secretEnc).toBeNull();
    expect(row.pendingSecretEnc).not.toContain(secret);

    const wrong = await call(app, 'POST', '/v1/app/auth/second-factor/enrolment/confirm', {
      token,
      body: { code: '000000' },
    });
    expect(wrong.body.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    const confirmed = await call(app, 'POST', '/v1/app/auth/second-factor/enrolment/confirm', {
      token,
      body: { code: await totpCode(secret, stepNow()) },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.message).toBe(SECOND_FACTOR_MESSAGES.enrolled);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    // Stored hashed, not as shown.
    const kept = await database.db
      .selectFrom('oprMfaRecovery')
      .select('codeHash')
      .where('userId', '=', operator.userId)
      .execute();
    expect(kept.map((k) => k.codeHash).sort()).toEqual(codes.map(recoveryCodeHash).sort());
    expect((await me(token)).status).toBe(200);
    // The QR code is shown once: enrolling again is refused.
    expect((await call(app, 'POST', '/v1/app/auth/second-factor/enrolment', { token })).body.message).toBe(
      SECOND_FACTOR_MESSAGES.alreadyEnrolled,
    );

    // A recovery code stands in for the app, once; upper case and without the hyphen too.
    const next = await passwordOnly(operator.lgnId);
    const recovered = await verify(next, codes[0]!.toUpperCase().replace('-', ''));
    expect(recovered.status).toBe(200);
    expect(recovered.body.message).toBe(SECOND_FACTOR_MESSAGES.recoveryUsed(9));
    const again = await passwordOnly(operator.lgnId);
    expect((await verify(again, codes[0]!)).body.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
  });

  it('ends an operator’s session after 30 idle minutes, however long members’ sessions last', async () => {
    clock.set('2026-11-28T05:00:10Z');
    const token = await login(app, 'demo-admin');
    const member = await login(app, 'demo-member');
    clock.set('2026-11-28T05:29:00Z');
    expect((await me(token)).status).toBe(200);
    clock.set('2026-11-28T06:00:00Z');
    expect((await me(token)).status).toBe(401);
    expect((await call(app, 'GET', '/v1/app/auth', { token: member })).status).toBe(200);
  });

  it('refuses a member and a creator the second-factor calls', async () => {
    const member = await login(app, 'demo-member');
    expect((await call(app, 'GET', '/v1/app/auth/second-factor', { token: member })).status).toBe(403);
    expect((await verify(member, '123456')).status).toBe(403);
  });
});
