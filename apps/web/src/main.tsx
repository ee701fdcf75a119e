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
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint(container)
  .then(() => import('./start'))
  .then(({ start }) => start(container))
  .catch((error: unknown) => showStartFailure(container, error));
