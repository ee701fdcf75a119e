import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimersForTesting, useRealTimersAfterTesting } from '@/lib/modal/fake-timers-for-tests';
import { noteServerDate } from '@/lib/api/server-clock';
import { render } from '@/test/render';
import { SessionProvider, useSession } from './session-context';
import { formatRemaining, sessionExpiry } from './session-expiry';
import { SESSION_EXPIRY_TEXT } from './SessionExpiryWarning';
import { sessionStore } from './session-store';
import type { Session } from './session-types';

const modalMock = vi.hoisted(() => ({ alert: vi.fn(async () => undefined), confirm: vi.fn() }));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const nav = vi.hoisted(() => ({ navigateTo: vi.fn(), loadDocument: vi.fn() }));
vi.mock('@/lib/api/navigation', () => nav);

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'member-token-0123456789abc';
const MINUTE = 60_000;

const SESSION = {
  userId: 7,
  lgnId: 'shopowner',
  userNm: '김상인',
  nickName: '상인',
  nickNm: '상인',
  userEmail: null,
  telNo: null,
  mblNo: '010-1234-5678',
  userPattnCd: '200',
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
} satisfies Session;

let api: ReturnType<typeof useSession> | null = null;
function Probe() {
  const value = useSession();
  useEffect(() => {
    api = value;
  });
  return null;
}

function renderLoggedIn(expiresInMs: number) {
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  act(() => api!.login(TOKEN, SESSION, new Date(Date.now() + expiresInMs).toISOString()));
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  useFakeTimersForTesting();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  modalMock.alert.mockClear();
  nav.navigateTo.mockReset();
  localStorage.clear();
  sessionStore.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  noteServerDate(new Date().toUTCString());
  vi.unstubAllGlobals();
  useRealTimersAfterTesting();
});

describe('session expiry warning', () => {
  it('stays hidden until two minutes before the idle session ends', async () => {
    renderLoggedIn(10 * MINUTE);
    // The warning is its own lazy chunk, loaded once a member is logged in.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => vi.advanceTimersByTime(7 * MINUTE + 59_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    const dialog = screen.getByRole('alertdialog', { name: SESSION_EXPIRY_TEXT.title });
    expect(dialog).toHaveTextContent(SESSION_EXPIRY_TEXT.remaining('2분 00초'));
    act(() => vi.advanceTimersByTime(5_000));
    expect(dialog).toHaveTextContent(SESSION_EXPIRY_TEXT.remaining('1분 55초'));
  });

  // A computer whose clock is wrong: the server's answers carry its time, and the warning keeps the server's minutes.
  it.each([
    ['four weeks behind the server', -28 * 24 * 60 * MINUTE],
    ['a day ahead of the server', 24 * 60 * MINUTE],
  ])('warns on time when the browser clock is %s', async (_, browserAheadMs) => {
    const serverNow = Date.now() - browserAheadMs;
    noteServerDate(new Date(serverNow).toUTCString());
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    act(() => api!.login(TOKEN, SESSION, new Date(serverNow + 10 * MINUTE).toISOString()));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => vi.advanceTimersByTime(7 * MINUTE + 55_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.getByRole('alertdialog', { name: SESSION_EXPIRY_TEXT.title })).toHaveTextContent(
      /장시간 사용하지 않아 (1분 5\d초|2분 00초) 후/,
    );
  });

  it('extends the session with POST auth/session/extend and closes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLoggedIn(2 * MINUTE);
    act(() => vi.advanceTimersByTime(0));
    const extendedTo = new Date(Date.now() + 30 * MINUTE).toISOString();
    fetchMock.mockResolvedValue(json({ number: 200, message: '로그인 시간이 연장되었습니다.', expiresAt: extendedTo }));
    await user.click(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.extend }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/v1/app/auth/session/extend');
    expect(init?.method).toBe('POST');
    expect(modalMock.alert).toHaveBeenCalledWith('로그인 시간이 연장되었습니다.');
    expect(sessionExpiry.get()).toBe(Date.parse(extendedTo));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('when the time is up and the server has ended the session: logged out, told so, my page goes to login', async () => {
    window.history.replaceState(null, '', '/mypage2/myinfo');
    renderLoggedIn(3 * MINUTE);
    fetchMock.mockResolvedValue(json({ valid: false, expiresAt: null }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * MINUTE + 5_000);
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/v1/app/auth/validate');
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(modalMock.alert).toHaveBeenCalledWith(SESSION_EXPIRY_TEXT.expired);
    expect(nav.navigateTo).toHaveBeenCalledWith('/login');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('when activity elsewhere kept the session, the warning closes without logging out', async () => {
    renderLoggedIn(3 * MINUTE);
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fetchMock.mockResolvedValue(json({ valid: true, expiresAt: new Date(Date.now() + 32 * MINUTE).toISOString() }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * MINUTE + 5_000);
    });
    expect(sessionStore.getState().status).toBe('authenticated');
    expect(modalMock.alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('formats the remaining time', () => {
    expect(formatRemaining(120_000)).toBe('2분 00초');
    expect(formatRemaining(65_400)).toBe('1분 06초');
    expect(formatRemaining(9_000)).toBe('9초');
    expect(formatRemaining(-5)).toBe('0초');
  });
});
