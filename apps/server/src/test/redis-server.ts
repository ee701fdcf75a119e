import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** Whether Debian's redis-server is installed (tests that need it skip, and say so, without it). */
export const hasRedisServer = fs.existsSync(REDIS_SERVER);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A throwaway redis-server on loopback, no persistence; `stop()` ends it. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const deadline = Date.now() + 20_000;
  while (!out.includes('Ready to accept connections')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const exited = new Promise((r) => child.on('exit', r));
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
