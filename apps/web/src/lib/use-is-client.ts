import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true after: for what depends on the browser alone
 * (a cookie, storage), so the server's HTML and the first client render agree (decision 023).
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
