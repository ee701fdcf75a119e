import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { TOKEN_STORAGE_KEY } from '@/lib/session/token-storage';
import { ChunkLoadTimeoutError } from '@/lib/chunk-timeout';
import { NOT_FOUND_TITLE } from '@/lib/document-title';
import { PROGRESS_DELAY_MS } from './layouts/ProgressBar';
import { AppProviders, createQueryClient } from './providers';
import { buildRoutes, discoveredRoutes } from './router';
import { matchEntry, ROUTES, type RouteEntry } from './route-table';
import { SPEC_ROUTES } from './spec-routes.test-data';

type Handler = (url: string, init?: RequestInit) => Response | undefined;
let handler: Handler = () => undefined;
const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Every call the test does not answer gets the server's 404 envelope, as for an API that is not deployed. */
function answer(url: string, init?: RequestInit): Response {
  return handler(url, init) ?? json(404, { number: 404, message: '존재하지 않는 요청입니다.' });
}

/** The app at a URL, with the browser's route discovery; a test's own route table is given whole. */
function renderApp(url: string, entries?: readonly RouteEntry[]) {
  const discovery = discoveredRoutes(new URL(url, 'http://localhost').pathname);
  const router = entries
    ? createMemoryRouter(buildRoutes(entries), { initialEntries: [url] })
    : createMemoryRouter(discovery.routes, {
        initialEntries: [url],
        patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
      });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

async function go(router: ReturnType<typeof createMemoryRouter>, to: string) {
  await act(async () => {
    await router.navigate(to);
  });
}

const validate = (calls: string[]) => calls.filter((u) => u === '/v1/app/auth/validate').length;
const calledUrls = () => fetchMock.mock.calls.map(([u]) => String(u));

beforeEach(() => {
  handler = () => undefined;
  fetchMock.mockReset();
  fetchMock.mockImplementation((url, init) => Promise.resolve(answer(String(url), init)));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', vi.fn());
  localStorage.clear();
  sessionStore.clear();
  window.dataLayer = [];
});

/**
 * The page chunks this file draws, transformed and imported before the first test: on a busy machine the first import
 * of a page took longer than a test's wait for its heading, which then failed for the machine's sake, not the app's.
 */
beforeAll(async () => {
  const paths = ['/', '/service/policy', '/service/onfan', '/service/freeedudetail', '/service/marketingdetail'];
  await Promise.all([...paths, '/error', '/findInfo/id', '/mypage/connect'].map((path) => matchEntry(path)?.page?.()));
}, 120_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('unbuilt routes', () => {
  it('has a page for every route of spec section 2 (none falls back to NotFound)', () => {
    const unbuilt = SPEC_ROUTES.filter(([, pattern]) => !ROUTES.find((e) => e.path === pattern)?.page);
    expect(unbuilt.map(([, pattern]) => pattern)).toEqual([]);
  });

  it('render NotFound for any address outside the table', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${NOT_FOUND_TITLE} | 온판`));
    expect(screen.getByRole('link', { name: '홈으로 이동' })).toHaveAttribute('href', '/');
  });

  it('send findInfo with a division other than id or password to Main', async () => {
    const { router } = renderApp('/findInfo/secret');
    await screen.findByRole('heading', { level: 1, name: /판로를 넓히는 공공 서비스/ });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('route discovery', () => {
  it('starts with the current page only and adds each page where the visitor first goes', async () => {
    const { router } = renderApp('/service/policy');
    await screen.findByRole('heading', { level: 1, name: '이용약관' });
    const pageIds = () =>
      router.routes[0]!.children!.flatMap((layout) => layout.children ?? []).map((route) => route.id);
    expect(pageIds().sort()).toEqual(['NotFound', 'Policy'].sort());

    const visits: [string, string | RegExp, string][] = [
      ['/service/onfan', '플랫폼 소개', '플랫폼 소개 | 온판'],
      ['/', /판로를 넓히는 공공 서비스/, '홈 | 온판'],
      ['/no/such/page', NOT_FOUND_TITLE, `${NOT_FOUND_TITLE} | 온판`],
      ['/service/policy', '이용약관', '이용약관 | 온판'],
      ['/error', '일시적인 오류가 발생했습니다', '일시적인 오류 | 온판'],
    ];
    for (const [url, heading, title] of visits) {
      await go(router, url);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(title));
    }
    await go(router, '/findInfo/secret');
    await screen.findByRole('heading', { level: 1, name: /판로를 넓히는 공공 서비스/ });
    expect(router.state.location.pathname).toBe('/');
    expect(new Set(pageIds())).toEqual(new Set(['Policy', 'NotFound', 'Onfan', 'Main', 'Error', 'FindInfo']));
  });
});

describe('built routes', () => {
  it.each([
    ['/', /판로를 넓히는 공공 서비스/, '홈 | 온판'],
    ['/service/policy', '이용약관', '이용약관 | 온판'],
    ['/service/onfan', '플랫폼 소개', '플랫폼 소개 | 온판'],
    ['/service/freeedudetail', '무료 교육 안내', '무료 교육 안내 | 온판'],
    ['/service/marketingdetail', '마케팅 정보 수신 동의 안내', '마케팅 정보 수신 동의 안내 | 온판'],
    ['/error', '일시적인 오류가 발생했습니다', '일시적인 오류 | 온판'],
  ])('%s shows its page with one h1 and the title %s', async (url, heading, title) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(title));
    // The site header is the body's <header> (PageHeader's <header> sits inside <main>, so it is no banner).
    expect(document.querySelector('body > div > div > header')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('the terms have 18 articles, an addendum with the effective date, and a table of contents', async () => {
    renderApp('/service/policy');
    await screen.findByRole('heading', { level: 1, name: '이용약관' });
    const articles = screen.getAllByRole('heading', { level: 2, name: /^제\d+조/ });
    expect(articles).toHaveLength(18);
    expect(articles[0]).toHaveTextContent('제1조(목적)');
    expect(articles[9]).toHaveTextContent('제10조(이용자의 의무)');
    expect(articles[17]).toHaveTextContent('제18조(재판권 및 준거법)');
    expect(screen.getByText('이 약관은 2024년 8월 26일부터 시행합니다.')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: '목차' });
    expect(within(toc).getAllByRole('link')).toHaveLength(19);
    expect(within(toc).getByRole('link', { name: '제10조(이용자의 의무)' })).toHaveAttribute('href', '#article-10');
    expect(document.getElementById('article-10')).toHaveTextContent('제10조(이용자의 의무)');
    const article10 = document.getElementById('article-10')!.closest('section')!;
    expect(article10).toHaveTextContent('허위 내용을 등록하는 행위');
    expect(article10).toHaveTextContent('다른 사람의 명의');
  });

  it('the main page links only to pages that are open', async () => {
    renderApp('/');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1 });
    const hrefs = within(main)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(hrefs.length).toBeGreaterThan(0);
    const { isBuiltPath } = await import('./route-table');
    for (const href of hrefs) expect(isBuiltPath(href), href).toBe(true);
    expect(within(main).getByRole('link', { name: /1899-0000/ })).toHaveAttribute('href', 'tel:18990000');
    expect(main).toHaveTextContent('평일 09:00 ~ 18:00');
    expect(main).toHaveTextContent('12:00 ~ 13:00');
  });

  it('a page chunk that fails or times out shows the error element inside the layout', async () => {
    const failing: RouteEntry = {
      name: 'Slow',
      path: 'slow',
      title: '느린 페이지',
      layout: 'main',
      page: () => Promise.reject(new ChunkLoadTimeoutError(120_000)),
    };
    renderApp('/slow', [...ROUTES, failing]);
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 불러오지 못했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('오류가 발생했습니다 | 온판'));
  });
});

describe('navigation', () => {
  it('validates the session before every route when a token is stored', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token-0123456789');
    sessionStore.syncFromStorage();
    handler = (url) => {
      if (url === '/v1/app/auth/validate') return json(200, { valid: true, expiresAt: null });
      return undefined;
    };
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(validate(calledUrls())).toBe(1);
    await go(router, '/service/policy');
    expect(validate(calledUrls())).toBe(2);
    await go(router, '/service/onfan');
    expect(validate(calledUrls())).toBe(3);
  });

  it('shows the progress bar only once a navigation has taken more than 200 ms', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token-0123456789');
    sessionStore.syncFromStorage();
    let release: () => void = () => {};
    let calls = 0;
    fetchMock.mockImplementation((url) => {
      if (String(url) !== '/v1/app/auth/validate') return Promise.resolve(answer(String(url)));
      calls += 1;
      const ok = json(200, { valid: true, expiresAt: null });
      if (calls === 1) return Promise.resolve(ok);
      return new Promise<Response>((resolve) => (release = () => resolve(ok)));
    });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // The bar's delay runs on fake timers: a busy machine cannot stretch 120 ms of real time past the 200 ms mark.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = router.navigate('/service/onfan');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS - 1);
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('progressbar', { name: '페이지를 불러오는 중입니다' })).toBeInTheDocument();
    vi.useRealTimers();
    await act(async () => {
      release();
      await done;
    });
    await screen.findByRole('heading', { level: 1, name: '플랫폼 소개' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('treats a visitor as anonymous when the auth API answers 404', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token-0123456789');
    sessionStore.syncFromStorage();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
  });

  it('pushes a pageview with the path and final title, and scrolls to the top 500 ms after navigating', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({ event: 'pageview', page_path: '/', page_title: '홈 | 온판' }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await go(router, '/service/policy?x=1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(window.dataLayer).toContainEqual({
      event: 'pageview',
      page_path: '/service/policy?x=1',
      page_title: '이용약관 | 온판',
    });
  });

  it('leaves the scroll where it is once the person has started on the new page', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const start of [
      () => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
      () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true })),
      () => document.body.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true })),
      () => screen.getAllByRole('link')[0]!.focus(),
    ]) {
      await go(router, router.state.location.pathname === '/guide' ? '/service/policy' : '/guide');
      start();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(window.scrollTo).not.toHaveBeenCalled();
    }
    // The app's own move of focus to the new page's content is not the person's.
    await go(router, '/service/onfan');
    document.getElementById('main-content')?.focus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('puts the NotFound title in the pageview of an unbuilt route', async () => {
    renderApp('/live/12');
    await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE });
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'pageview',
        page_path: '/live/12',
        page_title: `${NOT_FOUND_TITLE} | 온판`,
      }),
    );
  });
});

describe('main layout', () => {
  it('the first skip link targets the main content and moves focus there', async () => {
    const user = userEvent.setup();
    renderApp('/service/onfan');
    await screen.findByRole('heading', { level: 1, name: '플랫폼 소개' });
    await user.tab();
    const skip = screen.getByRole('link', { name: '본문 바로가기' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    expect(screen.getByRole('link', { name: '주 메뉴 바로가기' })).toHaveAttribute('href', '#main-nav');
  });

  it('has the main navigation with the social-space sub-menu working by keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).getByRole('link', { name: '플랫폼 소개' })).toHaveAttribute('href', '/service/onfan');
    expect(within(nav).getByRole('link', { name: '지원사업' })).toHaveAttribute('href', '/support');
    expect(within(nav).getByRole('link', { name: /자가진단/ })).toHaveAttribute('href', '/self-diagnosis');
    expect(within(nav).getByRole('link', { name: '이러닝' })).toHaveAttribute('href', '/education');
    const toggle = within(nav).getByRole('button', { name: '소셜 스페이스' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const first = within(nav).getByRole('link', { name: '소셜 스페이스' });
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('href', '/playground2?ctgrCode=1012001');
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: '라이브 스튜디오' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: '소담상회' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the side menu as a modal dialog; Escape closes it and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const button = screen.getByRole('button', { name: '전체 메뉴' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '전체 메뉴' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
      'href',
      '/service/privacy-policy',
    );
    expect(within(dialog).getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/service/policy');
    const logins = within(dialog).getAllByRole('link', { name: '로그인' });
    expect(logins).toHaveLength(2);
    for (const link of logins) expect(link).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/guide#faq');
    expect(dialog).toHaveTextContent('All rights reserved.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a footer with family sites in new windows, the address, the phone and the emphasised privacy link', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    const privacy = within(footer).getByRole('link', { name: '개인정보처리방침' });
    expect(privacy).toHaveAttribute('href', '/service/privacy-policy');
    expect(within(footer).getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/service/policy');
    expect(footer).toHaveTextContent('대전광역시');
    expect(within(footer).getByRole('link', { name: '1899-0000' })).toHaveAttribute('href', 'tel:18990000');
    const mss = within(footer).getByRole('link', { name: /중소벤처기업부/, hidden: true });
    expect(mss).toHaveAttribute('href', 'https://www.mss.go.kr');
    expect(mss).toHaveAttribute('target', '_blank');
    expect(mss).toHaveTextContent('(새 창)');
  });

  it('shows the floating buttons with Korean labels', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const quick = screen.getByRole('complementary', { name: '빠른 메뉴' });
    expect(within(quick).getByRole('link', { name: '스튜디오 예약' })).toHaveAttribute('href', '/studio');
    expect(within(quick).getByRole('button', { name: '문의하기' })).toBeInTheDocument();
    // The chatbot opens in its 380 x 730 window on a desktop, as a page on a phone.
    expect(within(quick).getByRole('button', { name: /챗봇 상담/ })).toBeInTheDocument();
    expect(within(quick).getByRole('link', { name: '메신저 상담' })).toHaveAttribute('href', '/chatbot');
    expect(within(quick).getByRole('link', { name: /전화 상담/ })).toHaveAttribute('href', 'tel:18990000');
    expect(within(quick).getByRole('button', { name: '맨 위로 이동' })).toBeInTheDocument();
    expect(within(quick).getByRole('button', { name: /빠른 메뉴 접기/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the unread banner to a logged-in member, links it to the inbox and hides it there', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token-0123456789');
    sessionStore.syncFromStorage();
    handler = (url) => {
      if (url === '/v1/app/auth/validate') return json(200, { valid: true, expiresAt: null });
      if (url === '/v1/app/common/msg/rcvr') return json(200, { rcvrMsgCnt: 3 });
      return undefined;
    };
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const banner = await screen.findByRole('link', { name: '3건의 알람이 있어요 !' });
    expect(banner).toHaveAttribute('href', '/mypage/connect');
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '마이페이지' })).toBeInTheDocument();
    await go(router, '/mypage/connect');
    expect(screen.queryByRole('link', { name: '3건의 알람이 있어요 !' })).not.toBeInTheDocument();
    await go(router, '/');
    await user.click(await screen.findByRole('button', { name: '알림 닫기' }));
    expect(screen.queryByRole('link', { name: '3건의 알람이 있어요 !' })).not.toBeInTheDocument();
  });
});
