import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../http/logging.js';
import { createTestApp } from '../../test/test-db.js';
import { DEMO_PASSWORD } from './auth.seed.js';
import { nextAddress } from './auth.testkit.js';

/**
 * The login page's form without its scripts (issue 33, item 2): it posts to /login, which logs in with the login
 * call's rules and hands the session to the app, or draws the login page again with the refusal; the password is
 * never in an address, a page or a log line.
 */

const INDEX = `<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><meta name="description" content="온판" /><title>온판 ONFAN</title></head><body><div id="root"></div></body></html>`;

/**
 * A stand-in for the web app's server entry: it draws the login page with the refusal the server seeded (what the
 * app's LoginForm shows), so the test reads what the page says.
 */
const ENTRY = `
export function setTransport() {}
export function routeOf() { return 'page'; }
export async function render(url, options = {}) {
  const refusal = (options.seed ?? []).find((s) => s.queryKey[0] === 'login-form')?.data;
  const said = refusal ? '<p role="alert">' + refusal.message + '</p><input name="lgnId" value="' + refusal.lgnId + '">' : '';
  return { html: '<main><h1>로그인</h1><form method="post" action="' + url + '">' + said + '</form></main>', state: { refusal }, status: 200 };
}
`;

function webDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-login-form-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), ENTRY);
  return dist;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function post(app: FastifyInstance, url: string, fields: Record<string, string>, address = nextAddress()) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
    remoteAddress: address,
  });
}

/** The hand-over page's data: the storage key, the token and where it goes next. */
function handoffOf(html: string): { key: string; token: string; to: string } {
  const m = /<script nonce="([^"]+)">\(function\(d\)\{.*?\}\)\((\{.*?\})\)<\/script>/.exec(html);
  expect(m, 'the hand-over script').not.toBeNull();
  return JSON.parse(m![2]!) as { key: string; token: string; to: string };
}

describe('the login form without scripts', async () => {
  const dist = webDist();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const { app } = await createTestApp({ config: { webDistDir: dist } });

  it('logs in and hands the session to the app the way its own login keeps it, then goes back', async () => {
    const res = await post(app, '/login?returnUrl=%2Fmypage%2Fcmstr', {
      lgnId: 'demo-member',
      userPasswd: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const handoff = handoffOf(res.body);
    expect(handoff.key).toBe('auth_token');
    expect(handoff.to).toBe('/mypage/cmstr');
    expect(res.body).not.toContain(DEMO_PASSWORD);
    // The inline script runs under this response's nonce only; the policy allows nothing else inline.
    const nonce = /<script nonce="([^"]+)">/.exec(res.body)![1]!;
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`script-src 'self'[^;]* 'nonce-${nonce.replace(/[+/]/g, '\\$&')}'`));
    expect(policy).not.toContain('unsafe-inline');
    // The token is a real session.
    const valid = await app.inject({
      method: 'GET',
      url: '/v1/app/auth/validate',
      headers: { 'x-auth-token': handoff.token },
    });
    expect(valid.json()).toMatchObject({ valid: true });
    // Another site is never where it goes.
    for (const returnUrl of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
      const away = await post(app, `/login?returnUrl=${encodeURIComponent(returnUrl)}`, {
        lgnId: 'demo-member',
        userPasswd: DEMO_PASSWORD,
      });
      expect(handoffOf(away.body).to).toBe('/');
    }
  });

  it('draws the login page again with the refusal and the id as typed, never the password', async () => {
    const wrong = await post(app, '/login?returnUrl=%2Fnotice', { lgnId: 'demo-admin', userPasswd: 'Wrong!pass99' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toMatch(/^text\/html/);
    expect(wrong.headers['cache-control']).toBe('no-store');
    expect(wrong.body).toContain('<p role="alert">비밀번호가 잘못되었습니다.');
    expect(wrong.body).toContain('value="demo-admin"');
    expect(wrong.body).toContain('action="/login?returnUrl=%2Fnotice"');
    expect(wrong.body).not.toContain('Wrong!pass99');
    expect(wrong.body).not.toContain('nonce');

    const empty = await post(app, '/login', { lgnId: '', userPasswd: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('<p role="alert">아이디를 입력해주세요.</p>');
  });

  it('counts failures with the login call and locks at the fifth (LGN_FAIL_TMS)', async () => {
    let last = await post(app, '/login', { lgnId: 'demo-creator', userPasswd: 'Wrong!pass01' });
    for (let i = 0; i < 4; i += 1)
      last = await post(app, '/login', { lgnId: 'demo-creator', userPasswd: 'Wrong!pass01' });
    expect(last.body).toContain('비밀번호를 5회 잘못 입력하셨습니다. 본인인증 후 비밀번호를 재설정 해주세요.');
    // Locked for the API as well: the same account, the same count.
    const api = await app.inject({
      method: 'POST',
      url: '/v1/app/auth/login',
      payload: { lgnId: 'demo-creator', userPasswd: DEMO_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(api.json()).toMatchObject({ reason: 'LGN_FAIL_TMS' });
  });

  it('keeps the per-address login limit and says so on the page', async () => {
    const { app: limited } = await createTestApp({
      config: { webDistDir: dist, routeLimits: { ...(await limits()), login: 2 } },
    });
    const address = nextAddress();
    const answers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await post(limited, '/login', { lgnId: 'nobody-here', userPasswd: 'Wrong!pass01' }, address);
      answers.push(res.statusCode);
      if (res.statusCode === 429) expect(res.body).toContain('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    }
    expect(answers).toEqual([401, 401, 429]);
    // The API's own login call is counted in its own bucket, as before.
    await limited.close();
  });

  it('never keeps the fields of a GET: 303 to the login page with only where to return', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/login?returnUrl=%2Fnotice&lgnId=demo-member&userPasswd=${encodeURIComponent(DEMO_PASSWORD)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?returnUrl=%2Fnotice');
    expect(res.headers['cache-control']).toBe('no-store');
    const bare = await app.inject({ method: 'GET', url: '/login?userPasswd=x' });
    expect(bare.headers.location).toBe('/login');
    // Without fields the page is served as before.
    const page = await app.inject({ method: 'GET', url: '/login?returnUrl=%2Fnotice' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>로그인</h1>');
  });

  it('never writes a password from an address into the log', () => {
    const options = loggerOptions('info') as { serializers: { req: (req: object) => { url: string } } };
    const line = options.serializers.req({
      method: 'GET',
      url: `/login?lgnId=demo-member&userPasswd=${encodeURIComponent('Onfan!2026demo')}&returnUrl=%2F`,
      ip: '127.0.0.1',
    });
    expect(line.url).not.toContain('Onfan');
    expect(line.url).toBe('/login?lgnId=demo-member&userPasswd=[redacted]&returnUrl=%2F');
    const sso = options.serializers.req({ method: 'GET', url: '/x?ssoPw=abc&PASSWD=def&token=t1', ip: '::1' });
    expect(sso.url).toBe('/x?ssoPw=[redacted]&PASSWD=[redacted]&token=[redacted]');
  });

  it("brings any other page's post back to its page, and the API still refuses forms", async () => {
    const back = await post(app, '/mypage2/withdrawal?x=1', { userPasswd: 'Secret!123' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/mypage2/withdrawal?x=1');
    const away = await post(app, '//evil.example/path', { a: 'b' });
    expect(away.headers.location).toBe('/');
    const api = await post(app, '/v1/app/auth/login', { lgnId: 'demo-member', userPasswd: DEMO_PASSWORD });
    expect(api.statusCode).toBe(415);
    const unknown = await app.inject({ method: 'POST', url: '/v1/app/no/such/call', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ number: 404, message: '존재하지 않는 요청입니다.' });
  });
});

async function limits() {
  const { testConfig } = await import('../../test/test-db.js');
  return testConfig().routeLimits;
}
