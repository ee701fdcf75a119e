import type { CommunityComment, CommunityPostDetail, CommunityPostSummary } from '@onfan/contracts/community';
import { COMMENT_MAX, COMMUNITY_MESSAGES, communityEndpoints } from '@onfan/contracts/community';
import { codeEndpoints } from '@onfan/contracts/code';
import { contentViewEndpoints } from '@onfan/contracts/content-view';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_TEXT } from '@/components/ui/RecordResult';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { CommunityBoard } from './CommunityBoard';
import { CommunityPostEditor } from './CommunityPostForm';
import { CommunityPostView, POST_TEXT } from './CommunityPostView';
import { youtubeEmbedUrl } from './video-embed';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  prompt: vi.fn(async () => null as string | null),
  formCheck: vi.fn(() => false),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const navigation = vi.hoisted(() => ({ navigateTo: vi.fn(), loadDocument: vi.fn(), setNavigator: vi.fn() }));
vi.mock('@/lib/api/navigation', () => navigation);
const session = vi.hoisted(() => ({ isAuthenticated: true, status: 'authenticated' as string, session: null }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => session }));

const CATEGORIES = [
  { cmmnCd: '1007', cmmnCdVal: '1007000', cmmnCdValNm: '전체', sortSeq: 0 },
  { cmmnCd: '1007', cmmnCdVal: '1007001', cmmnCdValNm: '자유게시판', sortSeq: 1 },
  { cmmnCd: '1007', cmmnCdVal: '1007002', cmmnCdValNm: '노하우 공유', sortSeq: 2 },
];
const now = new Date();
const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();

const summary: CommunityPostSummary = {
  comunBltartclId: 7,
  comunCtgrDcd: '1007001',
  comunCtgrNm: '자유게시판',
  comunBltartclTit: '첫 라이브커머스 후기',
  thmbnlImgPtUrl: '/files/a.png',
  smry: '떨렸지만 재미있었습니다',
  inqCnt: 12,
  cmntCnt: 2,
  regDt: iso(5 * 60_000),
  mdfcnDt: iso(5 * 60_000),
  userId: 3,
  userNm: '김*수',
  nickNm: null,
  imgPtUrl: null,
  mine: false,
  manager: false,
};
const old = { ...summary, comunBltartclId: 6, comunBltartclTit: '지난달 글', regDt: iso(20 * 86_400_000) };

const detail: CommunityPostDetail = {
  ...summary,
  comunBltartclCn: '<p>본문입니다</p>',
  preId: 6,
  nextId: null,
  pre: { id: 6, tit: '지난달 글' },
  next: null,
  canEdit: true,
  canDelete: true,
  hidden: false,
  mine: true,
};

const comment = (over: Partial<CommunityComment>): CommunityComment => ({
  cmntId: 1,
  comunBltartclId: 7,
  cmntCn: '좋은 글이네요',
  regDt: iso(60_000),
  mdfcnDt: iso(60_000),
  writer: false,
  userId: 4,
  userNm: '이*희',
  nickNm: null,
  imgPtUrl: null,
  mine: false,
  manager: false,
  ...over,
});

let comments: CommunityComment[] = [];

function answer(spec: unknown, input?: { body?: unknown }): Promise<unknown> {
  if (spec === codeEndpoints.masterCodes) return Promise.resolve(CATEGORIES);
  if (spec === communityEndpoints.list) return Promise.resolve({ items: [summary, old], totalCount: 2 });
  if (spec === communityEndpoints.view) return Promise.resolve(detail);
  if (spec === communityEndpoints.comments) return Promise.resolve({ items: comments, totalCount: comments.length });
  if (spec === contentViewEndpoints.countView) return Promise.resolve({ number: 200 });
  if (spec === communityEndpoints.createComment) return Promise.resolve({ number: 200, message: '', cmntId: 9 });
  if (spec === communityEndpoints.updateComment) return Promise.resolve({ number: 200, message: '', cmntId: 1 });
  if (spec === communityEndpoints.removeComment)
    return Promise.resolve({ number: 200, message: COMMUNITY_MESSAGES.commentDeleted });
  if (spec === communityEndpoints.remove) return Promise.resolve({ number: 200, message: COMMUNITY_MESSAGES.deleted });
  if (spec === communityEndpoints.create || spec === communityEndpoints.update)
    return Promise.resolve({ number: 200, message: COMMUNITY_MESSAGES.saved, comunBltartclId: 11, input });
  return Promise.reject(new Error(`unexpected call ${String(spec)}`));
}

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <>
      <Routes>
        <Route path="/community" element={<CommunityBoard />} />
        <Route path="/community/:comunBltartclId/view" element={<CommunityPostView />} />
        <Route path="/community/:comunBltartclId/edit" element={<CommunityPostEditor />} />
      </Routes>
      <Where />
    </>,
    { route: path },
  );
}

beforeEach(() => {
  callMock.mockReset();
  callMock.mockImplementation(answer);
  for (const f of Object.values(modalMock)) f.mockClear();
  navigation.navigateTo.mockClear();
  session.isAuthenticated = true;
  session.status = 'authenticated';
  comments = [];
});
afterEach(cleanup);

describe('the community board', () => {
  it('offers the categories without 전체, marks new posts and shows relative times', async () => {
    renderAt('/community');
    const tabs = await screen.findByRole('navigation', { name: '커뮤니티 분류' });
    await within(tabs).findByRole('link', { name: '자유게시판' });
    expect(within(tabs).queryByRole('link', { name: '전체' })).toBeNull();
    expect(within(tabs).getByRole('link', { name: '자유게시판' })).toHaveAttribute('aria-current', 'page');
    const rows = await screen.findAllByRole('listitem');
    const fresh = rows.find((r) => r.textContent?.includes('첫 라이브커머스 후기'))!;
    expect(fresh).toHaveTextContent('새 글');
    expect(fresh).toHaveTextContent('5분 전');
    const stale = rows.find((r) => r.textContent?.includes('지난달 글'))!;
    expect(stale).not.toHaveTextContent('새 글');
    expect(callMock).toHaveBeenCalledWith(communityEndpoints.list, {
      query: { pageNo: 1, pageSize: 10, ctgrCode: '1007001', searchOption: 'all', searchTerm: undefined },
    });
  });

  it('searches by title within the category', async () => {
    const user = userEvent.setup();
    renderAt('/community?ctgrCode=1007002');
    await user.type(await screen.findByRole('searchbox', { name: '검색어' }), '라이브');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(communityEndpoints.list, {
        query: { pageNo: 1, pageSize: 10, ctgrCode: '1007002', searchOption: 'all', searchTerm: '라이브' },
      }),
    );
  });

  it('asks a visitor to log in before writing and comes back to the write page', async () => {
    session.isAuthenticated = false;
    renderAt('/community');
    await userEvent.setup().click(await screen.findByRole('button', { name: '글쓰기' }));
    expect(modalMock.confirm).toHaveBeenCalledWith(COMMON_MESSAGES.loginRequired);
    expect(navigation.navigateTo).toHaveBeenCalledWith(
      `/login?returnUrl=${encodeURIComponent('/community/0/edit?ctgrCode=1007001')}`,
    );
  });
});

describe('a post', () => {
  it('shows the body, counts the view and deletes after the spec confirmation', async () => {
    renderAt('/community/7/view?ctgrCode=1007001');
    expect(await screen.findByText('본문입니다')).toBeInTheDocument();
    expect(callMock).toHaveBeenCalledWith(
      contentViewEndpoints.countView,
      { params: { contentsId: '7', contentsType: 'community' } },
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: '지난달 글' })).toHaveAttribute(
      'href',
      '/community/6/view?ctgrCode=1007001',
    );
    expect(screen.queryByRole('button', { name: '신고' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '삭제' }));
    expect(modalMock.confirm).toHaveBeenCalledWith(COMMUNITY_MESSAGES.confirmDelete);
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(COMMUNITY_MESSAGES.deleted));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/community?ctgrCode=1007001'));
  });

  it("shows the server's message for a post hidden by reports", async () => {
    callMock.mockImplementation((spec, input) =>
      spec === communityEndpoints.view
        ? Promise.reject(new ApiError({ status: 404, number: 404, message: COMMUNITY_MESSAGES.hidden }))
        : answer(spec, input),
    );
    renderAt('/community/7/view');
    expect(await screen.findByText(COMMUNITY_MESSAGES.hidden)).toBeInTheDocument();
  });

  it("shows the server's message for a deleted post (410)", async () => {
    callMock.mockImplementation((spec, input) =>
      spec === communityEndpoints.view
        ? Promise.reject(new ApiError({ status: 410, number: 410, message: COMMUNITY_MESSAGES.gone }))
        : answer(spec, input),
    );
    renderAt('/community/7/view');
    expect(await screen.findByText(COMMUNITY_MESSAGES.gone)).toBeInTheDocument();
    expect(screen.queryByText(RECORD_TEXT.failed)).toBeNull();
  });

  it('says a post that failed to load (503) failed, with 다시 시도, never that it is not there', async () => {
    let down = true;
    callMock.mockImplementation((spec, input) =>
      spec === communityEndpoints.view && down
        ? Promise.reject(new ApiError({ status: 503, number: 503, message: COMMON_MESSAGES.serviceUnavailable }))
        : answer(spec, input),
    );
    renderAt('/community/7/view');
    expect(await screen.findByText(RECORD_TEXT.failed)).toBeInTheDocument();
    expect(screen.queryByText(COMMUNITY_MESSAGES.notFound)).toBeNull();
    expect(screen.getByRole('heading', { name: POST_TEXT.title, level: 1 })).toBeInTheDocument();
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: RECORD_TEXT.retryButton }));
    expect(await screen.findByRole('heading', { name: detail.comunBltartclTit, level: 2 })).toBeInTheDocument();
  });

  it('writes a comment of at most 300 characters; the box resets and the list reloads', async () => {
    const user = userEvent.setup();
    renderAt('/community/7/view');
    const box = await screen.findByRole('textbox', { name: '댓글 입력' });
    expect(screen.getByRole('button', { name: '등록' })).toBeDisabled();
    await user.click(box);
    await user.paste('가'.repeat(COMMENT_MAX + 20));
    expect((box as HTMLTextAreaElement).value).toHaveLength(COMMENT_MAX);
    comments = [comment({ cmntId: 9, cmntCn: '가'.repeat(COMMENT_MAX), mine: true })];
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(communityEndpoints.createComment, {
        params: { comunBltartclId: 7 },
        body: { cmntCn: '가'.repeat(COMMENT_MAX) },
      }),
    );
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByText('내 댓글')).toBeInTheDocument();
  });

  it('edits and deletes one’s own comment in the same box; others’ comments are reported', async () => {
    comments = [
      comment({ cmntId: 1, cmntCn: '내가 쓴 댓글', mine: true, writer: true }),
      comment({ cmntId: 2, cmntCn: '운영자 답변', manager: true }),
    ];
    const user = userEvent.setup();
    renderAt('/community/7/view');
    const mine = (await screen.findByText('내가 쓴 댓글')).closest('li')!;
    expect(mine).toHaveTextContent('작성자');
    const operator = screen.getByText('운영자 답변').closest('li')!;
    expect(operator).toHaveTextContent('운영자');
    expect(within(operator).getByRole('button', { name: '신고' })).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: '수정' }));
    const box = screen.getByRole('textbox', { name: '댓글 수정' });
    expect(box).toHaveValue('내가 쓴 댓글');
    await user.type(box, '!');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(communityEndpoints.updateComment, {
        params: { comunBltartclId: 7 },
        body: { cmntId: 1, cmntCn: '내가 쓴 댓글!' },
      }),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: '댓글 입력' })).toHaveValue(''));

    await user.click(within(mine).getByRole('button', { name: '삭제' }));
    expect(modalMock.confirm).toHaveBeenCalledWith(COMMUNITY_MESSAGES.confirmCommentDelete);
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(communityEndpoints.removeComment, {
        params: { comunBltartclId: 7 },
        body: { comunBltartclId: 7, cmntId: 1 },
      }),
    );
  });

  it('reports a comment with a reason', async () => {
    comments = [comment({ cmntId: 2, cmntCn: '광고 댓글' })];
    callMock.mockImplementation((spec, input) =>
      spec === communityEndpoints.report
        ? Promise.resolve({ number: 200, message: COMMUNITY_MESSAGES.reported })
        : answer(spec, input),
    );
    const user = userEvent.setup();
    renderAt('/community/7/view');
    const row = (await screen.findByText('광고 댓글')).closest('li')!;
    await user.click(within(row).getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글 신고' });
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(modalMock.formCheck).toHaveBeenCalledWith([COMMUNITY_MESSAGES.reportReasonRequired]);
    await user.click(within(dialog).getByRole('radio', { name: '스팸·광고' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(modalMock.confirm).toHaveBeenCalledWith(COMMUNITY_MESSAGES.confirmReport);
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(communityEndpoints.report, {
        body: { trgtType: 'comment', trgtId: 2, rsnCd: 'spam' },
      }),
    );
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(COMMUNITY_MESSAGES.reported));
  });
});

describe('writing', () => {
  it('names the missing title with the spec message and saves a new post', async () => {
    const user = userEvent.setup();
    renderAt('/community/0/edit?ctgrCode=1007002');
    const save = await screen.findByRole('button', { name: '등록' });
    await user.click(save);
    await waitFor(() => expect(modalMock.formCheck).toHaveBeenCalledWith([COMMUNITY_MESSAGES.titleRequired]));
    expect(callMock).not.toHaveBeenCalledWith(communityEndpoints.create, expect.anything());
    await user.type(screen.getByRole('textbox', { name: /제목/ }), '판로 질문 있어요');
    await user.click(save);
    expect(modalMock.confirm).toHaveBeenCalledWith(COMMUNITY_MESSAGES.confirmSave);
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(communityEndpoints.create, {
        body: { comunCtgrDcd: '1007002', comunBltartclTit: '판로 질문 있어요', comunBltartclCn: '' },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/community/11/view?ctgrCode=1007002'));
  });

  it("opens the author's post for editing and refuses someone else's", async () => {
    renderAt('/community/7/edit');
    expect(await screen.findByRole('textbox', { name: /제목/ })).toHaveValue('첫 라이브커머스 후기');
    expect(screen.getByRole('button', { name: '수정' })).toBeInTheDocument();
    cleanup();
    callMock.mockImplementation((spec, input) =>
      spec === communityEndpoints.view ? Promise.resolve({ ...detail, canEdit: false }) : answer(spec, input),
    );
    renderAt('/community/7/edit');
    expect(await screen.findByText(COMMUNITY_MESSAGES.notYourPost)).toBeInTheDocument();
  });

  it('keeps the post being edited when fetching it again fails (issue 33, item 10)', async () => {
    const { queryClient } = renderAt('/community/7/edit');
    const title = await screen.findByRole('textbox', { name: /제목/ });
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, '고쳐 쓰는 제목');
    callMock.mockImplementation((spec, input) =>
      spec === communityEndpoints.view ? Promise.reject(new Error('network down')) : answer(spec, input),
    );
    await act(() => queryClient.refetchQueries());
    await waitFor(() =>
      expect(callMock.mock.calls.filter(([spec]) => spec === communityEndpoints.view).length).toBeGreaterThan(1),
    );
    expect(screen.queryByText(COMMUNITY_MESSAGES.notFound)).toBeNull();
    expect(screen.getByRole('textbox', { name: /제목/ })).toHaveValue('고쳐 쓰는 제목');
  });

  it('sends a visitor to the login page and back', async () => {
    session.isAuthenticated = false;
    session.status = 'anonymous';
    renderAt('/community/0/edit');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/login?returnUrl=${encodeURIComponent('/community/0/edit')}`,
      ),
    );
  });
});

describe('video embeds', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/123', null],
    ['javascript:alert(1)', null],
    ['https://www.youtube.com/watch?v=short', null],
  ])('%s → %s', (input, expected) => {
    expect(youtubeEmbedUrl(input)).toBe(expected);
  });
});
