import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { TOKEN_STORAGE_KEY } from '@/lib/session/token-storage';
import { ApiError, buildUrl, del, download, get, post, put, upload, UPLOAD_TIMEOUT_MS } from './api-client';
import { API_MESSAGES } from './api-messages';

const confirm = vi.hoisted(() => vi.fn<(message: string) => Promise<boolean>>());
vi.mock('@/lib/modal/modal-service', () => ({ modal: { confirm } }));

const nav = vi.hoisted(() => ({ navigateTo: vi.fn(), loadDocument: vi.fn() }));
vi.mock('./navigation', () => nav);

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

function lastCall() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  confirm.mockReset();
  nav.navigateTo.mockReset();
  nav.loadDocument.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStore.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requests', () => {
  it('adds X-AUTH-TOKEN from localStorage auth_token when present', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-abc-123');
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await get('common/dcd', { cmmnCd: '1003' });
    const { url, headers } = lastCall();
    expect(url).toBe('/v1/app/common/dcd?cmmnCd=1003');
    expect(headers.get('X-AUTH-TOKEN')).toBe('token-abc-123');
  });

  it('sends no token header for visitors', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await get('common/dcd');
    expect(lastCall().headers.has('X-AUTH-TOKEN')).toBe(false);
  });

  it('sends JSON bodies with the verb asked for', async () => {
    fetchMock.mockResolvedValue(json(200, { number: 200, message: '수정되었습니다.' }));
    await put('auth/profile', { nickNm: '가게주인' });
    expect(lastCall().init.method).toBe('PUT');
    expect(lastCall().headers.get('Content-Type')).toBe('application/json');
    expect(lastCall().init.body).toBe(JSON.stringify({ nickNm: '가게주인' }));

    await post('promotion/campn/aply', { matchCampnId: 3 });
    expect(lastCall().init.method).toBe('POST');

    await del('community/sb/7/comment', { comunBltartclId: 7, cmntId: 2 });
    expect(lastCall().init.method).toBe('DELETE');
    expect(lastCall().url).toBe('/v1/app/community/sb/7/comment');
  });

  it('builds URLs: relative to /v1/app, other backends as given, empty query values skipped', () => {
    expect(buildUrl('/support/bizs', { pageNo: 2, q: undefined, r: null })).toBe('/v1/app/support/bizs?pageNo=2');
    expect(buildUrl('/v1/api/if/pd/cmstrAply/dpcnScmMngrId', { scmMngrId: 'abc' })).toBe(
      '/v1/api/if/pd/cmstrAply/dpcnScmMngrId?scmMngrId=abc',
    );
    expect(buildUrl('search', { searchTerm: '떡 집', option: '전체' })).toBe(
      '/v1/app/search?searchTerm=%EB%96%A1+%EC%A7%91&option=%EC%A0%84%EC%B2%B4',
    );
  });

  it('unwraps a success to its data', async () => {
    const page = { items: [{ id: 1 }], hasMore: false, totalCount: 1, pageSize: 10, pageNo: 1 };
    fetchMock.mockResolvedValue(json(200, page));
    await expect(get('support/bizs')).resolves.toEqual(page);
  });

  it('treats a result number other than 200 as a failure, even on HTTP 200', async () => {
    fetchMock.mockResolvedValue(
      json(200, { number: 900, message: '인증이 만료되었습니다. 체크박스를 다시 선택하세요.' }),
    );
    const error = await post('common/msg', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      number: 900,
      message: '인증이 만료되었습니다. 체크박스를 다시 선택하세요.',
    });
  });
});

describe('refusals', () => {
  it('throws ApiError with the server envelope on 4xx', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        number: 400,
        message: '입력정보를 확인하세요',
        errors: [{ field: 'lgnId', message: '아이디를 입력해주세요.' }],
        reason: 'LGN_FAIL_TMS',
      }),
    );
    const error = await post('auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      number: 400,
      message: '입력정보를 확인하세요',
      errors: [{ field: 'lgnId', message: '아이디를 입력해주세요.' }],
      reason: 'LGN_FAIL_TMS',
    });
    expect(confirm).not.toHaveBeenCalled();
    expect(nav.loadDocument).not.toHaveBeenCalled();
  });

  it('keeps domain result numbers (withdrawal 301)', async () => {
    fetchMock.mockResolvedValue(
      json(409, { number: 301, message: '마켓 입점 이력이 있습니다. 고객센터에 문의해주세요.' }),
    );
    await expect(post('auth/userWhdwl', { lgnId: 'a' })).rejects.toMatchObject({ status: 409, number: 301 });
  });

  it('on 401: clears the session, asks to log in, and OK goes to /login', async () => {
    sessionStore.login('expired-token-0000000000', null);
    confirm.mockResolvedValue(true);
    fetchMock.mockResolvedValue(json(401, { number: 401, message: '회원가입 및 로그인이 필요합니다.' }));
    await expect(get('auth')).rejects.toMatchObject({ status: 401 });
    expect(confirm).toHaveBeenCalledWith('회원가입 및 로그인이 필요합니다.');
    expect(sessionStore.getState()).toMatchObject({ token: null, status: 'anonymous' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() => expect(nav.navigateTo).toHaveBeenCalledWith('/login'));
  });

  it('on 401 with cancel: stays where it is', async () => {
    confirm.mockResolvedValue(false);
    fetchMock.mockResolvedValue(json(401, { number: 401, message: '로그인이 필요합니다.' }));
    await expect(post('promotion/campn/aply', {})).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(nav.navigateTo).not.toHaveBeenCalled();
  });

  it('asks only once when several calls are refused together', async () => {
    let answer: (ok: boolean) => void = () => {};
    confirm.mockReturnValue(new Promise<boolean>((resolve) => (answer = resolve)));
    fetchMock.mockImplementation(() => Promise.resolve(json(401, { number: 401, message: 'x' })));
    await Promise.allSettled([get('a'), get('b'), get('c')]);
    expect(confirm).toHaveBeenCalledTimes(1);
    answer(false);
  });

  it('does not prompt when the call opted out (authPrompt: false)', async () => {
    fetchMock.mockResolvedValue(json(401, { number: 401, message: 'x' }));
    await expect(get('common/msg/rcvr', undefined, { authPrompt: false })).rejects.toMatchObject({ status: 401 });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('403 for a logged-in member is a plain refusal (api-map: logged in but not allowed)', async () => {
    sessionStore.login('member-token-00000000000', null);
    fetchMock.mockResolvedValue(json(403, { number: 403, message: '이 기능을 사용할 권한이 없습니다.' }));
    await expect(post('dhfesta/manprd/1/aprvSts', {})).rejects.toMatchObject({ status: 403 });
    expect(confirm).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBe('member-token-00000000000');
  });

  it('403 without a token asks to log in', async () => {
    confirm.mockResolvedValue(true);
    fetchMock.mockResolvedValue(json(403, { number: 403, message: 'x' }));
    await expect(get('community/ctr/my/fthld')).rejects.toMatchObject({ status: 403 });
    expect(confirm).toHaveBeenCalledWith('회원가입 및 로그인이 필요합니다.');
  });

  it('5xx sends the whole page to the static error page', async () => {
    fetchMock.mockResolvedValue(json(500, { number: 500, message: API_MESSAGES.unknownError }));
    await expect(get('support/bizs')).rejects.toMatchObject({ status: 500 });
    expect(nav.loadDocument).toHaveBeenCalledWith('/error.html');
  });

  it('5xx stays on the page when the call says so', async () => {
    fetchMock.mockResolvedValue(json(503, undefined));
    await expect(get('auth/validate', undefined, { redirectOnServerError: false })).rejects.toMatchObject({
      status: 503,
      number: 503,
      message: API_MESSAGES.unknownError,
    });
    expect(nav.loadDocument).not.toHaveBeenCalled();
  });

  it('a network failure becomes an ApiError with the generic Korean message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await get('support/bizs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.' });
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it("passes the caller's own abort through untouched", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = get('support/bizs', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
  });
});

describe('upload and download', () => {
  it('uploads one file as uploadFile and several as uploadFiles', async () => {
    fetchMock.mockResolvedValue(json(200, { number: 200, message: '처리되었습니다.', filePath: '/files/a.png' }));
    const one = new File(['a'], 'a.png', { type: 'image/png' });
    await expect(upload('common/foothold/upload/rprs', one)).resolves.toMatchObject({ filePath: '/files/a.png' });
    let body = lastCall().init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('uploadFile') as File).name).toBe('a.png');
    expect(lastCall().headers.has('Content-Type')).toBe(false);

    await upload('nhn/multi-upload', [one, new File(['b'], 'b.png')]);
    body = lastCall().init.body as FormData;
    expect(body.getAll('uploadFiles')).toHaveLength(2);
  });

  it('treats an error field in the upload answer as a failure', async () => {
    fetchMock.mockResolvedValue(json(200, { error: '이미지를 업로드하지 못하였습니다.' }));
    await expect(upload('nhn/upload', new File(['a'], 'a.png'))).rejects.toMatchObject({
      message: '이미지를 업로드하지 못하였습니다.',
    });
  });

  it('gives an upload 600000 ms before giving up', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    let settled: unknown = 'pending';
    const pending = upload('nhn/upload', new File(['a'], 'a.png')).then(
      () => (settled = 'ok'),
      (e: unknown) => (settled = e),
    );
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBeInstanceOf(ApiError);
    expect(settled).toMatchObject({ kind: 'timeout', message: API_MESSAGES.unknownError });
  });

  it('downloads a file under the name the server gives', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response('data', {
        status: 200,
        headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%EC%95%88%EB%82%B4%EB%AC%B8.pdf" },
      }),
    );
    await expect(download('notice/download/5')).resolves.toBe('안내문.pdf');
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
