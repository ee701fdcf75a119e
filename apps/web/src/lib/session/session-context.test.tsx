import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { SessionProvider, useSession } from './session-context';
import { sessionStore } from './session-store';
import type { Session } from './session-types';
import { TOKEN_STORAGE_KEY } from './token-storage';

vi.mock('@/lib/modal/modal-service', () => ({ modal: { confirm: vi.fn() } }));
const nav = vi.hoisted(() => ({ navigateTo: vi.fn(), loadDocument: vi.fn() }));
vi.mock('@/lib/api/navigation', () => nav);

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'member-token-0123456789abc';

function session(userPattnCd: Session['userPattnCd']): Session {
  return {
    userId: 7,
    lgnId: 'shopowner',
    userNm: '김상인',
    nickName: '상인',
    nickNm: '상인',
    userEmail: null,
    telNo: null,
    mblNo: '010-1234-5678',
    userPattnCd,
    supp: 'N',
    profileImg: null,
    felrgEduTknlcrsAplyYn: 'N',
    prtlBrno: null,
    openDay: null,
    ceoNm: null,
    compNm: null,
    prtlMngrSiteCntnPssYn: 'N',
    mktAgreViewYn: 'N',
    reTermsViewYn: 'N',
    reTermsAgreYn: 'N',
  };
}

const probe: { api: ReturnType<typeof useSession> | null } = { api: null };
function Probe() {
  const api = useSession();
  useEffect(() => {
    probe.api = api;
  });
  return <p>{api.isAuthenticated ? `로그인: ${api.session?.userNm ?? '-'}` : '방문자'}</p>;
}

function renderProvider() {
  return render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ number: 200, message: '로그아웃되었습니다.' })));
  vi.stubGlobal('fetch', fetchMock);
  nav.navigateTo.mockReset();
  nav.loadDocument.mockReset();
  localStorage.clear();
  sessionStore.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('session provider', () => {
  it('login keeps the token in localStorage and derives the authenticated state from it', () => {
    renderProvider();
    expect(screen.getByText('방문자')).toBeInTheDocument();
    act(() => probe.api!.login(TOKEN, session('200')));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(screen.getByText('로그인: 김상인')).toBeInTheDocument();
  });

  it('fetches the session fields with GET /v1/app/auth for a valid stored token', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ...session('300'), sessionExpiresAt: 'x' })));
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    sessionStore.syncFromStorage();
    sessionStore.markAuthenticated();
    renderProvider();
    expect(await screen.findByText('로그인: 김상인')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/v1/app/auth');
  });

  it('logout posts to /auth/logout, clears the session and stays on an ordinary page', async () => {
    renderProvider();
    act(() => probe.api!.login(TOKEN, session('200')));
    await act(() => probe.api!.logout());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/v1/app/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-AUTH-TOKEN')).toBe(TOKEN);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('방문자')).toBeInTheDocument();
    expect(nav.navigateTo).not.toHaveBeenCalled();
    expect(nav.loadDocument).not.toHaveBeenCalled();
  });

  it('logout on a my-page route goes to the login page', async () => {
    window.history.replaceState(null, '', '/mypage2/myinfo');
    renderProvider();
    act(() => probe.api!.login(TOKEN, session('300')));
    await act(() => probe.api!.logout());
    expect(nav.navigateTo).toHaveBeenCalledWith('/login');
  });

  it('logout of a single-sign-on member (pattern 400) goes to the SSO logout page the server names', async () => {
    const logoutUrl = 'https://sso.example.kr/logout?service=onfan';
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/v1/app/auth/sso'
        ? new Response(JSON.stringify({ provider: 'local', loginUrl: '/login?sso=1', logoutUrl, agentHomeUrl: '/' }))
        : new Response(JSON.stringify({ number: 200, message: '로그아웃되었습니다.' })),
    );
    renderProvider();
    act(() => probe.api!.login(TOKEN, session('400')));
    await act(() => probe.api!.logout());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/v1/app/auth/logout');
    expect(nav.loadDocument).toHaveBeenCalledWith(logoutUrl);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('without the SSO logout address a pattern-400 member still logs out, and goes to Main', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/v1/app/auth/sso'
        ? new Response('{}', { status: 503 })
        : new Response(JSON.stringify({ number: 200, message: '로그아웃되었습니다.' })),
    );
    renderProvider();
    act(() => probe.api!.login(TOKEN, session('400')));
    await act(() => probe.api!.logout());
    expect(nav.loadDocument).not.toHaveBeenCalled();
    expect(nav.navigateTo).toHaveBeenCalledWith('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logout still works locally when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderProvider();
    act(() => probe.api!.login(TOKEN, session('200')));
    await act(() => probe.api!.logout());
    await waitFor(() => expect(screen.getByText('방문자')).toBeInTheDocument());
  });
});
