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
  it('is the browser select under a visible label, shows 선택하세요 until chosen, and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        label="상품 카테고리"
        options={options}
        onChange={onChange}
        isRequired
        description="대표 상품의 분류"
        errorMessage="상품 카테고리를 선택해주세요."
      />,
    );
    expect(screen.getByText('상품 카테고리')).toBeVisible();
    const select = screen.getByRole('combobox', { name: /상품 카테고리/ });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: '선택하세요', selected: true })).toBeDisabled();
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('대표 상품의 분류 상품 카테고리를 선택해주세요.');

    await user.selectOptions(select, '패션');
    expect(onChange).toHaveBeenCalledWith('1003002');
    expect(screen.getByRole('option', { name: '패션', selected: true })).toBeInTheDocument();
  });

  it('keeps a controlled value, and shows the placeholder for a value no option has', () => {
    const { rerender } = render(<Select label="분류" options={options} value="1003001" onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: '분류' })).toHaveDisplayValue('식품');
    rerender(<Select label="분류" options={options} value="" onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: '분류' })).toHaveDisplayValue('선택하세요');
    rerender(<Select label="분류" options={options} value={null} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: '분류' })).toHaveDisplayValue('선택하세요');
  });

  it("tells an option valued '' (전체) from nothing chosen, in the server's markup and when chosen", async () => {
    const all = [{ value: '', label: '전체' }, ...options];
    const html = renderToString(<Select label="분류" options={all} value="" onChange={() => undefined} />);
    expect(html.match(/<option[^>]*selected/g) ?? []).toHaveLength(1);
    expect(html).toMatch(/<option[^>]*selected[^>]*>전체</);

    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="분류" options={all} value="1003001" onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '분류' }), '전체');
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('cannot be changed when disabled, nor to a disabled option', () => {
    render(
      <Select
        label="지역"
        options={[...options, { value: '9', label: '마감', isDisabled: true }]}
        value={null}
        isDisabled
      />,
    );
    expect(screen.getByRole('combobox', { name: '지역' })).toBeDisabled();
    expect(screen.getByRole('option', { name: '마감' })).toBeDisabled();
  });
});
