import { studioEndpoints } from '@onfan/contracts/studio';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { ReviewDialog } from './ReviewDialog';

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

function renderDialog() {
  const onClose = vi.fn();
  render(<ReviewDialog target={{ roomId: 7, rsvtId: 41, roomNm: '라이브룸' }} onClose={onClose} />);
  return { onClose };
}

describe('ReviewDialog', () => {
  it('keeps save disabled while the text is blank, then saves the trimmed review and closes', async () => {
    const user = userEvent.setup();
    callMock.mockResolvedValue({ number: 200, message: '후기가 등록되었습니다.', revwId: 3 });
    const { onClose } = renderDialog();
    const save = screen.getByRole('button', { name: '후기 등록' });
    expect(save).toBeDisabled();
    const text = screen.getByRole('textbox', { name: /후기 내용/ });
    await user.type(text, '   ');
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /4점/ }));
    await user.type(text, '조명이 좋아요. ');
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callMock).toHaveBeenCalledWith(
      studioEndpoints.writeReview,
      { params: { roomId: 7 }, body: { rsvtId: 41, starrtScore: 4, revwCmnt: '조명이 좋아요.' } },
      { redirectOnServerError: false },
    );
    expect(modal.alert).toHaveBeenCalledWith('후기가 등록되었습니다.');
  });

  it('shows the server’s refusal and stays open', async () => {
    const user = userEvent.setup();
    callMock.mockRejectedValue(new ApiError({ status: 409, number: 409, message: '이미 후기를 작성한 예약입니다.' }));
    const { onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /후기 내용/ }), '좋았어요');
    await user.click(screen.getByRole('button', { name: '후기 등록' }));
    await waitFor(() => expect(modal.alert).toHaveBeenCalledWith('이미 후기를 작성한 예약입니다.', { html: true }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
