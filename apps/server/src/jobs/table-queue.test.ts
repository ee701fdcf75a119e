import { describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.js';
import { createTestDatabase } from '../test/test-db.js';
import type { JobSet } from './job-queue.js';
import { mergeJobSets } from './job-queue.js';
import { JobRepository } from './job.repository.js';
import { TableJobQueue, TableJobRunner } from './table-queue.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the table job queue (SQLite backend; the same table on PostgreSQL here)', async () => {
  const database = await createTestDatabase({ demo: false });
  const clock = fixedClock('2026-06-01T00:00:30.000Z');
  const queue = new TableJobQueue(database, clock);
  const runs: { job: string; payload: Record<string, unknown>; attempt: number }[] = [];
  let failuresLeft = 0;
  const set: JobSet = {
    handlers: {
      'test.echo': async (payload, h) => void runs.push({ job: 'test.echo', payload, attempt: h.attempt }),
      'test.flaky': async (payload, h) => {
        runs.push({ job: 'test.flaky', payload, attempt: h.attempt });
        if (failuresLeft-- > 0) throw new Error('not yet');
      },
      'test.cron': async (payload, h) => void runs.push({ job: 'test.cron', payload, attempt: h.attempt }),
    },
    schedules: [{ identifier: 'test.cron', pattern: '*/5 * * * *', job: 'test.cron' }],
  };
  const runner = () =>
    new TableJobRunner({ database, queue, jobs: mergeJobSets([set]), clock, log: quiet, concurrency: 2, pollMs: 10 });
  const waitFor = async (check: () => boolean | Promise<boolean>) => {
    // Polled every 10 ms, for up to 20 s: the PostgreSQL run shares two cores with the rest of the suite.
    for (let i = 0; i < 2000 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
    expect(await check()).toBe(true);
  };
  const repo = new JobRepository(database.db);

  it('runs a job with its payload once and removes it; a job waiting at start survives a restart', async () => {
    await queue.enqueue('test.echo', { n: 1 });
    // Nothing ran it yet: it waits in the table for whichever runner starts next.
    expect(await repo.pending('test.echo')).toHaveLength(1);
    const r = runner();
    await r.start();
    await waitFor(() => runs.some((x) => x.job === 'test.echo'));
    await r.stop();
    expect(runs.filter((x) => x.job === 'test.echo')).toEqual([{ job: 'test.echo', payload: { n: 1 }, attempt: 1 }]);
    expect(await repo.pending('test.echo')).toHaveLength(0);
  });

  it('keeps one waiting job per key, with the last payload', async () => {
    runs.length = 0;
    await queue.enqueue('test.echo', { n: 1 }, { jobKey: 'k' });
    await queue.enqueue('test.echo', { n: 2 }, { jobKey: 'k' });
    expect(await repo.pending('test.echo')).toHaveLength(1);
    const r = runner();
    await r.start();
    await waitFor(() => runs.some((x) => x.job === 'test.echo'));
    await new Promise((res) => setTimeout(res, 50));
    await r.stop();
    expect(runs.filter((x) => x.job === 'test.echo').map((x) => x.payload)).toEqual([{ n: 2 }]);
  });

  it(
    'retries a failure after an exponential backoff, then leaves it failed when its tries are spent',
    { timeout: 90_000 },
    async () => {
      // Only this job's runs: a runner started here may also run the schedule's due minute (00:00, named by */5) when
      // no runner before it did, which depends on how far the earlier tests' runners got.
      const flaky = () => runs.filter((x) => x.job === 'test.flaky');
      runs.length = 0;
      failuresLeft = 1;
      await queue.enqueue('test.flaky', { id: 'a' }, { maxAttempts: 2 });
      const r = runner();
      await r.start();
      // The failure written back, not only the handler's run: the run is counted before the runner records it.
      const failedOnce = async () => (await repo.pending('test.flaky'))[0]?.lastError === 'not yet';
      await waitFor(failedOnce);
      expect(flaky()).toHaveLength(1);
      const [waiting] = await repo.pending('test.flaky');
      expect(waiting).toMatchObject({ attempts: 1, lastError: 'not yet', lockedAt: null });
      // e^1 seconds later, not before.
      expect(new Date(waiting!.runAt).getTime() - clock.now().getTime()).toBe(Math.round(Math.exp(1) * 1000));
      clock.set('2026-06-01T00:00:34.000Z');
      await waitFor(async () => flaky().length === 2 && (await repo.pending('test.flaky')).length === 0);
      await r.stop();
      expect(flaky().map((x) => x.attempt)).toEqual([1, 2]);
      expect(await repo.pending('test.flaky')).toHaveLength(0);

      runs.length = 0;
      failuresLeft = 5;
      await queue.enqueue('test.flaky', { id: 'b' }, { maxAttempts: 1 });
      const r2 = runner();
      await r2.start();
      await waitFor(failedOnce);
      await r2.stop();
      expect(flaky()).toHaveLength(1);
      expect(await repo.pending('test.flaky')).toMatchObject([{ attempts: 1, maxAttempts: 1, lastError: 'not yet' }]);
    },
  );

  it('runs each scheduled minute once across two runners, and only the minutes its pattern names', async () => {
    runs.length = 0;
    const a = runner();
    const b = runner();
    clock.set('2026-06-01T00:04:10.000Z');
    await Promise.all([a.enqueueDueSchedules(), b.enqueueDueSchedules()]);
    clock.set('2026-06-01T00:05:01.000Z');
    await Promise.all([a.enqueueDueSchedules(), b.enqueueDueSchedules(), a.enqueueDueSchedules()]);
    clock.set('2026-06-01T00:05:50.000Z');
    await Promise.all([a.enqueueDueSchedules(), b.enqueueDueSchedules()]);
    await Promise.all([a.start(), b.start()]);
    await waitFor(() => runs.some((x) => x.job === 'test.cron'));
    await new Promise((res) => setTimeout(res, 100));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs.filter((x) => x.job === 'test.cron')).toHaveLength(1);
  });

  it('takes over a job whose runner died holding it', async () => {
    runs.length = 0;
    await queue.enqueue('test.echo', { n: 3 });
    const [job] = await repo.pending('test.echo');
    const now = clock.now().toISOString();
    expect(await repo.claim(['test.echo'], 'dead-process', now, '1970-01-01T00:00:00.000Z')).toMatchObject({
      jobId: job!.jobId,
    });
    const r = runner();
    await r.start();
    await new Promise((res) => setTimeout(res, 100));
    expect(runs.filter((x) => x.job === 'test.echo')).toHaveLength(0);
    clock.set('2026-06-01T01:00:00.000Z');
    await waitFor(() => runs.some((x) => x.job === 'test.echo' && x.payload.n === 3));
    await r.stop();
  });
});
