import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { adminKeys } from '@/features/admin/admin-api';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import ConsoleLayout, { CONSOLE_TEXT } from './ConsoleLayout';

const callMock = vi.hoisted(() => vi.fn());

vi.mock('@/lib/session/session-context', () => ({
  useSession: () => ({ isAuthenticated: true, status: 'authenticated', logout: () => Promise.resolve() }),
}));
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const me = {
  userId: 1,
  lgnId: 'demo-admin',
  userNm: '온판 운영자',
  roles: ['CONTENT'],
  expiresAt: '2026-11-30T10:30:00.000+09:00',
};

/** The console with a desk that has a field: what an operator is typing into while the console reads `me` again. */
function renderConsole() {
  return render(
    <Routes>
      <Route path="/admin" element={<ConsoleLayout />}>
        <Route
          path="surveys/new"
          element={
            <label>
              설문 제목
              <input />
            </label>
          }
        />
      </Route>
    </Routes>,
    { route: '/admin/surveys/new' },
  );
}

afterEach(cleanup);
beforeEach(() => {
  callMock.mockReset();
});

describe('the console frame', () => {
  it('keeps the desk and what was typed when a later read of the operator gets no answer', async () => {
    callMock.mockResolvedValueOnce(me);
    const { queryClient } = renderConsole();
    const field = await screen.findByRole('textbox', { name: '설문 제목' });
    await userEvent.type(field, '겨울 설문');
    callMock.mockRejectedValueOnce(new ApiError({ status: 0, number: -1, message: '연결 실패', kind: 'network' }));
    await act(() => queryClient.refetchQueries({ queryKey: adminKeys.me }));
    await waitFor(() => expect(queryClient.getQueryState(adminKeys.me)?.status).toBe('error'));
    expect(screen.getByRole('textbox', { name: '설문 제목' })).toHaveValue('겨울 설문');
    expect(screen.queryByRole('heading', { name: CONSOLE_TEXT.refused })).toBeNull();
  });

  it('leaves the desk when the server says the operator no longer holds a role', async () => {
    callMock.mockResolvedValueOnce(me);
    const { queryClient } = renderConsole();
    await screen.findByRole('textbox', { name: '설문 제목' });
    callMock.mockRejectedValueOnce(new ApiError({ status: 403, number: 403, message: '담당 역할이 없습니다.' }));
    await act(() => queryClient.refetchQueries({ queryKey: adminKeys.me }));
    await screen.findByRole('heading', { name: CONSOLE_TEXT.refused });
    expect(screen.queryByRole('textbox', { name: '설문 제목' })).toBeNull();
  });
});
