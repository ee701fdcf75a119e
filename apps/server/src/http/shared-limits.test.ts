import { afterAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedis } from '../test/redis-server.js';
import { createTestApp, createTestDatabase } from '../test/test-db.js';

const login = (app: Awaited<ReturnType<typeof createTestApp>>['app'], remoteAddress: string, xff?: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/app/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(xff ? { 'x-forwarded-for': xff } : {}) },
    payload: { lgnId: 'nobody-at-all', userPasswd: 'wrong-password-1!' },
  });

describe('the client address behind a proxy (TRUST_PROXY)', async () => {
  const database = await createTestDatabase({ demo: false });
  const trusting = await createTestApp({ database, config: { trustProxy: ['127.0.0.1'] } });
  const plain = await createTestApp({ database });

  it('counts each visitor the trusted proxy names on its own', async () => {
    for (let i = 0; i < 10; i++) expect((await login(trusting.app, '127.0.0.1', '203.0.113.1')).statusCode).toBe(401);
    expect((await login(trusting.app, '127.0.0.1', '203.0.113.1')).statusCode).toBe(429);
    expect((await login(trusting.app, '127.0.0.1', '203.0.113.2')).statusCode).toBe(401);
    // A peer that is not the proxy cannot name an address.
    for (let i = 0; i < 10; i++) await login(trusting.app, '198.51.100.9', `203.0.113.${100 + i}`);
    expect((await login(trusting.app, '198.51.100.9', '203.0.113.200')).statusCode).toBe(429);
  });

  it('is never trusted by default: the header is ignored', async () => {
    for (let i = 0; i < 10; i++) await login(plain.app, '192.0.2.5', `203.0.113.${i}`);
    expect((await login(plain.app, '192.0.2.5', '203.0.113.99')).statusCode).toBe(429);
  });
});

describe.skipIf(!hasRedisServer)('request limits in Redis (REDIS_URL), shared by two instances', async () => {
  const redis = await startRedis();
  afterAll(() => redis.stop());
  const database = await createTestDatabase({ demo: false });
  const a = await createTestApp({ database, config: { redisUrl: redis.url } });
  const b = await createTestApp({ database, config: { redisUrl: redis.url } });

  it('refuses the 11th login a minute from one address, whichever instance takes it', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(i % 2 ? b.app : a.app, '192.0.2.77')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
    expect((await login(b.app, '192.0.2.78')).statusCode).toBe(401);
  });

  it('lets requests through when Redis is gone (the account lock still holds)', async () => {
    await redis.stop();
    expect((await login(a.app, '192.0.2.79')).statusCode).toBe(401);
  });
});
if (!hasRedisServer) console.info('redis-server not found: the shared-limit tests are skipped.');
