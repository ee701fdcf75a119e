import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { findPgBin } from '../../../../scripts/with-postgres.mjs';
import { buildApp } from '../app.js';
import { testConfig } from '../test/test-db.js';
import type { Database } from './database.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedDatabase } from './seed.js';

/**
 * The portal outlives its database: backends terminated under it, a stopped cluster, a cluster started again. This
 * file runs its own throwaway PostgreSQL cluster (it has to stop and start it), so it needs PostgreSQL's server
 * binaries and is skipped without them.
 */

const execFileAsync = promisify(execFile);
const PG_BIN = (findPgBin as () => string | null)();
const IS_ROOT = process.getuid?.() === 0;
const API = '/v1/app/notice/notice2/ntcs';

/** A PostgreSQL command line, run as the postgres user when we are root (initdb and pg_ctl refuse root). */
function pgCommand(bin: string, args: string[]): [string, string[]] {
  const file = path.join(PG_BIN ?? '', bin);
  return IS_ROOT ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

async function runPg(bin: string, args: string[]): Promise<void> {
  const [cmd, argv] = pgCommand(bin, args);
  await execFileAsync(cmd, argv, { timeout: 60_000 });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A cluster in its own temporary directory on a free loopback port, that the test can stop and start again. */
class Cluster {
  readonly dataDir: string;
  private watchdog: number | undefined;

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.dataDir = path.join(dir, 'data');
  }

  static async create(): Promise<Cluster> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-pgfault-'));
    fs.chmodSync(dir, 0o755);
    const cluster = new Cluster(dir, await freePort());
    // Whatever happens to this process (a crash, a kill), the watchdog stops the cluster and removes its directory
    // once the process is gone, so a failing run never leaves a postgres behind.
    const [stopCmd, stopArgs] = pgCommand('pg_ctl', ['stop', '-D', cluster.dataDir, '-m', 'immediate']);
    const script =
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ` +
      `${[stopCmd, ...stopArgs].map(quote).join(' ')} >/dev/null 2>&1; rm -rf ${quote(dir)}`;
    const watchdog = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
    watchdog.unref();
    cluster.watchdog = watchdog.pid;
    try {
      fs.mkdirSync(cluster.dataDir, { mode: 0o700 });
      if (IS_ROOT) await execFileAsync('chown', ['-R', 'postgres:postgres', dir]);
      await runPg('initdb', [
        '-D',
        cluster.dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--locale=C.UTF-8',
        '-E',
        'UTF8',
        '--no-sync',
      ]);
      await cluster.start();
    } catch (err) {
      await cluster.destroy();
      throw err;
    }
    return cluster;
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      '-h 127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    await runPg('pg_ctl', [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'log'),
      '-o',
      options,
    ]);
  }

  /** `pg_ctl stop`: fast closes every session (what a restart does), immediate is for cleaning up. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await runPg('pg_ctl', ['stop', '-w', '-t', '60', '-D', this.dataDir, '-m', mode]);
  }

  async destroy(): Promise<void> {
    if (fs.existsSync(path.join(this.dataDir, 'postmaster.pid'))) {
      await this.stop('immediate').catch(() => undefined);
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
    if (this.watchdog) {
      try {
        process.kill(-this.watchdog, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  }

  /** One statement on the cluster's admin database, on a connection of its own. */
  async admin<R extends object>(text: string, values: unknown[] = []): Promise<R[]> {
    const client = new pg.Client({ connectionString: this.url('postgres') });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  }
}

/** Polls `check` until it is true, at most `limitMs`; answers the time it took. */
async function until(check: () => Promise<boolean>, limitMs: number, what: string): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    if (await check()) return Date.now() - t0;
    if (Date.now() - t0 > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// It starts a cluster of its own; `npm test` runs it once, in the PostgreSQL run of the server suite.
describe.skipIf(!PG_BIN || !process.env.TEST_PG_URL)(
  'PostgreSQL stopped, restarted and its backends terminated under the portal',
  () => {
    const DB_NAME = 'onfan_fault';
    let cluster: Cluster | undefined;
    let database: Database | undefined;
    let app: FastifyInstance;
    const warnings: unknown[] = [];
    // What would have ended the portal: an 'error' event nobody listens to, a rejection nobody handles.
    const fatal: string[] = [];
    const onFatal = (err: unknown) => fatal.push(err instanceof Error ? err.message : String(err));

    const call = (url = API) => app.inject({ method: 'GET', url });
    const ok = async () => (await call()).statusCode === 200;
    const backends = async () =>
      Number(
        (
          await cluster!.admin<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [
            DB_NAME,
          ])
        )[0]!.n,
      );
    const terminateAll = () =>
      cluster!.admin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [DB_NAME]);

    beforeAll(async () => {
      process.on('uncaughtException', onFatal);
      process.on('unhandledRejection', onFatal);
      cluster = await Cluster.create();
      await cluster.admin(`create database ${DB_NAME} template template0 encoding 'UTF8'`);
      database = openDatabase(
        { kind: 'postgres', url: cluster.url(DB_NAME) },
        { log: { warn: (obj: object) => warnings.push(obj) } },
      );
      await migrateToLatest(database);
      await seedDatabase(database, { demo: true });
      app = await buildApp({ config: testConfig(), database });
      await app.ready();
    }, 120_000);

    // Each test answers for what happens during it.
    beforeEach(() => {
      fatal.length = 0;
    });

    afterAll(async () => {
      try {
        await app?.close();
        await database?.close();
      } finally {
        await cluster?.destroy();
        process.off('uncaughtException', onFatal);
        process.off('unhandledRejection', onFatal);
      }
    }, 60_000);

    it('survives its pooled connections being terminated, idle and in use', async () => {
      // Fill the pool, then terminate its idle connections.
      const warm = await Promise.all(Array.from({ length: 12 }, () => call()));
      expect(warm.map((r) => r.statusCode)).toEqual(warm.map(() => 200));
      expect(await backends()).toBeGreaterThan(1);
      await terminateAll();
      await until(async () => (await backends()) === 0, 10_000, 'the terminated backends leave');
      await until(async () => warnings.length + fatal.length > 0, 5_000, 'the pool notices the lost connections');
      expect(fatal).toEqual([]);
      expect(warnings.length).toBeGreaterThan(0);

      // A connection checked out of the pool (as in a transaction, between two statements) whose backend goes away.
      await database!.db.connection().execute(async (conn) => {
        await sql`select 1`.execute(conn);
        await terminateAll();
        await until(async () => (await backends()) === 0, 10_000, 'the terminated backend leaves');
        await expect(sql`select 1`.execute(conn)).rejects.toThrow();
      });
      expect(fatal).toEqual([]);
      await until(ok, 10_000, 'a request succeeds after the terminations');

      // Terminate them again and again while requests run: a request may fail with the 503 envelope (the database
      // went away under it), none hangs and none is a 500.
      for (let round = 0; round < 5; round++) {
        const [answers] = await Promise.all([Promise.all(Array.from({ length: 10 }, () => call())), terminateAll()]);
        for (const r of answers) {
          expect([200, 503], r.payload).toContain(r.statusCode);
          if (r.statusCode === 503) {
            expect(r.json()).toEqual({ number: 503, message: COMMON_MESSAGES.serviceUnavailable });
            expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
          }
        }
      }

      // Later requests answer 200 on new connections, without restarting anything.
      await until(ok, 10_000, 'a request succeeds after the terminations');
      const after = await Promise.all(Array.from({ length: 10 }, () => call()));
      expect(after.map((r) => r.statusCode)).toEqual(after.map(() => 200));
      expect(fatal).toEqual([]);
    });

    it('answers 503 at /readyz and in the API while the database is down, and recovers when it is back', async () => {
      await call(); // a pooled connection that the stop will close under us
      await cluster!.stop('fast');

      let t0 = Date.now();
      const ready = await call('/readyz');
      const readyMs = Date.now() - t0;
      expect(ready.statusCode).toBe(503);
      expect(readyMs).toBeLessThan(2_000);

      t0 = Date.now();
      const down = await call();
      const downMs = Date.now() - t0;
      expect(down.statusCode).toBe(503);
      expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
      expect(down.json()).toEqual({ number: 503, message: COMMON_MESSAGES.serviceUnavailable });
      expect(down.payload).not.toMatch(/stack|ECONNREFUSED|127\.0\.0\.1|node_modules|\bat /);
      expect(downMs).toBeLessThan(6_000);

      await cluster!.start();
      const readyAgainMs = await until(async () => (await call('/readyz')).statusCode === 200, 15_000, '/readyz 200');
      const apiAgainMs = readyAgainMs + (await until(ok, 15_000, 'the API answers 200 again'));
      expect(apiAgainMs).toBeLessThan(5_000);
      console.info(
        `database down: /readyz ${ready.statusCode} in ${readyMs} ms, API ${down.statusCode} in ${downMs} ms; ` +
          `after the restart: /readyz 200 in ${readyAgainMs} ms, API 200 in ${apiAgainMs} ms`,
      );
      expect(fatal).toEqual([]);
    });
  },
);

describe('a database that accepts connections and never answers', () => {
  it('ping answers false within its timeout', async () => {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((s) => {
      sockets.add(s);
      s.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const database = openDatabase({ kind: 'postgres', url: `postgres://nobody@127.0.0.1:${port}/nothing` });
    try {
      const t0 = Date.now();
      expect(await database.ping(300)).toBe(false);
      const ms = Date.now() - t0;
      expect(ms).toBeGreaterThanOrEqual(250);
      expect(ms).toBeLessThan(1_500);
    } finally {
      // Hang up on the waiting connection so the pool can close at once.
      for (const s of sockets) s.destroy();
      await database.close();
      await new Promise((r) => server.close(r));
    }
  });

  it('SQLite answers its ping', async () => {
    const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      expect(await database.ping(100)).toBe(true);
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
