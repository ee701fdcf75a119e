import { BlockList, isIP } from 'node:net';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database.js';
import type { QueueDepth } from '../jobs/queue-depth.js';
import { AppError } from './app-error.js';
import type { CacheService } from './cache.js';
import type { EventStreamHub } from './event-stream.js';

/** What /metrics reads at each scrape besides the counters it keeps: numbers held by the database. */
export interface MetricSources {
  database: Database;
  streams: EventStreamHub;
  cache: CacheService;
  queueDepth(): Promise<QueueDepth>;
  outboxBacklog(): Promise<Record<'PENDING' | 'SENDING' | 'FAILED', number>>;
  /** The addresses allowed to read /metrics (METRICS_ALLOW; `request.ip`, so TRUST_PROXY decides it). */
  allow: string[];
}

/** An allow-list of addresses and CIDR ranges, IPv4 and IPv6 (an IPv4-mapped IPv6 peer is its IPv4 address). */
export function addressAllowList(entries: string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`METRICS_ALLOW: not an address: ${entry}`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (ip) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    const address = mapped ?? ip;
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    return isIP(address) !== 0 && list.check(address, family);
  };
}

/**
 * `/metrics` in Prometheus's text format (prom-client; decision 040), for the addresses of METRICS_ALLOW only (403
 * in the envelope elsewhere): requests by route (rate, latency, status — 4xx and 5xx among them), event streams open,
 * the database pool, the job queue's depth and failures, the outbox's backlog, the cache's hits and misses, and the
 * process's own (memory, CPU, event loop lag). Each app has its own registry.
 */
export function registerMetrics(app: FastifyInstance, s: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'onfan_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'onfan_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'onfan_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the URL itself: ids and queries would make a series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status: String(status) });
    duration.observe(
      { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'onfan_event_streams_open',
    help: 'Event streams (text/event-stream) open in this process',
    registers: [registry],
    collect() {
      this.set(s.streams.size);
    },
  });
  new Gauge({
    name: 'onfan_db_pool_connections',
    help: 'Database pool connections: open (total), idle, queries waiting for one, and the pool size (max)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = s.database.poolStats();
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, p[state]);
    },
  });
  new Gauge({
    name: 'onfan_job_queue_jobs',
    help: 'Jobs in the queue by state: due, scheduled, running, retrying (failed, to be tried again), failed (tries spent)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const depth = await s.queueDepth();
      for (const [state, n] of Object.entries(depth)) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'onfan_outbox_messages',
    help: 'Notification outbox messages not yet delivered, by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const backlog = await s.outboxBacklog();
      for (const [status, n] of Object.entries(backlog)) this.set({ status }, n);
    },
  });
  const lookups = new Counter({
    name: 'onfan_cache_lookups_total',
    help: 'Lookups in the app cache by region: answered from it (hit) or loaded (miss)',
    labelNames: ['region', 'result'],
    registers: [registry],
  });
  s.cache.onLookup((region, hit) => lookups.inc({ region, result: hit ? 'hit' : 'miss' }));

  const allowed = addressAllowList(s.allow);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.ip)) throw new AppError(403, COMMON_MESSAGES.forbidden);
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
  return registry;
}
