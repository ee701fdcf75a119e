import type { PostSummary } from '@onfan/contracts/business-community';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_TEXT } from '@/components/ui/ListPage';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { PostSearch, SEARCH_TEXT } from './PostSearch';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const iso = new Date(Date.now() - 60_000).toISOString();
const post = (cmntPostId: number): PostSummary => ({
  cmntPostId,
  cmntId: 1,
  cmntNm: '동네 빵집 사장님 모임',
  cmntBrdMntId: 2,
  brdNm: '자유게시판',
  postTit: `버터 가격 대응 ${cmntPostId}`,
  smry: '',
  thmbnlImgPtUrl: null,
  fixYn: 'N',
  aprvSttsCd: 'APPROVED',
  inqCnt: 3,
  likCnt: 2,
  rplyCnt: 2,
  regDt: iso,
  mdfcnDt: iso,
  userId: 3,
  mine: false,
  userNm: '김*상',
  nickNm: null,
  imgPtUrl: null,
  cmntMngr: false,
  vrfcYn: 'N',
});

function renderAt(route: string) {
  render(
    <Routes>
      <Route path="/scommunity/search" element={<PostSearch />} />
    </Routes>,
    { route },
  );
}

// Braces: a function a beforeEach returns is run as its teardown, and mockReset answers the mock itself.
beforeEach(() => {
  callMock.mockReset();
});
afterEach(cleanup);

describe('소상공인 커뮤니티 검색', () => {
  it('asks for a word before searching, without asking the server', () => {
    renderAt('/scommunity/search');
    expect(screen.getByText(SEARCH_TEXT.prompt)).toBeTruthy();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('says the search failed, not that nothing was found', async () => {
    callMock.mockRejectedValue(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해주세요.' }));
    renderAt('/scommunity/search?searchTerm=버터');
    expect(await screen.findByText(LIST_TEXT.failed)).toBeTruthy();
    expect(screen.queryByText(SEARCH_TEXT.empty)).toBeNull();
  });

  it('says nothing was found', async () => {
    callMock.mockResolvedValue({ items: [], totalCount: 0 });
    renderAt('/scommunity/search?searchTerm=버터');
    expect(await screen.findByText(SEARCH_TEXT.empty)).toBeTruthy();
  });

  it('counts and pages what it found, from the page in the address', async () => {
    callMock.mockResolvedValue({ items: [post(31)], totalCount: 31 });
    renderAt('/scommunity/search?searchTerm=버터&pageNo=4');
    expect(await screen.findByText(/버터 가격 대응 31/)).toBeTruthy();
    expect(screen.getByText('31').closest('p')?.textContent).toBe('전체 31건');
    expect(callMock.mock.calls[0]![1]).toMatchObject({ query: { pageNo: 4, searchTerm: '버터' } });
    expect(screen.getByRole('navigation', { name: /페이지/ })).toBeTruthy();
  });
});
