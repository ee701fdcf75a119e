import { describe, expect, it } from 'vitest';
import { call, login } from '../domains/auth/auth.testkit.js';
import { createTestApp } from '../test/test-db.js';
import { AppError } from './app-error.js';
import { toEnvelope } from './error-handler.js';

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
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Scripts from this site only, and the address search's widget (the only third-party script the portal loads).
    expect(csp).toContain("script-src 'self' https://t1.daumcdn.net;");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('locks API answers down further: nothing may load or frame them', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/app/common/dcd?cmmnCd=1003' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const refused = await app.inject({ method: 'GET', url: '/v1/app/nothing' });
    expect(refused.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('refuses malformed JSON with a Korean 400 and no parser text', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/app/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"lgnId": "demo-member", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ number: 400, message: '요청 형식이 올바르지 않습니다.' });
  });

  it('parses multipart only on the calls that take files: elsewhere it is a Korean 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/app/auth/login',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="lgnId"\r\n\r\ndemo-member\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ number: 415, message: '지원하지 않는 요청 형식입니다.' });
  });

  it('answers a cached list from memory with matching HTTP caching, and a compressed copy on request', async () => {
    const plain = await app.inject({ method: 'GET', url: '/v1/app/common/dcd?cmmnCd=1003' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await app.inject({ method: 'GET', url: '/v1/app/common/dcd?cmmnCd=1003' });
    expect(again.body).toBe(plain.body);
    const big = await app.inject({
      method: 'GET',
      url: '/v1/app/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.headers['content-encoding']).toBe('gzip');
  });

  it('refuses wrong types with field errors in Korean', async () => {
    const res = await call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: 12345, userPasswd: ['x'] } });
    expect(res.status).toBe(400);
    expect(res.body.number).toBe(400);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['lgnId', 'userPasswd']),
    );
    for (const e of res.body.errors) expect(e.message).toMatch(/[가-힣]/);
  });

  it('refuses a 3 MB JSON body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/app/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ lgnId: 'demo-member', userPasswd: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ number: 413, message: '요청 크기가 허용 한도를 넘었습니다.' });
  });

  it('tells 401 (not logged in) from 403 (logged in, not allowed)', async () => {
    const url = '/v1/app/auth/admin/certificates/1/decision';
    const body = { decision: 'APPROVED' };
    const anonymous = await call(app, 'PUT', url, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ number: 401, message: '회원가입 및 로그인이 필요합니다.' });
    const member = await call(app, 'PUT', url, { body, token: await login(app, 'demo-member') });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ number: 403, message: '이 기능을 사용할 권한이 없습니다.' });
    const forged = await call(app, 'GET', '/v1/app/auth', { token: 'not-a-real-token' });
    expect(forged.status).toBe(401);
  });

  it('writes 5xx bodies without stack, SQL or paths', () => {
    const failure = new Error('SQLITE_ERROR: no such table: app_user at /work/main/apps/server/src/x.ts:1');
    const { status, body } = toEnvelope(failure);
    expect(status).toBe(500);
    expect(body).toEqual({ number: 500, message: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.' });
    expect(JSON.stringify(body)).not.toMatch(/SQLITE|app_user|\/work|\.ts/);
    expect(toEnvelope(new AppError(409, '이미 처리되었습니다.')).body).toEqual({
      number: 409,
      message: '이미 처리되었습니다.',
    });
  });
});

describe('rate limiting', async () => {
  const { app } = await createTestApp({ config: { rateLimitPerMinute: 5 } });

  it('answers 429 in Korean once a client address passes its limit', async () => {
    const statuses: number[] = [];
    const url = '/v1/app/common/prhbWrd';
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: '10.9.9.9' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({ number: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
      }
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    const other = await app.inject({ method: 'GET', url, remoteAddress: '10.9.9.8' });
    expect(other.statusCode).toBe(200);
  });

  it('leaves answers served from memory (codes, main banners) outside the per-address count', async () => {
    for (let i = 0; i < 8; i++) {
      const codes = await app.inject({
        method: 'GET',
        url: '/v1/app/common/dcd?cmmnCd=1003',
        remoteAddress: '10.9.9.7',
      });
      expect(codes.statusCode).toBe(200);
      const banners = await app.inject({ method: 'GET', url: '/v1/app/main/bannrs', remoteAddress: '10.9.9.7' });
      expect(banners.statusCode).toBe(200);
    }
    // The same address is still limited everywhere else.
    const limited = [];
    for (let i = 0; i < 6; i++)
      limited.push(
        (await app.inject({ method: 'GET', url: '/v1/app/common/prhbWrd', remoteAddress: '10.9.9.7' })).statusCode,
      );
    expect(limited.at(-1)).toBe(429);
  });
});
