// Runs a command against a throwaway PostgreSQL cluster on a loopback port, then removes the cluster.
// Usage: node scripts/with-postgres.mjs <command> [args...]
// Sets TEST_PG_URL (the admin database URL) for the command. Without PostgreSQL's server binaries it skips.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

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

const isRoot = process.getuid?.() === 0;
function asPg(bin, args, opts = {}) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
}

export async function startCluster() {
  const bin = findPgBin();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-pg-'));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  asPg(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--locale=C.UTF-8', '-E', 'UTF8']);
  const port = await freePort();
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ];
  const [cmd, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, 'postgres'), ...args]]
    : [path.join(bin, 'postgres'), args];
  const proc = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  proc.stderr.on('data', (d) => (log += d));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const r = spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
    if (r.status === 0) break;
    if (Date.now() > deadline || proc.exitCode !== null) {
      proc.kill('SIGKILL');
      throw new Error(`PostgreSQL did not start:\n${log}`);
    }
    await new Promise((r2) => setTimeout(r2, 200));
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // The postmaster itself is stopped (fast: its clients are cut off) and waited for, by its own tool: a signal to the
  // spawned process reaches `runuser` when the tests run as root, and killing `runuser` left the postmaster running on
  // a deleted folder. Synchronous, so it also runs from an exit handler.
  const stop = () => {
    try {
      asPg(path.join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
    } catch {
      // Not running any more, or not stopping: the postmaster's own pid, if it is still there, is killed.
      try {
        const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (pid > 0) process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    if (proc.exitCode === null) proc.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop, proc };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
    process.exit(2);
  }
  const cluster = await startCluster();
  if (!cluster) {
    console.info('PostgreSQL server binaries not found: skipping the PostgreSQL run.');
    process.exit(0);
  }
  console.info(`PostgreSQL test cluster on ${cluster.url}`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_PG_URL: cluster.url },
    shell: false,
  });
  const code = await new Promise((resolve) => child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0))));
  cluster.stop();
  process.exit(code);
}
