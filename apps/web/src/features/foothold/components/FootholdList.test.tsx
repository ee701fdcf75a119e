import type { FootholdDetail, FootholdSummary } from '@onfan/contracts/foothold';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_TEXT } from '@/components/ui/RecordResult';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { FootholdDetailView } from './FootholdDetailView';
import { FOOTHOLD_TEXT, FootholdList } from './FootholdList';

const apiMock = vi.hoisted(() => ({ list: vi.fn(), tags: vi.fn(), view: vi.fn(), status: vi.fn() }));
const session = vi.hoisted(() => ({ isAuthenticated: false }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => session }));
// The calls are replaced on the module's own object, so the module's queries use them too.
vi.mock('../foothold-api', async (importOriginal) => {
  const original = await importOriginal<{ footholdApi: object }>();
  Object.assign(original.footholdApi, apiMock);
  return original;
});

const summary = (over: Partial<FootholdSummary>): FootholdSummary => ({
  ctrFthldId: 1,
  fthldNm: '시장맛객',
  fthldIntro: '전통시장 제철 먹거리를 찾아다니는 맛 탐험가',
  rprsImgPtUrl: '/img/campaign/food.svg',
  rprsImgFileNm: 'food.svg',
  fthldTag1: '먹방',
  fthldTag2: '전통시장',
  fthldTag3: null,
  primActvtCtgr: '푸드',
  certCtrYn: 'Y',
  userId: 7,
  userNm: '한*나',
  nickNm: '시장맛객',
  ...over,
});

const page = (items: FootholdSummary[], totalCount = items.length) => ({
  items,
  totalCount,
  pageNo: 1,
  pageSize: 12,
  hasMore: totalCount > items.length,
});

function renderAt(path: string) {
  render(
    <Routes>
      <Route path="/foothold" element={<FootholdList />} />
      <Route path="/foothold/:ctrFthldId/view" element={<FootholdDetailView />} />
    </Routes>,
    { route: path },
  );
}

beforeEach(() => {
  apiMock.list.mockReset();
  apiMock.tags.mockReset();
  apiMock.view.mockReset();
  apiMock.tags.mockResolvedValue([
    { tag: '먹방', cnt: 2 },
    { tag: '라이브커머스', cnt: 2 },
  ]);
});
afterEach(cleanup);

describe('the foothold list', () => {
  it('shows cards with image, name, intro, tags and the certified badge', async () => {
    apiMock.list.mockResolvedValue(
      page([summary({}), summary({ ctrFthldId: 2, fthldNm: '한결공방', certCtrYn: 'N', rprsImgPtUrl: null })], 30),
    );
    renderAt('/foothold');
    const link = await screen.findByRole('link', { name: '시장맛객' });
    expect(link.getAttribute('href')).toBe('/foothold/1/view');
    const cards = screen.getAllByRole('listitem').filter((li) => li.querySelector('a[href^="/foothold/"]'));
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText(FOOTHOLD_TEXT.certified)).toBeTruthy();
    expect(first.getByText('#먹방')).toBeTruthy();
    expect(first.getByText('전통시장 제철 먹거리를 찾아다니는 맛 탐험가')).toBeTruthy();
    const img = cards[0]!.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('360');
    expect(within(cards[1]!).queryByText(FOOTHOLD_TEXT.certified)).toBeNull();
    expect(screen.getByText('30')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeTruthy();
    expect(apiMock.list).toHaveBeenCalledWith({ pageNo: '1' });
  });

  it('searches with a labelled box and filters by a popular tag chip', async () => {
    apiMock.list.mockResolvedValue(page([summary({})]));
    renderAt('/foothold');
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: FOOTHOLD_TEXT.searchLabel });
    await user.type(box, ' 빵지 ');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(apiMock.list).toHaveBeenLastCalledWith({ pageNo: '1', searchKeyword: '빵지' }));

    const chips = screen.getByRole('navigation', { name: FOOTHOLD_TEXT.tagsNav });
    expect(within(chips).getByRole('link', { name: FOOTHOLD_TEXT.allTags }).getAttribute('aria-current')).toBe('page');
    await user.click(await within(chips).findByRole('link', { name: '#라이브커머스' }));
    await waitFor(() =>
      expect(apiMock.list).toHaveBeenLastCalledWith({ pageNo: '1', searchKeyword: '빵지', tag: '라이브커머스' }),
    );
    expect(within(chips).getByRole('link', { name: '#라이브커머스' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when nothing matches', async () => {
    apiMock.list.mockResolvedValue(page([]));
    renderAt('/foothold?tag=없는태그');
    expect(await screen.findByText(FOOTHOLD_TEXT.empty)).toBeTruthy();
    expect(apiMock.list).toHaveBeenCalledWith({ pageNo: '1', tag: '없는태그' });
  });
});

describe('one foothold', () => {
  const detail: FootholdDetail = {
    ...summary({}),
    fthldCn: '첫 문단 <script>alert(1)</script><b>굵게</b>\n\n둘째 문단',
    ytbChnlUrl: 'https://www.youtube.com/@market-taste',
    instgrmUrl: null,
    fcbkUrl: null,
    navrUrl: 'https://blog.naver.com/market-taste',
    regDt: '2026-11-20T10:00:00+09:00',
    mdfcnDt: '2026-11-20T10:00:00+09:00',
    mine: false,
  };

  it('shows the content as text, channel links opening a new window, tags and no dead contact button', async () => {
    apiMock.view.mockResolvedValue(detail);
    renderAt('/foothold/1/view');
    expect(await screen.findByRole('heading', { name: '시장맛객', level: 2 })).toBeTruthy();
    expect(apiMock.view).toHaveBeenCalledWith(1);
    expect(screen.getByAltText('시장맛객 대표 이미지')).toBeTruthy();
    const content = screen.getByRole('region', { name: '크리에이터 소개' });
    expect(content.querySelector('script, b')).toBeNull();
    expect(within(content).getByText('첫 문단 <script>alert(1)</script><b>굵게</b>')).toBeTruthy();
    expect(within(content).getByText('둘째 문단')).toBeTruthy();

    const youtube = screen.getByRole('link', { name: '시장맛객의 유튜브 (새 창 열림)' });
    expect(youtube.getAttribute('href')).toBe('https://www.youtube.com/@market-taste');
    expect(youtube.getAttribute('target')).toBe('_blank');
    expect(youtube.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: '시장맛객의 네이버 (새 창 열림)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /인스타그램/ })).toBeNull();
    expect(screen.getByText('#전통시장')).toBeTruthy();
    expect(screen.getByText(FOOTHOLD_TEXT.certified)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /문의|연락|메시지/ })).toBeNull();
  });

  it('answers an unknown foothold with the Korean message and a way back', async () => {
    apiMock.view.mockRejectedValue(new ApiError({ status: 404, number: 404, message: '없음' }));
    renderAt('/foothold/99/view');
    expect(await screen.findByText('크리에이터 거점을 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/foothold');
  });

  it('says a foothold that failed to load failed (503), not that it is not there', async () => {
    apiMock.view.mockRejectedValue(new ApiError({ status: 503, number: 503, message: '점검 중' }));
    renderAt('/foothold/1/view');
    expect(await screen.findByText(RECORD_TEXT.failed)).toBeTruthy();
    expect(screen.queryByText('크리에이터 거점을 찾을 수 없습니다.')).toBeNull();
    expect(screen.getByRole('button', { name: RECORD_TEXT.retryButton })).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/foothold');
  });
});

describe('the creator status line', () => {
  beforeEach(() => {
    apiMock.list.mockResolvedValue(page([summary({})]));
    apiMock.tags.mockResolvedValue([]);
  });
  afterEach(() => {
    session.isAuthenticated = false;
    cleanup();
  });

  it.each([
    [{ ctrYn: 'N', fthldYn: 'N', ctrFthldId: null, certCtrYn: 'N' }, FOOTHOLD_TEXT.convert, '/mypage2/myinfo'],
    [{ ctrYn: 'Y', fthldYn: 'N', ctrFthldId: null, certCtrYn: 'N' }, FOOTHOLD_TEXT.open, '/mypage/foothold'],
    [{ ctrYn: 'Y', fthldYn: 'Y', ctrFthldId: 3, certCtrYn: 'Y' }, FOOTHOLD_TEXT.manage, '/mypage/foothold'],
  ])('links a member to what comes next (%o)', async (status, text, href) => {
    session.isAuthenticated = true;
    apiMock.status.mockResolvedValue(status);
    render(<FootholdList />, { route: '/foothold' });
    expect(await screen.findByRole('link', { name: text })).toHaveAttribute('href', href);
  });

  it('asks nothing for a visitor', async () => {
    apiMock.status.mockClear();
    render(<FootholdList />, { route: '/foothold' });
    await screen.findByText('시장맛객');
    expect(apiMock.status).not.toHaveBeenCalled();
  });
});
