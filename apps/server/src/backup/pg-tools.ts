import fs from 'node:fs';
import path from 'node:path';

const DEBIAN_BASE = '/usr/lib/postgresql';

/**
 * pg_dump or pg_restore: from PG_BIN_DIR, else the newest of Debian's /usr/lib/postgresql/<version>/bin (a pg_dump is
 * able to dump servers of its own version and older), else the PATH.
 */
export function pgTool(binDir: string | null, tool: 'pg_dump' | 'pg_restore'): string {
  if (binDir) return path.join(binDir, tool);
  if (fs.existsSync(DEBIAN_BASE)) {
    const versions = fs
      .readdirSync(DEBIAN_BASE)
      .filter((v) => fs.existsSync(path.join(DEBIAN_BASE, v, 'bin', tool)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(DEBIAN_BASE, versions[0], 'bin', tool);
  }
  return tool;
}

/**
 * The connection as libpq's environment (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE, PGSSLMODE), so the password
 * never appears on a command line another user of the machine could read.
 */
export function pgToolEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' };
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname.replace(/^\[|\]$/g, ''));
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const db = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (db) env.PGDATABASE = db;
  const host = u.searchParams.get('host');
  if (host) env.PGHOST = host;
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}
