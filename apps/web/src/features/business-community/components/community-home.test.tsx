import type { CmntDetail } from '@onfan/contracts/business-community';
import {
  BUSINESS_COMMUNITY_MESSAGES,
  businessCommunityEndpoints as ep,
  WAITING_POST_REASON,
} from '@onfan/contracts/business-community';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { LIST_TEXT } from '@/components/ui/ListPage';
import { CommunityHome, HOME_TEXT } from './CommunityHome';
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
const waiting: { members: unknown[]; posts: unknown[] } = {
  members: [{ userId: 8, userNm: '박*수', nickNm: null, vrfcYn: 'N', tpbizNm: null, rgnNm: '제주', regDt: '' }],
  posts: [],
};

function answer(spec: unknown): Promise<unknown> {
  if (spec === ep.community) return Promise.resolve(detail);
  if (spec === ep.posts) return Promise.resolve({ items: [], totalCount: 0, pageNo: 1, pageSize: 10 });
  if (spec === ep.waiting) return Promise.resolve(waitingNow);
  if (spec === ep.userAtbtInfo) return Promise.resolve({ vrfcYn: 'N', compNm: null, tpbizOptions: [], rgnOptions: [] });
  if (spec === ep.refuseMember)
    return Promise.resolve({ number: 200, message: BUSINESS_COMMUNITY_MESSAGES.memberRefused });
  if (spec === ep.refusePost) return Promise.resolve({ number: 200, message: BUSINESS_COMMUNITY_MESSAGES.postRefused });
  return Promise.reject(new Error('unexpected call'));
}

const renderHome = () =>
  render(
    <Routes>
      <Route path="/scommunity/:cmntId" element={<CommunityHome editor={() => null} />} />
    </Routes>,
    { route: '/scommunity/1' },
  );

let waitingNow = waiting;
/** The reason's visible label (the field is marked required after it). */
const reasonLabel = (name: string) => name.startsWith(BUSINESS_COMMUNITY_MESSAGES.refusalReasonLabel);

beforeEach(() => {
  detail = cmnt;
  waitingNow = waiting;
  callMock.mockReset();
  callMock.mockImplementation(answer);
  modalMock.prompt.mockReset();
  modalMock.alert.mockClear();
  modalMock.formCheck.mockClear();
});
afterEach(cleanup);

describe('a small-business community’s page', () => {
  it('shows the cover with the alt text the operator wrote', async () => {
    renderHome();
    const cover = await screen.findByRole('img', { name: '바다가 보이는 제주 카페 창가' });
    expect(cover).toHaveAttribute('src', '/files/scommunity/cover/1.webp');
  });

  it('says the posts failed to load, not that the community has none', async () => {
    callMock.mockImplementation((spec: unknown) =>
      spec === ep.posts
        ? Promise.reject(new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해주세요.' }))
        : answer(spec),
    );
    renderHome();
    expect(await screen.findByText(LIST_TEXT.failed)).toBeInTheDocument();
    expect(screen.queryByText(HOME_TEXT.empty)).toBeNull();
  });

  it('says the community has no post when its list is empty', async () => {
    renderHome();
    expect(await screen.findByText(HOME_TEXT.empty)).toBeInTheDocument();
    expect(screen.queryByText(LIST_TEXT.failed)).toBeNull();
  });

  it('tells a member before they write that their first post waits for approval', async () => {
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: '글쓰기' }));
    expect(screen.getByRole('note')).toHaveTextContent(BUSINESS_COMMUNITY_MESSAGES.firstPostWaits);
  });

  it('says nothing of approval to a member whose posts need none', async () => {
    detail = { ...cmnt, myFirstPostWaits: false };
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: '글쓰기' }));
    expect(screen.getByRole('heading', { name: '새 글 쓰기' })).toBeInTheDocument();
    expect(screen.queryByText(BUSINESS_COMMUNITY_MESSAGES.firstPostWaits)).toBeNull();
  });

  it('lets a manager refuse a join request in a dialog with a labelled reason; focus comes back to the button', async () => {
    detail = { ...cmnt, myRoleCd: 'MANAGER', canManage: true, myFirstPostWaits: false };
    renderHome();
    const refuse = await screen.findByRole('button', { name: '거절: 박*수' });
    await userEvent.click(refuse);
    let dialog = screen.getByRole('dialog', { name: '가입 신청 거절' });
    const reason = within(dialog).getByRole('textbox', { name: reasonLabel });
    // No reason: the Korean message at the field, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await within(dialog).findByText(BUSINESS_COMMUNITY_MESSAGES.refusalReasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(callMock).not.toHaveBeenCalledWith(ep.refuseMember, expect.anything());
    // Cancelling refuses nothing and puts the focus back on the button that opened the dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(refuse).toHaveFocus());
    expect(callMock).not.toHaveBeenCalledWith(ep.refuseMember, expect.anything());

    // Refused by the server at the field (too long, say): the message there, what was typed kept, the dialog open.
    callMock.mockImplementationOnce(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          number: 400,
          message: BUSINESS_COMMUNITY_MESSAGES.refusalReasonTooLong,
          errors: [{ field: 'reason', message: BUSINESS_COMMUNITY_MESSAGES.refusalReasonTooLong }],
        }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: '가입 신청 거절' });
    await userEvent.type(within(dialog).getByRole('textbox'), '지역 사장님만 받습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await within(dialog).findByText(BUSINESS_COMMUNITY_MESSAGES.refusalReasonTooLong)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('지역 사장님만 받습니다.');
    expect(modalMock.alert).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    // Sent twice with what was typed: the refusal at the field, then this one.
    const sent = { params: { cmntId: 1, userId: 8 }, body: { reason: '지역 사장님만 받습니다.' } };
    await waitFor(() =>
      expect(callMock.mock.calls.filter(([spec]) => spec === ep.refuseMember)).toEqual([
        [ep.refuseMember, sent],
        [ep.refuseMember, sent],
      ]),
    );
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(BUSINESS_COMMUNITY_MESSAGES.memberRefused));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(modalMock.prompt).not.toHaveBeenCalled();
  });

  it('lets a manager refuse a first post with the reason the writer is told', async () => {
    detail = { ...cmnt, myRoleCd: 'MANAGER', canManage: true, myFirstPostWaits: false };
    waitingNow = { members: [], posts: [{ cmntPostId: 21, postTit: '첫 인사', userNm: '김*수', regDt: '' }] };
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: '거절: 첫 인사' }));
    const dialog = screen.getByRole('dialog', { name: '게시글 거절' });
    expect(dialog).toHaveTextContent("'첫 인사' 글을 거절합니다.");
    await userEvent.type(within(dialog).getByRole('textbox', { name: reasonLabel }), '홍보 글은 받지 않습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(callMock).toHaveBeenCalledWith(ep.refusePost, {
      params: { cmntPostId: 21 },
      body: { reason: '홍보 글은 받지 않습니다.' },
    });
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(BUSINESS_COMMUNITY_MESSAGES.postRefused));
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
              message: BUSINESS_COMMUNITY_MESSAGES.waitingPost,
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
    expect(
      await screen.findByRole('heading', { level: 1, name: BUSINESS_COMMUNITY_MESSAGES.waitingPostTitle }),
    ).toBeVisible();
    expect(screen.getByText(BUSINESS_COMMUNITY_MESSAGES.waitingPost)).toBeInTheDocument();
    expect(screen.getByText(BUSINESS_COMMUNITY_MESSAGES.waitingPostNote)).toBeInTheDocument();
    expect(screen.queryByText(BUSINESS_COMMUNITY_MESSAGES.postNotFound)).toBeNull();
  });
});
