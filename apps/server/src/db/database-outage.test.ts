import net from 'node:net';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { login } from '../domains/auth/auth.testkit.js';
import { createTestApp, testConfig } from '../test/test-db.js';
import { isDatabaseUnavailable } from './database-errors.js';
import { openDatabase } from './database.js';

/**
 * A database that is gone answers what /readyz knows: 503, a Retry-After, and the envelope with its Korean message —
 * never the 500 of a fault in the portal. On both databases (the pool closed under the app), and on PostgreSQL a server
 * that refuses connections. database.fault.test.ts stops and restarts a real cluster.
 */

async function expectOutage(app: FastifyInstance, method: 'GET' | 'POST', url: string, token?: string, body?: object) {
  const res = await app.inject({
    method,
    url,
    headers: token ? { 'x-auth-token': token } : {},
    ...(body ? { payload: body } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.payload}`).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ number: 503, message: COMMON_MESSAGES.serviceUnavailable });
  expect(res.payload).not.toMatch(/destroyed|ECONNREFUSED|127\.0\.0\.1|stack|\bat /);
}

describe('a database outage', async () => {
  const { app, database } = await createTestApp();
  const member = await login(app, 'demo-member');

  it('answers 503 with Retry-After and the Korean envelope once the pool is closed, and /readyz says so', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/app/notice/notice2/ntcs' })).statusCode).toBe(200);
    await database.close();
    await expectOutage(app, 'GET', '/v1/app/notice/notice2/ntcs');
    await expectOutage(app, 'GET', '/v1/app/community/sbs');
    // A member's token cannot be resolved: 503, not 401 and not 500.
    await expectOutage(app, 'GET', '/v1/app/auth', member);
    await expectOutage(app, 'POST', '/v1/app/auth/login', undefined, {
      lgnId: 'demo-member',
      userPasswd: 'Onfan!2026demo',
    });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
  });
});

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe.skipIf(!process.env.TEST_PG_URL)('a PostgreSQL server that refuses connections', () => {
  it('answers 503 with Retry-After and the Korean envelope, at once', async () => {
    const database = openDatabase(
      { kind: 'postgres', url: `postgres://onfan@127.0.0.1:${await closedPort()}/onfan` },
      { log: { warn: () => undefined } },
    );
    const app = await buildApp({ config: testConfig(), database });
    afterAll(async () => {
      await app.close();
      await database.close();
    });
    await app.ready();
    const t0 = Date.now();
    await expectOutage(app, 'GET', '/v1/app/notice/notice2/ntcs');
    await expectOutage(app, 'GET', '/v1/app/auth', 'a'.repeat(43));
    expect(Date.now() - t0).toBeLessThan(5_000);
  });
});

describe('what counts as the database being unavailable', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('is a lost or refused connection, a server shutting down, a busy or unreadable SQLite file', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '53300']) {
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    }
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED', 'SQLITE_IOERR_WRITE', 'SQLITE_FULL']) {
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new TypeError('The database connection is not open'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe(true);
  });

  it('is never a refused row, a bad query or a fault of the portal (those stay what they are)', () => {
    for (const code of ['23505', '23503', '22P02', '42P01', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'ERR_X']) {
      expect(isDatabaseUnavailable(coded(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('connection refused by the portal'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
