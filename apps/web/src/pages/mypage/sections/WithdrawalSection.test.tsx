import { cleanup, screen } from '@testing-library/react';
import { render } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_CENTER } from '@/lib/site-config';
import { ApiError } from '@/lib/api/api-client';
import { sessionStore } from '@/lib/session/session-store';
import WithdrawalSection, { WITHDRAW_CONFIRM } from './WithdrawalSection';

const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  prompt: vi.fn(async (): Promise<string | null> => 'Onfan!pass2026'),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const apiMock = vi.hoisted(() => ({ withdraw: vi.fn() }));
// The calls are replaced on the module's own object, so the module's command hooks use them too.
vi.mock('@/features/auth/auth-api', async (importOriginal) => {
  const original = await importOriginal<{ authApi: object }>();
  Object.assign(original.authApi, apiMock);
  return original;
});
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ session: { lgnId: 'shopowner' } }) }));

const ACKNOWLEDGE = '위 안내 사항을 모두 확인하였으며 회원 탈퇴에 동의합니다.';

function renderSection() {
  render(
    <Routes>
      <Route path="/mypage2/withdrawal" element={<WithdrawalSection />} />
      <Route path="/" element={<h1>메인</h1>} />
    </Routes>,
    { route: '/mypage2/withdrawal' },
  );
  return screen.getByRole('button', { name: '회원 탈퇴' });
}

beforeEach(() => {
  for (const m of Object.values(modalMock)) m.mockClear();
  modalMock.prompt.mockResolvedValue('Onfan!pass2026');
  modalMock.confirm.mockResolvedValue(true);
  apiMock.withdraw.mockReset();
  apiMock.withdraw.mockResolvedValue({ number: 200, message: '탈퇴가 완료되었습니다.' });
  localStorage.setItem('auth_token', 'member-token-0123456789abc');
  sessionStore.syncFromStorage();
});
afterEach(cleanup);

describe('withdrawal', () => {
  it('the button stays disabled until the notice is acknowledged', async () => {
    const user = userEvent.setup();
    const button = renderSection();
    expect(button).toBeDisabled();
    await user.click(button);
    expect(modalMock.prompt).not.toHaveBeenCalled();
    await user.click(screen.getByText(ACKNOWLEDGE));
    expect(button).toBeEnabled();
    await user.click(screen.getByText(ACKNOWLEDGE));
    expect(button).toBeDisabled();
  });

  it("password → '탈퇴하시겠습니까?' → the call; then '탈퇴가 완료되었습니다.', logged out, Main", async () => {
    const user = userEvent.setup();
    const button = renderSection();
    await user.click(screen.getByText(ACKNOWLEDGE));
    await user.click(button);
    expect(modalMock.prompt).toHaveBeenCalledWith('본인 확인을 위해 비밀번호를 입력해주세요.', expect.anything());
    expect(modalMock.confirm).toHaveBeenCalledWith(WITHDRAW_CONFIRM, expect.anything());
    expect(apiMock.withdraw).toHaveBeenCalledWith('shopowner', 'Onfan!pass2026');
    expect(modalMock.alert).toHaveBeenCalledWith('탈퇴가 완료되었습니다.', { title: '회원 탈퇴' });
    expect(await screen.findByRole('heading', { name: '메인' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('declining the confirm withdraws nothing', async () => {
    const user = userEvent.setup();
    modalMock.confirm.mockResolvedValue(false);
    const button = renderSection();
    await user.click(screen.getByText(ACKNOWLEDGE));
    await user.click(button);
    expect(apiMock.withdraw).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth_token')).not.toBeNull();
  });

  it('a market-entry history (301) says so with the support phone', async () => {
    const user = userEvent.setup();
    apiMock.withdraw.mockRejectedValue(
      new ApiError({ status: 400, number: 301, message: '마켓 입점 이력이 있습니다. 고객센터에 문의해주세요.' }),
    );
    const button = renderSection();
    await user.click(screen.getByText(ACKNOWLEDGE));
    await user.click(button);
    expect(modalMock.alert).toHaveBeenCalledWith(
      `마켓 입점 이력이 있습니다. 고객센터에 문의해주세요.<br>고객센터 ${CUSTOMER_CENTER.phone}`,
      { title: '회원 탈퇴', html: true },
    );
    expect(localStorage.getItem('auth_token')).not.toBeNull();
  });
});
