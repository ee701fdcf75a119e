import { BUSINESS_COMMUNITY_MESSAGES, businessCommunityEndpoints as ep } from '@onfan/contracts/business-community';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { BBS_TEXT, BoardEntries } from './BoardEntries';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const board = { cmntBrdMntId: 12, brdNm: '공지사항', brdSeCd: 'NOTICE', cmntId: 1, cmntNm: '동네 빵집 사장님 모임' };
const entry = {
  cmntBrdId: 31,
  cmntBrdMntId: 12,
  cmntId: 1,
  brdTit: '12월 정기 모임 안내',
  fixYn: 'Y',
  inqCnt: 1234,
  atchCnt: 2,
  regDt: '2026-11-20T10:00:00+09:00',
  userNm: '김*상',
  nickNm: null,
  imgPtUrl: null,
  cmntMngr: true,
  vrfcYn: 'N',
};
const page = (items: unknown[]) => ({ items, totalCount: items.length, pageNo: 1, pageSize: 10, board });

const renderBoard = () => render(<BoardEntries kind="notice" />, { route: '/scommunity/bbs/notice?cmntBrdMntId=12' });

beforeEach(() => {
  callMock.mockReset();
});
afterEach(cleanup);

describe('a community’s notice board', () => {
  it('lists the entries under the board’s name with their count', async () => {
    callMock.mockResolvedValue(page([entry]));
    renderBoard();
    expect(await screen.findByRole('link', { name: entry.brdTit })).toHaveAttribute(
      'href',
      '/scommunity/bbs/notice/detail?cmntBrdId=31',
    );
    expect(screen.getByRole('heading', { level: 1, name: '동네 빵집 사장님 모임 공지사항' })).toBeInTheDocument();
    expect(screen.getByText('전체', { exact: false })).toHaveTextContent('전체 1건');
    expect(callMock).toHaveBeenCalledWith(ep.boardEntries, {
      params: { cmntBrdMntId: 12 },
      query: { pageNo: 1, pageSize: 10, searchTerm: undefined },
    });
  });

  it('says the board failed to load, not that it has no entry', async () => {
    callMock.mockRejectedValue(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해주세요.' }));
    renderBoard();
    await new Promise((r) => setTimeout(r, 300));
    screen.debug(undefined, 5000);
    expect(await screen.findByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BBS_TEXT.list })).toHaveAttribute('href', '/scommunity');
    expect(screen.queryByText(BBS_TEXT.empty)).toBeNull();
  });

  it('says the board has no entry when it is empty, under its name and search box', async () => {
    callMock.mockResolvedValue(page([]));
    renderBoard();
    expect(await screen.findByText(BBS_TEXT.empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '동네 빵집 사장님 모임 공지사항' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('says a board address without a board number names no board', async () => {
    render(<BoardEntries kind="notice" />, { route: '/scommunity/bbs/notice' });
    expect(await screen.findByText(BUSINESS_COMMUNITY_MESSAGES.boardNotFound)).toBeInTheDocument();
    expect(callMock).not.toHaveBeenCalled();
  });
});
