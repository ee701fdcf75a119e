import { vi } from 'vitest';

/**
 * Vitest fake timers that work with Testing Library and user-event. Testing Library's async wrapper drains
 * with setTimeout(0) and only advances fake timers when it finds a global `jest`; without this shim every
 * user-event call hangs under vi.useFakeTimers(). Test-only: import from *.test.tsx files.
 */
export function useFakeTimersForTesting(): void {
  (globalThis as unknown as { jest?: unknown }).jest = {
    advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
  };
  vi.useFakeTimers();
}

export function useRealTimersAfterTesting(): void {
  vi.useRealTimers();
  delete (globalThis as unknown as { jest?: unknown }).jest;
}
