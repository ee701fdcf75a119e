import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import IssueViewPage from './IssueViewPage';

const modal = vi.hoisted(() => ({ alert: vi.fn(), confirm: vi.fn() }));
vi.mock('@/lib/modal/modal-service', () => ({ modal }));
const nav = vi.hoisted(() => ({ navigateTo: vi.fn(), loadDocument: vi.fn() }));
vi.mock('@/lib/api/navigation', () => nav);

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const item = (id: number, contentsType: string) => ({
  contentsId: id,
  contentsType,
  ctgrCode: null,
  ctgrNm: null,
  tit: `정책 소식 ${id}`,
  smry: null,
  thmbnlImgPtUrl: null,
  bgngYmd: null,
  endYmd: null,
  fixYn: 'N',
  inqCnt: 3,
  atchCnt: 0,
  regDt: '2026-03-02T10:00:00.000+09:00',
  cn: '<p>본문입니다</p>',
  linkUrl: null,
  atchFiles: [],
  preId: 4,
  nextId: null,
  pre: { id: 4, tit: '이전 정책 소식' },
  next: null,
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/issue/:issueId/view', Component: IssueViewPage }], {
    initialEntries: [url],
  });
  return render(<RouterProvider router={router} />);
}

const calls = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

beforeEach(() => {
  fetchMock.mockReset();
  modal.alert.mockReset().mockResolvedValue(undefined);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('news view page', () => {
  it('shows a policy news item from its own board, with links that keep its kind', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url === '/v1/app/information/issue2/5') return Promise.resolve(json(200, item(5, 'issue2')));
      if (url === '/v1/app/common/contents/5/issue2') {
        return Promise.resolve(json(200, { number: 200, message: '처리되었습니다.', viewCnt: 4, counted: true }));
      }
      return Promise.resolve(json(404, { number: 404, message: '요청하신 게시물을 찾을 수 없습니다.' }));
    });
    renderAt('/issue/5/view?kind=issue2');
    expect(await screen.findByText('본문입니다')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '정책 소식' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이전 정책 소식' })).toHaveAttribute('href', '/issue/4/view?kind=issue2');
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/issue2');
    await waitFor(() => expect(calls()).toContain('PUT /v1/app/common/contents/5/issue2'));
  });

  it('shows a news item from the news board, and the server message when a link cannot be shared', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url === '/v1/app/information/issue/6') return Promise.resolve(json(200, item(6, 'issue')));
      if (url.startsWith('/v1/app/main/util/shortUrl')) {
        return Promise.resolve(json(400, { number: 400, message: '공유할 수 없는 주소입니다.' }));
      }
      return Promise.resolve(json(200, { number: 200, message: '처리되었습니다.', viewCnt: 1, counted: true }));
    });
    const user = userEvent.setup();
    renderAt('/issue/6/view');
    expect(await screen.findByRole('heading', { level: 1, name: '소식' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이전 정책 소식' })).toHaveAttribute('href', '/issue/4/view');
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    await waitFor(() => expect(modal.alert).toHaveBeenCalledWith('공유할 수 없는 주소입니다.', { html: true }));
    expect(calls()).toContain('GET /v1/app/main/util/shortUrl?url=%2Fissue%2F6%2Fview');
  });

  it('copies and shows the short link', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url === '/v1/app/information/issue/6') return Promise.resolve(json(200, item(6, 'issue')));
      if (url.startsWith('/v1/app/main/util/shortUrl')) {
        return Promise.resolve(json(200, { code: 'abc', shortUrl: 'https://onfan.example/s/abc' }));
      }
      return Promise.resolve(json(200, { number: 200, message: '처리되었습니다.', viewCnt: 1, counted: true }));
    });
    const user = userEvent.setup();
    renderAt('/issue/6/view');
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    await waitFor(() =>
      expect(modal.alert).toHaveBeenCalledWith('링크가 복사되었습니다.\nhttps://onfan.example/s/abc'),
    );
  });
});
