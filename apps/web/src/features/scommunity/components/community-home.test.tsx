import type { CmntDetail } from '@onfan/contracts/scommunity';
import { SCOMMUNITY_MESSAGES, scommunityEndpoints as ep, WAITING_POST_REASON } from '@onfan/contracts/scommunity';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { CommunityHome } from './CommunityHome';
import { PostView } from './PostView';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock, callUpload: vi.fn() }));
const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  prompt: vi.fn(async () => null as string | null),
  formCheck: vi.fn(() => false),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
vi.mock('@/lib/session/session-context', () => ({
  useSession: () => ({ isAuthenticated: true, status: 'authenticated', session: { userId: 5 } }),
}));

const cmnt: CmntDetail = {
  cmntId: 1,
  cmntNm: '제주 카페 사장님 모임',
  cmntIntro: '제주에서 카페를 하는 사장님들',
  cmntSeCd: 'REGION',
  cmntSeNm: '지역',
  ctgrNm: '제주',
  coverImgUrl: '/files/scommunity/cover/1.webp',
  coverImgAlt: '바다가 보이는 제주 카페 창가',
  joinMthdCd: 'APPROVAL',
  joinMthdNm: '승인 후 가입',
  bzVrfcRqrYn: 'N',
  tpbizRqrYn: 'N',
  rgnRqrYn: 'Y',
  firstPostAprvYn: 'Y',
  mbrCnt: 3,
  postCnt: 0,
  boards: [{ cmntBrdMntId: 11, brdNm: '자유게시판', brdSeCd: 'POST' }],
  myMbrSttsCd: 'ACTIVE',
  myRoleCd: 'MEMBER',
  canManage: false,
  myFirstPostWaits: true,
};

let detail: CmntDetail = cmnt;
const waiting = {
  members: [{ userId: 8, userNm: '박*수', nickNm: null, vrfcYn: 'N', tpbizNm: null, rgnNm: '제주', regDt: '' }],
  posts: [],
};

function answer(spec: unknown): Promise<unknown> {
  if (spec === ep.community) return Promise.resolve(detail);
  if (spec === ep.posts) return Promise.resolve({ items: [], totalCount: 0, pageNo: 1, pageSize: 10 });
  if (spec === ep.waiting) return Promise.resolve(waiting);
  if (spec === ep.userAtbtInfo) return Promise.resolve({ vrfcYn: 'N', compNm: null, tpbizOptions: [], rgnOptions: [] });
  if (spec === ep.refuseMember) return Promise.resolve({ number: 200, message: SCOMMUNITY_MESSAGES.memberRefused });
  return Promise.reject(new Error('unexpected call'));
}

const renderHome = () =>
  render(
    <Routes>
      <Route path="/scommunity/:cmntId" element={<CommunityHome editor={() => null} />} />
    </Routes>,
    { route: '/scommunity/1' },
  );

beforeEach(() => {
  detail = cmnt;
  callMock.mockReset();
  callMock.mockImplementation(answer);
  modalMock.prompt.mockReset();
  modalMock.alert.mockClear();
});
afterEach(cleanup);

describe('a small-business community’s page', () => {
  it('shows the cover with the alt text the operator wrote', async () => {
    renderHome();
    const cover = await screen.findByRole('img', { name: '바다가 보이는 제주 카페 창가' });
    expect(cover).toHaveAttribute('src', '/files/scommunity/cover/1.webp');
  });

  it('tells a member before they write that their first post waits for approval', async () => {
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: '글쓰기' }));
    expect(screen.getByRole('note')).toHaveTextContent(SCOMMUNITY_MESSAGES.firstPostWaits);
  });

  it('says nothing of approval to a member whose posts need none', async () => {
    detail = { ...cmnt, myFirstPostWaits: false };
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: '글쓰기' }));
    expect(screen.getByRole('heading', { name: '새 글 쓰기' })).toBeInTheDocument();
    expect(screen.queryByText(SCOMMUNITY_MESSAGES.firstPostWaits)).toBeNull();
  });

  it('lets a manager refuse a join request with the reason the member is told', async () => {
    detail = { ...cmnt, myRoleCd: 'MANAGER', canManage: true, myFirstPostWaits: false };
    modalMock.prompt.mockResolvedValueOnce(null).mockResolvedValueOnce('지역 사장님만 받습니다.');
    renderHome();
    const refuse = await screen.findByRole('button', { name: '거절: 박*수' });
    // Cancelling the reason refuses nothing.
    await userEvent.click(refuse);
    expect(callMock).not.toHaveBeenCalledWith(ep.refuseMember, expect.anything());
    await userEvent.click(refuse);
    expect(modalMock.prompt).toHaveBeenLastCalledWith(
      expect.stringContaining(SCOMMUNITY_MESSAGES.refusalReasonRequired),
      expect.objectContaining({ label: SCOMMUNITY_MESSAGES.refusalReasonLabel }),
    );
    expect(callMock).toHaveBeenCalledWith(ep.refuseMember, {
      params: { cmntId: 1, userId: 8 },
      body: { reason: '지역 사장님만 받습니다.' },
    });
    expect(modalMock.alert).toHaveBeenCalledWith(SCOMMUNITY_MESSAGES.memberRefused);
  });
});

describe('a post waiting for approval, opened by its link', () => {
  it('says it waits for the community’s approval rather than that it is not there', async () => {
    callMock.mockImplementation((spec: unknown) =>
      spec === ep.post
        ? Promise.reject(
            new ApiError({
              status: 404,
              number: 404,
              message: SCOMMUNITY_MESSAGES.waitingPost,
              reason: WAITING_POST_REASON,
            }),
          )
        : Promise.resolve({ number: 200 }),
    );
    render(
      <Routes>
        <Route path="/scommunity/detail" element={<PostView editor={() => null} />} />
      </Routes>,
      { route: '/scommunity/detail?cmntPostId=7' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: SCOMMUNITY_MESSAGES.waitingPostTitle })).toBeVisible();
    expect(screen.getByText(SCOMMUNITY_MESSAGES.waitingPost)).toBeInTheDocument();
    expect(screen.getByText(SCOMMUNITY_MESSAGES.waitingPostNote)).toBeInTheDocument();
    expect(screen.queryByText(SCOMMUNITY_MESSAGES.postNotFound)).toBeNull();
  });
});
