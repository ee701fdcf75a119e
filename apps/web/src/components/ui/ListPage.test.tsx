import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_TEXT, ListFilters, ListResults } from './ListPage';

afterEach(cleanup);

const answer = (totalCount: number, totalCapped?: true) => ({
  items: [{ id: 1 }, { id: 2 }],
  totalCount,
  pageNo: 1,
  pageSize: 10,
  hasMore: true,
  ...(totalCapped ? { totalCapped } : {}),
});

describe('ListResults count line', () => {
  it('says the count, and "이상" after it when the server counted only up to its cap', () => {
    const list = (data: ReturnType<typeof answer>) =>
      render(
        <ListResults query={{ data, isPending: false, isError: false }} count="건">
          {(items) => (
            <ul>
              {items.map((i) => (
                <li key={i.id}>{i.id}</li>
              ))}
            </ul>
          )}
        </ListResults>,
      ).container.querySelector('p')?.textContent;
    expect(list(answer(12))).toBe('전체 12건');
    cleanup();
    expect(list(answer(10_000, true))).toBe('전체 10,000건 이상');
  });
});

describe('ListResults failure', () => {
  const list = (query: Parameters<typeof ListResults<ReturnType<typeof answer>>>[0]['query']) =>
    render(
      <ListResults query={query}>
        {(items) => (
          <ul>
            {items.map((i) => (
              <li key={i.id}>항목 {i.id}</li>
            ))}
          </ul>
        )}
      </ListResults>,
    );

  it('says a failed load failed, even with an earlier copy in hand', () => {
    list({ data: answer(2), isPending: false, isError: true });
    expect(screen.getByText(LIST_TEXT.failed)).toBeTruthy();
    expect(screen.queryByText('항목 1')).toBeNull();
  });

  it('keeps what is shown when only the next page (더보기) failed', () => {
    list({ data: answer(2), isPending: false, isError: true, isFetchNextPageError: true });
    expect(screen.getByText('항목 2')).toBeTruthy();
    expect(screen.queryByText(LIST_TEXT.failed)).toBeNull();
  });

  it('keeps the list as last fetched when fetching it again failed', () => {
    list({ data: answer(2), isPending: false, isError: true, isRefetchError: true });
    expect(screen.getByText('항목 2')).toBeTruthy();
    expect(screen.queryByText(LIST_TEXT.failed)).toBeNull();
  });
});

describe('ListFilters', () => {
  it('is a named search landmark whose button hands the fields to the page without loading another', () => {
    let searched = 0;
    render(
      <ListFilters label="글 검색" submitLabel="글 찾기" submitVariant="secondary" onSubmit={() => (searched += 1)}>
        <input aria-label="검색어" />
      </ListFilters>,
    );
    const form = screen.getByRole('search', { name: '글 검색' });
    expect(form.getAttribute('method')).toBe('get');
    const button = screen.getByRole('button', { name: '글 찾기' });
    expect(button.className).toContain('secondary');
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false);
    expect(searched).toBe(1);
  });
});
