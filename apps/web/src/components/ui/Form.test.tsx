import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from './Form';

afterEach(cleanup);

describe('Form', () => {
  it('runs onSubmit for the submit button and for Enter in a field, and stops the browser sending it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit} aria-label="검색" noValidate>
        <label>
          검색어
          <input name="q" />
        </label>
        <button type="submit">검색</button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: '검색' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await user.type(screen.getByRole('textbox', { name: '검색어' }), '지원{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
