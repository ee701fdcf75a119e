import { describe, expect, it } from 'vitest';
import { OutboxRepository } from '../domains/auth/notification/outbox.repository.js';
import { createJobs } from '../jobs/create-queue.js';
import { createTestApp } from '../test/test-db.js';

/** One sample of the text format: `name{labels} value` (labels in the order prom-client writes them). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const inner = /\{(.*)\}/.exec(line)?.[1] ?? '';
    const parts = inner ? inner.split(/,(?=[a-z_]+=")/) : [];
    if (wanted.every((w) => parts.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('/metrics', async () => {
  const { app, database } = await createTestApp();
  const scrape = async (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    return { status: res.statusCode, text: res.body, type: res.headers['content-type'], json: () => res.json() };
  };

  it('answers loopback in the Prometheus text format and refuses other addresses with 403 in the envelope', async () => {
    const ok = await scrape('127.0.0.1');
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'onfan_http_requests_total',
      'onfan_http_request_duration_seconds',
      'onfan_event_streams_open',
      'onfan_db_pool_connections',
      'onfan_job_queue_jobs',
      'onfan_outbox_messages',
      'onfan_cache_lookups_total',
      'onfan_process_resident_memory_bytes',
    ]) {
      expect(ok.text).toContain(`# TYPE ${name} `);
    }
    expect((await scrape('::1')).status).toBe(200);
    const refused = await scrape('10.20.30.40');
    expect(refused.status).toBe(403);
    expect(refused.json()).toEqual({ number: 403, message: '이 기능을 사용할 권한이 없습니다.' });
    expect(refused.text).not.toContain('onfan_');
  });

  it('counts requests by route and status, 4xx included, and the cache hits of a cached list', async () => {
    const before = (await scrape()).text;
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/v1/app/common/cd', query: { cmmnCd: 'GNDR_CD' } });
      expect(res.statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ method: 'GET', url: '/v1/app/community/sb/999999' })).statusCode).toBe(404);
    }
    const after = (await scrape()).text;
    const ok = { method: 'GET', route: '/v1/app/common/cd', status: '200' };
    expect(sample(after, 'onfan_http_requests_total', ok) - sample(before, 'onfan_http_requests_total', ok)).toBe(5);
    const missing = { method: 'GET', route: '/v1/app/community/sb/:comunBltartclId', status: '404' };
    expect(
      sample(after, 'onfan_http_requests_total', missing) - sample(before, 'onfan_http_requests_total', missing),
    ).toBe(3);
    const latency = { method: 'GET', route: '/v1/app/common/cd', status_class: '2xx' };
    expect(
      sample(after, 'onfan_http_request_duration_seconds_count', latency) -
        sample(before, 'onfan_http_request_duration_seconds_count', latency),
    ).toBe(5);
    // Five lookups of one list: at least four answered from the cache.
    const hits = { region: 'code', result: 'hit' };
    expect(
      sample(after, 'onfan_cache_lookups_total', hits) - sample(before, 'onfan_cache_lookups_total', hits),
    ).toBeGreaterThanOrEqual(4);
  });

  it('shows the outbox backlog and the job queue depth as the database holds them', async () => {
    const before = (await scrape()).text;
    await new OutboxRepository(database.db).insert({
      channel: 'SMS',
      recipient: '01012345678',
      userId: null,
      kind: 'TEST',
      subject: null,
      body: '지표 확인',
      createdAt: new Date().toISOString(),
    });
    const jobs = createJobs({
      config: { roles: { jobs: false, web: true }, jobConcurrency: 1 },
      database,
      sets: [],
      log: silentLog,
    });
    try {
      await jobs.queue.enqueue('metrics.test', {});
      await jobs.queue.enqueue('metrics.test', {}, { runAt: new Date(Date.now() + 3_600_000) });
    } finally {
      await jobs.close();
    }
    const after = (await scrape()).text;
    const pending = { status: 'PENDING' };
    expect(sample(after, 'onfan_outbox_messages', pending) - sample(before, 'onfan_outbox_messages', pending)).toBe(1);
    expect(sample(after, 'onfan_job_queue_jobs', { state: 'due' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'onfan_job_queue_jobs', { state: 'scheduled' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'onfan_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'onfan_event_streams_open')).toBe(0);
  });

  it('returns a request id of its own on every answer, errors too', async () => {
    const a = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'chosen-by-client' } });
    const b = await app.inject({ method: 'GET', url: '/v1/app/community/sb/999999' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(a.headers['x-request-id']).toMatch(uuid);
    expect(b.headers['x-request-id']).toMatch(uuid);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('/metrics behind a proxy', async () => {
  it('judges the visitor named by a trusted proxy, and ignores the header from anyone else', async () => {
    const { app } = await createTestApp({
      config: { trustProxy: ['127.0.0.1'], metricsAllow: ['127.0.0.1', '10.0.9.0/24'] },
    });
    const get = (remoteAddress: string, forwarded: string) =>
      app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: { 'x-forwarded-for': forwarded } });
    // Through the proxy: the visitor's own address decides.
    expect((await get('127.0.0.1', '203.0.113.7')).statusCode).toBe(403);
    expect((await get('127.0.0.1', '10.0.9.20')).statusCode).toBe(200);
    // Not from the proxy: the header is not believed, the peer decides.
    expect((await get('10.0.8.1', '127.0.0.1')).statusCode).toBe(403);
  });
});
