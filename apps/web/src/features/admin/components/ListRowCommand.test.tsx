import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ListRowCommand } from './ListRowCommand';

afterEach(cleanup);

describe('ListRowCommand', () => {
  it('runs the command with its row, named by its label and the row', async () => {
    const user = userEvent.setup();
    const command = { run: vi.fn(async () => undefined), isPending: false };
    render(
      <ListRowCommand command={command} vars={{ ntcId: 3, action: 'HIDE' }} of="설 연휴 휴관 안내 숨기기">
        숨기기
      </ListRowCommand>,
    );
    await user.click(screen.getByRole('button', { name: /^숨기기 ?\(설 연휴 휴관 안내 숨기기\)$/ }));
    expect(command.run).toHaveBeenCalledWith({ ntcId: 3, action: 'HIDE' });
  });

  it('is busy and ignores presses while the command runs', async () => {
    const user = userEvent.setup();
    const command = { run: vi.fn(async () => undefined), isPending: true };
    render(
      <ListRowCommand command={command} vars={1} of="댓글">
        숨기기
      </ListRowCommand>,
    );
    const button = screen.getByRole('button', { name: /^숨기기 ?\(댓글\)$/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(command.run).not.toHaveBeenCalled();
  });
});
