import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import MainLive from './MainLive';

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).includes(path)).length;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('asks for the popups once when their API fails, and still shows the page', async () => {
  // Every call fails as an API that is not deployed: the page shows its sections with nothing in them.
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ number: 404, message: '존재하지 않는 요청입니다.' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  render(<MainLive isLinkable={() => true} />, { route: '/' });
  expect(await screen.findByRole('heading', { level: 2, name: '마감 임박 지원사업' })).toBeInTheDocument();
  // Let any refetch-on-mount cycle run to its end: a failed query observed twice used to refetch, unmount and loop for
  // ever. The timers are fake from here, and every one that is due, or that one of them sets, is run until none is
  // left (vitest gives up, failing the test, on an endless chain).
  vi.useFakeTimers();
  await act(async () => {
    await vi.runAllTimersAsync();
  });
  vi.useRealTimers();
  expect(calls('notice/ntcList')).toBe(1);
  expect(screen.getByRole('heading', { level: 2, name: '마감 임박 지원사업' })).toBeInTheDocument();
});

it('shows the live section: on air now, next and recent replays, each linking its page', async () => {
  const card = (brcInfoNo: number, brcTit: string, brcSts: string, brcTypeDcd = '1') => ({
    brcInfoNo,
    brcTypeDcd,
    brcTit,
    brcChnlId: 1,
    chnlNm: '온판 라이브',
    brcBgngDt: '2026-11-25T10:00:00+09:00',
    brcEndDt: '2026-11-25T12:00:00+09:00',
    brcSts,
    posterUrl: null,
    inqCnt: 0,
    cmntCnt: 0,
    alarmYn: 'N',
  });
  const live = {
    onAir: [card(1, '지금 하는 라이브', 'LIVE')],
    next: [card(2, '곧 하는 라이브', 'SCHEDULED')],
    replays: [card(3, '지난 다시보기', 'ENDED', '2')],
  };
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      String(url).includes('main/live')
        ? new Response(JSON.stringify(live), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ number: 404, message: '존재하지 않는 요청입니다.' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
    ),
  );
  render(<MainLive isLinkable={() => true} />, { route: '/' });
  expect(await screen.findByRole('heading', { level: 2, name: '라이브' })).toBeInTheDocument();
  for (const name of ['지금 방송 중', '다음 방송', '최근 다시보기'])
    expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /지금 하는 라이브/ })).toHaveAttribute('href', '/live/1/view');
  expect(screen.getByRole('link', { name: /곧 하는 라이브/ })).toHaveAttribute('href', '/live/coming/2');
  expect(screen.getByRole('link', { name: /지난 다시보기/ })).toHaveAttribute('href', '/broadcast/3/view');
  expect(screen.getByText('LIVE · 방송 중')).toBeInTheDocument();
});

it('closing the notice layer puts focus back where it was before the layer, and keeps the scroll position', async () => {
  const popup = {
    ntcId: 7,
    ntcTit: '서비스 점검 안내',
    ntcCn: '<p>점검합니다.</p>',
    ntcUrl: null,
    ntcImgFilePtUrl: null,
    ntcImgFileNm: null,
    pstgBgngYmd: '20261101',
    pstgEndYmd: '20261130',
    expsrYn: 'Y',
    useYn: 'Y',
    popupKind: 'common',
    hideDays: 1,
    regDt: '2026-11-01T09:00:00+09:00',
  };
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      String(url).includes('notice/ntcList')
        ? new Response(JSON.stringify([popup]), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ number: 404, message: '존재하지 않는 요청입니다.' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
    ),
  );
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  render(
    <main tabIndex={-1}>
      <a href="#before">앞의 링크</a>
      <MainLive isLinkable={() => true} />
    </main>,
    { route: '/' },
  );
  const layer = await screen.findByRole('complementary', { name: '서비스 점검 안내' });
  const before = screen.getByRole('link', { name: '앞의 링크' });
  before.focus();
  const close = within(layer).getByRole('button', { name: '닫기' });
  // Focus moves from the link into the layer (as Tab would), and the reader has scrolled the page.
  close.focus();
  vi.stubGlobal('scrollY', 550);
  await userEvent.setup().keyboard('{Enter}');
  expect(screen.queryByRole('complementary', { name: '서비스 점검 안내' })).toBeNull();
  expect(before).toHaveFocus();
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 550, behavior: 'instant' });
});
