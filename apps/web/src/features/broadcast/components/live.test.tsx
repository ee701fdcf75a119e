import type { BroadcastDetail, ScheduleItem } from '@onfan/contracts/broadcast';
import { BROADCAST_MESSAGES, broadcastEndpoints } from '@onfan/contracts/broadcast';
import { COMMUNITY_MESSAGES, communityEndpoints } from '@onfan/contracts/community';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { LiveSchedule, SCHEDULE_TEXT } from './LiveSchedule';
import { countdownText, LiveView } from './LiveView';
import { livePathOf } from './live-paths';
import { usePreviewLimit } from './VideoPlayer';
import { VodComments } from './VodComments';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const session = vi.hoisted(() => ({ isAuthenticated: false }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => session }));
const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn(() => false),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));

afterEach(() => {
  cleanup();
  callMock.mockReset();
  vi.useRealTimers();
});

const summary: ScheduleItem = {
  brcInfoNo: 7,
  brcTypeDcd: '1',
  brcTit: '수제 가죽 지갑 만드는 과정 공개',
  brcChnlId: 1,
  chnlNm: '골목상점 TV',
  brcBgngDt: '2026-11-27T16:00:00+09:00',
  brcEndDt: '2026-11-27T17:00:00+09:00',
  brcSts: 'SCHEDULED',
  posterUrl: null,
  inqCnt: 0,
  cmntCnt: 0,
  alarmYn: 'N',
};

describe('live paths and countdown', () => {
  it('opens the page a status calls for', () => {
    expect(livePathOf({ brcInfoNo: 3, brcSts: 'SCHEDULED' })).toBe('/live/coming/3');
    expect(livePathOf({ brcInfoNo: 3, brcSts: 'LIVE' })).toBe('/live/3/view');
    expect(livePathOf({ brcInfoNo: 3, brcSts: 'ENDED' })).toBe('/live/vod/3');
  });

  it('counts down in Korean units from the largest one left', () => {
    expect(countdownText(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2일 3시간 4분 5초');
    expect(countdownText(65_000)).toBe('1분 5초');
    expect(countdownText(-1)).toBe('0초');
  });
});

function PreviewProbe({ seconds }: { seconds: number | null }) {
  const ref = useRef<HTMLVideoElement>(null);
  const over = usePreviewLimit(ref, seconds);
  return (
    <>
      <video ref={ref} aria-label="시험 영상" />
      <p>{over ? '끝' : '재생 중'}</p>
    </>
  );
}

describe('the preview limit', () => {
  it('pauses a guest at the preview time counted in seconds played, seeks not counted', () => {
    render(<PreviewProbe seconds={180} />);
    const video = document.querySelector('video')!;
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => {});
    let t = 0;
    Object.defineProperty(video, 'currentTime', { get: () => t, configurable: true });
    const play = (to: number) => {
      t = to;
      fireEvent.timeUpdate(video);
    };
    for (let s = 1; s <= 100; s += 1) play(s);
    // A seek forward is not watching.
    t = 1000;
    fireEvent.seeking(video);
    for (let s = 1001; s <= 1079; s += 1) play(s);
    expect(screen.getByText('재생 중')).toBeInTheDocument();
    expect(pause).not.toHaveBeenCalled();
    play(1080);
    expect(screen.getByText('끝')).toBeInTheDocument();
    expect(pause).toHaveBeenCalled();
  });

  it('does nothing for members (no limit)', () => {
    render(<PreviewProbe seconds={null} />);
    const video = document.querySelector('video')!;
    let t = 0;
    Object.defineProperty(video, 'currentTime', { get: () => t, configurable: true });
    for (let s = 1; s <= 400; s += 1) {
      t = s;
      fireEvent.timeUpdate(video);
    }
    expect(screen.getByText('재생 중')).toBeInTheDocument();
  });
});

describe('LiveSchedule', () => {
  it('opens the broadcast calendar modal for a day with broadcasts', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00Z') });
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === broadcastEndpoints.schedule) return [summary];
      throw new Error('unexpected call');
    });
    render(<LiveSchedule />, { route: '/' });
    expect(await screen.findByRole('heading', { level: 3, name: '2026.11.27' })).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(broadcastEndpoints.schedule, { query: { ym: '202611' } });
    await userEvent.click(screen.getByRole('button', { name: /11월 27일/ }));
    const dialog = await screen.findByRole('dialog', { name: '2026.11.27 방송' });
    expect(within(dialog).getByRole('link', { name: summary.brcTit })).toHaveAttribute('href', '/live/coming/7');
    expect(within(dialog).getByRole('button', { name: `${summary.brcTit} 알림 신청` })).toBeInTheDocument();
  });

  // The last moment of a month and the first of the next, in Seoul, and the hours where Seoul's day and UTC's differ.
  it.each([
    ['the last day, 23:59:59 in Seoul', '2026-11-30T23:59:59+09:00', '202611', '202612'],
    ['the last day, 08:30 in Seoul (the day before in UTC)', '2026-11-30T08:30:00+09:00', '202611', '202612'],
    ['the first day, 00:00 in Seoul (still the last day in UTC)', '2026-12-01T00:00:00+09:00', '202612', '202701'],
    ['the first day, 12:00 in Seoul', '2026-12-01T12:00:00+09:00', '202612', '202701'],
  ])('turning the month on %s loads the next month and the list follows', async (_, now, thisYm, nextYm) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    const nextMonthDay = `${nextYm.slice(0, 4)}-${nextYm.slice(4)}-01T00:54:00+09:00`;
    callMock.mockImplementation(async (spec: unknown, input: { query: { ym: string } }) => {
      if (spec !== broadcastEndpoints.schedule) throw new Error('unexpected call');
      return input.query.ym === nextYm ? [{ ...summary, brcBgngDt: nextMonthDay, brcEndDt: nextMonthDay }] : [];
    });
    render(<LiveSchedule />, { route: '/live/schedule' });
    const month = (ym: string) => `${Number(ym.slice(0, 4))}년 ${Number(ym.slice(4))}월`;
    expect(await screen.findByRole('heading', { level: 2, name: `${month(thisYm)} 방송` })).toBeInTheDocument();
    expect(callMock).toHaveBeenLastCalledWith(broadcastEndpoints.schedule, { query: { ym: thisYm } });
    expect(await screen.findByText('이달에 편성된 방송이 없습니다.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '다음 달' }));
    expect(await screen.findByRole('heading', { level: 2, name: `${month(nextYm)} 방송` })).toBeInTheDocument();
    expect(callMock).toHaveBeenLastCalledWith(broadcastEndpoints.schedule, { query: { ym: nextYm } });
    const firstDay = screen.getByRole('button', { name: new RegExp(`${month(nextYm)} 1일`) });
    await waitFor(() => expect(firstDay).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('link', { name: summary.brcTit })).toHaveAttribute('href', '/live/coming/7');
  });

  it('says the schedule failed to load, not that the month has no broadcast', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00Z') });
    callMock.mockRejectedValue(new Error('network down'));
    render(<LiveSchedule />, { route: '/live/schedule' });
    expect(await screen.findByText(SCHEDULE_TEXT.failed)).toBeInTheDocument();
    expect(screen.queryByText(SCHEDULE_TEXT.empty)).toBeNull();
  });

  it('says the month has no broadcast when the schedule is empty', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00Z') });
    callMock.mockResolvedValue([]);
    render(<LiveSchedule />, { route: '/live/schedule' });
    expect(await screen.findByText(SCHEDULE_TEXT.empty)).toBeInTheDocument();
    expect(screen.queryByText(SCHEDULE_TEXT.failed)).toBeNull();
  });

  it('shows the month the address names, as the server draws it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T23:59:59+09:00') });
    callMock.mockResolvedValue([]);
    render(<LiveSchedule />, { route: '/live/schedule?ym=202701' });
    expect(await screen.findByRole('heading', { level: 2, name: '2027년 1월 방송' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2027년 1월' })).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(broadcastEndpoints.schedule, { query: { ym: '202701' } });
  });
});

describe('LiveView', () => {
  const detail: BroadcastDetail = {
    ...summary,
    brcSts: 'LIVE',
    brcExpln: '설명',
    mediaUrl: null,
    captionUrl: null,
    prvwTm: 180,
    channel: { brcChnlId: 1, chnlNm: '골목상점 TV', chnlExpln: '', sbptnCnt: 3, sbptnYn: 'N' },
    products: [],
    preNo: null,
    nextNo: null,
  };

  it('shows the live badge from brcSts and says when the broadcast has ended, with the replay link', async () => {
    let sts: 'LIVE' | 'ENDED' = 'LIVE';
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === broadcastEndpoints.view) return detail;
      if (spec === broadcastEndpoints.status)
        return {
          brcInfoNo: 7,
          brcSts: sts,
          brcBgngDt: detail.brcBgngDt,
          brcEndDt: detail.brcEndDt,
          now: '2026-11-27T16:10:00+09:00',
          pollMs: 10_000,
        };
      throw new Error('unexpected call');
    });
    const { unmount } = render(
      <Routes>
        <Route path="/live/:brcInfoNo/view" element={<LiveView />} />
      </Routes>,
      { route: '/live/7/view' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: detail.brcTit })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('방송 중').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: '골목상점 TV 채널 구독' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '방송 신고' })).toBeInTheDocument();
    unmount();

    sts = 'ENDED';
    render(
      <Routes>
        <Route path="/live/:brcInfoNo/view" element={<LiveView />} />
      </Routes>,
      { route: '/live/7/view' },
    );
    const note = await screen.findByText(/방송이 종료되었습니다/);
    expect(within(note).getByRole('link', { name: '다시보기로 보기' })).toHaveAttribute('href', '/live/vod/7');
    await act(async () => {});
    expect(BROADCAST_MESSAGES.previewEnded).toMatch(/로그인/);
  });
});

describe('VOD comment reports', () => {
  it("reports another member's comment into the community queue with a labelled reason", async () => {
    session.isAuthenticated = true;
    try {
      const comment = {
        vodCmntId: 41,
        cmntCn: '광고 댓글',
        userNm: '김*판',
        mine: false,
        lkCnt: 0,
        dskCnt: 0,
        myLkDskCd: null,
        regDt: '2026-11-25T10:00:00+09:00',
        rplyCnt: 0,
        replies: [],
      };
      callMock.mockImplementation(async (spec: unknown) => {
        if (spec === broadcastEndpoints.comments)
          return { items: [comment], totalCount: 1, hasMore: false, pageSize: 50, pageNo: 1 };
        if (spec === communityEndpoints.report) return { number: 200, message: COMMUNITY_MESSAGES.reported };
        throw new Error('unexpected call');
      });
      render(<VodComments brcInfoNo={9} />, { route: '/' });
      await userEvent.click(await screen.findByRole('button', { name: '신고' }));
      const dialog = await screen.findByRole('dialog', { name: '댓글 신고' });
      await userEvent.click(within(dialog).getByRole('radio', { name: '스팸·광고' }));
      await userEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
      await waitFor(() =>
        expect(callMock).toHaveBeenCalledWith(communityEndpoints.report, {
          body: { trgtType: 'vodCmnt', trgtId: 41, rsnCd: 'spam' },
        }),
      );
    } finally {
      session.isAuthenticated = false;
    }
  });
});

describe('VOD comment replies', () => {
  const reply = (n: number) => ({
    vodCmntId: 100 + n,
    cmntCn: `답글 ${n}`,
    userNm: '박*글',
    mine: false,
    lkCnt: 0,
    dskCnt: 0,
    myLkDskCd: null,
    regDt: '2026-11-25T10:00:00+09:00',
  });

  it('shows the first replies with the list and reads the rest from vod/vodCmntReply', async () => {
    const comment = {
      ...reply(0),
      vodCmntId: 50,
      cmntCn: '답글이 많은 댓글',
      rplyCnt: 5,
      replies: [1, 2, 3].map(reply),
    };
    callMock.mockImplementation(async (spec: unknown, input: { query: { pageNo: number } }) => {
      if (spec === broadcastEndpoints.comments)
        return { items: [comment], totalCount: 1, hasMore: false, pageSize: 50, pageNo: 1 };
      if (spec === broadcastEndpoints.replies)
        return {
          items: [1, 2, 3, 4, 5].map(reply),
          totalCount: 5,
          hasMore: false,
          pageSize: 50,
          pageNo: input.query.pageNo,
        };
      throw new Error('unexpected call');
    });
    render(<VodComments brcInfoNo={9} />, { route: '/' });
    expect(await screen.findByText('답글 3')).toBeInTheDocument();
    expect(screen.queryByText('답글 4')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '답글 2개 더 보기' }));
    expect(await screen.findByText('답글 5')).toBeInTheDocument();
    expect(screen.getAllByText(/^답글 \d$/)).toHaveLength(5);
    expect(callMock).toHaveBeenCalledWith(broadcastEndpoints.replies, {
      query: { vodCmntId: 50, pageNo: 1, pageSize: 50 },
    });
    expect(screen.queryByRole('button', { name: /더 보기/ })).toBeNull();
  });
});
