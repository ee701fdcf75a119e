import { SERVER_STATE_ID } from '@onfan/contracts/page-meta';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { App, createQueryClient } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { receivedQueries } from '@/lib/api/query-transfer';
import { readToken } from '@/lib/session/token-storage';

/** What the server drew a public page from (web-app.ts `withServerRender`). */
interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

function serverState(): ServerState | null {
  const data = document.getElementById(SERVER_STATE_ID);
  if (!data?.textContent) return null;
  try {
    return JSON.parse(data.textContent) as ServerState;
  } catch {
    return null;
  }
}

/**
 * Starts the app in the root (decision 023).
 *
 * A page the server drew (a public page, as an anonymous visitor sees it) is hydrated: React adopts the markup and
 * its data instead of drawing the page again, once the route's page chunk is loaded. A member's header differs from
 * the visitor's the server drew, so for a member, as for every other page, the app renders afresh and replaces the
 * server's HTML. Both run as a transition: React works in slices of a few milliseconds, yielding to the browser in
 * between, and the server's HTML stays in place until the whole page is ready.
 */
export async function start(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const state = readToken() ? null : serverState();
  if (!state) {
    const router = createAppRouter();
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    });
    return;
  }
  hydrate(queryClient, receivedQueries(state.queries));
  const router = createAppRouter({ hydrationData: state.router });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((next) => {
        if (!next.initialized) return;
        stop();
        resolve();
      });
    });
  }
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}
