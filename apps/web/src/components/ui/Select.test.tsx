import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

afterEach(cleanup);

const options = [
  { value: '1003001', label: '식품' },
  { value: '1003002', label: '패션' },
];

describe('Select', () => {
  it('shows a visible label and the placeholder 선택하세요, and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        label="상품 카테고리"
        options={options}
        onChange={onChange}
        errorMessage="상품 카테고리를 선택해주세요."
      />,
    );
    expect(screen.getByText('상품 카테고리')).toBeVisible();
    const trigger = screen.getByRole('button', { name: /상품 카테고리/ });
    expect(trigger).toHaveTextContent('선택하세요');
    expect(screen.getByText('상품 카테고리를 선택해주세요.')).toBeInTheDocument();

    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: '패션' }));
    expect(onChange).toHaveBeenCalledWith('1003002');
    expect(screen.getByRole('button', { name: /상품 카테고리/ })).toHaveTextContent('패션');
  });
});
