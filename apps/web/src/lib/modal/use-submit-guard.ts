import { useCallback, useRef, useState } from 'react';

export interface SubmitGuard {
  /** True while a guarded action runs: disable or mark pending the submit button. */
  pending: boolean;
  /** Runs fn unless one is already running; a second call while pending is ignored (resolves undefined). */
  run: <T>(fn: () => Promise<T> | T) => Promise<T | undefined>;
}

/** The loading flag that blocks double submits (spec section 4). */
export function useSubmitGuard(): SubmitGuard {
  const [pending, setPending] = useState(false);
  // A ref, not the state: two clicks in one frame both see the state as false.
  const busy = useRef(false);

  const run = useCallback(async <T>(fn: () => Promise<T> | T): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await fn();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  return { pending, run };
}
