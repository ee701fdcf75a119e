import status from '@/pages/not-found/status-page.module.css';
import { isChunkLoadError } from '@/lib/chunk-timeout';
import { CHUNK_LOAD_FAILURE, RENDER_FAILURE } from './failure-text';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * When the app itself cannot start (its start module failed to download — offline, or a new deployment removed the
 * old file — or threw), the reader is told so in words and offered a retry, without React: the server's first paint
 * stays readable under the notice, and a page with no first paint gets the bar and a main area to hold it.
 */
export function showStartFailure(container: HTMLElement, error: unknown): void {
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  const text = chunk ? CHUNK_LOAD_FAILURE : RENDER_FAILURE;

  const notice = element('div', 'start-failure');
  notice.setAttribute('role', 'alert');
  notice.append(element('p', 'start-failure-title', text.title));
  for (const line of text.lines) notice.append(element('p', 'start-failure-text', line));
  // The error screens' buttons and their roles (ErrorNotice): 다시 시도 beside the way home.
  const actions = element('div', 'start-failure-actions');
  const retry = element('button', status.secondaryAction ?? '', '다시 시도');
  retry.type = 'button';
  retry.addEventListener('click', () => window.location.reload());
  const home = element('a', status.primaryAction ?? '', '홈으로 이동');
  home.href = '/';
  actions.append(retry, home);
  notice.append(actions);

  let main = container.querySelector('main');
  if (!main) {
    const page = element('div', 'first-paint');
    const bar = element('div', 'first-paint-bar');
    const brand = element('a', 'first-paint-brand', '온판');
    brand.href = '/';
    bar.append(brand);
    main = element('main', 'first-paint-main');
    main.id = 'main-content';
    main.append(element('h1', '', text.title));
    page.append(bar, main);
    container.replaceChildren(page);
    notice.firstElementChild?.remove();
  }
  main.prepend(notice);
}
