/**
 * The portal's one job queue (decision 033). Domains define named jobs and cron schedules; the queue runs each job
 * once across every process, retrying a failed one with exponential backoff, and runs each scheduled minute once
 * across every process. Two backends run the same definitions: graphile-worker on PostgreSQL (jobs/graphile-queue.ts:
 * SKIP LOCKED, LISTEN/NOTIFY) and a durable table on SQLite (jobs/table-queue.ts), in-process, surviving a restart.
 */

/** What a job's handler is told besides its payload. */
export interface JobHelpers {
  /** 1 on the first try. */
  attempt: number;
  log: JobLog;
  /** The queue, for a job that schedules its own next run. */
  queue: JobQueue;
}

export type JobHandler = (payload: Record<string, unknown>, helpers: JobHelpers) => Promise<void>;

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * At most one waiting job per key: enqueueing again replaces the waiting one's payload and time (`replace`, the
   * default) or keeps its time (`preserve_run_at`); a job already running keeps going and a new one waits.
   */
  jobKey?: string;
  jobKeyMode?: 'replace' | 'preserve_run_at';
  /** Tries before the job is left failed (default 10). */
  maxAttempts?: number;
}

export interface JobQueue {
  enqueue(name: string, payload?: Record<string, unknown>, options?: EnqueueOptions): Promise<void>;
}

/** A job run at the minutes a crontab pattern names (UTC), once per minute across all processes. */
export interface CronSchedule {
  /** Stable name of the schedule (its runs are remembered under it). */
  identifier: string;
  /** Five crontab fields: minute hour day-of-month month day-of-week, in UTC. */
  pattern: string;
  job: string;
  payload?: Record<string, unknown>;
  jobKey?: string;
  jobKeyMode?: 'replace' | 'preserve_run_at';
  maxAttempts?: number;
}

/** What a domain contributes: its handlers by job name and its schedules. */
export interface JobSet {
  handlers: Record<string, JobHandler>;
  schedules?: CronSchedule[];
}

export interface JobRunner {
  /** Starts running due jobs and schedules in this process. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * The payload as its handler sees it: a scheduled run's `_cron` (the minute it was scheduled for, which both backends
 * add) is taken off and logged, so each scheduled run is visible once in the log of the process that ran it.
 */
export function startedPayload(name: string, payload: unknown, log: JobLog): Record<string, unknown> {
  const { _cron: cron, ...rest } = (payload ?? {}) as Record<string, unknown> & { _cron?: { ts?: string } };
  if (cron?.ts) log.info({ job: name, scheduledFor: new Date(cron.ts).toISOString() }, 'scheduled job started');
  return rest;
}

/** Seconds before try `attempt + 1` after a failure: e^attempt, at most e^10 (about 6 hours), as graphile-worker. */
export function backoffSeconds(attempt: number): number {
  return Math.exp(Math.min(attempt, 10));
}

/** Merges the domains' job sets; a job name defined twice is a mistake. */
export function mergeJobSets(sets: readonly JobSet[]): Required<JobSet> {
  const handlers: Record<string, JobHandler> = {};
  const schedules: CronSchedule[] = [];
  for (const set of sets) {
    for (const [name, handler] of Object.entries(set.handlers)) {
      if (!/^[a-z][a-z0-9.-]*$/.test(name)) throw new Error(`Invalid job name: ${name}`);
      if (handlers[name]) throw new Error(`Job ${name} is defined twice`);
      handlers[name] = handler;
    }
    schedules.push(...(set.schedules ?? []));
  }
  for (const s of schedules) {
    if (!handlers[s.job]) throw new Error(`Schedule ${s.identifier} names no job: ${s.job}`);
  }
  return { handlers, schedules };
}
