import path from 'node:path';
import { RestoreRefused, restoreBackup } from '../backup/restore.js';
import { loadConfig } from '../config.js';

/**
 * `npm run restore -- <backup folder>`: into the configured, empty data folder or database and file store
 * (deploy/backups.md). Exits 2 when the restore is refused before anything was written, 1 when it failed.
 */
const dir = process.argv[2];
if (!dir) {
  console.error('사용법: npm run restore -- <백업 폴더>');
  process.exit(2);
}
const config = loadConfig();
const started = Date.now();
try {
  const r = await restoreBackup(config, path.resolve(dir));
  console.info(
    `복원 완료: 테이블 ${r.tables}개 ${r.rows}행, 파일 ${r.files}개 — 행 수와 체크섬이 백업 목록과 일치합니다` +
      `${r.migrated.length ? `; 이후 마이그레이션: ${r.migrated.join(', ')}` : ''} (${((Date.now() - started) / 1000).toFixed(1)}초)`,
  );
} catch (err) {
  console.error(`복원하지 못했습니다: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(err instanceof RestoreRefused ? 2 : 1);
}
