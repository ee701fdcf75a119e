import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDatabase } from '../db/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's data directory (uploads, the seeds' attachments): DATA_DIR of every test process (setup.ts). */
    testDataDir: string;
    /** On PostgreSQL: the migrated and seeded databases every test file's database is copied from (test-db.ts). */
    pgTemplates: { demo: string; bare: string } | null;
  }
}

/**
 * Makes the run's data directory, where the seeds put their attachments and the test apps their uploads; the test
 * processes take it as DATA_DIR (setup.ts).
 *
 * On the PostgreSQL run (TEST_PG_URL, set by scripts/with-postgres.mjs), also migrates and seeds two template
 * databases once, with and without the demo content. Each test file then gets its own database as a copy of one
 * (`create database … template …`), which takes a fraction of migrating and seeding it again. SQLite files migrate
 * their in-memory database themselves: that is already quick.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-test-'));
  process.env.DATA_DIR = dataDir;
  project.provide('testDataDir', dataDir);
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const admin = process.env.TEST_PG_URL;
  if (!admin) {
    project.provide('pgTemplates', null);
    return removeDataDir;
  }
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
        await seedDatabase(database, { demo: kind === 'demo' });
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
