import { afterAll, describe, expect, it } from 'vitest';
import { transactions, type Executor } from '../../db/executor.js';
import { cronMatcher } from '../../jobs/cron.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, userIdOf } from '../auth/auth.testkit.js';
import { NotificationOutbox } from '../auth/notification/outbox.js';
import { OutboxRepository } from '../auth/notification/outbox.repository.js';
import { createNotificationEvents, createNotificationService } from '../notification/notification.module.js';
import { BookingNotices } from './booking-notices.js';
import { reservationCopy, ReservationRepository } from './reservation.repository.js';
import { REMINDER_HOURS, RESERVATION_REMINDER_JOB, remindTomorrow, studioJobs } from './reservation-reminder.js';
import { roomIdOf, rsvtBody } from './studio.testkit.js';

/**
 * The day-before reminder (issue 40): a confirmed reservation of tomorrow (Seoul) is reminded once — a rerun or two
 * runs at once remind nobody twice — in the claim's transaction; requested and cancelled ones are not; a reservation
 * with no contact phone is still told in the centre (and by e-mail), with no text message.
 */
describe('the day-before reminder', async () => {
  // Bookings are made on 2025-10-01 (Seoul); the reminder runs on 2025-10-12 at 10:00 in Seoul.
  const { app, database } = await createTestApp({ clock: fixedClock('2025-09-30T15:30:00Z') });
  const db = database.db;
  const room = await roomIdOf(database, '라이브룸 A');
  const member = await login(app, 'demo-member');
  const memberId = await userIdOf(database, 'demo-member');
  const operator = await login(app, 'demo-admin');
  const runClock = fixedClock('2025-10-12T01:00:00Z');
  const events = createNotificationEvents(database, { warn: () => undefined });
  afterAll(() => events.bus.close());
  const outbox = new NotificationOutbox(
    new OutboxRepository(db),
    runClock,
    { send: async () => undefined },
    createNotificationService(database, runClock, events),
    db,
  );
  const ctx = {
    repo: new ReservationRepository(db),
    transaction: transactions(db),
    clock: runClock,
    notices: new BookingNotices(outbox),
  };
  const reserve = async (ymd: string, hour: string) => {
    const res = await call(app, 'POST', `/v1/app/studio/room/${room}/rsvt`, {
      token: member,
      body: rsvtBody({ rsvtYmd: ymd, rsvtBgngHhmm: `${hour}00`, rsvtEndHhmm: `${Number(hour) + 1}00` }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.rsvtId as number;
  };
  const confirm = async (rsvtId: number) => {
    const row = await db
      .selectFrom('rsvt')
      .select(['sttsChgDt', 'regDt'])
      .where('rsvtId', '=', rsvtId)
      .executeTakeFirstOrThrow();
    const res = await call(app, 'PUT', `/v1/app/studio/opr/rsvt/${rsvtId}/confirm`, {
      token: operator,
      body: { updtDt: reservationCopy(row) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const reminders = (rsvtId?: number) =>
    db
      .selectFrom('notificationOutbox')
      .selectAll()
      .where('kind', '=', 'reservation-reminder')
      .$if(rsvtId !== undefined, (q) => q.where('body', 'like', `%R${String(rsvtId).padStart(8, '0')}%`))
      .orderBy('id')
      .execute();
  const inApp = (rsvtId: number) =>
    db
      .selectFrom('ntf')
      .selectAll()
      .where('userId', '=', memberId)
      .where('ntfKind', '=', 'reservation-reminder')
      .where('ntfCn', 'like', `%R${String(rsvtId).padStart(8, '0')}%`)
      .execute();

  const confirmed = await reserve('20251013', '10');
  const requested = await reserve('20251013', '12');
  const cancelled = await reserve('20251013', '14');
  const noPhone = await reserve('20251013', '16');
  const later = await reserve('20251014', '10');
  for (const id of [confirmed, cancelled, noPhone, later]) await confirm(id);
  const cancel = await call(app, 'PUT', '/v1/app/studio/rsvts/sts', {
    token: member,
    body: { rsvtId: cancelled, rsvtSttsCd: 'CANCELED', sttsRsn: '일정 변경' },
  });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  // The contact phone blanked (as the retention job does): no number to text.
  await db.updateTable('rsvt').set({ rsvtUserCnctel: '' }).where('rsvtId', '=', noPhone).execute();

  it('writes nothing when the reminder’s transaction fails: the claim and the message go together', async () => {
    const failing = new (class extends BookingNotices {
      override async reminder(trx: Executor, rsvtId: number): Promise<void> {
        await super.reminder(trx, rsvtId);
        throw new Error('the send failed');
      }
    })(outbox);
    await expect(remindTomorrow({ ...ctx, notices: failing })).rejects.toThrow('the send failed');
    expect(await reminders()).toEqual([]);
    expect(await inApp(confirmed)).toEqual([]);
    const claimed = await db.selectFrom('rsvt').select('rmndDt').where('rsvtId', '=', confirmed).executeTakeFirst();
    expect(claimed?.rmndDt).toBeNull();
  });

  it('reminds each confirmed reservation of tomorrow once, in the centre and by text and e-mail', async () => {
    // Two runs at once and a rerun: each reservation reminded once.
    const [a, b] = await Promise.all([remindTomorrow(ctx), remindTomorrow(ctx)]);
    expect(a + b).toBe(2);
    expect(await remindTomorrow(ctx)).toBe(0);
    const mine = await reminders(confirmed);
    expect(mine.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(mine.find((m) => m.channel === 'SMS')?.recipient).toBe('01012345678');
    expect(mine[0]!.body).toContain('내일 라이브룸 A 2025.10.13');
    const shown = await inApp(confirmed);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ ntfTit: '내일 예약 안내', link: '/mypage/reservations' });
    // Requested, cancelled and the day after: not reminded.
    for (const id of [requested, cancelled, later]) {
      expect(await reminders(id)).toEqual([]);
      expect(await inApp(id)).toEqual([]);
    }
  });

  it('tells a reservation with no contact phone in the centre and by e-mail, with no text message', async () => {
    expect((await reminders(noPhone)).map((m) => m.channel)).toEqual(['EMAIL']);
    const shown = await inApp(noPhone);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.outboxId).toBeNull();
  });

  it('reminds a booking for tomorrow confirmed after the morning run at the next hour’s run', async () => {
    const lateConfirmed = await reserve('20251013', '18');
    expect(await remindTomorrow(ctx)).toBe(0); // still requested at this run
    await confirm(lateConfirmed);
    expect(await remindTomorrow(ctx)).toBe(1);
    expect((await reminders(lateConfirmed)).map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(await inApp(lateConfirmed)).toHaveLength(1);
  });

  it('runs on the hour from 10:00 to 20:00 in Seoul as a job of the portal, never in the evening or at night', () => {
    const jobs = studioJobs({
      database,
      config: {} as never,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      sender: { send: async () => undefined },
    });
    expect(jobs.schedules).toEqual([
      { identifier: RESERVATION_REMINDER_JOB, pattern: REMINDER_HOURS, job: RESERVATION_REMINDER_JOB, maxAttempts: 3 },
    ]);
    const runs = cronMatcher(REMINDER_HOURS);
    const seoulHoursRun = Array.from({ length: 24 }, (_, h) => h).filter((h) =>
      runs(new Date(Date.UTC(2025, 9, 12, h - 9, 0))),
    );
    expect(seoulHoursRun).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(runs(new Date(Date.UTC(2025, 9, 12, 1, 30)))).toBe(false);
    expect(Object.keys(jobs.handlers)).toEqual([RESERVATION_REMINDER_JOB]);
  });
});
