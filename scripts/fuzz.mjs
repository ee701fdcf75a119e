// `npm run fuzz`: the whole API fuzz (apps/server/src/test/api-fuzz.ts) on SQLite and, when PostgreSQL's server
// binaries exist, on a throwaway PostgreSQL cluster. Prints one line of figures per database; exits non-zero on any
// 5xx, envelope violation or refused write that changed a row.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findPgBin } from './with-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const vitest = ['npx', 'vitest', 'run', '--project', 'server', 'src/test/api-fuzz.test.ts'];
const runs = [{ name: 'sqlite', cmd: vitest }];
if (findPgBin()) runs.push({ name: 'postgres', cmd: ['node', 'scripts/with-postgres.mjs', ...vitest] });
else console.info('PostgreSQL server binaries not found: the PostgreSQL fuzz is skipped.');

let failed = false;
const lines = [];
for (const run of runs) {
  const r = spawnSync(run.cmd[0], run.cmd.slice(1), {
    cwd: root,
    env: { ...process.env, FUZZ_FULL: '1', FORCE_COLOR: '0' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  // eslint-disable-next-line no-control-regex -- vitest colours its output
  const plain = r.stdout.replace(/\u001b\[[0-9;]*m/g, '');
  const figures = plain.split('\n').find((l) => /^fuzz (sqlite|postgres):/.test(l));
  lines.push(figures ?? `fuzz ${run.name}: no figures (exit ${r.status})`);
  if (r.status !== 0) failed = true;
}
console.info(`\n${lines.join('\n')}`);
process.exit(failed ? 1 : 0);
