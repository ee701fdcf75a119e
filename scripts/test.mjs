// `npm test`: lint, format, import circles, typecheck and the web build side by side, then the unit tests, the server tests on
// SQLite and (when its binaries exist) PostgreSQL side by side, and the browser journeys. Stops at the first failing group; prints
// each step's time and the ten slowest test files at the end. `npm test -- unit e2e` runs only the steps named.
import { spawn } from 'node:child_process';
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

/** Steps of a group run side by side (they do not depend on each other); groups run one after another. */
const groups = [
  [
    { name: 'lint', cmd: ['npx', 'eslint', '.'] },
    { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
    // Imports only go down: no import circle in the web app or the server (madge; .madgerc resolves `@/`).
    { name: 'circles', cmd: ['npm', 'run', '--silent', 'lint:circles'] },
    // Also emits the server and contracts builds the journeys run.
    { name: 'typecheck', cmd: ['npx', 'tsc', '-b'] },
    { name: 'build-web', cmd: ['npm', 'run', 'build', '-w', '@onfan/web'] },
  ],
  [
    {
      name: 'unit',
      cmd: ['npx', 'vitest', 'run', '--project', 'contracts', '--project', 'web', ...vitestJson('unit')],
    },
  ],
];
// The server suite on SQLite and on PostgreSQL side by side (each has its own databases): the PostgreSQL run waits on
// its server often enough that both ended in 457 s side by side, against 272 + 457 s one after the other.
const serverSteps = [
  { name: 'server-sqlite', cmd: ['npx', 'vitest', 'run', '--project', 'server', ...vitestJson('server-sqlite')] },
];
groups.push(serverSteps);
if (findPgBin()) {
  serverSteps.push({
    name: 'server-postgres',
    cmd: ['node', 'scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'server'].concat(
      vitestJson('server-postgres'),
    ),
  });
} else {
  console.info('PostgreSQL server binaries not found: the PostgreSQL run of the server suite is skipped.');
}
groups.push([{ name: 'e2e', cmd: ['npx', 'vitest', 'run', '--project', 'e2e', ...vitestJson('e2e')] }]);
// Many instances behind nginx (e2e/cluster, scripts/cluster.mjs): needs Debian's nginx, redis-server and PostgreSQL.
const clusterMissing = clusterNeeds();
if (clusterMissing) {
  console.info(`The cluster test is skipped: ${clusterMissing}.`);
} else {
  groups.push([{ name: 'cluster', cmd: ['npx', 'vitest', 'run', '--project', 'cluster', ...vitestJson('cluster')] }]);
}

function clusterNeeds() {
  if (!fs.existsSync('/usr/sbin/nginx')) return 'nginx not found at /usr/sbin/nginx';
  if (!fs.existsSync('/usr/bin/redis-server')) return 'redis-server not found at /usr/bin/redis-server';
  if (!findPgBin()) return 'PostgreSQL server binaries not found';
  return null;
}

const only = process.argv.slice(2);
const timings = [];
const started = Date.now();

/** Runs one step; side by side, each line of its output is prefixed with the step's name. */
function run(step, prefixed) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    console.info(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop();
          for (const line of lines) console.info(`[${step.name}] ${line}`);
        });
        stream.on('end', () => rest && console.info(`[${step.name}] ${rest}`));
      }
    }
    child.on('close', (code) => {
      timings.push({ name: step.name, seconds: (Date.now() - t0) / 1000, ok: code === 0 });
      resolve(code ?? 1);
    });
  });
}

for (const group of groups) {
  const steps = group.filter((s) => !only.length || only.includes(s.name));
  if (!steps.length) continue;
  const codes = await Promise.all(steps.map((s) => run(s, steps.length > 1)));
  const failed = steps.filter((_, i) => codes[i] !== 0);
  if (failed.length) {
    for (const s of failed) console.error(`\n✗ ${s.name} failed`);
    summarise();
    process.exit(1);
  }
}
summarise();

function summarise() {
  let passed = 0;
  let failed = 0;
  const files = [];
  for (const f of fs.readdirSync(reports)) {
    try {
      const j = JSON.parse(fs.readFileSync(path.join(reports, f), 'utf8'));
      passed += j.numPassedTests ?? 0;
      failed += j.numFailedTests ?? 0;
      for (const r of j.testResults ?? []) {
        const seconds = (r.endTime - r.startTime) / 1000;
        if (Number.isFinite(seconds))
          files.push({ step: f.replace(/\.json$/, ''), file: path.relative(root, r.name), seconds });
      }
    } catch {
      /* a step that did not finish wrote no report */
    }
  }
  console.info('\nsteps:');
  for (const t of timings)
    console.info(`  ${t.ok ? '✓' : '✗'} ${t.name.padEnd(16)} ${t.seconds.toFixed(1).padStart(7)} s`);
  console.info(`  total            ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  console.info('\nten slowest test files:');
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.info(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.step.padEnd(16)} ${f.file}`);
  }
  console.info(`\n${passed} passed, ${failed} failed`);
}
