import { SERVER_STATE_ID } from '@onfan/contracts/page-meta';
import { useEffect, useRef } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useMatches, useNavigate, type NavigateOptions } from 'react-router';
import { trackPageview } from '@/lib/analytics';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { ProgressBar, ProgressIndicator } from './layouts/ProgressBar';
import { SITE_NAME } from '@/lib/site-config';

/** Scroll returns to the top 500 ms after each navigation (spec section 9). */
export const SCROLL_RESET_DELAY_MS = 500;

/**
 * What says the person has started on the new page: a press, a key, the wheel, a touch, or focus moved to something
 * other than the page's main content (which the app itself focuses). The scroll reset is then dropped: pulling the
 * page to the top under a field being typed in or a button being pressed would lose the press or the place.
 */
const STARTED_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'focusin'] as const;

export interface RouteHandle {
  title: string;
}

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The deepest matched route's title. */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return SITE_NAME;
}

/** Effects of every navigation: document title, pageview, scroll reset, focus to the new page's content. */
function NavigationEffects() {
  const location = useLocation();
  const title = useRouteTitle();
  useDocumentTitle(title, TITLE_PRIORITY.route);
  const lastPath = useRef<string | null>(null);
  const pagePath = `${location.pathname}${location.search}`;

  useEffect(() => {
    // After this commit's effects (page titles included) have run, report the page with its final title.
    const report = setTimeout(() => trackPageview(pagePath, document.title), 0);
    // The first page, or the same page again (StrictMode re-running effects), is no navigation.
    const navigated = lastPath.current !== null && lastPath.current !== pagePath;
    lastPath.current = pagePath;
    if (!navigated) return () => clearTimeout(report);
    const scroll = setTimeout(() => {
      stopWatching();
      window.scrollTo({ top: 0, left: 0 });
    }, SCROLL_RESET_DELAY_MS);
    const started = (event: Event) => {
      if (event.type === 'focusin' && event.target instanceof HTMLElement && event.target.tagName === 'MAIN') return;
      clearTimeout(scroll);
      stopWatching();
    };
    const stopWatching = () => {
      for (const type of STARTED_EVENTS) window.removeEventListener(type, started, true);
    };
    for (const type of STARTED_EVENTS) window.addEventListener(type, started, { capture: true, passive: true });
    // Screen-reader and keyboard users start at the new page's content, as after a full page load.
    const focus = requestAnimationFrame(() => {
      const main = document.getElementById('main-content');
      if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    });
    return () => {
      clearTimeout(report);
      clearTimeout(scroll);
      stopWatching();
      cancelAnimationFrame(focus);
    };
  }, [pagePath]);

  return null;
}

/** The root route: shared by every layout. */
export function RootRoute() {
  const navigate = useNavigate();
  // The app's first commit (a hydration or a fresh render) has adopted or replaced the server's page: its data is
  // spent. Its absence also tells a waiting reader (the journeys) that the page is the app's now.
  useEffect(() => document.getElementById(SERVER_STATE_ID)?.remove(), []);
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <NavigationEffects />
      <ProgressBar />
      <Outlet />
    </AriaRouterProvider>
  );
}

/** Shown while the first page's parts load (the session check and the page chunk). */
export function AppLoading() {
  return <ProgressIndicator />;
}
