import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { registerTestDatabase } from '../domains/auth/auth.testkit.js';
import type { Config } from '../config.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { openDatabase } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { JobQueue } from '../jobs/job-queue.js';

/**
 * A freshly migrated database for one test file, copied from the migrated and seeded template the global setup
 * made: in-memory SQLite by default, or a new database on the PostgreSQL cluster named by TEST_PG_URL (set by
 * scripts/with-postgres.mjs). Closed and dropped after the file's tests.
 */
export async function createTestDatabase(
  options: { demo?: boolean; onQuery?: (sql: string) => void } = { demo: true },
): Promise<Database> {
  const admin = process.env.TEST_PG_URL;
  const demo = options.demo ?? true;
  if (admin) {
    // A copy of the template the server project's global setup migrated and seeded once (global-setup.ts).
    const templates = inject('pgTemplates');
    if (!templates) throw new Error('the PostgreSQL templates are missing: the server global setup did not run');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name} template ${demo ? templates.demo : templates.bare}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const database = openDatabase(
      { kind: 'postgres', url: url.toString() },
      options.onQuery ? { onQuery: options.onQuery } : {},
    );
    afterAll(async () => {
      await database.close();
      await dropDatabase(admin, name);
    });
    return database;
  }
  const database = openDatabase(
    { kind: 'sqlite', file: ':memory:' },
    { sqliteImage: sqliteTemplate(demo), ...(options.onQuery ? { onQuery: options.onQuery } : {}) },
  );
  afterAll(() => database.close());
  return database;
}

/**
 * An empty database, no migration run: in-memory SQLite, or a new database on TEST_PG_URL's cluster (made as the
 * global setup makes its templates). Closed and dropped after the file's tests.
 */
export async function createEmptyDatabase(): Promise<Database> {
  const admin = process.env.TEST_PG_URL;
  if (!admin) {
    const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    afterAll(() => database.close());
    return database;
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(
    `create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
  );
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString() });
  afterAll(async () => {
    await database.close();
    await dropDatabase(admin, name);
  });
  return database;
}

const sqliteImages = new Map<boolean, Buffer>();

/** The bytes of the SQLite template the global setup migrated and seeded (read once per test process). */
function sqliteTemplate(demo: boolean): Buffer {
  let image = sqliteImages.get(demo);
  if (!image) {
    const templates = inject('sqliteTemplates');
    if (!templates) throw new Error('the SQLite templates are missing: the server global setup did not run');
    image = fs.readFileSync(demo ? templates.demo : templates.bare);
    sqliteImages.set(demo, image);
  }
  return image;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: inject('testDataDir') });
  return { ...base, webDistDir: '/nonexistent', rateLimitPerMinute: 100000, ...overrides };
}

/**
 * An app on a fresh test database, or on `database` (another app's): two apps on one database are two server
 * processes sharing it (message events across processes).
 */
export async function createTestApp(
  options: { demo?: boolean; clock?: Clock; config?: Partial<Config>; database?: Database; queue?: JobQueue } = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = options.database ?? (await createTestDatabase({ demo: options.demo ?? true }));
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.queue ? { queue: options.queue } : {}),
  });
  // A test may close its app itself (to see what closing does); closing twice would never finish.
  let closed = false;
  app.addHook('onClose', (_instance, done) => {
    closed = true;
    done();
  });
  await app.ready();
  afterAll(() => (closed ? undefined : app.close()));
  registerTestDatabase(app, database);
  return { app, database };
}

/**
 * Drops a test database once its pool has closed. `with (force)` would kill backends whose clients are still saying
 * goodbye, and pg reports that as an unhandled FATAL (57P01) in the test run; so wait for them to leave first.
 */
async function dropDatabase(admin: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if ((rows[0] as { n: number }).n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await c.query(`drop database if exists ${name} with (force)`);
  } finally {
    await c.end();
  }
}
