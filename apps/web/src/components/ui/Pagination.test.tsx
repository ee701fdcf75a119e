import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageNumbers, getTotalPages, Pagination } from './Pagination';

afterEach(cleanup);

describe('page arithmetic', () => {
  it('counts pages and shows the block holding the current page', () => {
    expect(getTotalPages(0, 10)).toBe(0);
    expect(getTotalPages(10, 10)).toBe(1);
    expect(getTotalPages(11, 10)).toBe(2);
    expect(getPageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageNumbers(5, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageNumbers(6, 12)).toEqual([6, 7, 8, 9, 10]);
    expect(getPageNumbers(12, 12)).toEqual([11, 12]);
    expect(getPageNumbers(99, 12)).toEqual([11, 12]);
  });
});

describe('Pagination', () => {
  it('renders nothing when everything fits on one page', () => {
    const { container } = render(<Pagination pageNo={1} totalCount={10} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and names the buttons in Korean', () => {
    render(<Pagination pageNo={7} totalCount={123} pageSize={10} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '6페이지' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: '5페이지' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '10페이지' })).toBeInTheDocument();
    for (const name of ['처음 페이지', '이전 페이지', '다음 페이지', '마지막 페이지']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('moves to first, previous, a number, next and last', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination pageNo={7} totalCount={123} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '처음 페이지' }));
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    await user.click(screen.getByRole('button', { name: '9페이지' }));
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await user.click(screen.getByRole('button', { name: '마지막 페이지' }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 6, 9, 8, 13]);
  });

  it('disables the backward buttons on the first page and the forward ones on the last', () => {
    const { rerender } = render(<Pagination pageNo={1} totalCount={30} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '처음 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeEnabled();
    rerender(<Pagination pageNo={3} totalCount={30} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '마지막 페이지' })).toBeDisabled();
  });
});
