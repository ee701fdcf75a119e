import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-db.js';

describe('foundation HTTP rules', async () => {
  const { app, database } = await createTestApp();

  it('runs on the database the suite was asked for', () => {
    expect(database.dialect).toBe(process.env.TEST_PG_URL ? 'postgres' : 'sqlite');
  });

  it('answers healthz and readyz', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown API call with the Korean 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/app/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ number: 404, message: '존재하지 않는 요청입니다.' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/app/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
