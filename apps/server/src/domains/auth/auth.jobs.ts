import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { RunInTransaction } from '../../db/executor.js';
import type { JobSet } from '../../jobs/job-queue.js';
import { transactions } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { signingKeys } from '../../lib/signing-keys.js';
import { AuthRepository } from './auth.repository.js';
import { addYears, seoulDotted } from './auth-time.js';
import { createMarketingToken } from './link-token.js';
import type { LogSink, NewNotification, NotificationSender } from './notification/outbox.js';
import { NotificationOutbox } from './notification/outbox.js';
import { OutboxRepository } from './notification/outbox.repository.js';
import { createNotificationSender } from './notification/senders.js';

/**
 * Scheduled work of the accounts domain, run by the job queue (jobs/job-queue.ts: once per scheduled minute across
 * every process): the outbox's delivery, the dormancy sweep and the marketing-consent reminder. Each account is
 * claimed again by a conditional UPDATE before its notice is written, and each outbox row before it is sent, so a
 * notice is never written or sent twice even when two runs overlap.
 */

export interface JobContext {
  accounts: AuthRepository;
  transaction: RunInTransaction;
  clock: Clock;
  outbox: NotificationOutbox;
  /** The link-signing key unsubscribe links are made with (lib/signing-keys.ts). */
  linkSecret: Buffer;
  /** The portal's public origin (PUBLIC_URL): links in messages are absolute, never from a Host header. */
  publicUrl: string;
}

/** The jobs' context over one database; `sender` delivers the outbox (the log by default). */
export function createAuthJobContext(
  database: Database,
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'signingKeys'>,
  clock: Clock,
  sender: NotificationSender,
): JobContext {
  const db = database.db;
  return {
    accounts: new AuthRepository(db),
    transaction: transactions(db),
    clock,
    outbox: new NotificationOutbox(new OutboxRepository(db), clock, sender),
    linkSecret: signingKeys(config).linkSigning,
    publicUrl: config.publicUrl,
  };
}

const BATCH = 500;

/** The absolute address of a member's unsubscribe link (`/marketing/{userData}` of the portal). */
export function marketingUnsubscribeUrl(ctx: Pick<JobContext, 'linkSecret' | 'publicUrl'>, userId: number, now: Date) {
  return `${ctx.publicUrl.replace(/\/$/, '')}/marketing/${createMarketingToken(ctx.linkSecret, userId, now)}`;
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

/** The job names of the accounts domain. */
export const AUTH_JOBS = {
  outbox: 'outbox.deliver',
  dormancy: 'auth.dormancy',
  marketingReminder: 'auth.marketing-reminder',
} as const;

/**
 * The accounts domain's jobs: the outbox delivered every minute (services also deliver what they write at once; this
 * sends what is left and retries failures), the sweeps hourly.
 */
export function authJobs(options: {
  database: Database;
  config: Config;
  log: LogSink;
  clock?: Clock;
  sender?: NotificationSender;
}): JobSet {
  const clock = options.clock ?? systemClock;
  const ctx = createAuthJobContext(
    options.database,
    options.config,
    clock,
    options.sender ?? createNotificationSender(options.config, options.log),
  );
  const sweep = (job: (c: JobContext) => Promise<number>, name: string) => async () => {
    const changed = await job(ctx);
    if (changed > 0) options.log.info({ job: name, changed }, 'auth job done');
  };
  return {
    handlers: {
      [AUTH_JOBS.outbox]: async () => {
        await ctx.outbox.deliver(undefined, 500);
      },
      [AUTH_JOBS.dormancy]: sweep(runDormancySweep, AUTH_JOBS.dormancy),
      [AUTH_JOBS.marketingReminder]: sweep(runMarketingConsentReminder, AUTH_JOBS.marketingReminder),
    },
    schedules: [
      { identifier: AUTH_JOBS.outbox, pattern: '* * * * *', job: AUTH_JOBS.outbox, maxAttempts: 1 },
      { identifier: AUTH_JOBS.dormancy, pattern: '7 * * * *', job: AUTH_JOBS.dormancy, maxAttempts: 3 },
      {
        identifier: AUTH_JOBS.marketingReminder,
        pattern: '9 * * * *',
        job: AUTH_JOBS.marketingReminder,
        maxAttempts: 3,
      },
    ],
  };
}
