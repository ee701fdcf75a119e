import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, isChunkLoadError, withChunkTimeout } from './chunk-timeout';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    void withChunkTimeout(() => new Promise(() => {})).then(
      () => (outcome = 'loaded'),
      (e: unknown) => (outcome = e),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a loaded chunk through', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('recognises chunk failures', () => {
    expect(isChunkLoadError(new ChunkLoadTimeoutError(1))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
