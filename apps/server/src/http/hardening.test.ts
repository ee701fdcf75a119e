import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../domains/auth/auth.testkit.js';
import { raw, rawJson } from '../test/raw-http.js';
import { createTestApp } from '../test/test-db.js';

const ENVELOPE = { number: expect.any(Number), message: expect.stringMatching(/[가-힣]/) };

describe('access is decided by the matched route, whatever the request target looks like', async () => {
  const { app } = await createTestApp();
  let port = 0;
  let member = '';
  let operator = '';
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    member = await login(app, 'demo-member');
    operator = await login(app, 'demo-admin');
  });

  it.each(['http://any-host', 'HTTP://evil.example', 'hTtPs://x:1'])(
    'refuses an anonymous absolute-form call to an operator list (%s)',
    async (origin) => {
      const res = await rawJson(port, 'GET', `${origin}/v1/app/studio/opr/rsvts`);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body)).toEqual({ number: 401, message: '회원가입 및 로그인이 필요합니다.' });
      expect(res.body).not.toContain('lgnId');
    },
  );

  it('refuses a member an operator call in absolute form, and lets the operator in', async () => {
    expect((await rawJson(port, 'GET', 'http://h/v1/app/studio/opr/rsvts', { token: member })).status).toBe(403);
    expect((await rawJson(port, 'GET', 'http://h/v1/app/studio/opr/rsvts', { token: operator })).status).toBe(200);
  });

  it('answers an anonymous call with a bad body 401, not the field rules (both target forms)', async () => {
    for (const target of ['/v1/app/auth/password/check', 'http://h/v1/app/auth/password/check']) {
      const res = await rawJson(port, 'POST', target, { body: { wrong: 1 } });
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body).errors).toBeUndefined();
    }
  });

  it('gives absolute-form API answers the API security headers', async () => {
    const res = await rawJson(port, 'GET', 'http://h/v1/app/common/prhbWrd');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('answers framework and client errors with the Korean envelope and the security headers', async () => {
    const long = await raw(port, `GET /v1/app/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: h\r\n\r\n`);
    expect(long.status).toBe(431);
    expect(JSON.parse(long.body)).toEqual({ number: 431, message: '요청 주소나 헤더가 너무 깁니다.' });
    expect(long.headers['x-content-type-options']).toBe('nosniff');

    const param = await rawJson(port, 'GET', `/v1/app/notice/ntc/${'9'.repeat(300)}`);
    expect(param.status).toBe(414);
    expect(JSON.parse(param.body)).toEqual({ number: 414, message: '요청 주소나 헤더가 너무 깁니다.' });
    expect(param.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");

    const badUrl = await rawJson(port, 'GET', '/v1/app/notice/ntc/%E0%A4%A');
    expect(badUrl.status).toBe(400);
    expect(JSON.parse(badUrl.body)).toEqual(ENVELOPE);
    expect(badUrl.body).not.toContain('%E0');
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff');

    const garbage = await raw(port, 'NOT A REQUEST\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual(ENVELOPE);

    for (const method of ['PROPFIND', 'LINK', 'PURGE']) {
      const res = await rawJson(port, method, '/v1/app/common/prhbWrd');
      expect(res.status, method).toBeGreaterThanOrEqual(400);
      expect(res.status, method).toBeLessThan(500);
      expect(JSON.parse(res.body), method).toEqual(ENVELOPE);
    }
  });
});

describe('control characters are refused at the boundary', async () => {
  const { app } = await createTestApp();

  it('refuses NUL in a body, a query and a path with a Korean 400 and changes nothing', async () => {
    const body = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: 'demo\u0000member', userPasswd: 'x' },
    });
    expect(body.status).toBe(400);
    expect(body.body).toEqual({ number: 400, message: '입력값에 사용할 수 없는 문자(제어 문자)가 포함되어 있습니다.' });
    const query = await app.inject({ method: 'GET', url: '/v1/app/common/search?searchTerm=%E1%84%80%00' });
    expect(query.statusCode).toBe(400);
    const param = await app.inject({ method: 'GET', url: '/v1/app/notice/ntc/1%00' });
    expect(param.statusCode).toBe(400);
    const escape = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: 'demo-member\u001b', userPasswd: 'x' },
    });
    expect(escape.status).toBe(400);
  });

  it('keeps tab and line breaks in bodies', async () => {
    const res = await call(app, 'POST', '/v1/app/auth/login', {
      body: { lgnId: 'nobody-here', userPasswd: 'line1\nline2\tx' },
    });
    expect(res.status).not.toBe(500);
    expect(res.body.message).not.toBe('입력값에 사용할 수 없는 문자(제어 문자)가 포함되어 있습니다.');
  });
});

describe('limits: files are free, sensitive calls read their limit from config', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="ko"><title>온판</title></html>');
  for (let i = 0; i < 12; i += 1) fs.writeFileSync(path.join(dist, 'assets', `chunk-${i}.js`), `export const n=${i};`);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const { app } = await createTestApp({
    config: {
      webDistDir: dist,
      rateLimitPerMinute: 5,
      routeLimits: {
        login: 2,
        signup: 2,
        password: 2,
        identity: 2,
        identityCode: 2,
        lookup: 2,
        search: 2,
        upload: 2,
        message: 2,
        chatbot: 2,
      },
    },
  });

  it('serves a first page view of many files from one address without 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await app.inject({ method: 'GET', url: `/assets/chunk-${i}.js`, remoteAddress: '10.9.9.9' });
      statuses.push(res.statusCode);
    }
    for (let i = 0; i < 8; i += 1) {
      const res = await app.inject({ method: 'GET', url: `/support/${i}/view`, remoteAddress: '10.9.9.9' });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('limits logins per address by the configured number', async () => {
    const address = '10.8.8.8';
    const attempt = () =>
      call(app, 'POST', '/v1/app/auth/login', { body: { lgnId: 'nobody-here', userPasswd: 'Wrong!2026x' }, address });
    expect((await attempt()).status).not.toBe(429);
    expect((await attempt()).status).not.toBe(429);
    const third = await attempt();
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ number: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
  });
});

describe('personal answers and absolute links', async () => {
  const { app } = await createTestApp({ config: { publicUrl: 'https://onfan.example.kr' } });
  let member = '';
  beforeAll(async () => {
    member = await login(app, 'demo-member');
  });

  it('marks personal answers no-store', async () => {
    for (const url of ['/v1/app/auth', '/v1/app/studio/rsvts', '/v1/app/support/aplys']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-auth-token': member } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await app.inject({ method: 'GET', url: '/v1/app/auth' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('keeps the shared cache rule of public lists', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/app/common/dcd?cmmnCd=1003' });
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it('sends a Permissions-Policy on pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('builds short links from the configured public origin, never from the Host header', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/app/main/util/shortUrl?url=/support',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().shortUrl).toMatch(/^https:\/\/onfan\.example\.kr\/s\//);
  });
});

describe('one anonymous request cannot ask a list for more than a page', async () => {
  const { app } = await createTestApp();

  it.each(['notice/notice2/ntcs', 'support/bizs', 'community/sbs'])(
    'refuses pageSize above 100 on %s with a Korean 400',
    async (path) => {
      const res = await app.inject({ method: 'GET', url: `/v1/app/${path}?pageSize=101` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('한 번에 100건까지 조회할 수 있습니다.');
      const ok = await app.inject({ method: 'GET', url: `/v1/app/${path}?pageSize=100` });
      expect(ok.statusCode, ok.body).toBe(200);
    },
  );

  it('refuses a page number past the last one a list serves', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/app/notice/notice2/ntcs?pageNo=100001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('조회할 수 있는 페이지 번호를 넘었습니다.');
  });
});
