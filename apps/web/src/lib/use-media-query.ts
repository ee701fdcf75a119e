import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current. A page rendered on the server (decision 023) is drawn with
 * `serverValue` and hydrated with it too; React then re-renders with the browser's answer, without a mismatch.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? serverValue,
    () => serverValue,
  );
}
