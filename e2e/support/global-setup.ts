import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { liftedLimits } from '../../scripts/lifted-limits.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal per e2e worker, each on its own database (`portalUrl()` picks the worker's). */
    baseUrls: string[];
    /** The Nu HTML checker (vnu-jar) serving on 127.0.0.1: every audited page's markup is checked there. */
    vnuUrl: string;
    /** The run's record of audits (support/route-matrix.ts): a line for each page `expectAccessible` passed. */
    auditLog: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, what: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`${what} exited during start`);
    if (Date.now() > deadline) throw new Error(`${what} did not become ready in ${seconds} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The Nu HTML checker (the W3C validator, from the vnu-jar package) as a service on a loopback port: started once,
 * asked for each page the journeys audit (KWCAG 마크업 오류 방지). It needs Java (`.ci/run` installs it when missing).
 */
async function startNuChecker(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const jar = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');
  const checker = spawn(
    'java',
    ['-Xss8m', '-Dnu.validator.servlet.bind-address=127.0.0.1', '-cp', jar, 'nu.validator.servlet.Main', String(port)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, 'the Nu HTML checker', checker, 120);
  return {
    url,
    stop: async () => {
      checker.kill('SIGTERM');
      if (checker.exitCode === null) await new Promise((r) => checker.once('exit', r));
    },
  };
}

/**
 * Starts the built portal on a fresh SQLite database in a temporary DATA_DIR, on 127.0.0.1 only. `clockShiftMs`
 * runs it at another hour (support/shifted-clock.mjs), for a journey that needs the night, say.
 */
export async function startPortal(
  options: { clockShiftMs?: number } = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-e2e-'));
  const port = await freePort();
  const shifted = options.clockShiftMs
    ? ['--import', pathToFileURL(path.join(root, 'e2e/support/shifted-clock.mjs')).href]
    : [];
  const server = spawn(process.execPath, [...shifted, path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      E2E_CLOCK_SHIFT_MS: String(options.clockShiftMs ?? 0),
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Journeys log in, sign up and search far more often than a person: every limit is raised (the limits
      // themselves are covered by the server tests, which set them from config).
      ...liftedLimits(100_000),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/readyz`, 'the portal server', server, 60);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

/**
 * Starts one portal per e2e worker (the project's maxWorkers) and the Nu HTML checker beside them, which all
 * workers share.
 */
export default async function setup(project: TestProject) {
  for (const f of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, f))) throw new Error(`${f} is missing: run npm run build first`);
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  // Each run starts its record of audits afresh: the every-route file audits what this run's journeys did not.
  const auditLog = path.join(root, 'e2e/artifacts/audits.jsonl');
  fs.mkdirSync(path.dirname(auditLog), { recursive: true });
  fs.rmSync(auditLog, { force: true });
  // The checker's JVM warms up while the portals start.
  const started = await Promise.allSettled([startNuChecker(), ...Array.from({ length: workers }, () => startPortal())]);
  const stops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.stop] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(stops.map((stop) => stop()));
    throw failed.reason;
  }
  const [nu, ...portals] = started.map((s) => (s as PromiseFulfilledResult<{ url: string }>).value);
  project.provide(
    'baseUrls',
    portals.map((p) => p.url),
  );
  project.provide('vnuUrl', nu!.url);
  project.provide('auditLog', auditLog);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
