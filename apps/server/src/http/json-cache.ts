import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../lib/clock.js';

/**
 * Read-mostly answers (code lists, main-page banners and sections) kept as JSON text for a while. The loader's
 * value is checked against the route's response schema once, when it is cached; the handler then sends the text
 * and Fastify skips serialising it again. Keys are few (one per query), and the map is bounded all the same.
 */
export class JsonCache {
  private readonly entries = new Map<string, { body: string; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  async get<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.input<S>>): Promise<string> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.body;
    const body = JSON.stringify(schema.parse(await load()));
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { body, expiresAt: now + this.ttlMs });
    return body;
  }

  /** After a write that changes what the cached answers say. */
  clear(): void {
    this.entries.clear();
  }

  get maxAgeSeconds(): number {
    return Math.floor(this.ttlMs / 1000);
  }
}

/** Sends cached JSON text with HTTP caching that matches the server's own. */
export function sendCached(reply: FastifyReply, cache: JsonCache, body: string): FastifyReply {
  return reply
    .header('cache-control', `public, max-age=${cache.maxAgeSeconds}`)
    .type('application/json; charset=utf-8')
    .send(body);
}
