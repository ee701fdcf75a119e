import { cleanup, screen } from '@testing-library/react';
import { render } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, LOGIN_REFUSAL } from '@onfan/contracts/auth';
import { ApiError } from '@/lib/api/api-client';
import { SSO_UNLOCK_TEXT, SsoLoginForm } from './SsoLoginForm';

const modalMock = vi.hoisted(() => ({ alert: vi.fn(async () => undefined), formCheck: vi.fn(() => true) }));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const apiMock = vi.hoisted(() => ({ ssoVerifyPw: vi.fn(), ssoUnlock: vi.fn(), ssoCheck: vi.fn() }));
// The calls are replaced on the module's own object, so the module's command hooks use them too.
vi.mock('../auth-api', async (importOriginal) => {
  const original = await importOriginal<{ authApi: object }>();
  Object.assign(original.authApi, apiMock);
  return original;
});
const popup = vi.hoisted(() => ({ verifyIdentityInPopup: vi.fn(), POPUP_BLOCKED_MESSAGE: '팝업 차단' }));
vi.mock('../identity-popup', () => popup);
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ login: vi.fn() }) }));

function renderForm() {
  render(<SsoLoginForm />, { route: '/login?sso=1' });
}

beforeEach(() => {
  modalMock.alert.mockClear();
  for (const m of Object.values(apiMock)) m.mockReset();
  popup.verifyIdentityInPopup.mockReset();
});
afterEach(cleanup);

describe('integrated login: a locked SSO account', { timeout: 20_000 }, () => {
  it('after the lock message, identity verification clears the lock and the login form returns', async () => {
    const user = userEvent.setup();
    apiMock.ssoVerifyPw.mockRejectedValue(
      new ApiError({ status: 401, number: 401, message: AUTH_MESSAGES.lockedOut, reason: LOGIN_REFUSAL.lockedOut }),
    );
    apiMock.ssoUnlock.mockResolvedValue({ number: 200, message: AUTH_MESSAGES.ssoLockCleared });
    popup.verifyIdentityInPopup.mockResolvedValue({
      ticket: 'identity-ticket',
      userNm: '김상인',
      mblNo: '',
      birth: '',
    });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /^통합회원 아이디/ }), 'agent01');
    await user.type(screen.getByLabelText(/^비밀번호/), 'Wrong!pass5x');
    await user.click(screen.getByRole('button', { name: '통합 로그인' }));
    expect(modalMock.alert).toHaveBeenCalledWith(AUTH_MESSAGES.lockedOut);
    expect(screen.getByRole('heading', { name: SSO_UNLOCK_TEXT.title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^통합회원 아이디/ })).toHaveValue('agent01');

    await user.click(screen.getByRole('button', { name: SSO_UNLOCK_TEXT.verify }));
    expect(popup.verifyIdentityInPopup).toHaveBeenCalledWith('findinfostart');
    expect(apiMock.ssoUnlock).toHaveBeenCalledWith('agent01', 'identity-ticket');
    expect(modalMock.alert).toHaveBeenLastCalledWith(AUTH_MESSAGES.ssoLockCleared);
    expect(await screen.findByRole('button', { name: '통합 로그인' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^통합회원 아이디/ })).toHaveValue('agent01');
  });

  it('a wrong password that does not lock just says so', async () => {
    const user = userEvent.setup();
    apiMock.ssoVerifyPw.mockRejectedValue(
      new ApiError({ status: 401, number: 401, message: AUTH_MESSAGES.ssoWrongPassword }),
    );
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /^통합회원 아이디/ }), 'agent01');
    await user.type(screen.getByLabelText(/^비밀번호/), 'Wrong!pass1x');
    await user.click(screen.getByRole('button', { name: '통합 로그인' }));
    expect(modalMock.alert).toHaveBeenCalledWith(AUTH_MESSAGES.ssoWrongPassword, { html: true });
    expect(screen.queryByRole('heading', { name: SSO_UNLOCK_TEXT.title })).toBeNull();
  });

  it('the unlock screen can be opened from the login form', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: SSO_UNLOCK_TEXT.open }));
    expect(screen.getByRole('heading', { name: SSO_UNLOCK_TEXT.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SSO_UNLOCK_TEXT.verify }));
    expect(modalMock.alert).toHaveBeenCalledWith(SSO_UNLOCK_TEXT.ssoIdRequired);
    expect(popup.verifyIdentityInPopup).not.toHaveBeenCalled();
  });
});
