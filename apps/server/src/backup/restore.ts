import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { MIGRATION_NAMES, migrateToLatest } from '../db/migrate.js';
import type { ObjectStore } from '../lib/object-store.js';
import { createObjectStore } from '../lib/object-store.js';
import type { BackupConfig } from './backup.js';
import { deriveKeys, manifestMac, readBackupFile, sha256OfFile } from './backup-cipher.js';
import type { BackupManifest } from './manifest.js';
import { MANIFEST_FILE, MANIFEST_FORMAT, STORE_PREFIXES, serializeManifest } from './manifest.js';
import { pgTool, pgToolEnv } from './pg-tools.js';
import type { TableSummaries } from './table-checksums.js';
import { postgresTableSummaries, sqliteTableSummaries, summaryDifferences } from './table-checksums.js';

/** A restore refused before anything was written (a newer schema, a damaged backup, a target that is not empty …). */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  tables: number;
  rows: number;
  files: number;
  /** Migrations run after the restore (a backup of an older schema is brought up to this build's). */
  migrated: string[];
}

/** Reads and checks a backup's manifest: its format, its MAC (encrypted backups), and that this build knows its schema. */
export async function readManifest(dir: string, secret: string | null): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused(`백업 목록(${MANIFEST_FILE})을 읽을 수 없습니다: ${dir}`);
  }
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new RestoreRefused(`알 수 없는 백업 형식입니다: ${String(manifest.format)}`);
  }
  if (manifest.encryption) {
    if (!secret) throw new RestoreRefused('암호화된 백업입니다. 백업할 때의 BACKUP_KEY를 설정한 뒤 복원하세요.');
    const keys = deriveKeys(secret, Buffer.from(manifest.encryption.salt, 'hex'));
    if (keys.keyId !== manifest.encryption.keyId) {
      throw new RestoreRefused('BACKUP_KEY가 이 백업을 암호화한 키와 다릅니다.');
    }
    if (manifest.mac !== manifestMac(keys, serializeManifest(manifest))) {
      throw new RestoreRefused('백업 목록이 변조되었거나 손상되었습니다 (인증 코드 불일치).');
    }
  }
  const unknown = manifest.schema.migrations.filter((m) => !MIGRATION_NAMES.includes(m));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `이 백업은 이 포털보다 새로운 스키마에서 만들어졌습니다 (이 버전에 없는 마이그레이션: ${unknown.join(', ')}). ` +
        '백업을 만든 버전 이상의 포털을 설치한 뒤 복원하세요.',
    );
  }
  return manifest;
}

/**
 * `npm run restore <backup>`: into an empty data folder (SQLite) or an empty database (PostgreSQL) and an empty file
 * store. Checks the manifest and every file's checksum first, restores the database, compares each table's row
 * count and checksum with the manifest, puts the files back (each checked again after decryption), and finally runs
 * the migrations this build has that the backup did not.
 */
export async function restoreBackup(
  config: BackupConfig,
  dir: string,
  options: { store?: ObjectStore } = {},
): Promise<RestoreResult> {
  const manifest = await readManifest(dir, config.backup.key);
  if (manifest.database.kind !== config.database.kind) {
    const names = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
    throw new RestoreRefused(
      `${names[manifest.database.kind]} 백업은 ${names[config.database.kind]} 데이터베이스로 복원할 수 없습니다.`,
    );
  }
  const keys = manifest.encryption
    ? deriveKeys(config.backup.key!, Buffer.from(manifest.encryption.salt, 'hex'))
    : null;
  const key = keys?.file ?? null;

  // Every file as stored, before anything is written.
  const dbPath = path.join(dir, manifest.database.file);
  if (!fs.existsSync(dbPath) || (await sha256OfFile(dbPath)) !== manifest.database.stored) {
    throw new RestoreRefused(`데이터베이스 백업 파일이 없거나 손상되었습니다: ${manifest.database.file}`);
  }
  for (const f of manifest.files) {
    const full = path.join(dir, f.file);
    if (!fs.existsSync(full) || (await sha256OfFile(full)) !== f.stored) {
      throw new RestoreRefused(`백업 파일이 없거나 손상되었습니다: ${f.file}`);
    }
  }

  const store = options.store ?? createObjectStore(config);
  for (const prefix of STORE_PREFIXES) {
    for await (const o of store.list(prefix)) {
      throw new RestoreRefused(`파일 저장소가 비어 있지 않습니다 (${o.key}). 빈 저장소로만 복원할 수 있습니다.`);
    }
  }

  let tables: TableSummaries;
  if (config.database.kind === 'sqlite') {
    tables = await restoreSqlite(config.database.file, dbPath, key, manifest);
  } else {
    tables = await restorePostgres(config, config.database.url, dbPath, key, manifest);
  }
  const differences = summaryDifferences(manifest.tables, tables);
  if (differences.length > 0) {
    throw new Error(`복원된 데이터가 백업 목록과 다릅니다:\n${differences.join('\n')}`);
  }

  for (const f of manifest.files) {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
    });
    const plain = await readBackupFile(path.join(dir, f.file), key, sink);
    if (plain.sha256 !== f.sha256) throw new Error(`복원한 파일의 체크섬이 다릅니다: ${f.key}`);
    await store.put(f.key, Buffer.concat(chunks));
  }

  const database = openDatabase(config.database);
  let migrated: string[];
  try {
    migrated = await migrateToLatest(database);
  } finally {
    await database.close();
  }
  return {
    tables: Object.keys(tables).length,
    rows: Object.values(tables).reduce((n, t) => n + t.rows, 0),
    files: manifest.files.length,
    migrated,
  };
}

async function restoreSqlite(
  file: string,
  dbPath: string,
  key: Buffer | null,
  manifest: BackupManifest,
): Promise<TableSummaries> {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(f)) {
      throw new RestoreRefused(`데이터 폴더가 비어 있지 않습니다 (${f}). 빈 데이터 폴더로만 복원할 수 있습니다.`);
    }
  }
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const plain = await readBackupFile(dbPath, key, fs.createWriteStream(partial, { mode: 0o600 }));
    if (plain.sha256 !== manifest.database.sha256) throw new Error('복원한 데이터베이스의 체크섬이 다릅니다.');
    const db = new SQLite(partial, { fileMustExist: true });
    let tables: TableSummaries;
    try {
      const check = db.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`복원한 데이터베이스가 온전하지 않습니다: ${String(check)}`);
      tables = sqliteTableSummaries(db);
    } finally {
      db.close();
    }
    // Into place only once whole and checked; never over a database that appeared meanwhile.
    await fsp.link(partial, file);
    return tables;
  } finally {
    await fsp.rm(partial, { force: true });
  }
}

async function restorePostgres(
  config: BackupConfig,
  url: string,
  dbPath: string,
  key: Buffer | null,
  manifest: BackupManifest,
): Promise<TableSummaries> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'`,
    );
    if (rows[0]!.n > 0) {
      throw new RestoreRefused('데이터베이스가 비어 있지 않습니다. 새로 만든 빈 데이터베이스로만 복원할 수 있습니다.');
    }
    const restore = spawn(
      pgTool(config.backup.pgBinDir, 'pg_restore'),
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbNameOf(url)}`],
      { env: pgToolEnv(url), stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let stderr = '';
    restore.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number>((resolve, reject) => {
      restore.on('error', reject);
      restore.on('close', (code) => resolve(code ?? 1));
    });
    // pg_restore that stops early closes its input: its own exit status and message say why.
    restore.stdin.on('error', () => undefined);
    const feed = new PassThrough();
    feed.pipe(restore.stdin);
    const [fed, exit] = await Promise.allSettled([readBackupFile(dbPath, key, feed), exited]);
    const code = exit.status === 'fulfilled' ? exit.value : 1;
    if (code !== 0) throw new Error(`pg_restore가 실패했습니다 (${code}): ${stderr.trim()}`);
    if (fed.status === 'rejected') throw fed.reason;
    if (fed.value.sha256 !== manifest.database.sha256) throw new Error('복원한 데이터베이스의 체크섬이 다릅니다.');
    return await postgresTableSummaries(client);
  } finally {
    await client.end();
  }
}

function dbNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}
