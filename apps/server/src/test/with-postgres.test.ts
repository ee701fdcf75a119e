import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { findPgBin, startCluster } from '../../../../scripts/with-postgres.mjs';

/** Processes whose command line names `text` (the postmaster and its backends name their data folder). */
function processesNaming(text: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(path.join('/proc', pid, 'cmdline'), 'utf8').replaceAll('\0', ' ');
      if (cmd.includes(text)) found.push(`${pid} ${cmd}`);
    } catch {
      /* ended meanwhile */
    }
  }
  return found;
}

/**
 * The throwaway PostgreSQL cluster of the test runs (`scripts/with-postgres.mjs`, also the cluster's database): its
 * stop ends the postmaster itself, with a client still connected, at once, and leaves no process and no folder.
 */
describe.skipIf(!findPgBin())('the throwaway PostgreSQL cluster', () => {
  it('stops with a client connected, leaving no process and no folder', { timeout: 60_000 }, async () => {
    const cluster = (await startCluster())!;
    // The postmaster of this cluster (another may be running: the one the PostgreSQL test run started).
    const port = new URL(cluster.url).port;
    const dataDir = /-D (\S+)/.exec(processesNaming(` -p ${port} `).find((p) => p.includes('postgres -D')) ?? '')?.[1];
    expect(dataDir).toBeDefined();
    const client = new pg.Client({ connectionString: cluster.url });
    client.on('error', () => undefined); // the fast shutdown cuts the session off
    await client.connect();
    expect((await client.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
    const started = Date.now();
    cluster.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(processesNaming(dataDir!)).toEqual([]);
    expect(fs.existsSync(path.dirname(dataDir!))).toBe(false);
    await client.end().catch(() => undefined);
  });
});
