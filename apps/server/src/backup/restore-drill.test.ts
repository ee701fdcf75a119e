import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { openDatabase } from '../db/database.js';
import { call, login } from '../domains/auth/auth.testkit.js';
import { approvedMember, roomIdOf, rsvtBody } from '../domains/studio/studio.testkit.js';
import { PNG, uploadOne } from '../domains/upload/upload.testkit.js';
import { fixedClock } from '../lib/clock.js';
import { testConfig } from '../test/test-db.js';
import { createBackup } from './backup.js';
import { deriveKeys, manifestMac } from './backup-cipher.js';
import type { BackupManifest } from './manifest.js';
import { MANIFEST_FILE, serializeManifest } from './manifest.js';
import { readManifest, RestoreRefused, restoreBackup } from './restore.js';
import type { TableSummaries } from './table-checksums.js';
import { postgresTableSummaries, sqliteTableSummaries } from './table-checksums.js';

/**
 * The restore drill (issue 43), on the database of the run (SQLite, or PostgreSQL under scripts/with-postgres.mjs):
 * a seeded portal takes bookings and posts under a small load while `npm run backup`'s code copies it; the database
 * and the file store are wiped; `npm run restore`'s code brings the backup back; then every row acknowledged before
 * the backup began is there, the counts and checksums match the manifest, and the uploaded files open.
 */
const admin = process.env.TEST_PG_URL;
const KEY = 'restore-drill-backup-key-0123456789abcdef';
// 2025-10-01 00:30 in Seoul: room A takes bookings from 2 October (3 and 5-9 October are holidays).
const clock = fixedClock('2025-09-30T15:30:00Z');
const DAYS = ['20251002', '20251004', ...Array.from({ length: 22 }, (_, i) => `202510${String(10 + i)}`)];
const HOURS = Array.from({ length: 13 }, (_, i) => `${String(9 + i).padStart(2, '0')}00`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-drill-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function pgAdmin(sqlText: string): Promise<void> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(sqlText);
  } finally {
    await c.end();
  }
}

function pgUrl(name: string): string {
  const u = new URL(admin!);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The source database: a copy of the run's seeded template, as a file (SQLite) or a database of its own. */
async function sourceDatabase(dataDir: string): Promise<Config['database']> {
  if (admin) {
    const name = `drill_src_${randomBytes(4).toString('hex')}`;
    await pgAdmin(`create database ${name} template ${inject('pgTemplates')!.demo}`);
    return { kind: 'postgres', url: pgUrl(name) };
  }
  const file = path.join(dataDir, 'onfan.sqlite');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(inject('sqliteTemplates')!.demo, file);
  return { kind: 'sqlite', file };
}

async function summariesOf(database: Config['database']): Promise<TableSummaries> {
  if (database.kind === 'sqlite') {
    const db = new SQLite(database.file, { readonly: true });
    try {
      return sqliteTableSummaries(db);
    } finally {
      db.close();
    }
  }
  const c = new pg.Client({ connectionString: database.url });
  await c.connect();
  try {
    return await postgresTableSummaries(c);
  } finally {
    await c.end();
  }
}

describe(`restore drill (${admin ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('backs up under load, restores into an empty database and store, and loses nothing acknowledged', async () => {
    const started = Date.now();
    const dataDir = path.join(work, 'data');
    const source = await sourceDatabase(dataDir);
    const base = testConfig();
    const config = testConfig({
      dataDir,
      database: source,
      backup: { dir: path.join(work, 'backups'), key: KEY, pgBinDir: null },
      routeLimits: { ...base.routeLimits, upload: 10_000 },
    });
    let database: Database = openDatabase(source);
    const app = await buildApp({ config, database, clock });
    await app.ready();

    // Seed: a member who may book, their uploads (an image pages show), one post with it.
    const member = await approvedMember(app, database);
    const writer = await login(app, 'demo-member');
    const images: { key: string; bytes: Buffer }[] = [];
    for (let i = 0; i < 3; i++) {
      const bytes = Buffer.concat([PNG, Buffer.from(`drill image ${i}`)]);
      const up = await uploadOne(app, member.token, bytes);
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      images.push({ key: String(up.body.filePath).split('/').pop()!, bytes });
    }
    const roomA = await roomIdOf(database, '라이브룸 A');

    // A small load: posts and bookings, each acknowledged (200) one after another.
    const acked: { kind: 'post' | 'rsvt'; id: number }[] = [];
    let stop = false;
    let slot = 0;
    const posts = (async () => {
      for (let n = 0; !stop; n++) {
        const res = await call(app, 'POST', '/v1/app/community/sb', {
          token: writer,
          body: { comunCtgrDcd: '1007002', comunBltartclTit: `복원 훈련 ${n}`, comunBltartclCn: `<p>본문 ${n}</p>` },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        acked.push({ kind: 'post', id: res.body.comunBltartclId as number });
        await new Promise((r) => setTimeout(r, 3));
      }
    })();
    const bookings = (async () => {
      while (!stop && slot < DAYS.length * HOURS.length) {
        const i = slot++;
        const day = DAYS[Math.floor(i / HOURS.length)]!;
        const hour = HOURS[i % HOURS.length]!;
        const end = `${String(Number(hour.slice(0, 2)) + 1).padStart(2, '0')}00`;
        const res = await call(app, 'POST', `/v1/app/studio/room/${roomA}/rsvt`, {
          token: member.token,
          body: rsvtBody({ rsvtYmd: day, rsvtBgngHhmm: hour, rsvtEndHhmm: end }),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        acked.push({ kind: 'rsvt', id: res.body.rsvtId as number });
        await new Promise((r) => setTimeout(r, 3));
      }
    })();
    while (acked.filter((a) => a.kind === 'rsvt').length < 10 || acked.filter((a) => a.kind === 'post').length < 10) {
      await new Promise((r) => setTimeout(r, 10));
    }

    const ackedBefore = [...acked];
    const backupStarted = Date.now();
    const { dir, manifest } = await createBackup(config, { now: clock.now() });
    const backupMs = Date.now() - backupStarted;
    const duringBackup = acked.length - ackedBefore.length;
    stop = true;
    await Promise.all([posts, bookings]);
    const totalAcked = acked.length;
    await app.close();
    await database.close();

    expect(manifest.encryption?.algorithm).toBe('aes-256-gcm');
    expect(manifest.schema.migrations).toContain('20261202T0900-upload');
    expect(manifest.files.map((f) => f.key)).toEqual(
      expect.arrayContaining(images.map((i) => `uploads/${i.key.slice(0, 2)}/${i.key}`)),
    );
    // Nothing readable in the backup without the key.
    const dbBytes = fs.readFileSync(path.join(dir, manifest.database.file));
    expect(dbBytes.includes(Buffer.from('복원 훈련'))).toBe(false);
    expect(dbBytes.includes(Buffer.from('SQLite format 3'))).toBe(false);

    // Wipe: the database and every stored file.
    let target: Config['database'];
    if (source.kind === 'sqlite') {
      fs.rmSync(dataDir, { recursive: true, force: true });
      target = source;
    } else {
      await pgAdmin(`drop database ${new URL(source.url).pathname.slice(1)} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      const name = `drill_dst_${randomBytes(4).toString('hex')}`;
      await pgAdmin(
        `create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
      );
      target = { kind: 'postgres', url: pgUrl(name) };
      afterAll(() => pgAdmin(`drop database if exists ${name} with (force)`));
    }
    const restoreConfig: Config = { ...config, database: target };

    const restoreStarted = Date.now();
    const result = await restoreBackup(restoreConfig, dir);
    const restoreMs = Date.now() - restoreStarted;
    expect(result.migrated).toEqual([]);
    expect(result.files).toBe(manifest.files.length);

    // Counts and checksums of every table, recomputed here, are the manifest's.
    expect(await summariesOf(target)).toEqual(manifest.tables);
    database = openDatabase(target);
    const restored = await buildApp({ config: restoreConfig, database, clock });
    await restored.ready();
    try {
      // Every row acknowledged before the backup began is there.
      const postIds = ackedBefore.filter((a) => a.kind === 'post').map((a) => a.id);
      const rsvtIds = ackedBefore.filter((a) => a.kind === 'rsvt').map((a) => a.id);
      const foundPosts = await database.db
        .selectFrom('comunBltartcl')
        .select('comunBltartclId')
        .where('comunBltartclId', 'in', postIds)
        .execute();
      const foundRsvts = await database.db.selectFrom('rsvt').select('rsvtId').where('rsvtId', 'in', rsvtIds).execute();
      expect(foundPosts.length).toBe(postIds.length);
      expect(foundRsvts.length).toBe(rsvtIds.length);
      const postCount = await database.db
        .selectFrom('comunBltartcl')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(postCount.n)).toBe(manifest.tables['comun_bltartcl']!.rows);

      // The uploaded files open, byte for byte, where pages load them.
      for (const image of images) {
        const res = await restored.inject({ method: 'GET', url: `/files/${image.key}` });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(image.bytes)).toBe(true);
      }
      // The restored portal works: the member logs in and sees their bookings.
      const again = await login(restored, member.lgnId, member.password);
      const mine = await call(restored, 'GET', '/v1/app/studio/rsvts', { token: again });
      expect(mine.status).toBe(200);
    } finally {
      await restored.close();
      await database.close();
    }

    // A second restore over the restored data is refused before anything is written.
    await expect(restoreBackup(restoreConfig, dir)).rejects.toThrow(RestoreRefused);

    console.info(
      `restore drill (${source.kind}): ${ackedBefore.length} writes acknowledged before the backup, ${duringBackup} during it, ` +
        `${totalAcked} in all; backup ${backupMs} ms (${manifest.files.length} files), restore ${restoreMs} ms, ` +
        `whole drill ${Date.now() - started} ms`,
    );
  });

  it('refuses a backup from a newer schema, a backup altered after it was made, and a wrong key', async () => {
    const dir = path.join(work, 'refusals');
    const manifest: BackupManifest = {
      format: 'onfan-backup/1',
      createdAt: new Date().toISOString(),
      schema: { migrations: ['0001-foundation', '20991231T2359-future'] },
      database: { kind: 'sqlite', file: 'database.sqlite.enc', bytes: 0, sha256: '', stored: '' },
      tables: {},
      files: [],
      encryption: { algorithm: 'aes-256-gcm', kdf: 'hkdf-sha256', salt: '00'.repeat(16), keyId: '' },
    };
    const keys = deriveKeys(KEY, Buffer.alloc(16));
    manifest.encryption!.keyId = keys.keyId;
    const write = async (m: BackupManifest) => {
      await fsp.mkdir(dir, { recursive: true });
      await fsp.writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(m));
    };
    await write({ ...manifest, mac: manifestMac(keys, serializeManifest(manifest)) });
    await expect(readManifest(dir, KEY)).rejects.toThrow(
      '이 백업은 이 포털보다 새로운 스키마에서 만들어졌습니다 (이 버전에 없는 마이그레이션: 20991231T2359-future)',
    );
    // The same manifest with its schema edited to pass: its MAC no longer matches.
    await write({
      ...manifest,
      schema: { migrations: ['0001-foundation'] },
      mac: manifestMac(keys, serializeManifest(manifest)),
    });
    await expect(readManifest(dir, KEY)).rejects.toThrow('백업 목록이 변조되었거나 손상되었습니다');
    await expect(readManifest(dir, 'another-key-of-at-least-thirty-two-chars')).rejects.toThrow(
      'BACKUP_KEY가 이 백업을 암호화한 키와 다릅니다.',
    );
    await expect(readManifest(dir, null)).rejects.toThrow('암호화된 백업입니다');
  });
});
