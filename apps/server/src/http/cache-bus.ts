import pg from 'pg';
import type { CacheService } from './cache.js';

/** The PostgreSQL channel cache invalidations travel on: the payload is the region's name. */
export const CACHE_CHANNEL = 'onfan_cache';
/** The listener connection's application_name (seen in pg_stat_activity). */
export const CACHE_BUS_APPLICATION = 'onfan-cache-bus';

export interface CacheBusOptions {
  /** The database URL: the bus holds one dedicated connection outside the pool for LISTEN. */
  url: string;
  /** Sends `pg_notify(channel, payload)` on the app's pool (db/notify.ts). */
  notify: (channel: string, payload: string) => Promise<void>;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Wait before reconnecting a lost listener connection (ms). */
  retryMs?: number;
}

/**
 * Cache invalidation across processes on one PostgreSQL database (decision 032). `cache.invalidate(region)` notifies
 * the channel; every process LISTENs on it with one dedicated connection and clears the region when told (its own
 * notifications come back to it too, which costs one more clear). The cache is suspended — nothing kept, every answer
 * read fresh — from the start until the LISTEN is in place and again whenever the connection is lost, until it is
 * back: a process that may miss an invalidation keeps nothing that could go stale.
 */
export function connectCacheBus(
  cache: CacheService,
  options: CacheBusOptions,
): { ready: Promise<void>; close(): Promise<void> } {
  const retryMs = options.retryMs ?? 1000;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let firstReady!: () => void;
  const ready = new Promise<void>((resolve) => (firstReady = resolve));

  cache.suspend();
  const off = cache.onInvalidate((region) => {
    options.notify(CACHE_CHANNEL, region).catch((err: unknown) => {
      // The others could not be told: they keep the region until its time runs out. Say so.
      options.log.warn({ err, region }, 'cache invalidation not published');
    });
  });

  const connect = () => {
    if (closed) return;
    const c = new pg.Client({
      connectionString: options.url,
      keepAlive: true,
      application_name: CACHE_BUS_APPLICATION,
    });
    client = c;
    let lostOnce = false;
    const lost = (err?: unknown) => {
      if (lostOnce) return;
      lostOnce = true;
      if (client === c) client = null;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (closed) return;
      cache.suspend();
      options.log.warn({ err }, 'cache invalidation listener lost; caching suspended until it is back');
      clearTimeout(retry);
      retry = setTimeout(connect, retryMs);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (n) => {
      if (n.channel === CACHE_CHANNEL && n.payload) cache.clearLocal(n.payload);
    });
    c.connect()
      .then(() => c.query(`LISTEN ${CACHE_CHANNEL}`))
      .then(() => {
        if (closed || lostOnce) return;
        cache.resume();
        firstReady();
      })
      .catch((err: unknown) => lost(err));
  };
  connect();

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      off();
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
