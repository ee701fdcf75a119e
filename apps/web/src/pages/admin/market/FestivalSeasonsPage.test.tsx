import { festivalEndpoints } from '@onfan/contracts/festival';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { renderConsolePage } from '@/test/console-page';
import FestivalSeasonsPage from './FestivalSeasonsPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The page with the seasons as `seasons` answers. */
function open(seasons: () => Promise<unknown>) {
  renderConsolePage(callMock, '/admin/festival/seasons', <FestivalSeasonsPage />, [
    [festivalEndpoints.seasons, seasons],
  ]);
}

describe('FestivalSeasonsPage (admin/festival/seasons)', () => {
  it('says the seasons failed to load, and why, when refused — never that there are none', async () => {
    open(() => Promise.reject(new ApiError({ status: 403, number: 403, message: '판로 담당만 볼 수 있습니다.' })));
    expect(await screen.findByText('회차 목록을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('판로 담당만 볼 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByText('등록된 동행축제 회차가 없습니다.')).not.toBeInTheDocument();
  });

  it('says there are no seasons yet, with the link to register one', async () => {
    open(() => Promise.resolve([]));
    expect(await screen.findByText('등록된 동행축제 회차가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('회차 목록을 불러오지 못했습니다.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회차 등록' })).toHaveAttribute('href', '/admin/festival/seasons/new');
  });
});
