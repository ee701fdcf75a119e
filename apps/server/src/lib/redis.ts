import { Redis } from 'ioredis';

interface RedisLog {
  warn(obj: object, msg: string): void;
}

/**
 * A Redis connection for shared request limits (REDIS_URL). A command never waits for a lost connection: it fails at
 * once (no offline queue, a short command timeout) and the caller decides; the client reconnects by itself.
 */
export function createRedis(url: string, log: RedisLog): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let warned = false;
  redis.on('error', (err) => {
    if (warned) return;
    warned = true;
    log.warn({ err }, 'redis unavailable; request limits let requests through until it is back');
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}

/** Resolves once the connection is up, or after `timeoutMs` (a start goes on; limits let requests through meanwhile). */
export async function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const onReady = () => done(true);
    function done(ok: boolean) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ok);
    }
    redis.on('ready', onReady);
  });
}
