import type { SpaceSummary } from '@onfan/contracts/space';
import { spaceEndpoints } from '@onfan/contracts/space';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_TEXT } from '@/components/ui/ListPage';
import { SPACE_PAGE_SIZE } from '@/features/space/space-api';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import SpacePage, { SPACE_PAGE_TEXT } from './SpacePage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ isAuthenticated: false }) }));
// The notices are their own component's (and test's); the list of spaces is what this page chains.
vi.mock('@/features/space/components/NoticeList', () => ({ NoticeList: () => null }));

const space = (spaceId: number, over: Partial<SpaceSummary> = {}): SpaceSummary => ({
  spaceId,
  grpId: 1,
  grpNm: '회의실',
  spaceNm: `소상공인 회의실 ${spaceId}`,
  spaceIntro: '10인 회의실',
  spaceAddr: '서울특별시 중구',
  rprsImgPtUrl: null,
  favrYn: 'N',
  ...over,
});

const page = (items: SpaceSummary[], totalCount = items.length, pageNo = 1) => ({
  items,
  hasMore: pageNo * SPACE_PAGE_SIZE < totalCount,
  totalCount,
  pageSize: SPACE_PAGE_SIZE,
  pageNo,
});

/** Answers the groups with one group, and the list of spaces with `list`. */
function answer(list: (input: { query: { pageNo: number } }) => Promise<unknown>) {
  callMock.mockImplementation((endpoint: unknown, input: { query: { pageNo: number } }) => {
    if (endpoint === spaceEndpoints.groups) return Promise.resolve([{ grpId: 1, grpNm: '회의실', spaceCnt: 2 }]);
    if (endpoint === spaceEndpoints.list) return list(input);
    return Promise.reject(new Error(`unexpected call ${String((endpoint as { path?: string }).path)}`));
  });
}

const listCalls = () => callMock.mock.calls.filter(([endpoint]) => endpoint === spaceEndpoints.list);

function renderAt(route: string) {
  render(
    <Routes>
      <Route path="/space" element={<SpacePage />} />
    </Routes>,
    { route },
  );
}

// Braces: a function a beforeEach returns is run as its teardown, and mockReset answers the mock itself.
beforeEach(() => {
  callMock.mockReset();
});
afterEach(cleanup);

describe('공간 예약 목록', () => {
  it('says the list failed to load, not that there is no space', async () => {
    answer(() => Promise.reject(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해주세요.' })));
    renderAt('/space');
    expect(await screen.findByText(LIST_TEXT.failed)).toBeTruthy();
    expect(screen.queryByText(SPACE_PAGE_TEXT.empty)).toBeNull();
  });

  it('says there is no space when the list is empty', async () => {
    answer(() => Promise.resolve(page([])));
    renderAt('/space');
    expect(await screen.findByText(SPACE_PAGE_TEXT.empty)).toBeTruthy();
    expect(screen.queryByText(LIST_TEXT.failed)).toBeNull();
    expect(screen.queryByRole('navigation', { name: /페이지/ })).toBeNull();
  });

  it('shows the spaces as cards and pages through them', async () => {
    answer(({ query }) =>
      Promise.resolve(
        query.pageNo === 2
          ? page([space(10, { favrYn: 'Y' })], 10, 2)
          : page(
              Array.from({ length: SPACE_PAGE_SIZE }, (_, i) => space(i + 1)),
              10,
            ),
      ),
    );
    renderAt('/space');
    const first = await screen.findByRole('link', { name: /소상공인 회의실 1\b/ });
    expect(first.getAttribute('href')).toBe('/space/1');
    expect(screen.getAllByRole('heading', { level: 2, name: /^소상공인 회의실/ })).toHaveLength(SPACE_PAGE_SIZE);
    expect(listCalls()[0]![1]).toEqual({ query: { grpId: undefined, favrYn: undefined, pageNo: 1, pageSize: 9 } });

    const pager = screen.getByRole('navigation', { name: /페이지/ });
    expect(pager.querySelector('[aria-current="page"]')?.textContent).toBe('1페이지');
    fireEvent.click(screen.getByRole('button', { name: '2페이지' }));

    expect(await screen.findByRole('link', { name: /소상공인 회의실 10/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /소상공인 회의실 1\b/ })).toBeNull());
    expect(listCalls().at(-1)![1]).toEqual({ query: { grpId: undefined, favrYn: undefined, pageNo: 2, pageSize: 9 } });
    // Not signed in, so no 관심 공간 filter: the text is the favourite space's badge.
    expect(screen.getByText(SPACE_PAGE_TEXT.favourite)).toBeTruthy();
  });
});
