/**
 * How code outside React (the API client, the session store) moves the user to another page.
 * The router registers its `navigate` at start-up; before that, and in plain scripts, a full page load is used.
 */
export type Navigate = (to: string) => void;

const fullPageLoad: Navigate = (to) => window.location.assign(to);
let current: Navigate = fullPageLoad;

export function setNavigator(navigate: Navigate | null): void {
  current = navigate ?? fullPageLoad;
}

export function navigateTo(to: string): void {
  current(to);
}

/** A full document load, for static pages outside the app such as /error.html. */
export function loadDocument(url: string): void {
  window.location.assign(url);
}
