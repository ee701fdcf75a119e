import type { BookableDays, Room, Slot } from '@onfan/contracts/studio';
import { STUDIO_MESSAGES, studioEndpoints } from '@onfan/contracts/studio';
import { seoulYmd } from '@onfan/contracts/time';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_TEXT } from '@/components/ui/ListPage';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import type { BookingApi } from '../studio-api';
import { Gallery } from './Gallery';
import { ReviewSection } from './ReviewSection';
import { RoomBooking } from './RoomBooking';

const modal = vi.hoisted(() => ({ alert: vi.fn(() => Promise.resolve()), confirm: vi.fn(), formCheck: vi.fn() }));
vi.mock('@/lib/modal/modal-service', () => ({ modal }));
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
/** Answers the review calls of a room: its counts and its pages in turn (an Error page is thrown). */
function answerReviews(counts: unknown, ...pages: unknown[]) {
  callMock.mockImplementation(async (spec: unknown) => {
    if (spec === studioEndpoints.reviewCounts) return counts;
    if (spec === studioEndpoints.reviews) {
      const page = pages.shift();
      if (page instanceof Error) throw page;
      return page;
    }
    throw new Error('unexpected call');
  });
}
const unavailable = () => new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해주세요.' });
const review = (id: number) => ({
  revwId: id,
  rsvtId: id,
  roomNm: '라이브룸',
  lgnId: 'demo-m*****',
  revwCmnt: `후기 ${id}`,
  starrtScore: 5,
  regDt: '2026-11-03T09:00:00+09:00',
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

function wrap(children: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: children }]);
  return render(<RouterProvider router={router} />);
}

const room: Room = {
  roomId: 7,
  studoId: 1,
  spaceId: null,
  studoNm: '온판 스튜디오',
  roomNm: '라이브룸',
  roomOnelineIntro: '',
  roomDtlIntro: '',
  roomEsntlNtc: '',
  operBgngHhmm: '1000',
  operEndHhmm: '1600',
  wekendOperYn: 'N',
  holdyOperYn: 'N',
  maxRsvtUsrCnt: 0,
  rsvtImpssBgngHhmm: null,
  rsvtImpssEndHhmm: null,
  useFee: 0,
  roomEquCn: '',
  maxRsvtHr: 4,
  roomImgs: [],
};

/** A room whose every month has one bookable day, the 15th; today is the day the test's clock says, in Seoul. */
function fakeBooking(slots: Slot[]): BookingApi {
  return {
    kind: 'studio',
    room: vi.fn(),
    days: vi.fn(async (_roomId: number, ym: string): Promise<BookableDays> => ({
      rsvtYm: ym,
      todayYmd: seoulYmd(new Date()),
      days: Array.from({ length: 28 }, (_, i) => ({
        ymd: `${ym}${String(i + 1).padStart(2, '0')}`,
        bookableYn: i === 14 ? 'Y' : 'N',
        holidayYn: 'N',
      })),
    })),
    slots: vi.fn(async () => slots),
    reserve: vi.fn(),
    mine: vi.fn(),
    cancel: vi.fn(),
    icsPath: () => '',
  };
}

const slot = (h: number, state: Slot['state']): Slot => ({
  rsvtYmd: 'x',
  rsvtBgngHhmm: `${h}00`,
  rsvtEndHhmm: `${h + 1}00`,
  state,
  mineYn: state === 'M' ? 'Y' : 'N',
});

describe('RoomBooking', () => {
  it('lets only available hours be chosen, refuses gaps and a fifth hour, and hands over [begin, end)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T10:00:00+09:00') });
    const user = userEvent.setup();
    const onNext = vi.fn();
    const slots = [10, 11, 12, 13, 14].map((h) => slot(h, 'E')).concat([slot(15, 'R')]);
    wrap(<RoomBooking booking={fakeBooking(slots)} room={room} listHref="/studio" onNext={onNext} />);

    await user.click(screen.getByRole('button', { name: '다음 단계' }));
    expect(modal.alert).toHaveBeenLastCalledWith('예약일시를 선택해주세요.');

    const day15 = await screen.findByRole('button', { name: /15일/ });
    await waitFor(() => expect(day15).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(day15);
    const hour = (h: string) => screen.getByRole('button', { name: new RegExp(`^${h}`) });
    await screen.findByRole('button', { name: /^10:00~11:00 예약 가능/ });
    expect(hour('15:00~16:00')).toBeDisabled();
    expect(hour('15:00~16:00')).toHaveAccessibleName('15:00~16:00 예약 마감');

    await user.click(hour('10:00'));
    await user.click(hour('12:00'));
    expect(modal.alert).toHaveBeenLastCalledWith('연속된 시간만 예약 가능합니다.');
    for (const h of ['11:00', '12:00', '13:00']) await user.click(hour(h));
    await user.click(hour('14:00'));
    expect(modal.alert).toHaveBeenLastCalledWith('최대 4시간까지만 예약이 가능합니다.');
    expect(screen.getAllByRole('button', { name: /^\d\d:\d\d~.*선택됨$/ })).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: '다음 단계' }));
    expect(onNext).toHaveBeenCalledWith(expect.objectContaining({ rsvtBgngHhmm: '1000', rsvtEndHhmm: '1400' }));
  }, 30_000);

  it.each([
    ['the last day of a month, late in Seoul', '2026-11-30T23:30:00+09:00', '202612', '202701'],
    ['the first day of a month, early in Seoul', '2026-12-01T00:10:00+09:00', '202612', '202701'],
  ])(
    'on %s, opens on the month booking starts in and loads each month it turns to',
    async (_, now, first, next) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
      const user = userEvent.setup();
      const booking = fakeBooking([slot(10, 'E')]);
      wrap(<RoomBooking booking={booking} room={room} listHref="/studio" onNext={vi.fn()} />);
      const title = (ym: string) => `${Number(ym.slice(0, 4))}년 ${Number(ym.slice(4))}월`;
      expect(await screen.findByRole('heading', { name: title(first) })).toBeInTheDocument();
      expect(booking.days).toHaveBeenLastCalledWith(room.roomId, first);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: new RegExp(`${title(first)} 15일`) })).not.toHaveAttribute(
          'aria-disabled',
          'true',
        ),
      );
      await user.click(screen.getByRole('button', { name: '다음 달' }));
      expect(await screen.findByRole('heading', { name: title(next) })).toBeInTheDocument();
      expect(booking.days).toHaveBeenLastCalledWith(room.roomId, next);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: new RegExp(`${title(next)} 15일`) })).not.toHaveAttribute(
          'aria-disabled',
          'true',
        ),
      );
    },
    30_000,
  );
});

describe('Gallery', () => {
  it('moves between slides with previous and next, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Gallery label="사진" images={[1, 2, 3].map((id) => ({ id, src: `/img/${id}.svg`, alt: `사진 ${id}` }))} />);
    expect(screen.getByText('3장 중 1번째 사진', { selector: '.sr-only' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(screen.getByText('3장 중 3번째 사진', { selector: '.sr-only' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(screen.getByText('3장 중 2번째 사진', { selector: '.sr-only' })).toBeInTheDocument();
  });
});

describe('ReviewSection', () => {
  it('shows the empty state', async () => {
    answerReviews([], { items: [], hasMore: false, totalCount: 0, pageNo: 1, pageSize: 5 });
    wrap(<ReviewSection roomId={7} />);
    expect(await screen.findByText('등록된 후기가 없습니다.')).toBeInTheDocument();
  });

  it('says the reviews failed to load, not that there is none', async () => {
    answerReviews([], unavailable());
    wrap(<ReviewSection roomId={7} />);
    expect(await screen.findByText(LIST_TEXT.failed)).toBeInTheDocument();
    expect(screen.queryByText(STUDIO_MESSAGES.reviewEmpty)).not.toBeInTheDocument();
  });

  it('keeps the reviews shown, and the button to try again, when loading more fails', async () => {
    const user = userEvent.setup();
    answerReviews(
      [{ starrtScore: 5, revwCnt: 2 }],
      { items: [review(1)], hasMore: true, totalCount: 2, pageNo: 1, pageSize: 5 },
      unavailable(),
    );
    wrap(<ReviewSection roomId={7} />);
    expect(await screen.findByText('후기 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '후기 더보기' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(3));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '후기 더보기' })).not.toHaveAttribute('data-pending'),
    );
    expect(screen.getByText('후기 1')).toBeInTheDocument();
    expect(screen.queryByText(LIST_TEXT.failed)).not.toBeInTheDocument();
  });

  it('shows the average to one decimal, a bar per score, dates yyyy.MM.dd, and loads more', async () => {
    const user = userEvent.setup();
    answerReviews(
      [
        { starrtScore: 5, revwCnt: 2 },
        { starrtScore: 4, revwCnt: 1 },
      ],
      { items: [review(1)], hasMore: true, totalCount: 2, pageNo: 1, pageSize: 5 },
      { items: [review(2)], hasMore: false, totalCount: 2, pageNo: 2, pageSize: 5 },
    );
    wrap(<ReviewSection roomId={7} />);
    expect(await screen.findByText('4.7')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5점 67% (2건)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1점 0% (0건)' })).toBeInTheDocument();
    expect(await screen.findByText('후기 1')).toBeInTheDocument();
    expect(screen.getByText('2026.11.03')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '후기 더보기' }));
    expect(await screen.findByText('후기 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '후기 더보기' })).not.toBeInTheDocument();
    expect(callMock).toHaveBeenLastCalledWith(studioEndpoints.reviews, {
      params: { roomId: 7 },
      query: { pageNo: 2, pageSize: 5 },
    });
  });
});
