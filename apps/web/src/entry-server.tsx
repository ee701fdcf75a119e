import {
  dehydrate,
  defaultShouldDehydrateQuery,
  type Query,
  type QueryCache,
  type QueryClient,
  type FetchQueryOptions,
} from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { effectiveTitle, isBuilt, matchEntry, type RouteEntry } from '@/app/route-table';
import { discoveredRoutes } from '@/app/router';
import { isApiError, setTransport } from '@/lib/api/api-client';
import { sendableQueries } from '@/lib/api/query-transfer';
import { PageStatusProvider, type PageStatusRecorder } from '@/lib/page-status';

/** The server sets how the app's API calls are answered while it renders. */
export { setTransport };

export interface Rendered {
  html: string;
  state: unknown;
  /** The HTTP status the page answers with: 404 for NotFound or an item not there, 410 for one deleted, else 200. */
  status: number;
}

/** What the route table knows of an address: a page, a page about one item (its path has parameters), or none. */
export type RouteKind = 'page' | 'item' | 'missing';

/**
 * The route table's entry at a pathname, remembered (the table is fixed; each page asks three times: its kind, its
 * title, its routes). Bounded: the pathnames are the visitors', so the map is emptied when full.
 */
const entries = new Map<string, RouteEntry | undefined>();

function entryAt(pathname: string): RouteEntry | undefined {
  if (entries.has(pathname)) return entries.get(pathname);
  if (entries.size >= 1000) entries.clear();
  const entry = matchEntry(pathname);
  entries.set(pathname, entry);
  return entry;
}

export function routeOf(url: string): RouteKind {
  const entry = entryAt(new URL(url, 'http://portal.invalid').pathname);
  if (!entry || !isBuilt(entry)) return 'missing';
  return /[:*]/.test(entry.path) ? 'item' : 'page';
}

/** The route table's title of a built page at this address (what the app names it while its item loads), or null. */
export function routeTitle(url: string): string | null {
  const entry = entryAt(new URL(url, 'http://portal.invalid').pathname);
  return entry && isBuilt(entry) ? effectiveTitle(entry) : null;
}

/** Statuses of a refused item call that the page shows as "not here": the page answers with the same status. */
const MISSING_STATUSES: readonly number[] = [404, 410];

/** The status of the item calls that failed, when every failure says the item is not there (410 before 404). */
function missingStatus(failed: readonly Query[]): number | null {
  const statuses = failed.map((q) => (isApiError(q.state.error) ? q.state.error.status : 0));
  if (statuses.length === 0 || !statuses.every((s) => MISSING_STATUSES.includes(s))) return null;
  return statuses.includes(410) ? 410 : 404;
}

/** A query the page would run now (a disabled one waits for the reader, in the browser too). */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Draws a public page as an anonymous visitor sees it (decision 024): the route's page with the data its queries
 * ask for, fetched through the transport the server sets. The page is drawn again until no query waits (at most
 * four times); the result is the markup, the state the browser hydrates from and the page's status, or null where
 * the page is better left to the browser (a redirect, a failed route or call, data still missing). A page whose item
 * calls were refused as not there (404) or deleted (410) is drawn as the browser would draw it, refusal included, and
 * answers with that status; NotFound answers 404 (`usePageStatus`).
 */
/** Data the server gives a page beside its calls' answers (the login form's refusal): query cache entries. */
export interface RenderOptions {
  seed?: readonly { queryKey: readonly unknown[]; data: unknown }[];
}

type StaticHandler = ReturnType<typeof createStaticHandler>;

/**
 * The router's static handler for a pathname, made once per page of the route table and kept (the table is fixed):
 * the routes the browser starts with there (`discoveredRoutes`: the layouts, the page's own route and NotFound), so
 * React Router converts, flattens and ranks a handful of routes instead of the whole table, and not on every request.
 */
const handlers = new Map<string, StaticHandler>();

function handlerFor(pathname: string): StaticHandler {
  const key = entryAt(pathname)?.name ?? '';
  let handler = handlers.get(key);
  if (!handler) {
    const { routes } = discoveredRoutes(pathname);
    handler = createStaticHandler(routes.map((r) => ({ ...r, loader: () => null })));
    handlers.set(key, handler);
  }
  return handler;
}

/** The prerendered markup as text, chunk by chunk (a `Response` around the stream costs more than the page). */
async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * The calls each address was last drawn from (its queries' options: key and function), so the next drawing of the
 * same address starts them at once and draws the page once, instead of a first pass that only finds which calls the
 * page makes. Nothing of an answer is kept, only which calls to make: every drawing fetches its data afresh. A call
 * the page no longer makes (its data changed what it asks for) is not sent with the page, and one it makes anew is
 * found by the passes as before. Bounded: the addresses are the visitors', so the map is emptied when full.
 */
const plans = new Map<string, { hash: string; options: FetchQueryOptions }[]>();
const MAX_PLANS = 500;

/** The hashes of the queries a drawing asks for, as the page's hooks build them (a query found in the cache too). */
function watchUse(cache: QueryCache): Set<string> {
  const used = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<QueryCache['build']>) => {
    const query = build(...args);
    used.add(query.queryHash);
    return query;
  }) as QueryCache['build'];
  return used;
}

/** Starts the calls an address was last drawn from; answers their hashes. */
async function startPlanned(queryClient: QueryClient, key: string): Promise<Set<string>> {
  const plan = plans.get(key) ?? [];
  await Promise.all(plan.map((call) => queryClient.prefetchQuery(call.options)));
  return new Set(plan.map((call) => call.hash));
}

export async function render(url: string, options: RenderOptions = {}): Promise<Rendered | null> {
  const address = new URL(url, 'http://portal.invalid');
  const handler = handlerFor(address.pathname);
  const request = new Request(address);
  const context = await handler.query(request);
  // A redirect or a route that failed is the app's to handle in the browser.
  if (context instanceof Response || context.errors) return null;
  const queryClient = createQueryClient();
  const cache = queryClient.getQueryCache();
  const used = watchUse(cache);
  // A page drawn with what one visitor sent (the login form's refusal) neither uses nor leaves a plan.
  const planKey = options.seed?.length ? null : address.pathname + address.search;
  for (const entry of options.seed ?? []) queryClient.setQueryData(entry.queryKey, entry.data);
  const planned = planKey === null ? new Set<string>() : await startPlanned(queryClient, planKey);
  for (let pass = 0; pass < 4; pass += 1) {
    used.clear();
    const router = createStaticRouter(handler.dataRoutes, context);
    const recorder: PageStatusRecorder = { status: null };
    // Unlike renderToString, prerender waits for lazy parts to load instead of sending their fallbacks.
    const { prelude } = await prerender(
      <PageStatusProvider recorder={recorder}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageStatusProvider>,
      // A large Suspense boundary would otherwise be sent apart, with an inline script to put it in place; the
      // document policy refuses those, and the page is sent whole anyway.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await streamText(prelude);
    // A planned call this drawing did not ask for is not part of the page.
    for (const q of cache.getAll()) if (planned.has(q.queryHash) && !used.has(q.queryHash)) cache.remove(q);
    const queries = cache.getAll().filter(isEnabled);
    const pending = queries.filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
    // A part that was still loading (a lazy component met for the first time) is drawn complete in the next pass:
    // no inline scripts, which the document policy refuses, and no fallback left in the markup.
    const complete = !html.includes('<script') && !html.includes('<!--$?-->') && !html.includes('<!--$!-->');
    if (pending.length === 0 && complete) {
      const failed = queries.filter((q) => q.state.status !== 'success');
      const missing = missingStatus(failed);
      // A refused or failed call is shown by the browser's own attempt (its messages, its retry), not frozen here;
      // only an item that is not there is an answer the server can give for everyone.
      if (failed.length > 0 && missing === null) return null;
      if (planKey !== null) {
        if (plans.size >= MAX_PLANS) plans.clear();
        plans.set(
          planKey,
          queries
            .filter((q) => q.state.status === 'success')
            .map((q) => ({ hash: q.queryHash, options: { ...q.options, queryKey: q.queryKey } })),
        );
      }
      const queryState = dehydrate(queryClient, {
        shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === 'error',
      });
      return {
        html,
        state: { router: { loaderData: context.loaderData }, queries: sendableQueries(queryState) },
        status: recorder.status ?? missing ?? 200,
      };
    }
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
  return null;
}
