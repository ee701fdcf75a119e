import { LOGIN_FORM_STATE_KEY, type LoginFormRefusal } from '@onfan/contracts/login-form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { render } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, LOGIN_REFUSAL, wrongPasswordMessage } from '@onfan/contracts/auth';
import { ApiError } from '@/lib/api/api-client';
import { LOGIN_TEXT, LoginForm } from './LoginForm';

const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => false),
  formCheck: vi.fn(() => true),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const apiMock = vi.hoisted(() => ({ login: vi.fn() }));
// The calls are replaced on the module's own object, so the module's command hooks use them too.
vi.mock('../auth-api', async (importOriginal) => {
  const original = await importOriginal<{ authApi: object }>();
  Object.assign(original.authApi, apiMock);
  return original;
});
const sessionMock = vi.hoisted(() => ({ login: vi.fn(), logout: vi.fn(async () => undefined) }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => sessionMock }));

function renderForm() {
  render(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/findInfo/password" element={<h1>비밀번호 찾기</h1>} />
    </Routes>,
    { route: '/login' },
  );
}

async function submit(lgnId: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^아이디/ }), lgnId);
  await user.type(screen.getByLabelText(/^비밀번호/), password);
  await user.click(screen.getByRole('button', { name: LOGIN_TEXT.submit }));
}

beforeEach(() => {
  modalMock.alert.mockClear();
  modalMock.confirm.mockClear();
  apiMock.login.mockReset();
  sessionMock.logout.mockClear();
});
afterEach(cleanup);

describe('login refusals', () => {
  it('a wrong password shows the server message with the tries left, and 다시 입력 / 닫기', async () => {
    const message = wrongPasswordMessage(3);
    apiMock.login.mockRejectedValue(new ApiError({ status: 401, number: 401, message }));
    renderForm();
    await submit('shopowner', 'Wrong!pass1x');
    expect(modalMock.confirm).toHaveBeenCalledWith('비밀번호가 잘못되었습니다. (남은 시도 3회)', {
      okText: LOGIN_TEXT.retry,
      cancelText: LOGIN_TEXT.close,
      rightNow: true,
    });
    expect(modalMock.alert).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^비밀번호/)).toHaveValue('');
  });

  it('the lock (LGN_FAIL_TMS) alerts, logs out and goes to the password reset', async () => {
    apiMock.login.mockRejectedValue(
      new ApiError({ status: 401, number: 401, message: AUTH_MESSAGES.lockedOut, reason: LOGIN_REFUSAL.lockedOut }),
    );
    renderForm();
    await submit('shopowner', 'Wrong!pass5x');
    expect(modalMock.alert).toHaveBeenCalledWith(AUTH_MESSAGES.lockedOut);
    expect(modalMock.confirm).not.toHaveBeenCalled();
    expect(sessionMock.logout).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: '비밀번호 찾기' })).toBeInTheDocument();
  });
});

describe('the form as the server draws it (before the scripts take over)', () => {
  const drawn = (route: string, refusal?: LoginFormRefusal) => {
    const client = new QueryClient();
    if (refusal) client.setQueryData(LOGIN_FORM_STATE_KEY, refusal);
    return renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <LoginForm />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('posts its fields to the login page, keeping where to return — never a GET', () => {
    const html = drawn('/login?returnUrl=%2Fmypage%2Fcmstr');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain(' method="post"');
    expect(form).toContain(' action="/login?returnUrl=%2Fmypage%2Fcmstr"');
    expect(html).toMatch(/<input[^>]* name="lgnId"/);
    expect(html).toMatch(
      /<input[^>]* type="password"[^>]* name="userPasswd"|<input[^>]* name="userPasswd"[^>]* type="password"/,
    );
    expect(drawn('/login?returnUrl=%2F%2Fevil.example')).toMatch(/<form[^>]* action="\/login"/);
  });

  it("shows the server's refusal with the id as typed, and where a locked account goes on", () => {
    const html = drawn('/login', {
      lgnId: 'demo-member',
      message: AUTH_MESSAGES.lockedOut,
      reason: LOGIN_REFUSAL.lockedOut,
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain(AUTH_MESSAGES.lockedOut);
    expect(html).toMatch(
      /<input[^>]* name="lgnId"[^>]* value="demo-member"|<input[^>]* value="demo-member"[^>]* name="lgnId"/,
    );
    expect(html).toMatch(/<a[^>]* href="\/findInfo\/password"[^>]*>비밀번호 찾기<\/a>/);
  });
});
