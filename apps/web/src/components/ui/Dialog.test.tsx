import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogActions } from './Dialog';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title="프로필 수정"
        footer={<button type="button">저장</button>}
      >
        <label>
          닉네임 <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: '프로필 수정' });
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: '프로필 수정' }).id);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Tab cycles inside the dialog.
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // React Aria restores focus in the next animation frame.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("closes with the '닫기' button", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('DialogActions', () => {
  it('cancels, sends, and holds the send while it is pending', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onSend = vi.fn();
    const { rerender } = render(<DialogActions cancel="취소" onCancel={onCancel} send="저장" onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: '취소' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledTimes(1);
    rerender(<DialogActions cancel="취소" onCancel={onCancel} send="저장" onSend={onSend} isPending />);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '저장' })).toHaveAttribute('aria-busy', 'true');
  });
});
