import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

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
