import type { Clock } from '../lib/clock.js';
import { JsonCache } from './json-cache.js';

export type InvalidationListener = (region: string) => void;

interface ValueEntry {
  value: Promise<unknown>;
  expiresAt: number;
}

const MAX_KEYS_PER_REGION = 1000;

/**
 * The app's one cache, built once by the composition root and handed to every module. Values live in named regions
 * (`code`, `main`, `holiday` ...) for a time; a write that changes what a region says calls `invalidate(region)`,
 * which clears it here and tells every listener: on PostgreSQL the invalidation bus (http/cache-bus.ts), which
 * carries it to every other process over LISTEN/NOTIFY, so no instance keeps a stale answer.
 *
 * While a process cannot hear the others' invalidations (its listener connection is lost, or not yet in place) the
 * cache is suspended: everything it held is dropped and nothing is kept until `resume()`; every answer is read fresh.
 */
export class CacheService {
  private readonly values = new Map<string, Map<string, ValueEntry>>();
  private readonly jsonRegions = new Map<string, JsonCache[]>();
  private readonly listeners = new Set<InvalidationListener>();
  private suspended = false;

  constructor(private readonly clock: Clock) {}

  /** Keeps nothing from now on (and drops what it holds) until `resume()`: invalidations might be missed meanwhile. */
  suspend(): void {
    this.suspended = true;
    this.clearAll();
  }

  /** Caches again, starting empty (anything may have changed while invalidations could not be heard). */
  resume(): void {
    this.clearAll();
    this.suspended = false;
  }

  get isSuspended(): boolean {
    return this.suspended;
  }

  /** A cache of JSON answers sent as text (read-mostly lists), cleared with its region. */
  json(region: string, ttlMs: number): JsonCache {
    const cache = new JsonCache(this.clock, ttlMs, undefined, () => !this.suspended);
    const list = this.jsonRegions.get(region) ?? [];
    list.push(cache);
    this.jsonRegions.set(region, list);
    return cache;
  }

  /**
   * A value kept for `ttlMs` (Infinity for pure data such as a year's public holidays). Concurrent callers share one
   * load; a failed load is forgotten so the next call tries again.
   */
  value<T>(region: string, key: string, ttlMs: number, load: () => Promise<T> | T): Promise<T> {
    if (this.suspended) return Promise.resolve().then(load);
    const now = this.clock.now().getTime();
    let entries = this.values.get(region);
    if (!entries) {
      entries = new Map();
      this.values.set(region, entries);
    }
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (entries.size >= MAX_KEYS_PER_REGION) entries.clear();
    const value = Promise.resolve().then(load);
    const region_ = entries;
    region_.set(key, { value, expiresAt: now + ttlMs });
    value.catch(() => {
      if (region_.get(key)?.value === value) region_.delete(key);
    });
    return value;
  }

  /** Forgets what a region holds, here and (through the listeners) everywhere else. */
  invalidate(region: string): void {
    this.clearLocal(region);
    for (const listener of this.listeners) listener(region);
  }

  /** Clears a region on this instance only: what a listener for another instance's invalidation calls. */
  clearLocal(region: string): void {
    this.values.delete(region);
    for (const cache of this.jsonRegions.get(region) ?? []) cache.clear();
  }

  private clearAll(): void {
    this.values.clear();
    for (const caches of this.jsonRegions.values()) for (const cache of caches) cache.clear();
  }

  onInvalidate(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
