import { contentEndpoints } from '@onfan/contracts/content';
import { studioRoomPath } from '@onfan/contracts/portal-path';
import type { Studio } from '@onfan/contracts/studio';
import { studioEndpoints } from '@onfan/contracts/studio';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_TEXT } from '@/components/ui/ListPage';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import StudioPage, { STUDIO_PAGE_TEXT } from './StudioPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const studio = (studoId: number, roomIds: number[]): Studio => ({
  studoId,
  studoNm: `라이브 스튜디오 ${studoId}`,
  studoIntro: '라이브 커머스 방송 스튜디오',
  studoAddr: '서울특별시 중구',
  rprsImgPtUrl: null,
  rooms: roomIds.map((roomId) => ({
    roomId,
    roomNm: `방송실 ${roomId}`,
    roomOnelineIntro: '1인 방송',
    operBgngHhmm: '0900',
    operEndHhmm: '1800',
    wekendOperYn: 'Y',
    holdyOperYn: 'N',
    maxRsvtUsrCnt: 4,
    rprsImgPtUrl: null,
  })),
});

/** Answers the studio content with none, and the studios with `studios`. */
function answer(studios: () => Promise<unknown>) {
  callMock.mockImplementation((endpoint: unknown) => {
    if (endpoint === studioEndpoints.studios) return studios();
    if (endpoint === contentEndpoints.studioPlygrnds2)
      return Promise.resolve({ items: [], hasMore: false, totalCount: 0, pageSize: 10, pageNo: 1 });
    return Promise.reject(new Error(`unexpected call ${String((endpoint as { path?: string }).path)}`));
  });
}

function renderAt(route: string) {
  render(
    <Routes>
      <Route path="/studio" element={<StudioPage />} />
    </Routes>,
    { route },
  );
}

// Braces: a function a beforeEach returns is run as its teardown, and mockReset answers the mock itself.
beforeEach(() => {
  callMock.mockReset();
});
afterEach(cleanup);

describe('라이브 스튜디오 목록', () => {
  it('says the list failed to load, not that there is no studio', async () => {
    answer(() => Promise.reject(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해주세요.' })));
    renderAt('/studio');
    expect(await screen.findByText(LIST_TEXT.failed)).toBeTruthy();
    expect(screen.queryByText(STUDIO_PAGE_TEXT.empty)).toBeNull();
  });

  it('says there is no studio when the list is empty', async () => {
    answer(() => Promise.resolve([]));
    renderAt('/studio');
    expect(await screen.findByText(STUDIO_PAGE_TEXT.empty)).toBeTruthy();
    expect(screen.queryByText(LIST_TEXT.failed)).toBeNull();
  });

  it('shows each studio as a section of its rooms, unpaged (the studios come as one list)', async () => {
    answer(() => Promise.resolve([studio(1, [11, 12]), studio(2, [21])]));
    renderAt('/studio');
    expect(await screen.findByRole('region', { name: '라이브 스튜디오 1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '라이브 스튜디오 2' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3, name: /^방송실/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: /방송실 21/ }).getAttribute('href')).toBe(studioRoomPath(21, 2));
    expect(screen.getAllByText(STUDIO_PAGE_TEXT.hours('0900', '1800'))).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: /페이지/ })).toBeNull();
    expect(callMock.mock.calls.some(([endpoint]) => endpoint === studioEndpoints.studios)).toBe(true);
  });
});
