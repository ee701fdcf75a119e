import './zod-jitless';
import '@/styles/global.css';
import { showStartFailure } from '@/app/start-failure';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * The page paints before the app runs (decision 023): the server's first-paint HTML is drawn in the first frame, and
 * only then is the app's start module fetched and evaluated, so a slow phone shows the page's content without waiting
 * for the app's scripts. A page with nothing to show first (a member's own page, search results) and a tab opened in
 * the background (it has no frames) start at once.
 */
function afterFirstPaint(root: HTMLElement): Promise<void> {
  if (!root.firstElementChild || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(nextTask);
}

/** A new task: the browser may paint and handle input before the next step runs. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Evaluating the start module's graph and starting the app are separate tasks, so neither holds a phone's main thread
// for both (a task's time beyond 50 ms is what Lighthouse's blocking time counts).
void afterFirstPaint(container)
  .then(() => {
    const loading = import('./start');
    // Zod and the contracts' envelope schemas (the page and command shapes) are used by 104 of the 130 page chunks.
    // Fetched beside the start module, they are evaluated in tasks of their own, not inside the page's first one:
    // zod itself with its Korean messages first, then the envelope's schemas.
    void import('@onfan/contracts/zod-setup').then(() => import('@onfan/contracts/envelope')).catch(() => undefined);
    return loading;
  })
  .then(async ({ start }) => {
    await nextTask();
    await start(container);
  })
  .catch((error: unknown) => showStartFailure(container, error));
