import type { Reservation } from '@onfan/contracts/studio';
import { studioEndpoints } from '@onfan/contracts/studio';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_TEXT } from '@/components/ui/ListPage';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { studioBooking } from '../studio-api';
import { MY_RSVT_TEXT, MyReservations } from './MyReservations';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const reservation = (rsvtId: number, over: Partial<Reservation> = {}): Reservation => ({
  rsvtId,
  rsvtNo: `R2026111000${rsvtId}`,
  roomId: 7,
  roomNm: '라이브룸',
  studoNm: '온판 스튜디오',
  studoId: 1,
  spaceId: null,
  rsvtYmd: '20261115',
  rsvtBgngHhmm: '1000',
  rsvtEndHhmm: '1200',
  rsvtUsrcnt: 2,
  rsvtSttsCd: 'CONFIRMED',
  rsvtSttsNm: '예약확정',
  sttsRsn: null,
  cancelableYn: 'Y',
  reviewableYn: 'N',
  revwYn: 'N',
  useRsltCd: null,
  revwHideYn: 'N',
  rprsImgPtUrl: null,
  regDt: '2026-11-10T10:00:00.000+09:00',
  ...over,
});

function renderMine() {
  return render(<MyReservations booking={studioBooking} browseHref="/studio" />, { route: '/mypage' });
}

// Braces: a function a beforeEach returns is run as its teardown, and mockReset answers the mock itself.
beforeEach(() => {
  callMock.mockReset();
});
afterEach(cleanup);

describe('나의 예약', () => {
  it('says the list failed to load, not that there is no reservation', async () => {
    callMock.mockRejectedValue(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해주세요.' }));
    renderMine();
    expect(await screen.findByText(LIST_TEXT.failed)).toBeTruthy();
    expect(screen.queryByText(MY_RSVT_TEXT.empty)).toBeNull();
    expect(screen.queryByRole('link', { name: MY_RSVT_TEXT.emptyAction })).toBeNull();
  });

  it('offers the catalogue when there is no reservation', async () => {
    callMock.mockResolvedValue({ items: [], hasMore: false, totalCount: 0, pageNo: 1, pageSize: 10 });
    renderMine();
    expect(await screen.findByText(MY_RSVT_TEXT.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: MY_RSVT_TEXT.emptyAction }).getAttribute('href')).toBe('/studio');
    expect(screen.queryByText(LIST_TEXT.failed)).toBeNull();
  });

  it('shows the reservations with their buttons and pages through them', async () => {
    const user = userEvent.setup();
    callMock.mockImplementation(async (_spec: unknown, { query }: { query: { pageNo: number } }) => ({
      items: [reservation(query.pageNo * 10 + 1)],
      hasMore: query.pageNo === 1,
      totalCount: 12,
      pageNo: query.pageNo,
      pageSize: 10,
    }));
    const { container } = renderMine();
    expect(await screen.findByText(`${MY_RSVT_TEXT.number} R202611100011`)).toBeTruthy();
    expect(screen.getByText(MY_RSVT_TEXT.cancelHelp)).toBeTruthy();
    const row = container.querySelector<HTMLElement>('[data-rsvt-id="11"]')!;
    expect(within(row).getByRole('button', { name: MY_RSVT_TEXT.cancel })).toBeTruthy();
    expect(within(row).getByRole('button', { name: MY_RSVT_TEXT.ics })).toBeTruthy();
    expect(callMock).toHaveBeenLastCalledWith(studioEndpoints.mine, { query: { pageNo: 1, pageSize: 10 } });

    const pages = screen.getByRole('navigation', { name: /페이지/ });
    await user.click(within(pages).getByRole('button', { name: /2페이지/ }));
    expect(await screen.findByText(`${MY_RSVT_TEXT.number} R202611100021`)).toBeTruthy();
    expect(callMock).toHaveBeenLastCalledWith(studioEndpoints.mine, { query: { pageNo: 2, pageSize: 10 } });
  });
});
