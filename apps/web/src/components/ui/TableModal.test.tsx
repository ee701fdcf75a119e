import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableModal, type TableModalQuery } from './TableModal';

afterEach(cleanup);

interface Company {
  brno: string;
  cmpyNm: string;
}

const ALL: Company[] = Array.from({ length: 23 }, (_, i) => ({
  brno: String(1000000000 + i),
  cmpyNm: i % 2 === 0 ? `온판상회 ${i + 1}` : `다른상점 ${i + 1}`,
}));

function fakeSearch({ keyword, pageNo }: TableModalQuery) {
  const matched = ALL.filter((c) => c.cmpyNm.includes(keyword));
  return Promise.resolve({ items: matched.slice((pageNo - 1) * 10, pageNo * 10), totalCount: matched.length });
}

function Harness({ onSearch, onSelect }: { onSearch: typeof fakeSearch; onSelect: (row: Company) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <TableModal<Company>
        isOpen={open}
        onClose={() => setOpen(false)}
        title="업체 검색"
        columns={[
          { key: 'brno', header: '사업자번호' },
          { key: 'cmpyNm', header: '업체명' },
        ]}
        rowKey={(row) => row.brno}
        onSearch={onSearch}
        onSelect={onSelect}
      />
    </>
  );
}

function bodyRows() {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

describe('TableModal', () => {
  it('loads the first page on open, searches, pages and selects with the 선택 button', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn(fakeSearch);
    const onSelect = vi.fn();
    render(<Harness onSearch={onSearch} onSelect={onSelect} />);

    const dialog = screen.getByRole('dialog', { name: '업체 검색' });
    expect(await within(dialog).findByText('총 23건')).toBeInTheDocument();
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '', pageNo: 1 });
    expect(bodyRows()).toHaveLength(10);
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['사업자번호', '업체명', '선택']);

    await user.type(within(dialog).getByRole('searchbox', { name: '검색어' }), '온판');
    await user.click(within(dialog).getByRole('button', { name: '검색' }));
    expect(await within(dialog).findByText('총 12건')).toBeInTheDocument();
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '온판', pageNo: 1 });

    await user.click(within(dialog).getByRole('button', { name: '2페이지' }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '온판', pageNo: 2 });
    await within(dialog).findByText('온판상회 21');
    expect(bodyRows()).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');

    const row = bodyRows()[1]!;
    await user.click(within(row).getByRole('button', { name: '선택' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith({ brno: '1000000022', cmpyNm: '온판상회 23' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('selects by clicking a row and starts fresh when reopened', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn(fakeSearch);
    const onSelect = vi.fn();
    render(<Harness onSearch={onSearch} onSelect={onSelect} />);
    await screen.findByText('총 23건');
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '다른{Enter}');
    await screen.findByText('총 11건');

    await user.click(within(bodyRows()[0]!).getByText('다른상점 2'));
    expect(onSelect).toHaveBeenCalledWith({ brno: '1000000001', cmpyNm: '다른상점 2' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(await screen.findByText('총 23건')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '', pageNo: 1 });
  });

  it('shows the empty state and the error message', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn(fakeSearch);
    render(<Harness onSearch={onSearch} onSelect={() => {}} />);
    await screen.findByText('총 23건');
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '없는이름{Enter}');
    expect(await screen.findByText('등록된 내용이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();

    onSearch.mockImplementationOnce(() => Promise.reject(new Error('network')));
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('오류가 발생했습니다. 다시 시도해주세요.');
  });

  it('ignores a slow earlier answer that arrives after a newer one', async () => {
    const user = userEvent.setup();
    let releaseFirst!: () => void;
    const onSearch = vi.fn((q: TableModalQuery) =>
      q.keyword === ''
        ? new Promise<{ items: Company[]; totalCount: number }>((resolve) => {
            releaseFirst = () => resolve({ items: ALL.slice(0, 10), totalCount: 23 });
          })
        : fakeSearch(q),
    );
    render(<Harness onSearch={onSearch} onSelect={() => {}} />);
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '다른{Enter}');
    await screen.findByText('총 11건');
    await act(async () => {
      releaseFirst();
    });
    expect(screen.getByText('총 11건')).toBeInTheDocument();
  });
});
