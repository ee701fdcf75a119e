import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  redirect,
  type RouteObject,
} from 'react-router';
import { setNavigator } from '@/lib/api/navigation';
import { validateSession } from '@/lib/session/session-api';
import NotFoundPage from '@/pages/not-found/NotFoundPage';
import { withChunkTimeout } from '@/lib/chunk-timeout';
import { NOT_FOUND_TITLE } from '@/lib/document-title';
import AuthLayout from './layouts/AuthLayout';
import LiveLayout from './layouts/LiveLayout';
import MainLayout from './layouts/MainLayout';
import PopupLayout from './layouts/PopupLayout';
import { AppLoading, RootRoute, type RouteHandle } from './RootRoute';
import { RouteError } from './RouteError';
import { effectiveTitle, type LayoutKind, matchEntry, type PageLoader, ROUTES, type RouteEntry } from './route-table';

/**
 * Layouts are part of the main chunk (a few KB together; their heavy parts, such as the side menu, load on
 * demand). A lazy layout would race its page: when a page chunk fails while the layout chunk is still on its way,
 * React Router settles on the error without ever rendering the layout.
 */
const LAYOUTS: Record<Exclude<LayoutKind, 'admin'>, ComponentType> = {
  main: MainLayout,
  auth: AuthLayout,
  live: LiveLayout,
  popup: PopupLayout,
};
const LAYOUT_ORDER: readonly LayoutKind[] = ['main', 'auth', 'live', 'popup', 'admin'];
/**
 * The operator console's layout is the exception: a chunk of its own, loaded with the console's first page, so no
 * public page carries the console's code (decision 034).
 */
const loadConsoleLayout = () => import('@/pages/admin/ConsoleLayout');

/**
 * A lazy page that gives up after 120 s. A failed load resolves to a component that throws the failure, so the
 * route's error element shows it ('다시 시도' reloads the page). Letting `lazy` reject instead leaves React Router
 * rendering an empty outlet, because the route keeps its pending `lazy` flag.
 */
function lazyComponent(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => {
    try {
      const module = await withChunkTimeout(load);
      return { Component: module.default };
    } catch (error) {
      return {
        Component: function ChunkLoadFailed(): never {
          throw error;
        },
      };
    }
  };
}

/** Validates the session before every navigation (spec section 2, "Navigation"). */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await validateSession({ signal: request.signal });
  return null;
}

function pageRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { title: effectiveTitle(entry) };
  const route: RouteObject = entry.path === '' ? { index: true } : { path: entry.path };
  route.id = entry.name;
  route.handle = handle;
  route.errorElement = <RouteError />;
  if (entry.page) route.lazy = lazyComponent(entry.page as PageLoader);
  else route.Component = NotFoundPage; // not built yet: NotFound, no placeholder
  const guard = entry.redirect;
  if (guard) {
    route.loader = ({ params }: LoaderFunctionArgs) => {
      const to = guard(params);
      if (to) throw redirect(to);
      return null;
    };
  }
  return route;
}

/** The route objects: root (session check, navigation effects) → layout → page. */
export function buildRoutes(entries: readonly RouteEntry[] = ROUTES): RouteObject[] {
  const layouts: RouteObject[] = LAYOUT_ORDER.map((kind) => {
    const children = entries.filter((entry) => entry.layout === kind).map(pageRoute);
    if (kind === 'main') {
      const notFound: RouteHandle = { title: NOT_FOUND_TITLE };
      children.push({ id: 'NotFound', path: '*', handle: notFound, Component: NotFoundPage });
    }
    const layout: RouteObject =
      kind === 'admin' ? { lazy: lazyComponent(loadConsoleLayout) } : { Component: LAYOUTS[kind] };
    return { id: `layout-${kind}`, ...layout, errorElement: <RouteError standalone />, children };
  });
  return [
    {
      id: 'root',
      Component: RootRoute,
      loader: sessionLoader,
      // Every navigation checks the session again, not only the first one.
      shouldRevalidate: () => true,
      HydrateFallback: AppLoading,
      errorElement: <RouteError standalone />,
      children: layouts,
    },
  ];
}

/**
 * The routes to start with at a pathname, and how the others are added: the current page's route only, and a page's
 * route when the visitor first goes there (React Router's `patchRoutesOnNavigation`), found by `matchEntry` in the
 * table. React Router flattens and ranks every route it is given when it is made, and the whole table (116 routes, 3
 * compiled matchers each) was the larger part of the start's second task on a phone.
 */
export function discoveredRoutes(pathname: string): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  const first = matchEntry(pathname);
  const added = new Set(first ? [first.name] : []);
  return {
    routes: buildRoutes(first ? [first] : []),
    patchRoutesOnNavigation: ({ path, patch }) => {
      const entry = matchEntry(path);
      if (!entry || added.has(entry.name)) return;
      added.add(entry.name);
      patch(`layout-${entry.layout}`, [pageRoute(entry)]);
    },
  };
}

/** The browser's router; `hydrationData` is what the server drew the page with (start.tsx). */
export function createAppRouter(options: { hydrationData?: HydrationState } = {}) {
  const { routes, patchRoutesOnNavigation } = discoveredRoutes(window.location.pathname);
  const router = createBrowserRouter(routes, { ...options, patchRoutesOnNavigation });
  // The API client and the session store move the visitor with the router, not a full page load.
  setNavigator((to) => void router.navigate(to));
  return router;
}
