import { afterAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/executor.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, userIdOf } from '../auth/auth.testkit.js';
import { NotificationOutbox, type NewNotification } from '../auth/notification/outbox.js';
import { OutboxRepository } from '../auth/notification/outbox.repository.js';
import { createNotificationEvents, createNotificationService } from '../notification/notification.module.js';
import { createEducationService } from './education.module.js';
import { EducationRepository } from './education.repository.js';
import { MY_EDUCATION_LINK } from './education.service.js';

/**
 * Issue 40: finishing the last lesson completes the course, and the member is told once — with the certificate
 * number and its address — by e-mail and in the centre (신청·심사 결과), in the completion's transaction.
 */
describe('a completed course', async () => {
  const clock = fixedClock('2026-03-20T01:00:00Z');
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const member = await login(app, 'demo-member');
  const memberId = await userIdOf(database, 'demo-member');
  const repo = new EducationRepository(db);
  const told = () =>
    db.selectFrom('ntf').selectAll().where('userId', '=', memberId).where('ntfKind', '=', 'COURSE_COMPLETED').execute();
  const mails = () =>
    db
      .selectFrom('notificationOutbox')
      .selectAll()
      .where('userId', '=', memberId)
      .where('kind', '=', 'COURSE_COMPLETED')
      .execute();
  /** A course the member is enrolled in with every lesson but the last finished. */
  const almostDone = async (skip: number) => {
    const enrolled = new Set(
      (await db.selectFrom('eduEnrol').select('eduCrsId').where('userId', '=', memberId).execute()).map(
        (r) => r.eduCrsId,
      ),
    );
    const courses = await db.selectFrom('eduCourse').select(['eduCrsId', 'crsNm']).orderBy('eduCrsId').execute();
    const course = courses.filter((c) => !enrolled.has(c.eduCrsId))[skip]!;
    const lessons = await repo.lessons(course.eduCrsId);
    expect(lessons.length).toBeGreaterThan(1);
    const { eduEnrolId } = await db
      .insertInto('eduEnrol')
      .values({ eduCrsId: course.eduCrsId, userId: memberId, enrolYmd: '20260301', regDt: '2026-03-01T00:00:00Z' })
      .returning('eduEnrolId')
      .executeTakeFirstOrThrow();
    for (const l of lessons.slice(0, -1)) await repo.insertLessonDone(eduEnrolId, l.eduLsnId, '2026-03-02T00:00:00Z');
    return { ...course, eduEnrolId, last: lessons.at(-1)!.eduLsnId };
  };

  it('tells the member once, with the certificate, when the last lesson is finished', async () => {
    const c = await almostDone(0);
    const before = (await told()).length;
    const url = `/v1/app/edu/course/${c.eduCrsId}/lesson/${c.last}/done`;
    // The last lesson finished twice at once: one completion, one notice.
    const [a, b] = await Promise.all([
      call(app, 'PUT', url, { token: member }),
      call(app, 'PUT', url, { token: member }),
    ]);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
    const certNo = a.body.enrolment.certNo as string;
    expect(b.body.enrolment.certNo).toBe(certNo);
    const mine = await told();
    expect(mine.length).toBe(before + 1);
    expect(mine.at(-1)).toMatchObject({ ntfTit: '이러닝 과정을 수료했습니다', link: MY_EDUCATION_LINK });
    expect(mine.at(-1)!.ntfCn).toContain(`'${c.crsNm}' 과정을 수료했습니다. 수료증 번호 ${certNo}`);
    expect(mine.at(-1)!.ntfCn).toContain(`/education/certificate?certNo=${certNo}`);
    const mail = (await mails()).find((m) => m.id === mine.at(-1)!.outboxId);
    expect(mail).toMatchObject({ channel: 'EMAIL', status: 'SENT' });
    // Finishing a lesson again tells nothing more.
    expect((await call(app, 'PUT', url, { token: member })).status).toBe(200);
    expect((await told()).length).toBe(before + 1);
  });

  it('tells nothing when the completion rolls back', async () => {
    const c = await almostDone(0);
    const events = createNotificationEvents(database, { warn: () => undefined });
    afterAll(() => events.bus.close());
    const real = new NotificationOutbox(
      new OutboxRepository(db),
      clock,
      { send: async () => undefined },
      createNotificationService(database, clock, events),
      db,
    );
    const failing = Object.assign(Object.create(real) as NotificationOutbox, {
      enqueue: async (n: NewNotification, trx?: Executor) => {
        await real.enqueue(n, trx);
        throw new Error('the change failed');
      },
    });
    const education = createEducationService(database, clock, 'http://localhost', {}, failing);
    const before = (await told()).length;
    const mailsBefore = (await mails()).length;
    const user = { userId: memberId, lgnId: 'demo-member', userPattnCd: '1', tokenHash: '' } as never;
    await expect(education.lessonDone(c.eduCrsId, c.last, user)).rejects.toThrow('the change failed');
    expect((await told()).length).toBe(before);
    expect((await mails()).length).toBe(mailsBefore);
    const row = await db
      .selectFrom('eduEnrol')
      .select('certNo')
      .where('eduEnrolId', '=', c.eduEnrolId)
      .executeTakeFirst();
    expect(row?.certNo).toBeNull();
  });
});
