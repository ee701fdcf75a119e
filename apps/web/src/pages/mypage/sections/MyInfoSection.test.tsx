import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMyInfoVerified, markMyInfoVerified } from '@/features/auth/myinfo-verified';
import { render } from '@/test/render';
import MyInfoSection from './MyInfoSection';

// The session read goes through the typed endpoint client (GET auth); every other call is left unanswered.
const apiMock = vi.hoisted(() => ({ session: vi.fn() }));
vi.mock('@/lib/api/endpoint-client', async () => {
  const { authEndpoints } = await import('@onfan/contracts/auth');
  return {
    call: (spec: unknown) => (spec === authEndpoints.session ? apiMock.session() : new Promise(() => undefined)),
  };
});
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ reload: vi.fn() }) }));

const ME = {
  userId: 7,
  lgnId: 'shopowner',
  userNm: '김상인',
  nickName: '상인',
  nickNm: '상인',
  userEmail: 'owner@example.kr',
  telNo: null,
  mblNo: '010-1234-5678',
  userPattnCd: '200',
  supp: 'N',
  profileImg: null,
  felrgEduTknlcrsAplyYn: 'N',
  prtlBrno: null,
  openDay: null,
  ceoNm: null,
  compNm: null,
  prtlMngrSiteCntnPssYn: 'N',
  mktAgreViewYn: 'N',
  reTermsViewYn: 'N',
  reTermsAgreYn: 'N',
  sessionExpiresAt: '2026-11-23T10:00:00+09:00',
  mktAgreYn: 'N',
  nightAdAgreYn: 'N',
  rgnCd: '47',
};

function renderMyInfo() {
  render(
    <Routes>
      <Route path="/mypage2/myinfo" element={<MyInfoSection />} />
      <Route path="/mypage2/myinfo-password" element={<h1>비밀번호 확인</h1>} />
    </Routes>,
    { route: '/mypage2/myinfo' },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  apiMock.session.mockReset();
  apiMock.session.mockResolvedValue(ME);
});
afterEach(() => {
  cleanup();
  clearMyInfoVerified();
});

describe('my info entry', () => {
  it('without the verified-password flag it goes to myinfo-password and asks for nothing', async () => {
    renderMyInfo();
    expect(await screen.findByRole('heading', { name: '비밀번호 확인' })).toBeInTheDocument();
    expect(apiMock.session).not.toHaveBeenCalled();
  });

  it('an expired flag counts as none', async () => {
    markMyInfoVerified(new Date(Date.now() - 1000).toISOString());
    renderMyInfo();
    expect(await screen.findByRole('heading', { name: '비밀번호 확인' })).toBeInTheDocument();
  });

  it('with the flag the member sees my info', async () => {
    markMyInfoVerified(new Date(Date.now() + 10 * 60_000).toISOString());
    renderMyInfo();
    expect(await screen.findByRole('heading', { name: '내 정보', level: 1 })).toBeInTheDocument();
    expect(apiMock.session).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: '비밀번호 확인' })).toBeNull();
  });

  it("shows the member's 활동 지역, and the profile's labelled select offers 선택 안 함 and the 17 시·도", async () => {
    markMyInfoVerified(new Date(Date.now() + 10 * 60_000).toISOString());
    renderMyInfo();
    expect(await screen.findByText('경상북도')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '프로필 수정' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByRole('combobox', { name: '활동 지역(시·도)' });
    expect(select).toHaveValue('47');
    expect(select).toHaveAccessibleDescription(/지역 지원사업·행사 안내/);
    const options = within(select)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled);
    expect(options).toHaveLength(18);
    expect(options[0]).toHaveTextContent('선택 안 함');
    await userEvent.selectOptions(select, '선택 안 함');
    expect((select as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('선택 안 함');
  });
});
