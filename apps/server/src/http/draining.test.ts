import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-db.js';

describe('a draining instance (SIGTERM, decision 032)', async () => {
  const { app } = await createTestApp({ demo: false });

  it('answers normally until it drains', async () => {
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers.connection).not.toBe('close');
  });

  it('then answers reads 503 for the proxy to retry elsewhere, serves writes, and closes every connection', async () => {
    let ended = 0;
    app.drain.onStart(() => (ended += 1));
    app.drain.start();
    app.drain.start();
    expect(ended).toBe(1);
    for (const url of ['/readyz', '/v1/app/main/bannrs', '/v1/app/common/msg/events']) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(503);
      expect(r.headers['retry-after']).toBe('1');
      expect(r.headers.connection).toBe('close');
      expect(r.json()).toEqual({ number: 503, message: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.' });
    }
    // A write is done: the proxy would not retry it.
    const login = await app.inject({
      method: 'POST',
      url: '/v1/app/auth/login',
      payload: { lgnId: 'nobody', userPasswd: 'wrong-password-1!' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.headers.connection).toBe('close');
  });
});
