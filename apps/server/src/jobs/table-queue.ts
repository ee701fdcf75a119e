import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import { transactions } from '../db/executor.js';
import type { Clock } from '../lib/clock.js';
import { cronMatcher } from './cron.js';
import type { EnqueueOptions, JobLog, JobQueue, JobRunner, JobSet } from './job-queue.js';
import { backoffSeconds, DEFAULT_MAX_ATTEMPTS, startedPayload } from './job-queue.js';
import { JobRepository } from './job.repository.js';

const MINUTE = 60_000;
/** A job locked longer than this belongs to a process that died: another takes it over. */
const STALE_LOCK_MS = 30 * MINUTE;

/** Enqueues into the durable table (SQLite; also works on PostgreSQL, where graphile-worker is used instead). */
export class TableJobQueue implements JobQueue {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async enqueue(name: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<void> {
    const now = this.clock.now();
    await transactions(this.database.db)((trx) =>
      new JobRepository(trx).enqueue({
        jobName: name,
        payload: JSON.stringify(payload),
        runAt: (options.runAt ?? now).toISOString(),
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        jobKey: options.jobKey ?? null,
        preserveRunAt: options.jobKeyMode === 'preserve_run_at',
        now: now.toISOString(),
      }),
    );
  }
}

/**
 * Runs the table's due jobs in this process: `concurrency` loops claim one job at a time (a conditional UPDATE), and
 * a schedule loop enqueues each cron schedule's due minute once (the schedule row moved by a conditional UPDATE; a
 * minute missed while no process ran is not made up, as graphile-worker without backfill). Jobs survive a restart:
 * a job locked by a process that died is taken over after STALE_LOCK_MS.
 */
export class TableJobRunner implements JobRunner {
  private running = false;
  private loops: Promise<void>[] = [];
  private wake: (() => void) | null = null;
  private readonly owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly repo: JobRepository;
  private readonly matchers: { schedule: NonNullable<JobSet['schedules']>[number]; match: (d: Date) => boolean }[];

  constructor(
    private readonly p: {
      database: Database;
      queue: TableJobQueue;
      jobs: Required<JobSet>;
      clock: Clock;
      log: JobLog;
      concurrency: number;
      pollMs?: number;
    },
  ) {
    this.repo = new JobRepository(p.database.db);
    this.matchers = p.jobs.schedules.map((schedule) => ({ schedule, match: cronMatcher(schedule.pattern) }));
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    for (let i = 0; i < this.p.concurrency; i++) this.loops.push(this.workLoop());
    this.loops.push(this.scheduleLoop());
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await Promise.all(this.loops);
    this.loops = [];
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  private async workLoop(): Promise<void> {
    const names = Object.keys(this.p.jobs.handlers);
    while (this.running) {
      let job = null;
      try {
        const now = this.p.clock.now();
        job = await this.repo.claim(
          names,
          this.owner,
          now.toISOString(),
          new Date(now.getTime() - STALE_LOCK_MS).toISOString(),
        );
      } catch (err) {
        this.p.log.warn({ err }, 'job queue not reachable');
      }
      if (!job) {
        await this.sleep(this.p.pollMs ?? 1000);
        continue;
      }
      const handler = this.p.jobs.handlers[job.jobName]!;
      try {
        await handler(startedPayload(job.jobName, JSON.parse(job.payload), this.p.log), {
          attempt: job.attempts,
          log: this.p.log,
          queue: this.p.queue,
        });
        await this.repo.complete(job.jobId);
      } catch (err) {
        this.p.log.error({ err, job: job.jobName, attempt: job.attempts }, 'job failed');
        const retryAt = new Date(this.p.clock.now().getTime() + backoffSeconds(job.attempts) * 1000);
        await this.repo
          .fail(job.jobId, err instanceof Error ? err.message : String(err), retryAt.toISOString())
          .catch(() => undefined);
      }
    }
  }

  private async scheduleLoop(): Promise<void> {
    while (this.running) {
      try {
        await this.enqueueDueSchedules();
      } catch (err) {
        this.p.log.warn({ err }, 'job schedules not checked');
      }
      await this.sleep(Math.min(this.p.pollMs ?? 1000, 5000));
    }
  }

  /** Each schedule whose pattern names the current minute, once (the current minute only: no backfill). */
  async enqueueDueSchedules(): Promise<void> {
    const minute = new Date(Math.floor(this.p.clock.now().getTime() / MINUTE) * MINUTE);
    const iso = minute.toISOString();
    for (const { schedule, match } of this.matchers) {
      const last = await this.repo.lastMinute(schedule.identifier);
      if (last !== null && last >= iso) continue;
      if (!(await this.repo.advance(schedule.identifier, last, iso))) continue;
      if (!match(minute)) continue;
      await this.p.queue.enqueue(
        schedule.job,
        { ...schedule.payload, _cron: { ts: iso } },
        {
          ...(schedule.jobKey ? { jobKey: schedule.jobKey } : {}),
          ...(schedule.jobKeyMode ? { jobKeyMode: schedule.jobKeyMode } : {}),
          ...(schedule.maxAttempts ? { maxAttempts: schedule.maxAttempts } : {}),
        },
      );
    }
  }
}
