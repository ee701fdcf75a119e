import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimersForTesting, useRealTimersAfterTesting } from './fake-timers-for-tests';
import { ModalHost } from './ModalHost';
import { MODAL_CALLBACK_DELAY_MS } from './modal-constants';
import { modal } from './modal-service';

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<ModalHost />);
  return user;
}

beforeEach(() => {
  useFakeTimersForTesting();
});

afterEach(() => {
  act(() => modal.dismissAll());
  cleanup();
  useRealTimersAfterTesting();
});

describe('modal.alert', () => {
  it('shows an alertdialog and runs its callback at once on OK', async () => {
    const user = setup();
    const onOk = vi.fn();
    let resolved = false;
    act(() => {
      void modal.alert('저장되었습니다.', { onOk }).then(() => {
        resolved = true;
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    expect(dialog).toHaveTextContent('저장되었습니다.');
    expect(dialog).toHaveAccessibleDescription('저장되었습니다.');

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    // No timer advanced: the alert callback is synchronous with the click.
    expect(onOk).toHaveBeenCalledTimes(1);
    await act(async () => {});
    expect(resolved).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('uses the given title and OK text', async () => {
    const user = setup();
    act(() => void modal.alert('본문', { title: '안내', okText: '알겠습니다' }));
    const dialog = screen.getByRole('alertdialog', { name: '안내' });
    await user.click(within(dialog).getByRole('button', { name: '알겠습니다' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('renders only <br>, <b>, <strong> when html is set, never other markup', () => {
    setup();
    act(
      () =>
        void modal.alert('첫 줄<br><strong>굵게</strong><script>alert(1)</script><img src="x" onerror="alert(2)">끝', {
          html: true,
        }),
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.querySelector('strong')).toHaveTextContent('굵게');
    expect(dialog.querySelector('br')).not.toBeNull();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog).toHaveTextContent('첫 줄굵게alert(1)끝');
  });

  it('shows tags as text when html is not set', () => {
    setup();
    act(() => void modal.alert('<b>그대로</b>'));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.querySelector('b')).toBeNull();
    expect(dialog).toHaveTextContent('<b>그대로</b>');
  });

  it('queues a second modal until the first one closes', async () => {
    const user = setup();
    act(() => {
      void modal.alert('첫 번째');
      void modal.alert('두 번째');
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('첫 번째');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('두 번째');
  });
});

describe('modal.confirm', () => {
  it(`runs the OK callback after ${MODAL_CALLBACK_DELAY_MS} ms, not before`, async () => {
    const user = setup();
    const onOk = vi.fn();
    const onCancel = vi.fn();
    let answer: boolean | undefined;
    act(() => {
      void modal.confirm('게시글을 삭제하시겠습니까?', { onOk, onCancel }).then((v) => {
        answer = v;
      });
    });
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MODAL_CALLBACK_DELAY_MS - 1));
    expect(onOk).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await act(async () => {});
    expect(answer).toBe(true);
  });

  it('runs the OK callback at once with rightNow', async () => {
    const user = setup();
    const onOk = vi.fn();
    act(() => void modal.confirm('지금 실행할까요?', { onOk, rightNow: true }));
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('runs the no-callback at once on cancel and never the OK callback', async () => {
    const user = setup();
    const onOk = vi.fn();
    const onCancel = vi.fn();
    let answer: boolean | undefined;
    act(() => {
      void modal.confirm('탈퇴하시겠습니까?', { onOk, onCancel }).then((v) => {
        answer = v;
      });
    });
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(onOk).not.toHaveBeenCalled();
    await act(async () => {});
    expect(answer).toBe(false);
  });

  it('runs the no-callback on Escape and on the close button', async () => {
    const user = setup();
    const onCancel = vi.fn();
    act(() => void modal.confirm('하나', { onCancel }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => void modal.confirm('둘', { onCancel }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

describe('modal.prompt', () => {
  it('submits on Enter and hands the value to the callback after the delay', async () => {
    const user = setup();
    const onOk = vi.fn();
    let answer: string | null | undefined;
    act(() => {
      void modal.prompt('비밀번호를 입력해주세요.', { label: '비밀번호', inputType: 'password', onOk }).then((v) => {
        answer = v;
      });
    });
    const input = screen.getByLabelText('비밀번호');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'secret!{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(MODAL_CALLBACK_DELAY_MS));
    expect(onOk).toHaveBeenCalledWith('secret!');
    await act(async () => {});
    expect(answer).toBe('secret!');
  });

  it('clears its input on close and resolves null on cancel', async () => {
    const user = setup();
    const onCancel = vi.fn();
    let answer: string | null | undefined = 'unset';
    act(() => {
      void modal.prompt('', { label: '비밀번호', onCancel }).then((v) => {
        answer = v;
      });
    });
    await user.type(screen.getByLabelText('비밀번호'), 'typed');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('typed');
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await act(async () => {});
    expect(answer).toBeNull();

    act(() => void modal.prompt('', { label: '비밀번호' }));
    expect(screen.getByLabelText('비밀번호')).toHaveValue('');
  });
});

describe('modal.formCheck', () => {
  it('returns true and shows nothing without messages', () => {
    setup();
    let ok: boolean | undefined;
    act(() => {
      ok = modal.formCheck([]);
    });
    expect(ok).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the messages joined by line breaks under 입력정보를 확인하세요 and returns false', () => {
    setup();
    let ok: boolean | undefined;
    act(() => {
      ok = modal.formCheck(['업체명을 입력해주세요.', '브랜드를 입력해주세요.']);
    });
    expect(ok).toBe(false);
    const dialog = screen.getByRole('alertdialog', { name: '입력정보를 확인하세요' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description).not.toBeNull();
    expect(description!.innerHTML).toBe('업체명을 입력해주세요.<br>브랜드를 입력해주세요.');
  });
});
