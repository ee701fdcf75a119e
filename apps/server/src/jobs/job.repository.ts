import type { Executor } from '../db/executor.js';

export interface ClaimedJob {
  jobId: number;
  jobName: string;
  payload: string;
  attempts: number;
  maxAttempts: number;
}

/** The SQLite backend's queue tables (jobs/table-queue.ts): the only SQL of the table queue. */
export class JobRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Adds a job. With a key: a waiting job of that key takes the new payload and time (or keeps its time), a running
   * one loses its key and a new job waits. Run inside a transaction (the caller's).
   */
  async enqueue(job: {
    jobName: string;
    payload: string;
    runAt: string;
    maxAttempts: number;
    jobKey: string | null;
    preserveRunAt: boolean;
    now: string;
  }): Promise<void> {
    if (job.jobKey !== null) {
      const existing = await this.db
        .selectFrom('jobQueue')
        .select(['jobId', 'lockedAt'])
        .where('jobKey', '=', job.jobKey)
        .executeTakeFirst();
      if (existing && existing.lockedAt === null) {
        await this.db
          .updateTable('jobQueue')
          .set({
            jobName: job.jobName,
            payload: job.payload,
            maxAttempts: job.maxAttempts,
            attempts: 0,
            lastError: null,
            ...(job.preserveRunAt ? {} : { runAt: job.runAt }),
          })
          .where('jobId', '=', existing.jobId)
          .execute();
        return;
      }
      if (existing)
        await this.db.updateTable('jobQueue').set({ jobKey: null }).where('jobId', '=', existing.jobId).execute();
    }
    await this.db
      .insertInto('jobQueue')
      .values({
        jobName: job.jobName,
        payload: job.payload,
        runAt: job.runAt,
        maxAttempts: job.maxAttempts,
        jobKey: job.jobKey,
        lastError: null,
        lockedAt: null,
        lockedBy: null,
        createdAt: job.now,
      })
      .execute();
  }

  /**
   * Claims the next due job of `names` (by a conditional UPDATE, so two claimers never get the same one); a lock older
   * than `staleBefore` (a process that died mid-job) is taken over.
   */
  async claim(names: readonly string[], owner: string, now: string, staleBefore: string): Promise<ClaimedJob | null> {
    for (let tries = 0; tries < 5; tries++) {
      const next = await this.db
        .selectFrom('jobQueue')
        .select('jobId')
        .where('jobName', 'in', [...names])
        .where('runAt', '<=', now)
        .where((eb) => eb('attempts', '<', eb.ref('maxAttempts')))
        .where((eb) => eb.or([eb('lockedAt', 'is', null), eb('lockedAt', '<', staleBefore)]))
        .orderBy('runAt')
        .orderBy('jobId')
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const claimed = await this.db
        .updateTable('jobQueue')
        .set((eb) => ({ lockedAt: now, lockedBy: owner, attempts: eb('attempts', '+', 1) }))
        .where('jobId', '=', next.jobId)
        // The whole due condition again, not only the lock: between the select and this update another runner may
        // have claimed, failed and unlocked it (its retry not yet due, or its tries spent). PostgreSQL re-checks
        // this condition on the row's newest version after waiting for the other's lock.
        .where('runAt', '<=', now)
        .where((eb) => eb('attempts', '<', eb.ref('maxAttempts')))
        .where((eb) => eb.or([eb('lockedAt', 'is', null), eb('lockedAt', '<', staleBefore)]))
        .returning(['jobId', 'jobName', 'payload', 'attempts', 'maxAttempts'])
        .executeTakeFirst();
      if (claimed) return claimed;
    }
    return null;
  }

  async complete(jobId: number): Promise<void> {
    await this.db.deleteFrom('jobQueue').where('jobId', '=', jobId).execute();
  }

  /** A failed try: unlocked, to run again at `retryAt` (or left failed when its tries are spent: attempts = max). */
  async fail(jobId: number, error: string, retryAt: string): Promise<void> {
    await this.db
      .updateTable('jobQueue')
      .set({ lockedAt: null, lockedBy: null, lastError: error.slice(0, 1000), runAt: retryAt })
      .where('jobId', '=', jobId)
      .execute();
  }

  async lastMinute(identifier: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('jobSchedule')
      .select('lastMinute')
      .where('identifier', '=', identifier)
      .executeTakeFirst();
    return row?.lastMinute ?? null;
  }

  /** Moves a schedule from `from` (null: never ran) to `to`; false when another process moved it first. */
  async advance(identifier: string, from: string | null, to: string): Promise<boolean> {
    if (from === null) {
      const r = await this.db
        .insertInto('jobSchedule')
        .values({ identifier, lastMinute: to })
        .onConflict((oc) => oc.column('identifier').doNothing())
        .executeTakeFirst();
      return (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
    }
    const r = await this.db
      .updateTable('jobSchedule')
      .set({ lastMinute: to })
      .where('identifier', '=', identifier)
      .where('lastMinute', '=', from)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Jobs waiting or failed, for tests and operators. */
  pending(name?: string) {
    let q = this.db.selectFrom('jobQueue').selectAll();
    if (name) q = q.where('jobName', '=', name);
    return q.orderBy('jobId').execute();
  }
}
