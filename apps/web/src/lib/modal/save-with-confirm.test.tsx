import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimersForTesting, useRealTimersAfterTesting } from './fake-timers-for-tests';
import { ModalHost } from './ModalHost';
import { MODAL_CALLBACK_DELAY_MS, MODAL_TEXT } from './modal-constants';
import { modal } from './modal-service';
import { saveWithConfirm } from './save-with-confirm';

beforeEach(() => {
  useFakeTimersForTesting();
});
afterEach(() => {
  act(() => modal.dismissAll());
  cleanup();
  useRealTimersAfterTesting();
});

function setup() {
  render(<ModalHost />);
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

async function pressOkAndWait(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '확인' }));
  await act(async () => {
    vi.advanceTimersByTime(MODAL_CALLBACK_DELAY_MS);
  });
}

describe('saveWithConfirm', () => {
  it('asks first, runs the action, shows the result and calls onDone when acknowledged', async () => {
    const user = setup();
    const action = vi.fn(async () => ({ number: 200, message: '수정되었습니다.' }));
    const onDone = vi.fn();
    let saved: boolean | undefined;
    act(() => {
      void saveWithConfirm({ confirmMessage: '저장하시겠습니까?', action, onDone }).then((v) => {
        saved = v;
      });
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('저장하시겠습니까?');
    expect(action).not.toHaveBeenCalled();

    await pressOkAndWait(user);
    expect(action).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('수정되었습니다.');
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onDone).toHaveBeenCalledWith({ number: 200, message: '수정되었습니다.' });
    await act(async () => {});
    expect(saved).toBe(true);
  });

  it('does nothing when the user cancels', async () => {
    const user = setup();
    const action = vi.fn(async () => ({ number: 200, message: 'ok' }));
    let saved: boolean | undefined;
    act(() => {
      void saveWithConfirm({ confirmMessage: '저장하시겠습니까?', action }).then((v) => {
        saved = v;
      });
    });
    await user.click(screen.getByRole('button', { name: '취소' }));
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(action).not.toHaveBeenCalled();
    expect(saved).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's message as-is when the call fails", async () => {
    const user = setup();
    const error = Object.assign(new Error('게시글 작성자만 수정할 수 있습니다.'), { number: 403 });
    act(() => {
      void saveWithConfirm({ confirmMessage: '저장하시겠습니까?', action: () => Promise.reject(error) });
    });
    await pressOkAndWait(user);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('게시글 작성자만 수정할 수 있습니다.');
  });

  it('shows the generic message for a failure without a server message', async () => {
    const user = setup();
    act(() => {
      void saveWithConfirm({
        confirmMessage: '저장하시겠습니까?',
        action: () => Promise.reject(new TypeError('Failed to fetch')),
      });
    });
    await pressOkAndWait(user);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MODAL_TEXT.genericError);
    expect(dialog).not.toHaveTextContent('Failed to fetch');
  });

  it('treats a result number other than 200 as a failure', async () => {
    const user = setup();
    const onDone = vi.fn();
    act(() => {
      void saveWithConfirm({
        confirmMessage: '저장하시겠습니까?',
        action: async () => ({ number: 900, message: '인증이 만료되었습니다. 체크박스를 다시 선택하세요.' }),
        successMessage: '저장되었습니다.',
        onDone,
      });
    });
    await pressOkAndWait(user);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('인증이 만료되었습니다.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onDone).not.toHaveBeenCalled();
  });
});
