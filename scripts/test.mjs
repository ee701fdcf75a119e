// `npm test`: lint, typecheck, unit tests, server tests on SQLite and (when its binaries exist) PostgreSQL,
// the production build, and the browser journeys. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findPgBin } from './with-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/onfan-test');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-b'] },
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'contracts', '--project', 'web', ...vitestJson('unit')] },
  { name: 'server-sqlite', cmd: ['npx', 'vitest', 'run', '--project', 'server', ...vitestJson('server-sqlite')] },
];
if (findPgBin()) {
  steps.push({
    name: 'server-postgres',
    cmd: [
      'node',
      'scripts/with-postgres.mjs',
      'npx',
      'vitest',
      'run',
      '--project',
      'server',
      ...vitestJson('server-postgres'),
    ],
  });
} else {
  console.info('PostgreSQL server binaries not found: the PostgreSQL run of the server suite is skipped.');
}
steps.push({ name: 'build-web', cmd: ['npm', 'run', 'build', '-w', '@onfan/web'] });
steps.push({ name: 'e2e', cmd: ['npx', 'vitest', 'run', '--project', 'e2e', ...vitestJson('e2e')] });

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const timings = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  const t0 = Date.now();
  console.info(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  timings.push(`${step.name} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  if (r.status !== 0) {
    console.error(`\n✗ ${step.name} failed (exit ${r.status})`);
    summarise();
    process.exit(r.status || 1);
  }
}
summarise();

function summarise() {
  for (const f of fs.readdirSync(reports)) {
    try {
      const j = JSON.parse(fs.readFileSync(path.join(reports, f), 'utf8'));
      passed += j.numPassedTests ?? 0;
      failed += j.numFailedTests ?? 0;
    } catch {
      /* a step that did not finish wrote no report */
    }
  }
  console.info(`\nsteps: ${timings.join(', ')}`);
  console.info(`${passed} passed, ${failed} failed`);
}
