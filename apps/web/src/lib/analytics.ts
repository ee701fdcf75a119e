/** The analytics hand-off: events go to `window.dataLayer` (the tag manager convention). */
export interface PageviewEvent {
  event: 'pageview';
  page_path: string;
  page_title: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(entry: Record<string, unknown>): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

export function trackPageview(pagePath: string, pageTitle: string): void {
  const event: PageviewEvent = { event: 'pageview', page_path: pagePath, page_title: pageTitle };
  pushToDataLayer({ ...event });
}
