import { dehydrate, type Query } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { buildRoutes } from '@/app/router';
import { setTransport } from '@/lib/api/api-client';

/** The server sets how the app's API calls are answered while it renders. */
export { setTransport };

export interface Rendered {
  html: string;
  state: unknown;
}

/** A query the page would run now (a disabled one waits for the reader, in the browser too). */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Draws a public page as an anonymous visitor sees it (decision 024): the route's page with the data its queries
 * ask for, fetched through the transport the server sets. The page is drawn again until no query waits (at most
 * four times); the result is the markup and the state the browser hydrates from, or null where the page is better
 * left to the browser (a redirect, a failed route or call, data still missing).
 */
export async function render(url: string): Promise<Rendered | null> {
  const routes = buildRoutes().map((r) => ({ ...r, loader: () => null }));
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(url, 'http://portal.invalid'));
  const context = await handler.query(request);
  // A redirect or a route that failed is the app's to handle in the browser.
  if (context instanceof Response || context.errors) return null;
  const queryClient = createQueryClient();
  for (let pass = 0; pass < 4; pass += 1) {
    const router = createStaticRouter(handler.dataRoutes, context);
    // Unlike renderToString, prerender waits for lazy parts to load instead of sending their fallbacks.
    const { prelude } = await prerender(
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      // A large Suspense boundary would otherwise be sent apart, with an inline script to put it in place; the
      // document policy refuses those, and the page is sent whole anyway.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    const queries = queryClient.getQueryCache().getAll().filter(isEnabled);
    const pending = queries.filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
    // A part that was still loading (a lazy component met for the first time) is drawn complete in the next pass:
    // no inline scripts, which the document policy refuses, and no fallback left in the markup.
    const complete = !html.includes('<script') && !html.includes('<!--$?-->') && !html.includes('<!--$!-->');
    if (pending.length === 0 && complete) {
      // A refused or failed call is shown by the browser's own attempt (its messages, its retry), not frozen here.
      if (queries.some((q) => q.state.status !== 'success')) return null;
      return { html, state: { router: { loaderData: context.loaderData }, queries: dehydrate(queryClient) } };
    }
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
  return null;
}
