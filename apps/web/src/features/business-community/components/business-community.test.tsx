import type { CmntDetail, PostDetail, Reply } from '@onfan/contracts/business-community';
import { BUSINESS_COMMUNITY_MESSAGES, businessCommunityEndpoints as ep } from '@onfan/contracts/business-community';
import { contentViewEndpoints } from '@onfan/contracts/content-view';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_TEXT } from '@/components/ui/RecordResult';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { PostView } from './PostView';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  prompt: vi.fn(async () => null as string | null),
  formCheck: vi.fn(() => false),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const session = vi.hoisted(() => ({
  isAuthenticated: true,
  status: 'authenticated' as string,
  session: { userId: 5 } as { userId: number } | null,
}));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => session }));

const iso = new Date(Date.now() - 60_000).toISOString();
const writer = { userNm: '김*상', nickNm: null, imgPtUrl: null, cmntMngr: false, vrfcYn: 'N' as const };

const post: PostDetail = {
  cmntPostId: 7,
  cmntId: 1,
  cmntNm: '동네 빵집 사장님 모임',
  cmntBrdMntId: 2,
  brdNm: '자유게시판',
  postTit: '버터 가격 대응',
  smry: '',
  thmbnlImgPtUrl: null,
  fixYn: 'N',
  aprvSttsCd: 'APPROVED',
  inqCnt: 3,
  likCnt: 2,
  rplyCnt: 2,
  regDt: iso,
  mdfcnDt: iso,
  userId: 3,
  mine: false,
  ...writer,
  postCn: '<p>본문</p>',
  atchList: [],
  myLikYn: 'N',
  canEdit: false,
  canDelete: false,
  canApprove: false,
};

const cmnt = { cmntId: 1, myMbrSttsCd: 'ACTIVE', canManage: false, boards: [] } as unknown as CmntDetail;

const replies: Reply[] = [
  {
    cmntPostRplyId: 1,
    upRplyId: null,
    rplyCn: BUSINESS_COMMUNITY_MESSAGES.deletedReply,
    delYn: 'Y',
    regDt: iso,
    mdfcnDt: iso,
    writer: false,
    canEdit: false,
    canDelete: false,
    userId: 4,
    mine: false,
    ...writer,
    userNm: '',
    children: [
      {
        cmntPostRplyId: 2,
        upRplyId: 1,
        rplyCn: '답글은 남아요',
        delYn: 'N',
        regDt: iso,
        mdfcnDt: iso,
        writer: true,
        canEdit: false,
        canDelete: false,
        userId: 3,
        mine: false,
        ...writer,
        cmntMngr: true,
      },
    ],
  },
];

function answer(spec: unknown): Promise<unknown> {
  if (spec === ep.post) return Promise.resolve(post);
  if (spec === ep.community) return Promise.resolve(cmnt);
  if (spec === ep.replies) return Promise.resolve({ items: replies, totalCount: 1 });
  if (spec === contentViewEndpoints.countView) return Promise.resolve({ number: 200 });
  if (spec === ep.like) return Promise.resolve({ number: 200, message: '', likYn: 'Y', likCnt: 3 });
  if (spec === ep.createReply) return Promise.resolve({ number: 200, message: '', cmntPostRplyId: 9 });
  return Promise.reject(new Error('unexpected call'));
}

function renderView() {
  return render(
    <Routes>
      <Route path="/scommunity/detail" element={<PostView editor={() => null} />} />
    </Routes>,
    { route: '/scommunity/detail?cmntPostId=7' },
  );
}

beforeEach(() => {
  callMock.mockReset();
  callMock.mockImplementation(answer);
  session.isAuthenticated = true;
  session.session = { userId: 5 };
});
afterEach(cleanup);

describe('a small-business community post', () => {
  it('keeps a deleted reply’s nested replies under “삭제된 댓글입니다.” with the manager badge', async () => {
    renderView();
    await screen.findByRole('heading', { level: 2, name: '버터 가격 대응' });
    const deleted = (await screen.findByText('삭제된 댓글입니다.')).closest('li')!;
    const child = within(deleted).getByText('답글은 남아요').closest('li')!;
    expect(within(child).getByText('운영진')).toBeInTheDocument();
    expect(within(child).getByText('작성자')).toBeInTheDocument();
    // A deleted reply offers no answer, edit or delete.
    expect(within(deleted).queryByRole('button', { name: /^답글/ })).toBeNull();
  });

  it('shows its writer a post waiting for approval with a 승인 대기 badge and what happens next', async () => {
    callMock.mockImplementation((spec: unknown) =>
      spec === ep.post ? Promise.resolve({ ...post, aprvSttsCd: 'WAIT', mine: true, userId: 5 }) : answer(spec),
    );
    renderView();
    const title = await screen.findByRole('heading', { level: 2, name: '버터 가격 대응' });
    const head = title.closest('header')!;
    expect(within(head).getByText('승인 대기', { exact: true })).toBeVisible();
    expect(within(head).getByRole('note')).toHaveTextContent(BUSINESS_COMMUNITY_MESSAGES.waitingPostNote);
  });

  it("says a hidden post is not there with the server's message (404)", async () => {
    callMock.mockImplementation((spec: unknown) =>
      spec === ep.post
        ? Promise.reject(new ApiError({ status: 404, number: 404, message: BUSINESS_COMMUNITY_MESSAGES.hiddenPost }))
        : answer(spec),
    );
    renderView();
    expect(await screen.findByText(BUSINESS_COMMUNITY_MESSAGES.hiddenPost)).toBeInTheDocument();
    expect(screen.queryByText(RECORD_TEXT.failed)).toBeNull();
  });

  it('says a post that failed to load (503) failed, never that it is not there', async () => {
    callMock.mockImplementation((spec: unknown) =>
      spec === ep.post
        ? Promise.reject(new ApiError({ status: 503, number: 503, message: COMMON_MESSAGES.serviceUnavailable }))
        : answer(spec),
    );
    renderView();
    expect(await screen.findByText(RECORD_TEXT.failed)).toBeInTheDocument();
    expect(screen.queryByText(BUSINESS_COMMUNITY_MESSAGES.postNotFound)).toBeNull();
    expect(screen.getByRole('button', { name: RECORD_TEXT.retryButton })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/scommunity');
  });

  it('likes as the member in the session (the path’s userId is the caller)', async () => {
    renderView();
    await userEvent.click(await screen.findByRole('button', { name: '좋아요 2' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(ep.like, { params: { cmntPostId: 7, userId: 5 }, body: { likYn: 'Y' } }),
    );
  });

  it('writes a reply with a visible label, up to 300 characters', async () => {
    renderView();
    const box = await screen.findByRole('textbox', { name: '댓글 입력' });
    await userEvent.type(box, '저도 같은 고민입니다');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(ep.createReply, {
        params: { cmntPostId: 7 },
        body: { rplyCn: '저도 같은 고민입니다', upRplyId: undefined },
      }),
    );
  });
});
