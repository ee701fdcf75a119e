import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../lib/clock.js';

/**
 * Read-mostly answers (code lists, main-page banners and sections) kept as JSON text for a while. The loader's
 * value is checked against the route's response schema once, when it is cached; a hit then sends the text as it
 * is, with HTTP caching that matches the server's own, and needs no promise. Keys are few (one per query), and the
 * map is bounded all the same.
 */
export class JsonCache {
  private readonly entries = new Map<string, { body: string; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    /** False while the app's cache is suspended (http/cache.ts): answers are loaded fresh and not kept. */
    private readonly enabled: () => boolean = () => true,
  ) {}

  /** Answers `reply` from the cache (at once on a hit), loading and checking the value on a miss. */
  send<S extends z.ZodType>(
    reply: FastifyReply,
    key: string,
    schema: S,
    load: () => Promise<z.input<S>>,
  ): void | Promise<void> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      this.write(reply, hit.body);
      return;
    }
    return load().then((value) => {
      const body = JSON.stringify(schema.parse(value));
      if (!this.enabled()) {
        // Not kept, and not kept downstream either: another process may change it unheard.
        reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body);
        return;
      }
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { body, expiresAt: now + this.ttlMs });
      this.write(reply, body);
    });
  }

  /** After a write that changes what the cached answers say. */
  clear(): void {
    this.entries.clear();
  }

  private write(reply: FastifyReply, body: string): void {
    reply
      .header('cache-control', `public, max-age=${Math.floor(this.ttlMs / 1000)}`)
      .type('application/json; charset=utf-8')
      .send(body);
  }
}
