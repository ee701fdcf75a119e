import type { BroadcastSummary } from '@onfan/contracts/broadcast';
import { BROADCAST_MESSAGES, broadcastEndpoints } from '@onfan/contracts/broadcast';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_TEXT } from '@/components/ui/RecordResult';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import MyBroadcastAlarms from './MyBroadcastAlarms';
import { PLAYER_TEXT, VideoPlayer } from './VideoPlayer';
import { VIEW_TEXT, VodView } from './VodView';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async (_message: string, _options?: unknown) => true),
  formCheck: vi.fn(() => false),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ isAuthenticated: false }) }));

afterEach(() => {
  cleanup();
  callMock.mockReset();
  vi.clearAllMocks();
});

const item: BroadcastSummary & { alarmRegDt: string } = {
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
  alarmYn: 'Y',
  alarmRegDt: '2026-11-25T12:00:00+09:00',
};

describe('VideoPlayer', () => {
  it('says plainly that there is no video when the broadcast has no media', () => {
    render(<VideoPlayer src={null} poster={null} captions={null} title="시험 방송" />);
    expect(screen.getByRole('status')).toHaveTextContent(PLAYER_TEXT.unavailable);
    expect(document.querySelector('video')).toBeNull();
  });

  it('has browser controls, no autoplay, a poster and Korean captions on by default', () => {
    render(<VideoPlayer src="/media/brc-1/master.m3u8" poster="/p.jpg" captions="/c.vtt" title="시험 방송" />);
    const video = document.querySelector('video')!;
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('poster')).toBe('/p.jpg');
    const track = video.querySelector('track')!;
    expect([track.kind, track.srclang, track.default, track.label]).toEqual(['captions', 'ko', true, '한국어 자막']);
  });
});

describe('MyBroadcastAlarms', () => {
  it('lists the alerts and deletes them all after a confirm', async () => {
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === broadcastEndpoints.alarmList)
        return { items: [item], totalCount: 1, hasMore: false, pageSize: 10, pageNo: 1 };
      if (spec === broadcastEndpoints.alarmDeleteAll)
        return { number: 200, message: BROADCAST_MESSAGES.alarmAllDeleted };
      throw new Error('unexpected call');
    });
    render(<MyBroadcastAlarms />, { route: '/' });
    expect(await screen.findByText(item.brcTit)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '모두 해제' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledWith(broadcastEndpoints.alarmDeleteAll, {}));
    expect(modalMock.confirm.mock.calls[0]?.[0]).toBe(BROADCAST_MESSAGES.confirmAlarmDeleteAll);
  });
});

describe('VodView', () => {
  const renderVod = () =>
    render(
      <Routes>
        <Route path="/broadcast/:brcInfoNo/view" element={<VodView />} />
      </Routes>,
      { route: '/broadcast/7/view' },
    );

  it('says a broadcast that is not there (404) is not found, with the way back to the list', async () => {
    callMock.mockRejectedValue(new ApiError({ status: 404, number: 404, message: '없음' }));
    renderVod();
    expect(await screen.findByText(VIEW_TEXT.notFound)).toBeInTheDocument();
    expect(screen.queryByText(RECORD_TEXT.failed)).toBeNull();
    expect(screen.getByRole('link', { name: VIEW_TEXT.toList })).toHaveAttribute('href', '/broadcast');
  });

  it('says a broadcast that failed to load (503) failed, never that it is not there', async () => {
    callMock.mockRejectedValue(new ApiError({ status: 503, number: 503, message: '점검 중' }));
    renderVod();
    expect(await screen.findByText(RECORD_TEXT.failed)).toBeInTheDocument();
    expect(screen.queryByText(VIEW_TEXT.notFound)).toBeNull();
    expect(screen.getByRole('button', { name: RECORD_TEXT.retryButton })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: VIEW_TEXT.toList })).toHaveAttribute('href', '/broadcast');
  });
});
