import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { transactions } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { AuthRepository } from './auth.repository.js';
import { addYears, seoulDotted } from './auth-time.js';
import { JobLockRepository } from './job-lock.repository.js';
import { createMarketingToken } from './link-token.js';
import type { NewNotification, NotificationSender } from './notification/outbox.js';
import { LogNotificationSender, NotificationOutbox } from './notification/outbox.js';
import { OutboxRepository } from './notification/outbox.repository.js';

/**
 * Scheduled work of the accounts domain, safe when several servers run: a job runs only on the server that claims its
 * job_lock row (conditional UPDATE with a lease and a minimum interval), and each account is claimed again by a
 * conditional UPDATE before its notice is written, so a notice is never sent twice.
 */

export interface JobContext {
  accounts: AuthRepository;
  transaction: RunInTransaction;
  clock: Clock;
  outbox: NotificationOutbox;
  dataDir: string;
  /** The portal's public origin (PUBLIC_URL): links in messages are absolute, never from a Host header. */
  publicUrl: string;
}

/** The jobs' context over one database; `sender` delivers the outbox (the log by default). */
export function createAuthJobContext(
  database: Database,
  config: Pick<Config, 'dataDir' | 'publicUrl'>,
  clock: Clock,
  sender: NotificationSender,
): JobContext {
  const db = database.db;
  return {
    accounts: new AuthRepository(db),
    transaction: transactions(db),
    clock,
    outbox: new NotificationOutbox(new OutboxRepository(db), clock, sender),
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  };
}

const BATCH = 500;

/** Claims `name` for `leaseMs` if no other server holds it and it did not run in the last `minIntervalMs`. */
export function claimJob(
  db: Executor,
  name: string,
  owner: string,
  now: Date,
  minIntervalMs: number,
  leaseMs: number,
): Promise<boolean> {
  return new JobLockRepository(db).claim(name, owner, now, minIntervalMs, leaseMs);
}

export function releaseJob(db: Executor, name: string, owner: string, now: Date): Promise<void> {
  return new JobLockRepository(db).release(name, owner, now);
}

/** The absolute address of a member's unsubscribe link (`/marketing/{userData}` of the portal). */
export function marketingUnsubscribeUrl(ctx: Pick<JobContext, 'dataDir' | 'publicUrl'>, userId: number, now: Date) {
  return `${ctx.publicUrl.replace(/\/$/, '')}/marketing/${createMarketingToken(ctx.dataDir, userId, now)}`;
}

function contactOf(u: {
  userEmail: string | null;
  mblNo: string | null;
}): Pick<NewNotification, 'channel' | 'recipient'> | null {
  if (u.userEmail) return { channel: 'EMAIL', recipient: u.userEmail };
  if (u.mblNo) return { channel: 'SMS', recipient: u.mblNo };
  return null;
}

/** Accounts unused for a year become DORMANT (sessions revoked) and are told so. Answers how many changed. */
export async function runDormancySweep(ctx: JobContext): Promise<number> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const cutoff = addYears(now, -1).toISOString();
  const candidates = await ctx.accounts.findDormancyCandidates(cutoff, BATCH);
  const ids: number[] = [];
  for (const u of candidates) {
    const outboxId = await ctx.transaction(async (trx) => {
      const repo = new AuthRepository(trx);
      if (!(await repo.markDormant(u.userId, cutoff, nowIso))) return null;
      await repo.revokeSessions(u.userId, nowIso);
      const to = contactOf(u);
      if (!to) return 0;
      return ctx.outbox.enqueue(
        {
          ...to,
          userId: u.userId,
          kind: 'DORMANT_NOTICE',
          subject: '[온판] 휴면 계정 전환 안내',
          body: `${u.userNm}님, 1년 이상 로그인하지 않아 ${seoulDotted(now)}에 계정이 휴면 상태로 전환되었습니다. 다시 이용하시려면 로그인 후 본인인증을 진행해주세요.`,
        },
        trx,
      );
    });
    if (outboxId !== null) ids.push(outboxId);
  }
  await ctx.outbox.deliver(ids.filter((id) => id > 0));
  return ids.length;
}

/** Every two years, members who agreed to marketing are told so, with a signed link to withdraw. */
export async function runMarketingConsentReminder(ctx: JobContext): Promise<number> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const cutoff = addYears(now, -2).toISOString();
  const candidates = await ctx.accounts.findMarketingReminderCandidates(cutoff, BATCH);
  const ids: number[] = [];
  for (const u of candidates) {
    const to = contactOf(u);
    const outboxId = await ctx.transaction(async (trx) => {
      if (!(await new AuthRepository(trx).markMarketingReminded(u.userId, cutoff, nowIso))) return null;
      if (!to) return 0;
      const link = marketingUnsubscribeUrl(ctx, u.userId, now);
      return ctx.outbox.enqueue(
        {
          ...to,
          userId: u.userId,
          kind: 'MARKETING_CONSENT_REMINDER',
          subject: '[온판] 마케팅 정보 수신 동의 안내',
          body: `${u.userNm}님은 ${seoulDotted(u.mktAgreDt ?? u.regDt)}에 온판의 마케팅 정보 수신에 동의하셨습니다. 수신을 원하지 않으시면 다음 주소에서 수신 거부할 수 있습니다: ${link}`,
        },
        trx,
      );
    });
    if (outboxId !== null) ids.push(outboxId);
  }
  await ctx.outbox.deliver(ids.filter((id) => id > 0));
  return ids.length;
}

const HOUR = 60 * 60_000;

interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Starts the timers on this server (from server.ts); `stop` clears them on shutdown. */
export function startAuthJobs(options: {
  database: Database;
  config: Config;
  log: JobLog;
  clock?: Clock;
  outboxEveryMs?: number;
  sweepEveryMs?: number;
}): { stop(): void } {
  const clock = options.clock ?? systemClock;
  const db = options.database.db;
  const ctx = createAuthJobContext(options.database, options.config, clock, new LogNotificationSender(options.log));
  const { outbox } = ctx;
  const owner = `${process.pid}-${randomBytes(4).toString('hex')}`;

  // A tick never overlaps the previous tick of the same timer.
  const guarded = (name: string, work: () => Promise<void>) => {
    let running = false;
    return async () => {
      if (running) return;
      running = true;
      try {
        await work();
      } catch (err) {
        options.log.error({ err, job: name }, 'auth job failed');
      } finally {
        running = false;
      }
    };
  };

  const once = async (name: string, job: (c: JobContext) => Promise<number>) => {
    if (!(await claimJob(db, name, owner, clock.now(), HOUR, 30 * 60_000))) return;
    try {
      const changed = await job(ctx);
      if (changed > 0) options.log.info({ job: name, changed }, 'auth job done');
    } finally {
      await releaseJob(db, name, owner, clock.now());
    }
  };

  const outboxTimer = setInterval(
    guarded('outbox', async () => {
      await outbox.deliver();
    }),
    options.outboxEveryMs ?? 10_000,
  );
  const sweepTimer = setInterval(
    guarded('sweep', async () => {
      await once('auth.dormancy', runDormancySweep);
      await once('auth.marketing-reminder', runMarketingConsentReminder);
    }),
    options.sweepEveryMs ?? 10 * 60_000,
  );
  outboxTimer.unref();
  sweepTimer.unref();
  return {
    stop() {
      clearInterval(outboxTimer);
      clearInterval(sweepTimer);
    },
  };
}
