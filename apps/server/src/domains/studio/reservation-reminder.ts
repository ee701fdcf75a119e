import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { transactions, type RunInTransaction } from '../../db/executor.js';
import type { JobLog, JobSet } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd } from '../../lib/seoul-time.js';
import { NotificationOutbox, type NotificationSender } from '../auth/notification/outbox.js';
import { OutboxRepository } from '../auth/notification/outbox.repository.js';
import { createNotificationSender } from '../auth/notification/senders.js';
import { createNotificationEvents, createNotificationService } from '../notification/notification.module.js';
import { BookingNotices, type BookingOutbox } from './booking-notices.js';
import { ReservationRepository } from './reservation.repository.js';

export const RESERVATION_REMINDER_JOB = 'studio.reservation-reminder';

const BATCH = 500;

/** On the hour, 10:00–20:00 in Seoul (UTC+9, no summer time). */
export const REMINDER_HOURS = '0 1-11 * * *';

/**
 * The day-before reminder (issue 40): every confirmed reservation (studio and space rooms alike) of tomorrow in
 * Seoul is claimed once by a conditional UPDATE (`rsvt.rmnd_dt`) and its member told — a text to the contact phone
 * where there is one, an e-mail where the account has an address and the member takes 예약 by that channel, the
 * in-app notification always — in the claim's transaction. A rerun, or two runs at once, reminds nobody twice; a
 * reservation cancelled before the run is not reminded. The outbox's minute job delivers the messages (with its
 * retries). Answers how many were reminded.
 */
export async function remindTomorrow(ctx: {
  repo: ReservationRepository;
  transaction: RunInTransaction;
  clock: Clock;
  notices: BookingNotices;
}): Promise<number> {
  const tomorrow = addDays(todaySeoulYmd(ctx.clock), 1);
  let reminded = 0;
  for (;;) {
    const ids = await ctx.repo.toRemind(tomorrow, BATCH);
    if (ids.length === 0) break;
    for (const rsvtId of ids) {
      const claimed = await ctx.transaction(async (trx) => {
        if (!(await new ReservationRepository(trx).claimReminder(rsvtId, ctx.clock.now().toISOString()))) {
          return false;
        }
        await ctx.notices.reminder(trx, rsvtId);
        return true;
      });
      if (claimed) reminded += 1;
    }
    if (ids.length < BATCH) break;
  }
  return reminded;
}

/**
 * The studio domain's job: the day-before reminder, every hour on the hour from 10:00 to 20:00 in Seoul (01:00–11:00
 * UTC): the 10:00 run reminds what was confirmed before it, a later run what an operator confirmed since (a booking
 * for tomorrow confirmed at 15:00 is reminded at 16:00); the claim keeps it to once. Nothing is sent in the evening
 * or at night. Its outbox writes the in-app notification too (the centre handed in, as the app's outbox does).
 */
export function studioJobs(options: {
  database: Database;
  config: Config;
  log: JobLog;
  clock?: Clock;
  sender?: NotificationSender;
}): JobSet {
  const clock = options.clock ?? systemClock;
  const db = options.database.db;
  const events = createNotificationEvents(options.database, options.log);
  const outbox = new NotificationOutbox(
    new OutboxRepository(db),
    clock,
    options.sender ?? createNotificationSender(options.config, options.log),
    createNotificationService(options.database, clock, events),
    db,
  );
  const ctx = {
    repo: new ReservationRepository(db),
    transaction: transactions(db),
    clock,
    notices: new BookingNotices(outbox satisfies BookingOutbox),
  };
  return {
    handlers: {
      [RESERVATION_REMINDER_JOB]: async () => {
        const reminded = await remindTomorrow(ctx);
        if (reminded > 0) options.log.info({ job: RESERVATION_REMINDER_JOB, reminded }, 'reservations reminded');
      },
    },
    schedules: [
      { identifier: RESERVATION_REMINDER_JOB, pattern: REMINDER_HOURS, job: RESERVATION_REMINDER_JOB, maxAttempts: 3 },
    ],
  };
}
