import { studioAdminEndpoints } from '@onfan/contracts/studio.admin';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import StudioPage from './StudioPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modal = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn((messages: readonly string[]) => messages.length === 0),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function openNew() {
  render(
    <Routes>
      <Route path="/admin/studios/new" element={<StudioPage />} />
      <Route path="/admin/studios" element={<p>스튜디오 목록 화면</p>} />
    </Routes>,
    { route: '/admin/studios/new' },
  );
}

describe('StudioPage (admin/studios/new)', () => {
  it('asks first, then sends what was typed and returns to the list', async () => {
    const user = userEvent.setup();
    callMock.mockResolvedValue({ number: 200, message: '스튜디오를 등록했습니다.', studoId: 9 });
    openNew();
    await user.type(screen.getByRole('textbox', { name: /^스튜디오 이름/ }), '새 스튜디오');
    await user.type(screen.getByRole('textbox', { name: /^주소/ }), '대전 유성구 대학로 99');
    const order = screen.getByRole('textbox', { name: /^표시 순서/ });
    await user.clear(order);
    await user.type(order, '3');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('스튜디오 목록 화면')).toBeInTheDocument();
    expect(modal.confirm).toHaveBeenCalledWith('스튜디오를 등록하시겠습니까?');
    expect(callMock).toHaveBeenCalledWith(studioAdminEndpoints.create, {
      body: { studoNm: '새 스튜디오', studoIntro: '', studoAddr: '대전 유성구 대학로 99', sortSeq: 3 },
    });
  });

  it('shows the server’s Korean messages at their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    callMock.mockRejectedValue(
      new ApiError({
        status: 400,
        number: 400,
        message: '표시 순서는 0에서 999 사이의 정수로 입력해 주세요.',
        errors: [{ field: 'sortSeq', message: '표시 순서는 0에서 999 사이의 정수로 입력해 주세요.' }],
      }),
    );
    openNew();
    await user.type(screen.getByRole('textbox', { name: /^스튜디오 이름/ }), '고칠 스튜디오');
    const order = screen.getByRole('textbox', { name: /^표시 순서/ });
    await user.clear(order);
    await user.type(order, '1000');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^표시 순서/ })).toHaveAccessibleDescription(
        expect.stringContaining('표시 순서는 0에서 999 사이의 정수로 입력해 주세요.'),
      ),
    );
    expect(screen.getByRole('textbox', { name: /^스튜디오 이름/ })).toHaveValue('고칠 스튜디오');
    expect(screen.getByRole('textbox', { name: /^표시 순서/ })).toHaveValue('1000');
    expect(screen.queryByText('스튜디오 목록 화면')).not.toBeInTheDocument();
  });
});
