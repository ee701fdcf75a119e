import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError } from '@/lib/chunk-timeout';
import { showStartFailure } from './start-failure';

function firstPaintRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="first-paint"><div class="first-paint-bar"><a href="/">온판</a></div>' +
    '<main class="first-paint-main" id="main-content"><h1>지원사업</h1><p class="first-paint-lead">소개</p></main></div>';
  document.body.replaceChildren(root);
  return root;
}

describe('showStartFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts a Korean notice with a retry above the first paint when the start module could not be fetched', () => {
    const root = firstPaintRoot();
    showStartFailure(root, new TypeError('Failed to fetch dynamically imported module: /assets/start-abc.js'));
    const notice = root.querySelector('[role="alert"]');
    expect(notice?.parentElement?.tagName).toBe('MAIN');
    expect(notice?.textContent).toContain('페이지를 불러오지 못했습니다');
    expect(notice?.textContent).toContain('다시 시도해주세요.');
    // The first paint stays readable under it.
    expect(root.querySelector('h1')?.textContent).toBe('지원사업');
    expect(root.querySelector('.first-paint-lead')?.textContent).toBe('소개');

    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const retry = [...root.querySelectorAll('button')].find((b) => b.textContent === '다시 시도');
    retry?.click();
    expect(reload).toHaveBeenCalledOnce();
    expect([...root.querySelectorAll('a')].find((a) => a.textContent === '홈으로 이동')?.getAttribute('href')).toBe(
      '/',
    );
  });

  it('gives a page with no first paint a heading and a main area to hold the notice', () => {
    const root = document.createElement('div');
    document.body.replaceChildren(root);
    showStartFailure(root, new ChunkLoadTimeoutError(1));
    expect(root.querySelector('main#main-content h1')?.textContent).toBe('페이지를 불러오지 못했습니다');
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('네트워크 상태가 좋지 않거나');
    expect(root.querySelector('button')?.textContent).toBe('다시 시도');
  });

  it('says the screen could not be shown, and logs the error, when the start itself threw', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = firstPaintRoot();
    const error = new Error('boom');
    showStartFailure(root, error);
    const notice = root.querySelector('[role="alert"]')?.textContent;
    expect(notice).toContain('오류가 발생했습니다');
    expect(notice).toContain('화면을 표시하는 중 문제가 발생했습니다.');
    expect(log).toHaveBeenCalledWith(error);
  });
});
