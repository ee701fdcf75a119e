import { createJobs } from '../../jobs/create-queue.js';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import {
  createAuthJobContext,
  runDormancySweep,
  runMarketingConsentReminder,
  authJobs,
  AUTH_JOBS,
} from './auth.jobs.js';
import { call, newMember, userRow } from './auth.testkit.js';
import type { NotificationSender, OutgoingMessage } from './notification/outbox.js';
import { NotificationOutbox } from './notification/outbox.js';
import { OutboxRepository } from './notification/outbox.repository.js';

class Recorder implements NotificationSender {
  readonly sent: OutgoingMessage[] = [];
  async send(m: OutgoingMessage) {
    this.sent.push(m);
  }
}

describe('scheduled account jobs', async () => {
  const clock = fixedClock('2026-06-01T00:00:00.000Z');
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const recorder = new Recorder();
  const ctx = createAuthJobContext(
    database,
    { ...testConfig(), publicUrl: 'https://onfan.example.kr' },
    clock,
    recorder,
  );
  const setUser = (userId: number, v: object) =>
    db.updateTable('appUser').set(v).where('userId', '=', userId).execute();
  const outboxOf = (userId: number, kind: string) =>
    db.selectFrom('notificationOutbox').selectAll().where('userId', '=', userId).where('kind', '=', kind).execute();

  // Seeded accounts logged in "now" (real time, years before or after the fixed clock): keep them out of the way.
  await db
    .updateTable('appUser')
    .set({ lastLoginAt: '2026-05-31T00:00:00.000Z', mktAgreDt: '2026-05-31T00:00:00.000Z' })
    .execute();

  it('turns accounts unused for a year dormant, once, with a notice, and ends their sessions', async () => {
    const stale = await newMember(app, { userNm: '오래전' });
    const recent = await newMember(app, { userNm: '최근에' });
    await setUser(stale.userId, { lastLoginAt: '2025-05-31T23:59:59.000Z' });
    await setUser(recent.userId, { lastLoginAt: '2025-06-01T00:00:01.000Z' });

    const [a, b] = await Promise.all([runDormancySweep(ctx), runDormancySweep(ctx)]);
    expect(a + b).toBe(1);
    expect(await runDormancySweep(ctx)).toBe(0);

    expect(await userRow(database, stale.userId)).toMatchObject({
      userStts: 'DORMANT',
      dormantDt: '2026-06-01T00:00:00.000Z',
    });
    expect((await userRow(database, recent.userId)).userStts).toBe('ACTIVE');
    const notices = await outboxOf(stale.userId, 'DORMANT_NOTICE');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'EMAIL', recipient: 'hong@example.kr', status: 'SENT' });
    expect(notices[0]!.body).toContain('2026.06.01에 계정이 휴면 상태로 전환되었습니다');
    expect(recorder.sent.filter((m) => m.kind === 'DORMANT_NOTICE')).toHaveLength(1);

    expect((await call(app, 'GET', '/v1/app/auth', { token: stale.token })).status).toBe(401);
    const refused = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: stale.lgnId, userPasswd: stale.password },
    });
    expect(refused.body.reason).toBe('DORMANT');
  });

  it('reminds marketing consent every two years with a working unsubscribe link', async () => {
    const m = await newMember(app, { mktAgreYn: 'Y' });
    await setUser(m.userId, {
      regDt: '2024-01-01T00:00:00.000Z',
      mktAgreDt: '2024-05-31T00:00:00.000Z',
      lastLoginAt: '2026-05-30T00:00:00.000Z',
    });
    const fresh = await newMember(app, { mktAgreYn: 'Y' });
    await setUser(fresh.userId, { regDt: '2024-01-01T00:00:00.000Z', mktAgreDt: '2024-06-02T00:00:00.000Z' });

    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).body.mktAgreViewYn).toBe('Y');
    expect((await call(app, 'GET', '/v1/app/auth', { token: fresh.token })).body.mktAgreViewYn).toBe('N');

    const [a, b] = await Promise.all([runMarketingConsentReminder(ctx), runMarketingConsentReminder(ctx)]);
    expect(a + b).toBe(1);
    expect(await runMarketingConsentReminder(ctx)).toBe(0);
    expect((await userRow(database, m.userId)).mktRmndDt).toBe('2026-06-01T00:00:00.000Z');
    expect((await call(app, 'GET', '/v1/app/auth', { token: m.token })).body.mktAgreViewYn).toBe('N');

    const [reminder] = await outboxOf(m.userId, 'MARKETING_CONSENT_REMINDER');
    expect(reminder!.body).toContain('2024.05.31에 온판의 마케팅 정보 수신에 동의하셨습니다');
    // The link goes out in a text message or an e-mail: absolute, from the configured public origin.
    const link = /(\S+\/marketing\/\S+)$/.exec(reminder!.body)?.[1];
    expect(link).toMatch(/^https:\/\/onfan\.example\.kr\/marketing\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const userData = /\/marketing\/(\S+)$/.exec(reminder!.body)?.[1];
    expect(userData).toBeTruthy();
    const unsub = await call(app, 'POST', '/v1/app/auth/outMktRcptnAgree', {
      query: { userData: userData!, mktAgreYn: 'N' },
    });
    expect(unsub.body.number).toBe(200);
    expect((await userRow(database, m.userId)).mktAgreYn).toBe('N');

    // Two more years on, the one still agreeing is reminded again.
    clock.set('2028-06-02T00:00:00.000Z');
    await db.updateTable('appUser').set({ lastLoginAt: '2028-06-01T00:00:00.000Z' }).execute();
    const again = await runMarketingConsentReminder(ctx);
    expect(again).toBeGreaterThanOrEqual(1);
    expect(await outboxOf(fresh.userId, 'MARKETING_CONSENT_REMINDER')).toHaveLength(1);
    expect(await outboxOf(m.userId, 'MARKETING_CONSENT_REMINDER')).toHaveLength(1);
    clock.set('2026-06-01T00:00:00.000Z');
  });

  it('retries a failed delivery and gives up after five attempts', async () => {
    let fail = true;
    const flaky: NotificationSender = {
      async send() {
        if (fail) throw new Error('gateway down');
      },
    };
    const outbox = new NotificationOutbox(new OutboxRepository(db), clock, flaky);
    const id = await outbox.enqueue({ channel: 'SMS', recipient: '010-1111-2222', kind: 'TEST', body: 'hello' });
    expect(await outbox.deliver([id])).toBe(0);
    let row = await db.selectFrom('notificationOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'PENDING', attemptCnt: 1, lastError: 'gateway down' });
    fail = false;
    expect(await outbox.deliver([id])).toBe(1);
    row = await db.selectFrom('notificationOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('SENT');

    fail = true;
    const doomed = await outbox.enqueue({ channel: 'SMS', recipient: '010-1111-2222', kind: 'TEST', body: 'x' });
    for (let i = 0; i < 6; i += 1) await outbox.deliver([doomed]);
    row = await db.selectFrom('notificationOutbox').selectAll().where('id', '=', doomed).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'FAILED', attemptCnt: 5 });
  });

  it('the job queue delivers pending messages and stops cleanly', async () => {
    const id = await new NotificationOutbox(new OutboxRepository(db), clock, recorder).enqueue({
      channel: 'EMAIL',
      recipient: 'someone@example.kr',
      kind: 'TIMER_TEST',
      body: 'tick',
    });
    const logged: object[] = [];
    const log = {
      info: (o: object) => logged.push(o),
      warn: (o: object) => logged.push(o),
      error: (o: object) => logged.push(o),
    };
    const jobs = createJobs({
      config: { roles: { jobs: true, web: true }, jobConcurrency: 1 },
      database,
      sets: [authJobs({ database, config: testConfig(), clock, log })],
      log,
      clock,
      pollMs: 20,
    });
    await jobs.queue.enqueue(AUTH_JOBS.outbox);
    await jobs.runner!.start();
    try {
      for (let i = 0; i < 250; i += 1) {
        const row = await db
          .selectFrom('notificationOutbox')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (row.status === 'SENT') break;
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await jobs.close();
    }
    const row = await db
      .selectFrom('notificationOutbox')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('SENT');
    expect(logged).toContainEqual(expect.objectContaining({ kind: 'TIMER_TEST', to: 'so*****@example.kr' }));
  });
});
