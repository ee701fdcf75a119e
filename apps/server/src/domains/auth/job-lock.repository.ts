import type { Executor } from '../../db/executor.js';

/** job_lock: which server runs a scheduled job now (a lease) and when it last ran. */
export class JobLockRepository {
  constructor(private readonly db: Executor) {}

  /** Claims `name` for `leaseMs` if no other server holds it and it did not run in the last `minIntervalMs`. */
  async claim(name: string, owner: string, now: Date, minIntervalMs: number, leaseMs: number): Promise<boolean> {
    const nowIso = now.toISOString();
    await this.db
      .insertInto('jobLock')
      .values({ jobName: name, owner: null, lockedUntil: null, lastRunAt: null })
      .onConflict((oc) => oc.column('jobName').doNothing())
      .execute();
    const r = await this.db
      .updateTable('jobLock')
      .set({ owner, lockedUntil: new Date(now.getTime() + leaseMs).toISOString(), lastRunAt: nowIso })
      .where('jobName', '=', name)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', nowIso)]))
      .where((eb) =>
        eb.or([
          eb('lastRunAt', 'is', null),
          eb('lastRunAt', '<=', new Date(now.getTime() - minIntervalMs).toISOString()),
        ]),
      )
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async release(name: string, owner: string, now: Date): Promise<void> {
    await this.db
      .updateTable('jobLock')
      .set({ lockedUntil: now.toISOString() })
      .where('jobName', '=', name)
      .where('owner', '=', owner)
      .execute();
  }
}
