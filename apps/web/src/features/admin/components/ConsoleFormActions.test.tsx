import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ConsoleFormActions, ConsoleVisibilityButton } from './ConsoleFormActions';
import { Form } from '@/components/ui/Form';

afterEach(cleanup);

function form(children: React.ReactNode, onSubmit = vi.fn()) {
  return <Form onSubmit={onSubmit}>{children}</Form>;
}

describe('ConsoleFormActions', () => {
  it('writes a new record: back to the list and 등록, no hide or show', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(form(<ConsoleFormActions listHref="/admin/studios" editing={false} isSaving={false} />, submitted), {
      route: '/admin/studios/new',
    });
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/admin/studios');
    expect(screen.queryByRole('button', { name: /숨기기|다시 공개/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('edits a shown record: 수정 and its hide button, which asks for the hidden state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const submitted = vi.fn();
    render(
      form(
        <ConsoleFormActions
          listHref="/admin/rooms"
          editing
          isSaving={false}
          visibility={{ useYn: 'Y', hide: '룸 숨기기', show: '룸 다시 공개', isPending: false, onChange }}
        />,
        submitted,
      ),
      { route: '/admin/rooms/3' },
    );
    await user.click(screen.getByRole('button', { name: '룸 숨기기' }));
    expect(onChange).toHaveBeenCalledWith('N');
    // The hide button is not the form's submit.
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '수정' })).toHaveAttribute('type', 'submit');
  });

  it('shows a hidden record again, by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ConsoleFormActions
        listHref="/admin/spaces"
        editing
        isSaving={false}
        visibility={{ useYn: 'N', hide: '공간 숨기기', show: '공간 다시 공개', isPending: false, onChange }}
      />,
      { route: '/admin/spaces/3' },
    );
    screen.getByRole('button', { name: '공간 다시 공개' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('Y');
  });

  it('keeps the save from being pressed twice while it runs', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(form(<ConsoleFormActions listHref="/admin/studios" editing isSaving />, submitted), {
      route: '/admin/studios/1',
    });
    const save = screen.getByRole('button', { name: '수정' });
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe('ConsoleVisibilityButton', () => {
  it('names the record for screen readers in a list of many', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ConsoleVisibilityButton useYn="Y" isPending={false} onChange={onChange} name="A 스튜디오" size="small" />);
    await user.click(screen.getByRole('button', { name: /^숨기기 ?\(A 스튜디오 숨기기\)$/ }));
    expect(onChange).toHaveBeenCalledWith('N');
  });
});
