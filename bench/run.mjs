// `npm run bench`: starts the built portal on a fresh database and a bare Fastify hello-world, measures both with
// autocannon on loopback, and prints each figure against its budget from docs/architecture.md.
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { benchSearch } from './search.mjs';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const results = [];
let failures = 0;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function load(url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: DURATION, connections: CONNECTIONS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

function record(name, value, budget, ok) {
  results.push({ name, value, budget, ok });
  if (!ok) failures++;
  console.info(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value}  (budget: ${budget})`);
}

if (
  !fs.existsSync(path.join(root, 'apps/server/dist/server.js')) ||
  !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))
) {
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

// 1. Initial JavaScript of the main page, gzipped.
{
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  let total = 0;
  for (const src of new Set(srcs))
    total += zlib.gzipSync(fs.readFileSync(path.join(dist, src.replace(/^\//, '')))).length;
  const kb = total / 1024;
  record('main page initial JS (gzip)', `${kb.toFixed(1)} KB in ${new Set(srcs).size} file(s)`, '≤ 150 KB', kb <= 150);
}

// 2. Throughput: the portal's cached list endpoints against a bare Fastify hello-world in the same run.
const helloPort = await freePort();
const hello = fork(path.join(root, 'bench/hello.mjs'), {
  env: { ...process.env, PORT: String(helloPort) },
  stdio: 'ignore',
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-bench-'));
const portalPort = await freePort();
const portal = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(portalPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'auto',
    // The bench client is one address: lift the per-address API limit for the measurement only.
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  const base = `http://127.0.0.1:${portalPort}`;
  await waitFor(`http://127.0.0.1:${helloPort}/hello`);
  await waitFor(`${base}/readyz`);
  await load(`http://127.0.0.1:${helloPort}/hello`, { duration: 2 }); // warm-up
  const baseline = await load(`http://127.0.0.1:${helloPort}/hello`);
  console.info(`baseline hello-world: ${baseline.requests.average.toFixed(0)} req/s, p99 ${baseline.latency.p99} ms`);
  const targets = [
    ['code list', '/v1/app/common/dcd?cmmnCd=1003'],
    ['main banners', '/v1/app/main/bannrs'],
    ['main section groups', '/v1/app/main/sect/grps?expsrYn=Y'],
  ];
  for (const [name, p] of targets) {
    const probe = await fetch(base + p);
    if (!probe.ok) {
      record(`${name} (${p})`, `answered ${probe.status}`, '200', false);
      continue;
    }
    await load(base + p, { duration: 2 });
    const r = await load(base + p);
    const ratio = r.requests.average / baseline.requests.average;
    const bad = r.non2xx + r.errors;
    record(
      `${name} (${p})`,
      `${r.requests.average.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% of hello-world, p99 ${r.latency.p99} ms, non-2xx ${bad}`,
      '≥ 50% of hello-world, no errors',
      ratio >= 0.5 && bad === 0,
    );
  }
  for (const r of await (await import('./studio.mjs')).benchStudio({ freePort, waitFor, load, baseline }))
    record(r.name, r.value, r.budget, r.ok);
} finally {
  portal.kill('SIGTERM');
  hello.kill('SIGTERM');
  await new Promise((r) => portal.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// 3. Korean search over 100,000 posts, on SQLite and PostgreSQL.
for (const r of await benchSearch()) record(r.name, r.value, r.budget, r.ok);

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/latest.json'),
  JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
);
console.info(`\n${results.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
