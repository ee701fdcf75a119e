import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_INTERVAL_MS, SESSION_CHECK_TRIES, validateSession } from './session-api';
import { sessionStore } from './session-store';
import { TOKEN_STORAGE_KEY } from './token-storage';

vi.mock('@/lib/modal/modal-service', () => ({ modal: { confirm: vi.fn() } }));
const nav = vi.hoisted(() => ({ navigateTo: vi.fn(), loadDocument: vi.fn() }));
vi.mock('@/lib/api/navigation', () => nav);

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'a-valid-looking-token-123456';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStore.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function withToken() {
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  sessionStore.syncFromStorage();
}

describe('validateSession', () => {
  it('does not call the server without a token', async () => {
    await expect(validateSession()).resolves.toBe('anonymous');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a valid token', async () => {
    withToken();
    fetchMock.mockResolvedValue(json(200, { valid: true, expiresAt: '2025-01-01T00:00:00.000Z' }));
    await expect(validateSession()).resolves.toBe('valid');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/app/auth/validate');
    expect(new Headers(init?.headers).get('X-AUTH-TOKEN')).toBe(TOKEN);
    expect(sessionStore.getState()).toMatchObject({ token: TOKEN, status: 'authenticated' });
  });

  it('forgets a token the server calls invalid', async () => {
    withToken();
    fetchMock.mockResolvedValue(json(200, { valid: false, expiresAt: null }));
    await expect(validateSession()).resolves.toBe('invalid');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, status: 'anonymous' });
  });

  it('retries a network failure every 300 ms, 10 tries in all, then succeeds on the last', async () => {
    withToken();
    for (let i = 0; i < SESSION_CHECK_TRIES - 1; i += 1) fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    fetchMock.mockResolvedValueOnce(json(200, { valid: true, expiresAt: null }));
    const result = validateSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Not before 300 ms have passed ...
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // ... and one more try every 300 ms after that.
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS * (SESSION_CHECK_TRIES - 2));
    expect(fetchMock).toHaveBeenCalledTimes(SESSION_CHECK_TRIES);
    await expect(result).resolves.toBe('valid');
  });

  it('gives up after 10 failed tries and treats the visitor as anonymous, keeping the token', async () => {
    withToken();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const result = validateSession();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS * SESSION_CHECK_TRIES * 2);
    await expect(result).resolves.toBe('unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(10);
    expect(sessionStore.getState()).toMatchObject({ token: TOKEN, status: 'anonymous' });
  });

  it('treats 404 (auth API not deployed) as anonymous without retrying', async () => {
    withToken();
    fetchMock.mockResolvedValue(json(404, { number: 404, message: '존재하지 않는 요청입니다.' }));
    await expect(validateSession()).resolves.toBe('unavailable');
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS * 5);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('a 5xx answer neither retries nor leaves the page', async () => {
    withToken();
    fetchMock.mockResolvedValue(json(500, { number: 500, message: 'x' }));
    await expect(validateSession()).resolves.toBe('unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(nav.loadDocument).not.toHaveBeenCalled();
  });
});
