import type { Runner, TaskList, WorkerUtils } from 'graphile-worker';
import { Logger, makeWorkerUtils, parseCronItems, run } from 'graphile-worker';
import type { EnqueueOptions, JobLog, JobQueue, JobRunner, JobSet } from './job-queue.js';
import { DEFAULT_MAX_ATTEMPTS, startedPayload } from './job-queue.js';

/** graphile-worker's log lines through the app's logger (debug lines dropped). */
function loggerOf(log: JobLog): Logger {
  return new Logger(() => (level, message, meta) => {
    const obj = { ...(meta ?? {}), worker: 'graphile' };
    if (level === 'error') log.error(obj, message);
    else if (level === 'warning') log.warn(obj, message);
    else if (level === 'info') log.info(obj, message);
  });
}

/**
 * Enqueues into graphile-worker's schema on PostgreSQL (decision 033). The schema is installed (or brought up to date)
 * on first use; every process may enqueue, whether or not it runs jobs (JOBS=off).
 */
export class GraphileJobQueue implements JobQueue {
  private utils: Promise<WorkerUtils> | undefined;

  constructor(
    private readonly url: string,
    private readonly log: JobLog,
  ) {}

  private workerUtils(): Promise<WorkerUtils> {
    this.utils ??= makeWorkerUtils({ connectionString: this.url, logger: loggerOf(this.log) }).then(
      async (u) => {
        await u.migrate();
        return u;
      },
      (err: unknown) => {
        this.utils = undefined;
        throw err;
      },
    );
    return this.utils;
  }

  async enqueue(name: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<void> {
    const utils = await this.workerUtils();
    await utils.addJob(name, payload, {
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.jobKey ? { jobKey: options.jobKey, jobKeyMode: options.jobKeyMode ?? 'replace' } : {}),
    });
  }

  async close(): Promise<void> {
    const u = this.utils;
    this.utils = undefined;
    if (u) await (await u.catch(() => null))?.release();
  }
}

/**
 * Runs the jobs with graphile-worker: `concurrency` at once in this process, claimed with SKIP LOCKED, woken by
 * LISTEN/NOTIFY; a failure is retried with exponential backoff; each cron minute is run once across every process
 * (graphile-worker's known_crontabs), with no backfill of minutes missed while nothing ran.
 */
export class GraphileJobRunner implements JobRunner {
  private runner: Runner | null = null;

  constructor(
    private readonly p: {
      url: string;
      queue: JobQueue;
      jobs: Required<JobSet>;
      log: JobLog;
      concurrency: number;
      pollMs?: number;
    },
  ) {}

  async start(): Promise<void> {
    const log = this.p.log;
    const taskList: TaskList = {};
    for (const [name, handler] of Object.entries(this.p.jobs.handlers)) {
      taskList[name] = async (payload, helpers) => {
        await handler(startedPayload(name, payload, log), {
          attempt: helpers.job.attempts,
          log,
          queue: this.p.queue,
        });
      };
    }
    this.runner = await run({
      connectionString: this.p.url,
      concurrency: this.p.concurrency,
      noHandleSignals: true,
      pollInterval: this.p.pollMs ?? 2000,
      logger: loggerOf(log),
      taskList,
      parsedCronItems: parseCronItems(
        this.p.jobs.schedules.map((s) => ({
          task: s.job,
          identifier: s.identifier,
          match: s.pattern,
          ...(s.payload ? { payload: s.payload } : {}),
          options: {
            backfillPeriod: 0,
            ...(s.maxAttempts ? { maxAttempts: s.maxAttempts } : {}),
            ...(s.jobKey ? { jobKey: s.jobKey, jobKeyMode: s.jobKeyMode ?? 'replace' } : {}),
          },
        })),
      ),
    });
  }

  async stop(): Promise<void> {
    const r = this.runner;
    this.runner = null;
    if (r) await r.stop();
  }
}
