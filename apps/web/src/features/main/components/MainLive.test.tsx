import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import MainLive from './MainLive';

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).includes(path)).length;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

it('asks for the popups once when their API fails, and still shows the page', async () => {
  // Every call fails as an API that is not deployed: the page shows its sections with nothing in them.
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ number: 404, message: '존재하지 않는 요청입니다.' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  render(
    <MemoryRouter>
      <MainLive isLinkable={() => true} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 2, name: '마감 임박 지원사업' })).toBeInTheDocument();
  // Let any refetch-on-mount cycle run: a failed query observed twice used to refetch, unmount and loop for ever.
  await act(async () => {
    for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(calls('notice/ntcList')).toBe(1);
  expect(screen.getByRole('heading', { level: 2, name: '마감 임박 지원사업' })).toBeInTheDocument();
});
