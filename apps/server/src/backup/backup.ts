import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';
import type { ObjectStore } from '../lib/object-store.js';
import { createObjectStore } from '../lib/object-store.js';
import { deriveKeys, manifestMac, sha256OfFile, writeBackupFile } from './backup-cipher.js';
import type { BackupManifest, ManifestFile } from './manifest.js';
import { MANIFEST_FILE, MANIFEST_FORMAT, STORE_PREFIXES, serializeManifest } from './manifest.js';
import { pgTool, pgToolEnv } from './pg-tools.js';
import type { TableSummaries } from './table-checksums.js';
import { postgresTableSummaries, sqliteTableSummaries } from './table-checksums.js';

export type BackupConfig = Pick<Config, 'database' | 'dataDir' | 's3' | 'backup'>;

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
}

/**
 * `npm run backup`: a consistent copy of the database while the portal serves, then the files of the store beside
 * it, and a manifest. The database first: every file a row of the copy names was written before that row was
 * committed and is never changed afterwards (keys are random, files immutable), so copying the store afterwards
 * finds them all; files added meanwhile are copied too and do no harm.
 *
 * - SQLite: the online backup API (better-sqlite3's `backup()`, never a file copy of a live database), the rest of the
 *   database copied in one step after the first, so writers in other processes cannot keep restarting it; the counts
 *   and checksums are read from the copy.
 * - PostgreSQL: `pg_dump -Fc` of a snapshot exported by a repeatable-read transaction, and the counts and checksums
 *   read in that same transaction, so they describe exactly what the dump holds.
 */
export async function createBackup(
  config: BackupConfig,
  options: { dir?: string; now?: Date; store?: ObjectStore } = {},
): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const name = `onfan-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
  const dir = options.dir ?? path.join(config.backup.dir, name);
  await fsp.mkdir(path.dirname(dir), { recursive: true });
  await fsp.mkdir(dir, { mode: 0o700 });
  const salt = randomBytes(16);
  const keys = config.backup.key ? deriveKeys(config.backup.key, salt) : null;
  const suffix = keys ? '.enc' : '';

  const dbFile = config.database.kind === 'sqlite' ? `database.sqlite${suffix}` : `database.pgdump${suffix}`;
  const dbPath = path.join(dir, dbFile);
  const snapshot =
    config.database.kind === 'sqlite'
      ? await backupSqlite(config.database.file, dir, dbPath, keys?.file ?? null)
      : await backupPostgres(config, config.database.url, dbPath, keys?.file ?? null);

  const store = options.store ?? createObjectStore(config);
  const files: ManifestFile[] = [];
  await fsp.mkdir(path.join(dir, 'files'), { mode: 0o700 });
  for (const prefix of STORE_PREFIXES) {
    for await (const o of store.list(prefix)) {
      const object = await store.get(o.key);
      if (!object) continue; // removed since it was listed
      const file = path.join('files', ...o.key.split('/')) + suffix;
      const full = path.join(dir, file);
      await fsp.mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
      const plain = await writeBackupFile(object.stream, full, keys?.file ?? null);
      files.push({ key: o.key, file, ...plain, stored: await sha256OfFile(full) });
    }
  }
  files.sort((a, b) => a.key.localeCompare(b.key));

  const manifest: BackupManifest = {
    format: MANIFEST_FORMAT,
    createdAt: now.toISOString(),
    schema: { migrations: snapshot.migrations },
    database: {
      kind: config.database.kind,
      file: dbFile,
      ...snapshot.plain,
      stored: await sha256OfFile(dbPath),
    },
    tables: snapshot.tables,
    files,
    encryption: keys
      ? { algorithm: 'aes-256-gcm', kdf: 'hkdf-sha256', salt: salt.toString('hex'), keyId: keys.keyId }
      : null,
  };
  const body = serializeManifest(manifest);
  const signed = keys ? { ...manifest, mac: manifestMac(keys, body) } : manifest;
  await fsp.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(signed, null, 2)}\n`, { mode: 0o600 });
  return { dir, manifest };
}

interface Snapshot {
  migrations: string[];
  tables: TableSummaries;
  plain: { bytes: number; sha256: string };
}

function migrationsOf(rows: { name: string }[]): string[] {
  return rows.map((r) => r.name).sort();
}

async function backupSqlite(file: string, dir: string, dbPath: string, key: Buffer | null): Promise<Snapshot> {
  if (!fs.existsSync(file)) throw new Error(`데이터베이스 파일이 없습니다: ${file}`);
  const copy = path.join(dir, `.database-${randomBytes(4).toString('hex')}.sqlite`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // The first step copies 100 pages; the next one the rest at once (a step reads one consistent snapshot, and a
    // write by another connection between steps restarts the copy).
    await source.backup(copy, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    source.close();
  }
  try {
    fs.chmodSync(copy, 0o600);
    const db = new SQLite(copy, { readonly: true, fileMustExist: true });
    let tables: TableSummaries;
    let migrations: string[];
    try {
      const check = db.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`백업한 데이터베이스가 온전하지 않습니다: ${String(check)}`);
      tables = sqliteTableSummaries(db);
      migrations = migrationsOf(db.prepare('select name from kysely_migration').all() as { name: string }[]);
    } finally {
      db.close();
    }
    const plain = await writeBackupFile(fs.createReadStream(copy), dbPath, key);
    return { migrations, tables, plain };
  } finally {
    await fsp.rm(copy, { force: true });
  }
}

async function backupPostgres(
  config: BackupConfig,
  url: string,
  dbPath: string,
  key: Buffer | null,
): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const dump = spawn(
      pgTool(config.backup.pgBinDir, 'pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0]!.snapshot}`],
      { env: pgToolEnv(url), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    dump.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number>((resolve, reject) => {
      dump.on('error', reject);
      dump.on('close', (code) => resolve(code ?? 1));
    });
    const [plain, tables, migrations] = await Promise.all([
      writeBackupFile(dump.stdout, dbPath, key),
      postgresTableSummaries(client),
      client.query<{ name: string }>('select name from kysely_migration').then((r) => migrationsOf(r.rows)),
    ]);
    const code = await exited;
    if (code !== 0) throw new Error(`pg_dump이 실패했습니다 (${code}): ${stderr.trim()}`);
    await client.query('commit');
    return { migrations, tables, plain };
  } finally {
    await client.end();
  }
}
