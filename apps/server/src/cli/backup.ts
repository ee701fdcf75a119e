import { createBackup } from '../backup/backup.js';
import { loadConfig } from '../config.js';

/**
 * `npm run backup [-- <folder>]`: a consistent backup of the configured database and file store while the portal
 * serves, into <folder> or a new folder under BACKUP_DIR (deploy/backups.md).
 */
const config = loadConfig();
const target = process.argv[2];
const started = Date.now();
const { dir, manifest } = await createBackup(config, target ? { dir: target } : {});
const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
console.info(
  `백업 완료: ${dir} — ${manifest.database.kind}, 테이블 ${Object.keys(manifest.tables).length}개 ${rows}행, ` +
    `파일 ${manifest.files.length}개${manifest.encryption ? ', 암호화됨' : ''} (${((Date.now() - started) / 1000).toFixed(1)}초)`,
);
