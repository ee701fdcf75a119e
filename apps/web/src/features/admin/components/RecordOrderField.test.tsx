import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { RecordOrderField } from './RecordOrderField';

afterEach(cleanup);

function Order({ errorMessage = null }: { errorMessage?: string | null }) {
  const [value, setValue] = useState('0');
  return <RecordOrderField value={value} onChange={setValue} errorMessage={errorMessage} />;
}

describe('RecordOrderField', () => {
  it('is the required 표시 순서 field, typed as numbers, with what the order does under it', async () => {
    const user = userEvent.setup();
    render(<Order />);
    const field = screen.getByRole('textbox', { name: /^표시 순서/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('작은 수가 먼저 보입니다(0~999).'));
    await user.clear(field);
    await user.type(field, '12');
    expect(field).toHaveValue('12');
  });

  it('shows the server’s message about the order under the field', () => {
    render(<Order errorMessage="표시 순서는 0에서 999 사이의 정수로 입력해 주세요." />);
    expect(screen.getByRole('textbox', { name: /^표시 순서/ })).toHaveAccessibleDescription(
      expect.stringContaining('표시 순서는 0에서 999 사이의 정수로 입력해 주세요.'),
    );
  });
});
