import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDatabase } from '../db/seed.js';
import { loadConfig } from '../config.js';

/** The key the test apps seal second-factor secrets with (testConfig's). */
const TEST_SECOND_FACTOR_KEY = loadConfig({ NODE_ENV: 'test' }).secondFactor.key;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's data directory (uploads, the seeds' attachments): DATA_DIR of every test process (setup.ts). */
    testDataDir: string;
    /** On PostgreSQL: the migrated and seeded databases every test file's database is copied from (test-db.ts). */
    pgTemplates: { demo: string; bare: string } | null;
    /** On SQLite: the files of the migrated and seeded databases every test file's database starts from (test-db.ts). */
    sqliteTemplates: { demo: string; bare: string } | null;
  }
}

/**
 * Makes the run's data directory, where the seeds put their attachments and the test apps their uploads; the test
 * processes take it as DATA_DIR (setup.ts).
 *
 * Also migrates and seeds two template databases once, with and without the demo content, and each test file's
 * database starts as a copy of one, which takes a fraction of migrating and seeding it again (about 0.7 s a file on
 * SQLite): on the PostgreSQL run (TEST_PG_URL, set by scripts/with-postgres.mjs) with `create database … template …`,
 * on SQLite by opening an in-memory database from the template file's bytes.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-test-'));
  process.env.DATA_DIR = dataDir;
  project.provide('testDataDir', dataDir);
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const admin = process.env.TEST_PG_URL;
  if (!admin) {
    const files = {
      demo: path.join(dataDir, 'template-demo.sqlite'),
      bare: path.join(dataDir, 'template-bare.sqlite'),
    };
    for (const [kind, file] of Object.entries(files)) {
      const database = openDatabase({ kind: 'sqlite', file });
      try {
        await migrateToLatest(database);
        await seedDatabase(database, { demo: kind === 'demo', secondFactorKey: TEST_SECOND_FACTOR_KEY });
        // An image in WAL mode cannot be opened in memory: the template's header says rollback journal.
        await sql`pragma journal_mode = delete`.execute(database.db);
      } finally {
        await database.close();
      }
    }
    project.provide('pgTemplates', null);
    project.provide('sqliteTemplates', files);
    return removeDataDir;
  }
  project.provide('sqliteTemplates', null);
  const suffix = randomBytes(4).toString('hex');
  const templates = { demo: `tmpl_demo_${suffix}`, bare: `tmpl_bare_${suffix}` };
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    for (const [kind, name] of Object.entries(templates)) {
      await client.query(
        `create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
      );
      const url = new URL(admin);
      url.pathname = `/${name}`;
      const database = openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await migrateToLatest(database);
        await seedDatabase(database, { demo: kind === 'demo', secondFactorKey: TEST_SECOND_FACTOR_KEY });
      } finally {
        await database.close();
      }
    }
  } finally {
    await client.end();
  }
  project.provide('pgTemplates', templates);
  return async () => {
    removeDataDir();
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      for (const name of Object.values(templates)) await c.query(`drop database if exists ${name} with (force)`);
    } finally {
      await c.end();
    }
  };
}
