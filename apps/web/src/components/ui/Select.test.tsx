import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
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

  it("keeps an option valued '' (전체) apart from the hidden select's empty placeholder, and reports ''", async () => {
    const all = [{ value: '', label: '전체' }, ...options];
    // Server markup of the chosen '전체': one selected option in the hidden native select, not two (valid HTML).
    const html = renderToString(<Select label="분류" options={all} value="" onChange={() => undefined} />);
    expect(html.match(/<option[^>]*selected/g) ?? []).toHaveLength(1);

    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="분류" options={all} value="1003001" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /분류/ }));
    await user.click(screen.getByRole('option', { name: '전체' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
