import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { liftedLimits } from '../../scripts/lifted-limits.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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

/** Starts the built portal on a fresh SQLite database in a temporary DATA_DIR, on 127.0.0.1 only. */
export default async function setup(project: TestProject) {
  for (const f of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, f))) throw new Error(`${f} is missing: run npm run build first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
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
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null) throw new Error('the portal server exited during start');
    if (Date.now() > deadline) throw new Error('the portal server did not become ready in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
