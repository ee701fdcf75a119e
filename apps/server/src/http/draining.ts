import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A graceful restart (decision 032). After SIGTERM the process drains before it closes (`drainServer`): it stops
 * taking new connections at once — the proxy's connect is refused and it sends the request to another instance, which
 * is safe even for a write, since nothing was sent — while the connections it has are served on: every answer closes
 * its connection (so the proxy keeps none of ours to reuse), /readyz answers 503, and the event streams end with a
 * retry hint (a new one is refused with 503, which the proxy retries elsewhere). When the connections are gone, or
 * the drain time is over, server.ts closes the app and exits.
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
  app.addHook('onSend', async (_request, reply, payload) => {
    if (active) reply.header('connection', 'close');
    return payload;
  });
  return drain;
}

/**
 * Drains `app` for a restart: draining on, no new connections (net.Server's own close: http.Server.close would also
 * drop the idle kept-alive connections at once, one of which the proxy may be sending a request on that moment),
 * then waits at least `minMs` (the proxy's idle connections time out meanwhile) and until no connection is left, at
 * most `maxMs`.
 */
export async function drainServer(app: FastifyInstance, minMs: number, maxMs = minMs + 10_000): Promise<void> {
  app.drain.start();
  const server = app.server;
  if (server.listening) net.Server.prototype.close.call(server);
  const t0 = Date.now();
  await new Promise((r) => setTimeout(r, minMs));
  while (Date.now() - t0 < maxMs) {
    const open = await new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));
    if (open === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
