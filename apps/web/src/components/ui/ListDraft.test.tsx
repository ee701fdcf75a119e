import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { useListDraft, type ListDraftParams } from './ListDraft';
import { ListFilters, ListSearchField } from './ListPage';
import { Select } from './Select';

afterEach(cleanup);

const STATES = [
  { value: '', label: '전체' },
  { value: 'open', label: '모집중' },
];

function SearchBox({ params }: { params: ListDraftParams }) {
  const search = useListDraft(params, ['state', 'searchTerm']);
  return (
    <ListFilters onSubmit={search.submit}>
      <Select label="모집상태" options={STATES} value={search.draft.state} onChange={search.set('state')} />
      <ListSearchField label="캠페인명 검색" value={search.draft.searchTerm} onChange={search.set('searchTerm')} />
    </ListFilters>
  );
}

describe('useListDraft', () => {
  it('starts from the address bar and hands every field over together on 검색, trimmed, on the first page', async () => {
    const user = userEvent.setup();
    const values: Record<string, string> = { state: 'open', searchTerm: '사과' };
    const params = { get: (k: string) => values[k] ?? '', update: vi.fn() };
    render(<SearchBox params={params} />);
    expect(screen.getByLabelText('모집상태')).toHaveValue('open');
    const term = screen.getByRole('searchbox', { name: '캠페인명 검색' });
    expect(term).toHaveValue('사과');

    await user.selectOptions(screen.getByLabelText('모집상태'), '전체');
    await user.clear(term);
    await user.type(term, '  햇사과 ');
    expect(params.update).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(params.update).toHaveBeenCalledExactlyOnceWith({ state: '', searchTerm: '햇사과', pageNo: '' });
  });
});
