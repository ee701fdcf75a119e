/** Lazy parts give up after 120 s (spec section 9); the route's error element then offers a retry. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
  constructor(timeoutMs: number) {
    super(`A page chunk did not load within ${timeoutMs} ms`);
  }
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A chunk that timed out or could not be fetched (offline, a new deployment removed the old file). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk/i.test(
    error.message,
  );
}
