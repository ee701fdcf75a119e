import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError } from '@/lib/api/api-client';
import { BuiltPathsContext } from '@/lib/built-paths';
import { SessionProvider } from '@/lib/session/session-context';
import { LazyModalHost } from './LazyModalHost';
import { isBuiltPath } from './route-table';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Refusals (4xx) are answers, not accidents: only a lost connection is worth another try.
        retry: (failureCount, error) => error instanceof ApiError && error.isNetworkError && failureCount < 2,
      },
    },
  });
}

/** Query cache → session → which pages are built → alerts and confirms → whatever the caller renders inside. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BuiltPathsContext value={isBuiltPath}>
          {children}
          <LazyModalHost />
        </BuiltPathsContext>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: Parameters<typeof RouterProvider>[0]['router'];
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
