import fs from 'node:fs';
import type { MssImportHistory, MssImportProgramme } from '@onfan/contracts/support';
import { mssImportHistorySchema, mssImportProgrammeSchema } from '@onfan/contracts/support';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { createSupportService } from '../domains/support/support.module.js';

/**
 * Fills the MSS tables from a file: JSON `{programmes: [...], history: [...]}` or CSV of programmes (header row with
 * the field names pblancId, pblancNm, jrsdInsttNm, excInsttNm, reqstBgngYmd, reqstEndYmd, pblancUrl, bsnsSumryCn,
 * sprtFldNm, trgetNm). Every row is checked first; one bad row refuses the whole file and nothing is written.
 * Usage: node apps/server/dist/cli/import-support.js <file.json|file.csv>
 */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\ufeff/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      if (row.some((v) => v !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  row.push(cell);
  if (row.some((v) => v !== '')) rows.push(row);
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, k) => [h.trim(), (r[k] ?? '').trim()])));
}

const file = process.argv[2];
if (!file) {
  console.error('사용법: node apps/server/dist/cli/import-support.js <파일.json|파일.csv>');
  process.exit(2);
}
const text = fs.readFileSync(file, 'utf8');
let rawProgrammes: unknown[] = [];
let rawHistory: unknown[] = [];
if (file.toLowerCase().endsWith('.csv')) {
  rawProgrammes = parseCsv(text).map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === '' ? null : v])),
  );
} else {
  const json = JSON.parse(text) as { programmes?: unknown[]; history?: unknown[] };
  rawProgrammes = json.programmes ?? [];
  rawHistory = json.history ?? [];
}
const programmes: MssImportProgramme[] = [];
const history: MssImportHistory[] = [];
const problems: string[] = [];
rawProgrammes.forEach((r, i) => {
  const p = mssImportProgrammeSchema.safeParse(r);
  if (p.success) programmes.push(p.data);
  else problems.push(`공고 ${i + 1}행: ${p.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join(', ')}`);
});
rawHistory.forEach((r, i) => {
  const p = mssImportHistorySchema.safeParse(r);
  if (p.success) history.push(p.data);
  else
    problems.push(`지원이력 ${i + 1}행: ${p.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join(', ')}`);
});
if (problems.length > 0) {
  console.error(`가져오지 않았습니다. 잘못된 행 ${problems.length}개:\n${problems.join('\n')}`);
  process.exit(1);
}
const config = loadConfig();
const database = openDatabase(config.database);
await migrateToLatest(database);
await createSupportService(database, systemClock).importMss(programmes, history);
console.info(`공고 ${programmes.length}건, 지원이력 ${history.length}건을 가져왔습니다.`);
await database.close();
