import net from 'node:net';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import type { FastifyInstance } from 'fastify';

/**
 * A graceful restart (decision 032). After SIGTERM the process drains before it closes (`drainServer`):
 * - every answer closes its connection, so the proxy keeps none of ours to reuse;
 * - a read (GET, HEAD — /readyz and a new event stream among them) is answered 503 at once: the proxy retries it on
 *   another instance and counts the instance as failed, so it stops sending it anything for its fail_timeout;
 * - a write is served as usual (the proxy never retries a write it sent, so refusing one would fail it);
 * - open event streams end with a retry hint.
 * Only once the proxy has stopped opening connections (none for a second) does the process stop listening: a
 * connection still waiting in the listen queue when the socket closes is reset by the kernel, and a write sent on it
 * would be lost. Then the connections left finish, and server.ts closes the app and exits.
 */
export interface Drain {
  readonly active: boolean;
  start(): void;
  /** Called once when draining starts (event streams end then). */
  onStart(listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

const READS = new Set(['GET', 'HEAD']);

export function registerDraining(app: FastifyInstance): Drain {
  const listeners = new Set<() => void>();
  let active = false;
  const drain: Drain = {
    get active() {
      return active;
    },
    start() {
      if (active) return;
      active = true;
      for (const l of [...listeners]) l();
    },
    onStart(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  app.decorate('drain', drain);
  // Registered before the access hook: a draining process answers reads before any other work.
  app.addHook('onRequest', async (request, reply) => {
    if (!active || !READS.has(request.method)) return;
    return reply.status(503).header('retry-after', '1').send({ number: 503, message: COMMON_MESSAGES.unknownError });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (active) reply.header('connection', 'close');
    return payload;
  });
  return drain;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Drains `app` for a restart (see above): at least `minMs` (the proxy's idle kept-alive connections time out
 * meanwhile) and until no new connection came for `quietMs`, then no new connections (net.Server's own close:
 * http.Server.close would also drop idle kept-alive connections at once) and until the open ones are gone; at most
 * `maxMs` in all.
 */
export async function drainServer(
  app: FastifyInstance,
  minMs: number,
  { quietMs = 1000, maxMs = minMs + 20_000 }: { quietMs?: number; maxMs?: number } = {},
): Promise<void> {
  const server = app.server;
  const t0 = Date.now();
  let lastConnection = t0;
  const onConnection = () => {
    lastConnection = Date.now();
  };
  server.on('connection', onConnection);
  app.drain.start();
  while (Date.now() - t0 < maxMs && (Date.now() - t0 < minMs || Date.now() - lastConnection < quietMs)) {
    await sleep(50);
  }
  server.off('connection', onConnection);
  if (server.listening) net.Server.prototype.close.call(server);
  while (Date.now() - t0 < maxMs) {
    const open = await new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));
    if (open === 0) return;
    await sleep(100);
  }
}
