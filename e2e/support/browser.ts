import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';
import { DEMO_PASSWORD, operatorToken, portalUrl } from './portal.js';
import type { AuditRecord } from './route-matrix.js';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
fs.mkdirSync(ARTIFACTS, { recursive: true });

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** How long one step of a journey may wait for the page (Playwright's actions and locator waits). */
const STEP_TIMEOUT_MS = 60_000;

/**
 * A browser context like a person's. The unread-count event stream (a connection that stays open while a member is
 * logged in) is refused unless `messageStream` is asked for: the page then polls, as it does whenever the stream is
 * unavailable, and `settled` (no call in flight) still means the page has settled. The message journey asks
 * for the stream and checks the push itself.
 */
export async function newContext(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  options: {
    messageStream?: boolean;
    /** Keep the header bell's event stream (common/ntf/events); refused otherwise, and the bell polls. */
    notificationStream?: boolean;
    loggedInAs?: string;
    /** A session made by the journey itself on another portal than the worker's (one it started). */
    session?: { origin: string; token: string };
    /** Another window size than the viewport's (a particular phone), and its device pixel ratio. */
    size?: { width: number; height: number; deviceScaleFactor?: number };
  } = {},
): Promise<BrowserContext> {
  const chosen: { width: number; height: number; deviceScaleFactor?: number } = options.size ?? VIEWPORTS[viewport];
  const { deviceScaleFactor, ...size } = chosen;
  const context = await browser.newContext({
    viewport: size,
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    ...(options.loggedInAs ? { storageState: await loggedInState(options.loggedInAs) } : {}),
    ...(options.session
      ? {
          storageState: {
            cookies: [],
            origins: [
              { origin: options.session.origin, localStorage: [{ name: 'auth_token', value: options.session.token }] },
            ],
          },
        }
      : {}),
  });
  // A step (a click, a wait for a dialog) on a busy machine, where other work shares the cores: a minute, not Playwright's 30 s.
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  // The refused streams fail in the page as a refused connection does (fetch rejects with a TypeError), not through
  // Playwright's request routing: a context with a route sends every request through the test process and loses the
  // browser's HTTP cache, which made each page load its scripts, styles and fonts again (a third of the browser's time).
  const refused = [
    ...(options.messageStream ? [] : ['/v1/app/common/msg/events']),
    ...(options.notificationStream ? [] : ['/v1/app/common/ntf/events']),
  ];
  // Every Content-Security-Policy refusal on the page (inline styles, eval probes ...), checked with the audit.
  await context.addInitScript((refusedPaths: string[]) => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
    if (!refusedPaths.length) return;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      return refusedPaths.includes(url.pathname)
        ? Promise.reject(new TypeError('Failed to fetch'))
        : fetch(input, init);
    };
  }, refused);
  // A journey that fails leaves a picture of each of its open pages (what the person would have seen), and the
  // console's errors, in e2e/artifacts/failed-*.png: a failure on a busy CI machine can be read afterwards.
  const consoleErrors: string[] = [];
  context.on('page', (page) => {
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    trackRequests(page);
    waitForTheAppOnLoad(page);
  });
  onTestFailed(async ({ task }) => {
    const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
    for (const [i, page] of context.pages().entries()) {
      console.error(`open page ${i} of "${task.name}": ${page.url()}`);
      // In front, so that a page the browser stopped drawing is drawn for its picture (see nextFrames).
      await page.bringToFront().catch(() => undefined);
      await page
        .screenshot({ path: path.join(ARTIFACTS, `failed-${name}-${i}.png`), timeout: 15_000 })
        .catch((error: unknown) => console.error(`no picture of page ${i}: ${String(error).split('\n')[0]}`));
    }
    if (consoleErrors.length) console.error(`console errors in "${task.name}":\n${consoleErrors.join('\n')}`);
  });
  return context;
}

/**
 * A browser's storage with a fresh session of `lgnId` (a demo account), made by the login call itself: a journey whose
 * subject is not the login starts logged in, as a member who logged in earlier would. The login journeys keep using
 * the form. Each context gets its own session, so one journey's logout never ends another's.
 */
async function loggedInState(lgnId: string) {
  const storage = (token: string) => ({
    cookies: [],
    origins: [{ origin: portalUrl(), localStorage: [{ name: 'auth_token', value: token }] }],
  });
  // The demo operator's session passed the second factor; it is shared by the file's journeys (one code a login).
  if (lgnId === 'demo-admin') return storage(await operatorToken());
  const res = await fetch(`${portalUrl()}/v1/app/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lgnId, userPasswd: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!res.ok || !body.token) throw new Error(`login of ${lgnId} refused: ${res.status} ${body.message ?? ''}`);
  return storage(body.token);
}

/** The kinds of request a page waits for before it is drawn in full (not media streams or event streams). */
const AWAITED = new Set(['document', 'stylesheet', 'script', 'image', 'font', 'fetch', 'xhr']);
const inFlight = new WeakMap<Page, { open: Set<Request>; changed: Set<() => void> }>();

/** Keeps the set of `page`'s requests still waiting for their answers (newContext does it for every page). */
function trackRequests(page: Page): void {
  const state = { open: new Set<Request>(), changed: new Set<() => void>() };
  inFlight.set(page, state);
  page.on('request', (r) => {
    // An event stream (every one of the portal's ends in /events: messages, notifications, live chat, the media desk)
    // stays open while the page is shown.
    if (AWAITED.has(r.resourceType()) && !/\/events$/.test(r.url())) state.open.add(r);
  });
  const done = (r: Request) => {
    if (!state.open.delete(r)) return;
    for (const wake of state.changed) wake();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** How long `settled` waits for the page's calls to be answered before it names the ones still open. */
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Ends with `what` named when `work` has not ended in `ms`: a wait that Playwright does not bound (a script run in the
 * page, a call to the Nu checker) fails as the step it is, not as the journey's timeout with no step named.
 */
async function bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a page may take to draw two frames before the browser is taken to have stopped drawing it. */
const FRAME_TIMEOUT_MS = 5_000;

/**
 * Waits until the page has drawn two more frames: what a change makes the app draw (and ask for next) starts
 * within them, and a resize's layout and resize observers have run. Chromium, rarely, stops drawing a page of a
 * headless browser: no animation frame comes and a screenshot waits in vain (a journey on CI waited 120 s for one,
 * and its failure picture for 60 s more). The wait is bounded; a page that drew nothing is brought to the front,
 * which makes the browser draw it again, and said in the log; one that still draws nothing fails here, by name.
 */
export async function nextFrames(page: Page): Promise<void> {
  const drew = () =>
    bounded(
      page.evaluate(
        (ms) =>
          new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), ms);
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                clearTimeout(timer);
                resolve(true);
              }),
            );
          }),
        FRAME_TIMEOUT_MS,
      ),
      FRAME_TIMEOUT_MS + 10_000,
      `the script waiting for ${page.url()} to draw`,
    );
  if (await drew()) return;
  console.warn(`${page.url()} drew no frame in ${FRAME_TIMEOUT_MS} ms; brought to the front`);
  await page.bringToFront();
  if (!(await drew()))
    throw new Error(`${page.url()} drew no frame in ${FRAME_TIMEOUT_MS} ms, again after being brought to the front`);
}

/**
 * Waits until every call, picture, font and script the page has asked for is answered and the page has drawn what
 * they brought: no request in flight across two animation frames (what an answer makes the app draw, and ask for
 * next, starts within them). Event-driven, unlike Playwright's network-idle load state (500 ms without traffic,
 * which a member page's open event stream never gives): it ends as soon as the last answer is drawn, and on a slow
 * machine it waits as long as the answers take. Before an audit or a picture, and before a check that something is
 * absent.
 */
export async function settled(page: Page): Promise<void> {
  const state = inFlight.get(page);
  if (!state) throw new Error('settled() follows the requests of pages opened in a context made by newContext()');
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (let calm = 0; calm < 2;) {
    while (state.open.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `still waiting for: ${[...state.open].map((r) => r.url()).join(', ')} (${SETTLE_TIMEOUT_MS} ms)`,
        );
      await new Promise<void>((resolve) => {
        const wake = () => {
          state.changed.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        state.changed.add(wake);
      });
    }
    await nextFrames(page);
    calm = state.open.size === 0 ? calm + 1 : 0;
  }
}

/**
 * Logs the browser of `page` in as `lgnId` with a fresh session made by the login call, as `loggedInAs` does for a new
 * context, and opens `path`: a journey whose subject is not the login starts there logged in, without the login form's
 * page, typing and redirect. The session is put where the app keeps it while a page of the portal (robots.txt, which
 * the app does not take over) is open.
 */
export async function openLoggedIn(page: Page, lgnId: string, path: string): Promise<void> {
  const state = await loggedInState(lgnId);
  await page.goto(`${portalUrl()}/robots.txt`);
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, state.origins[0]!.localStorage);
  await page.goto(portalUrl() + path);
}

/** How long a loaded page may take to hand its server HTML over to the app on a busy machine. */
const APP_TAKEOVER_TIMEOUT_MS = 30_000;

/**
 * Resolves once the app has taken over the page's server HTML (see waitForTheAppOnLoad): for a page the journey did
 * not open with `goto`, such as a popup window, after its load.
 */
export async function appTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('#root > .first-paint') && !document.getElementById('ssr-data'),
    undefined,
    { timeout: APP_TAKEOVER_TIMEOUT_MS },
  );
}

/**
 * A public page's first HTML is drawn by the server (decision 023): the app's own markup, which the app then
 * hydrates, or a plain first paint, which the app replaces. Until then its buttons do nothing. A journey acts on
 * the app, so `goto` and `reload` return only once the app has taken over: no first paint left, and the server's
 * data (`#ssr-data`) spent, which the app's first commit does. Pages the server did not draw return at once.
 */
function waitForTheAppOnLoad(page: Page): void {
  const takenOver = () => appTakenOver(page);
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await takenOver();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await takenOver();
    return response;
  };
}

/** How long the Nu checker may take to read one page (about a second when it has a core to itself). */
const NU_TIMEOUT_MS = 60_000;

/** Markup errors the Nu HTML checker finds in the page as the browser holds it now (KWCAG 마크업 오류 방지). */
async function markupErrors(page: Page): Promise<string[]> {
  const html = await page.content();
  const res = await fetch(`${inject('vnuUrl')}/?out=json`, {
    method: 'POST',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: html,
    signal: AbortSignal.timeout(NU_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new Error(`the Nu checker gave no answer for ${page.url()} in ${NU_TIMEOUT_MS} ms`, { cause: error });
  });
  const report = (await res.json()) as { messages: { type: string; message: string; extract?: string }[] };
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => `${m.message}\n    …${(m.extract ?? '').replace(/\s+/g, ' ')}…`);
}

/** The width the reflow rule asks for (WCAG 1.4.10): 320 CSS pixels, which is also 1280 pixels at 400 % zoom. */
const REFLOW_WIDTH = 320;

/**
 * Elements that make the page scroll sideways when the window is 320 CSS pixels wide. The page is resized to that
 * width and back; content that scrolls inside its own box (a wide table in a scroller) is allowed.
 */
async function reflowOverflow(page: Page): Promise<string[]> {
  const before = page.viewportSize();
  if (!before) return [];
  await page.setViewportSize({ width: REFLOW_WIDTH, height: Math.max(before.height, 640) });
  try {
    await nextFrames(page);
    return await page.evaluate((width) => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth + 1) return [];
      const inScroller = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const ox = getComputedStyle(p).overflowX;
          if (ox === 'auto' || ox === 'scroll' || ox === 'hidden' || ox === 'clip') return true;
        }
        return false;
      };
      const out: string[] = [];
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= width + 1 || inScroller(el)) continue;
        // Report the outermost culprit only: a child of a reported element says nothing new.
        if (out.length && el.parentElement?.closest('[data-reflow-culprit]')) continue;
        el.setAttribute('data-reflow-culprit', '');
        const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        out.push(`${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} right=${Math.round(r.right)}px`);
        if (out.length >= 5) break;
      }
      for (const el of Array.from(document.querySelectorAll('[data-reflow-culprit]')))
        el.removeAttribute('data-reflow-culprit');
      return out.length ? out : [`the page is ${root.scrollWidth}px wide`];
    }, REFLOW_WIDTH);
  } finally {
    await page.setViewportSize(before);
  }
}

/** How long one of the audit's scripts may run in the page (axe takes one to five seconds on a busy machine). */
const SCRIPT_TIMEOUT_MS = 60_000;

/**
 * Fails on any axe violation of WCAG 2.0-2.2 A/AA, on any form control without a visible label, on any
 * Content-Security-Policy refusal the page has logged, on any markup error the Nu HTML checker finds, and when the
 * page scrolls sideways at 320 CSS pixels (reflow).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const t0 = performance.now();
  const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  expect(csp, `CSP refusals on ${label}`).toEqual([]);
  // A dialog fading in is half transparent: axe would measure the contrast of the fade, not of the page.
  await bounded(
    page.evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    }),
    SCRIPT_TIMEOUT_MS,
    `the animations of ${label} ending`,
  );
  const tAnim = performance.now();
  // The Nu checker (another process, on the other core) reads the markup while axe runs in the page.
  let tNu = 0;
  const markup = markupErrors(page).finally(() => (tNu = performance.now()));
  markup.catch(() => undefined); // a refusal below must not leave it unhandled; it is awaited below
  const result = await bounded(
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      // axe.run in the page itself: the default (runPartial) opens a blank page per check to merge the frames'
      // results, which doubles the cost of every check; the portal's pages have no frames of another origin.
      .setLegacyMode()
      .analyze(),
    SCRIPT_TIMEOUT_MS,
    `axe on ${label}`,
  );
  const violations = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(violations, `axe violations on ${label}`).toEqual([]);
  const tAxe = performance.now();
  const unlabelled = await page.evaluate(() => {
    const visible = (el: Element | null) => {
      if (!el) return false;
      const r = (el as HTMLElement).getBoundingClientRect();
      const s = getComputedStyle(el);
      return (
        r.width > 1 &&
        r.height > 1 &&
        s.visibility !== 'hidden' &&
        s.display !== 'none' &&
        !el.classList.contains('sr-only')
      );
    };
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('input, select, textarea'))) {
      const input = el as HTMLInputElement;
      if (input.type === 'hidden' || !visible(input)) continue;
      if (input.type === 'checkbox' || input.type === 'radio') {
        // react-aria renders the real checkbox visually hidden inside a visible <label>.
      }
      const labels = Array.from(input.labels ?? []);
      const byLabel = labels.some((l) => visible(l) && (l.textContent ?? '').trim().length > 0);
      const ids = (input.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
      const byIds = ids.some((id) => {
        const t = document.getElementById(id);
        return visible(t) && (t?.textContent ?? '').trim().length > 0;
      });
      if (!byLabel && !byIds) out.push(input.outerHTML.slice(0, 160));
    }
    return out;
  });
  expect(unlabelled, `form controls without a visible label on ${label}`).toEqual([]);
  expect(await markup, `Nu HTML checker errors on ${label}`).toEqual([]);
  const tReflow = performance.now();
  expect(await reflowOverflow(page), `sideways scrolling at ${REFLOW_WIDTH}px on ${label}`).toEqual([]);
  const t1 = performance.now();
  const ms = (a: number, b: number) => Math.round(b - a);
  await recordAudit(page, {
    total: ms(t0, t1),
    animations: ms(t0, tAnim),
    axe: ms(tAnim, tAxe),
    nu: ms(tAnim, tNu),
    reflow: ms(tReflow, t1),
  });
}

/** Writes the audit that passed into the run's record (support/route-matrix.ts): the address, the state, the width. */
async function recordAudit(page: Page, ms: AuditRecord['ms']): Promise<void> {
  const record: AuditRecord = {
    url: page.url(),
    loggedIn: await page.evaluate(() => localStorage.getItem('auth_token') !== null),
    width: page.viewportSize()?.width ?? 0,
    ms,
  };
  fs.appendFileSync(inject('auditLog'), `${JSON.stringify(record)}\n`);
}

/**
 * A full-page picture of what the journey sees, in e2e/artifacts, when they are asked for (`E2E_SCREENSHOTS=1 npm run
 * test:e2e`, to look at the pages); a journey that fails always leaves its pictures (newContext).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Answers the portal's alert dialog saying `text` with `button` (확인 by default) and waits for it to close. */
export async function answer(page: Page, text: string | RegExp, button = '확인'): Promise<void> {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}
