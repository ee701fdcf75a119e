import type { MediaDesk } from '@onfan/contracts/broadcast-media.admin';
import { BROADCAST_MEDIA_MESSAGES as M, MEDIA_JOB_EVENT, mediaTooLarge } from '@onfan/contracts/broadcast-media.admin';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import BroadcastMediaPage from './BroadcastMediaPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock, callUpload: vi.fn() }));
const streamMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/event-stream', () => ({ openEventStream: streamMock }));
type StreamHandlers = { onEvent: (event: string, data: unknown) => void; onEnd: (reconnect: boolean) => void };
const streams = (): { path: string; h: StreamHandlers }[] =>
  streamMock.mock.calls.map(([path, h]) => ({ path: path as string, h: h as StreamHandlers }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const desk = (job: MediaDesk['job']): MediaDesk => ({
  brcInfoNo: 7,
  brcTit: '겨울 특집',
  brcTypeDcd: '2',
  hasMedia: true,
  maxBytes: 1024 * 1024,
  job,
  updtDt: job ? '2026-12-08T01:00:00.000Z' : '',
});
const job = (over: Partial<NonNullable<MediaDesk['job']>>): NonNullable<MediaDesk['job']> => ({
  stsCd: 'RUN',
  prgrsPct: 40,
  errMsg: null,
  fileNm: '겨울 특집.mp4',
  regDt: '2026-12-08T01:00:00.000Z',
  bgngDt: '2026-12-08T01:00:01.000Z',
  endDt: null,
  ...over,
});

function open(d: MediaDesk) {
  callMock.mockResolvedValue(d);
  streamMock.mockReturnValue(() => undefined);
  render(
    <Routes>
      <Route path="/admin/broadcasts/:brcInfoNo/media" element={<BroadcastMediaPage />} />
    </Routes>,
    { route: '/admin/broadcasts/7/media' },
  );
}

describe('BroadcastMediaPage (admin/broadcasts/:brcInfoNo/media)', () => {
  it('labels the file input with the types and the limit, and refuses a file over the limit at the field', async () => {
    const user = userEvent.setup();
    open(desk(null));
    const input = await screen.findByLabelText('올릴 영상 파일 (MP4 또는 MOV, 1MB 이하)');
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByRole('button', { name: '올리기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mediaTooLarge(1024 * 1024));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(mediaTooLarge(1024 * 1024)));
    expect(callMock).toHaveBeenCalledTimes(1);
  });

  it('shows a running transcode’s percent and keeps the upload closed while it runs', async () => {
    open(desk(job({})));
    expect(await screen.findByText('변환 중: 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '변환 진행률' })).toHaveAttribute('value', '40');
    expect(screen.getByText(M.jobRunning)).toBeInTheDocument();
    expect(screen.getByLabelText(/^올릴 영상 파일/)).toBeDisabled();
  });

  it('says a failed transcode’s Korean error, and links to the captions and the public page', async () => {
    open(desk(job({ stsCd: 'FAIL', prgrsPct: 12, errMsg: M.transcodeFailed })));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.transcodeFailed);
    expect(screen.getByText('실패: 12%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '자막 편집' })).toHaveAttribute('href', '/admin/broadcasts/7/captions');
    expect(screen.getByRole('link', { name: '시청 화면 보기' })).toHaveAttribute('href', '/broadcast/7/view');
  });

  it('follows the transcode through its event stream, and opens it again at once after the server ended it', async () => {
    open(desk(job({ prgrsPct: 10 })));
    expect(await screen.findByText('변환 중: 10%')).toBeInTheDocument();
    expect(streams().map((x) => x.path)).toEqual(['broadcast/admin/broadcasts/7/media/events']);
    const { h } = streams()[0]!;
    act(() => h.onEvent(MEDIA_JOB_EVENT, { job: job({ prgrsPct: 55 }), updtDt: '2026-12-08T01:00:00.000Z' }));
    expect(screen.getByText('변환 중: 55%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '변환 진행률' })).toHaveAttribute('value', '55');
    // The server ended a healthy stream: a new one at once, whose first event is the row read again.
    act(() => h.onEnd(true));
    expect(streams()).toHaveLength(2);
    act(() =>
      streams()[1]!.h.onEvent(MEDIA_JOB_EVENT, {
        job: job({ stsCd: 'DONE', prgrsPct: 100, endDt: '2026-12-08T01:01:00.000Z' }),
        updtDt: '2026-12-08T01:00:00.000Z',
      }),
    );
    expect(screen.getByText('완료: 100%')).toBeInTheDocument();
    expect(screen.getByText('변환이 끝났습니다. 시청 화면에서 새 영상이 재생됩니다.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^올릴 영상 파일/)).toBeEnabled();
    // The stream was read, never the desk polled.
    expect(callMock).toHaveBeenCalledTimes(1);
  });
});
