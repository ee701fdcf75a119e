import type { FastifyInstance } from 'fastify';

/**
 * A graceful restart (decision 032). After SIGTERM the process drains before it closes: every answer closes its
 * connection (so the proxy keeps none of ours to reuse), /readyz answers 503, and the event streams end with a retry
 * hint (a new one is refused with 503, which the proxy retries on another instance). Then server.ts closes the app:
 * it stops listening, finishes the requests in flight and exits.
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
